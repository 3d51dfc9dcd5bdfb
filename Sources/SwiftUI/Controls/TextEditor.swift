import Foundation

/// Multi-line text editing: wraps at its width, Return inserts a line break, scrolls to keep the caret in
/// view. Opaque white with UITextView's insets, as on iOS; it takes the space it is offered.
public struct TextEditor: View, PrimitiveView {
  public typealias Body = Never
  let text: Binding<String>

  public init(text: Binding<String>) { self.text = text }

  func makeNode(_ node: ViewNode) {
    let configuration = TextInputConfiguration(
      kind: .editor, text: text, placeholder: "", prompt: nil)
    let state = TextInputControl.configure(node, configuration: configuration, role: .textEditor)
    TextInputContent.configure(node, state: state)
  }
}
