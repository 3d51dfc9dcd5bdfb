import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// A material blurs what is drawn behind it wherever it is drawn: inside a shadowed card (seed 001's preview
/// card and header over the map) too, whose content is otherwise drawn from a layer of its own.
@MainActor @Suite struct MaterialBackdropTests {
  /// Black and white bars 2 pt wide: sharp behind clear glass, an even grey behind a material.
  struct Stripes: View {
    var body: some View {
      HStack(spacing: 0) {
        ForEach(0..<100, id: \.self) { index in
          (index.isMultiple(of: 2) ? Color.black : Color.white).frame(width: 2)
        }
      }
    }
  }

  struct Card: View {
    let shadowed: Bool
    var body: some View {
      ZStack {
        Stripes()
        Text("Card")
          .frame(width: 120, height: 80)
          .background(.ultraThinMaterial)
          .cornerRadius(10)
          .shadow(color: .black.opacity(shadowed ? 0.3 : 0), radius: 20)
      }
    }
  }

  /// The largest difference of red between neighbouring pixels along a row inside the card, left of its label.
  func roughness(_ shadowed: Bool) -> Int {
    let host = ViewHost(
      rootView: Card(shadowed: shadowed), size: CGSize(width: 200, height: 200), scale: 2,
      safeAreaInsets: EdgeInsets())
    let image = host.render()
    var worst = 0
    var previous = Int(image.pixel(at: CGPoint(x: 45, y: 70)).red)
    for step in 1..<20 {
      let red = Int(image.pixel(at: CGPoint(x: 45 + Double(step) * 0.5, y: 70)).red)
      worst = max(worst, abs(red - previous))
      previous = red
    }
    return worst
  }

  @Test func aShadowedMaterialBlursWhatIsBehindAsAnUnshadowedOneDoes() {
    let plain = roughness(false)
    let shadowed = roughness(true)
    // Unblurred, the bars step by about 200 from pixel to pixel under the material's light tint.
    #expect(plain < 40, "the material over the bars: \(plain)")
    #expect(shadowed < 40, "the shadowed material over the bars: \(shadowed)")
  }
}
