import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// Fails the test unless `image` matches `Snapshots/NAME.png` (see `Snapshot`).
func assertSnapshot(
  _ image: RenderedImage, named name: String, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  if let failure = Snapshot.compare(image, named: name, filePath: filePath) {
    Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
  }
}

/// Renders a view on white, without safe area insets.
@MainActor func render<V: View>(
  _ view: V, size: CGSize = CGSize(width: 100, height: 100), scale: CGFloat = 2
)
  -> RenderedImage
{
  ViewHost(rootView: view, size: size, scale: scale, safeAreaInsets: EdgeInsets()).render()
}

extension RenderedImage.Pixel {
  static let white = RenderedImage.Pixel(red: 255, green: 255, blue: 255)
  init(_ color: Color) {
    func byte(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
    self.init(red: byte(color.red), green: byte(color.green), blue: byte(color.blue))
  }
}
