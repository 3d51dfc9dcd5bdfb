import Foundation

/// A control that performs increment and decrement actions: the label leading, the iOS − | + pair trailing.
public struct Stepper<Label: View>: View {
  let label: Label
  let onIncrement: (() -> Void)?
  let onDecrement: (() -> Void)?
  let onEditingChanged: (Bool) -> Void

  public init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    self.onIncrement = onIncrement
    self.onDecrement = onDecrement
    self.onEditingChanged = onEditingChanged
  }

  /// Soft-deprecated in SwiftUI (no warning there), kept for older code.
  @_disfavoredOverload
  public init(
    onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      label: label, onIncrement: onIncrement, onDecrement: onDecrement,
      onEditingChanged: onEditingChanged)
  }

  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      label: label, onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
      onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) },
      onEditingChanged: onEditingChanged)
  }

  @_disfavoredOverload
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.init(value: value, step: step, label: label, onEditingChanged: onEditingChanged)
  }

  /// The value stays within `bounds`; a button is disabled once its bound is reached.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    let current = value.wrappedValue
    self.init(
      label: label,
      onIncrement: current < bounds.upperBound
        ? { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) }
        : nil,
      onDecrement: current > bounds.lowerBound
        ? { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) }
        : nil,
      onEditingChanged: onEditingChanged)
  }

  @_disfavoredOverload
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
  }

  @Environment(\.labelsHidden) private var labelsHidden

  public var body: some View {
    let buttons = StepperButtons(
      onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    if labelsHidden {
      buttons
    } else {
      HStack {
        label
        Spacer()
        buttons
      }
    }
  }
}

extension Stepper where Label == Text {
  public init(
    _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement,
      onEditingChanged: onEditingChanged)
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement,
      onEditingChanged: onEditingChanged)
  }
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
  }
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
  }
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
    step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, in: bounds, step: step, label: { Text(titleKey) },
      onEditingChanged: onEditingChanged)
  }
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, in: bounds, step: step, label: { Text(title) },
      onEditingChanged: onEditingChanged)
  }
}

/// The iOS stepper control: a 94 x 32 rounded gray pill split into − and +, with a hairline between.
struct StepperButtons: View {
  let onIncrement: (() -> Void)?
  let onDecrement: (() -> Void)?
  let onEditingChanged: (Bool) -> Void
  @Environment(\.isEnabled) var isEnabled

  /// iOS `tertiarySystemFill`, the segmented controls' track.
  static let fill = SystemColor.tertiaryFill

  var body: some View {
    HStack(spacing: 0) {
      StepperHalf(
        symbol: "minus", title: "Decrement", action: isEnabled ? onDecrement : nil,
        onEditingChanged: onEditingChanged)
      Rectangle()
        .fill(Color.rgb(60, 60, 67, 0.18, dark: (84, 84, 88, 0.6)))
        .frame(width: 1, height: 18)
      StepperHalf(
        symbol: "plus", title: "Increment", action: isEnabled ? onIncrement : nil,
        onEditingChanged: onEditingChanged)
    }
    .frame(width: 94, height: 32)
    .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(Self.fill))
    .clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))
  }
}

/// One half of the stepper: highlights while pressed, dims its glyph when it cannot act.
struct StepperHalf: View, PrimitiveView {
  typealias Body = Never
  let symbol: String
  let title: String
  let action: (() -> Void)?
  let onEditingChanged: (Bool) -> Void

  func makeNode(_ node: ViewNode) {
    var slot = 0
    let press = node.storage(&slot) { ButtonPressState() }
    press.node = node
    let fire: (() -> Void)? = action.map { action in
      let onEditingChanged = self.onEditingChanged
      return {
        onEditingChanged(true)
        action()
        onEditingChanged(false)
      }
    }
    node.attributes.control = ControlAttachment(
      role: .stepper, label: title, textClient: nil, activate: fire)
    node.attributes.contentShape = AnyShape(Rectangle())
    if let fire {
      node.attributes.gestures.append(
        GestureAttachment(
          gesture: ButtonGesture(state: press, action: fire), priority: .normal, isEnabled: true))
    }
    let glyph: Color =
      fire == nil ? SystemColor.tertiaryLabel : .primary
    node.setContent(
      Image(systemName: symbol)
        .font(.system(size: 17, weight: .medium))
        .foregroundStyle(glyph)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(press.isPressed && fire != nil ? Color.black.opacity(0.08) : Color.clear))
  }
}
