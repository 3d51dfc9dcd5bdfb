import Foundation

extension ViewHost {
  /// True while a text control has keyboard focus: the window host runs the platform's text input (and its
  /// input method) only then, as iOS shows the keyboard only for a focused field.
  var wantsTextInput: Bool { focusedTextClient != nil }

  /// Where the focused field's caret is, in window points, for placing an input method's candidate window.
  var textInputCaretRect: CGRect? { focusedTextClient?.caretRect }

  private var focusedTextClient: TextEditingClient? {
    guard let node = graph.focusedNode, node.isAlive else { return nil }
    return node.attributes.control?.textClient
  }

  /// Called whenever the graph wants a frame (a state change, focus moving, an animation starting).
  var onNeedsFrame: (() -> Void)? {
    get { graph.onNeedsFrame }
    set { graph.onNeedsFrame = newValue }
  }

  /// Called when only a rectangle (points) needs drawing again (see `ViewGraph.onNeedsDisplay`).
  var onNeedsDisplay: ((CGRect) -> Void)? {
    get { graph.onNeedsDisplay }
    set { graph.onNeedsDisplay = newValue }
  }
}
