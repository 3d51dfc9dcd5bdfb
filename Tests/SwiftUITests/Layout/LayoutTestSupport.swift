import Foundation
import Testing

@testable import SwiftUI

/// Layout tests read frames of views marked with `.accessibilityIdentifier`, in window points.
@MainActor struct LayoutProbe {
  let host: ViewHost

  /// A host without safe area insets unless asked, so positions are easy to reason about.
  init<V: View>(
    _ view: V, size: CGSize = CGSize(width: 300, height: 300), safeArea: EdgeInsets = EdgeInsets()
  ) {
    host = ViewHost(rootView: view, size: size, scale: 1, safeAreaInsets: safeArea)
  }

  func frame(_ identifier: String, sourceLocation: SourceLocation = #_sourceLocation) -> CGRect {
    guard let frame = host.frame(ofIdentifier: identifier) else {
      Issue.record(
        "no view marked \"\(identifier)\"\n\(host.treeDescription())",
        sourceLocation: sourceLocation)
      return .null
    }
    return frame
  }

  func size(_ identifier: String, sourceLocation: SourceLocation = #_sourceLocation) -> CGSize {
    frame(identifier, sourceLocation: sourceLocation).size
  }
}

/// Equal within a hundredth of a point (layout divides space, so thirds appear).
func approx(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = 0.01) -> Bool {
  abs(a - b) <= tolerance
}
func approx(_ a: CGSize, _ b: CGSize, tolerance: CGFloat = 0.01) -> Bool {
  approx(a.width, b.width, tolerance: tolerance) && approx(a.height, b.height, tolerance: tolerance)
}
func approx(_ a: CGPoint, _ b: CGPoint, tolerance: CGFloat = 0.01) -> Bool {
  approx(a.x, b.x, tolerance: tolerance) && approx(a.y, b.y, tolerance: tolerance)
}
func approx(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 0.01) -> Bool {
  approx(a.origin.x, b.origin.x, tolerance: tolerance)
    && approx(a.origin.y, b.origin.y, tolerance: tolerance)
    && approx(a.size, b.size, tolerance: tolerance)
}

/// A filled square used as a fixed-size block in stacks.
@MainActor func block(_ id: String, _ width: CGFloat, _ height: CGFloat = 10, _ color: Color = .red)
  -> some View
{
  color.frame(width: width, height: height).accessibilityIdentifier(id)
}
