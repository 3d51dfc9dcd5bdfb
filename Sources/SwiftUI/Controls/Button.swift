import Foundation

public struct ButtonRole: Equatable, Sendable {
  let kind: Int
  public static let destructive = ButtonRole(kind: 1)
  public static let cancel = ButtonRole(kind: 2)
}

/// A control that performs an action when tapped.
public struct Button<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  let action: () -> Void
  let label: Label
  let role: ButtonRole?

  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
    role = nil
  }
  public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
    self.role = role
  }

  func makeNode(_ node: ViewNode) {
    var slot = 0
    let state = node.storage(&slot) { ButtonPressState() }
    state.node = node
    let action = self.action
    let isEnabled = node.environment.isEnabled
    let style = node.environment.buttonStyle ?? AnyButtonStyle(.automatic)
    let configuration = ButtonStyleConfiguration(
      label: ButtonStyleConfiguration.Label(content: label), isPressed: state.isPressed, role: role,
      trigger: { if isEnabled { action() } })
    node.attributes.control = ControlAttachment(
      role: .button, label: "", textClient: nil, activate: configuration.trigger)
    if isEnabled {
      node.attributes.gestures.append(
        GestureAttachment(
          gesture: ButtonGesture(state: state, action: action), priority: .normal, isEnabled: true))
    }
    node.attributes.contentShape = AnyShape(Rectangle())
    node.setContent(style.makeBody(configuration))
  }
}

extension Button where Label == Text {
  public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
    self.init(action: action) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    self.init(action: action) { Text(title) }
  }
  public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(title) }
  }
}

/// Whether a button is held down; drives the pressed look.
final class ButtonPressState {
  var isPressed = false
  weak var node: ViewNode?
  func setPressed(_ pressed: Bool) {
    guard pressed != isPressed else { return }
    isPressed = pressed
    if let node {
      onMainActor { if node.isAlive { node.graph.invalidate(node, transaction: Transaction()) } }
    }
  }
}

/// Pressed while the touch is down and near the button; fires on release inside, as UIKit buttons do.
struct ButtonGesture: Gesture, GestureHandleSource {
  typealias Value = Void
  typealias Body = Never
  let state: ButtonPressState
  let action: () -> Void
  func makeHandles(node: ViewNode) -> [GestureHandle] {
    let handles = ButtonCore(state: state).handles(on: node)
    let action = self.action
    handles[0].onEnded.append { _ in action() }
    return handles
  }
}

final class ButtonCore: RecognizerCore {
  let pressState: ButtonPressState
  var start: TouchSample?
  init(state: ButtonPressState) { pressState = state }

  /// Touches may wander this far outside the button and still count (UIKit's 70 pt).
  static let slop: CGFloat = 70

  func isNear(_ point: CGPoint) -> Bool {
    guard let node else { return false }
    let local = self.local(point)
    return CGRect(origin: .zero, size: node.frame.size).insetBy(dx: -Self.slop, dy: -Self.slop)
      .contains(local)
  }
  override func began(_ touch: TouchSample) {
    start = touch
    pressState.setPressed(true)
  }
  override func moved(_ touch: TouchSample) {
    guard state == .possible else { return }
    pressState.setPressed(isNear(touch.location))
  }
  override func ended(_ touch: TouchSample) {
    defer { pressState.setPressed(false) }
    guard state == .possible, isNear(touch.location) else { return }
    recognize(())
  }
  override func cancel() {
    pressState.setPressed(false)
    super.cancel()
  }
}

extension ButtonPressState: InitialValueSlot {
  var holdsInitialValue: Bool { !isPressed }
}
