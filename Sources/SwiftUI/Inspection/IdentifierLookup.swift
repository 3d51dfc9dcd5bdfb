import Foundation

extension ViewHost {
  /// The frame, in window points as drawn now, of the first view (in drawing order) marked with
  /// `.accessibilityIdentifier(identifier)`; nil when none is on screen.
  package func frame(ofIdentifier identifier: String) -> CGRect? {
    frames(ofIdentifier: identifier).first
  }

  /// Every on-screen view marked with `identifier`, back to front (views in a ForEach may share one).
  package func frames(ofIdentifier identifier: String) -> [CGRect] {
    update()
    var result: [CGRect] = []
    func visit(_ node: ViewNode) {
      guard !node.isRemoving else { return }
      let frame = node.presentation(at: clock.now).windowFrame
      if node.attributes.accessibilityIdentifier == identifier { result.append(frame) }
      for child in node.children { visit(child) }
    }
    visit(graph.root)
    return result
  }
}

/// How a Text is drawn in its frame.
package struct DrawnTextLines: Equatable {
  package let count: Int
  /// The last line ends in "…" because the text did not fit its line limit or height.
  package let isTruncated: Bool
}

extension ViewHost {
  /// The lines of the first Text at or below the view marked `identifier`.
  package func drawnLines(ofIdentifier identifier: String) -> DrawnTextLines? {
    update()
    func find(_ node: ViewNode, inside: Bool) -> ViewNode? {
      guard !node.isRemoving else { return nil }
      let inside = inside || node.attributes.accessibilityIdentifier == identifier
      if inside, node.drawing is TextDrawing { return node }
      for child in node.children {
        if let found = find(child, inside: inside) { return found }
      }
      return nil
    }
    guard let node = find(graph.root, inside: false), let drawing = node.drawing as? TextDrawing
    else { return nil }
    let lines = drawing.drawnLines(node, size: node.frame.size)
    return DrawnTextLines(count: lines.count, isTruncated: lines.isTruncated)
  }
}
