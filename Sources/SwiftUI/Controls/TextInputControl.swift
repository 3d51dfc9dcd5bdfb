import Foundation

/// What TextField, SecureField and TextEditor share on their control node: the editing state, the control
/// attachment keyboard focus and the test driver find, and the tap that places the caret.
enum TextInputControl {
  @MainActor static func configure(
    _ node: ViewNode, configuration: TextInputConfiguration, role: ControlAttachment.Role
  ) -> TextEditingState {
    var configuration = configuration
    // The prompt is translated where the control is, once per update, so drawing and measuring it (and the
    // driver finding the control by it) read the language the user reads.
    if let prompt = configuration.prompt {
      configuration.prompt = prompt.translated(in: node.environment)
      configuration.placeholder = configuration.prompt?.plainText ?? ""
    }
    var slot = 0
    let state = node.storage(&slot) { TextEditingState(configuration: configuration) }
    state.node = node
    state.update(configuration)
    state.submitActions = node.environment.submitActions
    let isEnabled = node.environment.isEnabled
    // A disabled control has no text client, so neither a tap, Tab nor a @FocusState can focus it.
    node.attributes.control = ControlAttachment(
      role: role, label: configuration.placeholder, textClient: isEnabled ? state : nil,
      activate: nil)
    if isEnabled {
      node.attributes.gestures.append(
        GestureAttachment(
          gesture: TextInputTapGesture(state: state), priority: .simultaneous, isEnabled: true))
    } else if state.isFocused {
      let graph = node.graph
      graph.enqueueAfterUpdate { [weak node] in
        if let node, graph.focusedNode === node { FocusController.focus(nil, graph: graph) }
        if state.isFocused { state.focusChanged(false) }
      }
    }
    return state
  }
}

/// A tap on a text control: FocusController focuses it on touch down; on release the caret moves under the
/// finger. Simultaneous, so taps the control's ancestors recognise still fire.
struct TextInputTapGesture: Gesture, GestureHandleSource {
  typealias Value = Void
  typealias Body = Never
  let state: TextEditingState
  func makeHandles(node: ViewNode) -> [GestureHandle] {
    TextInputTapCore(editing: state).handles(on: node)
  }
}

final class TextInputTapCore: RecognizerCore {
  let editing: TextEditingState
  private var start: TouchSample?
  init(editing: TextEditingState) { self.editing = editing }

  override func began(_ touch: TouchSample) { start = touch }
  override func moved(_ touch: TouchSample) {
    guard let start, state == .possible else { return }
    if hypot(touch.location.x - start.location.x, touch.location.y - start.location.y) > 10 {
      fail()
    }
  }
  override func ended(_ touch: TouchSample) {
    guard state == .possible, start != nil else { return }
    recognize(())
    if state == .recognized { editing.tapped(atWindow: touch.location, time: touch.time) }
  }
}
