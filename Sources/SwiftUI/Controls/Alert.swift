import Foundation

/// The deprecated alert value: `.alert(isPresented:) { Alert(title: Text("…")) }` (seeds 000 and 002).
public struct Alert {
  let title: Text
  let message: Text?
  let buttons: [Button]

  /// An alert with one button; without one it shows "OK".
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title
    self.message = message
    // Without a button SwiftUI shows a bold "OK" that also answers Escape, i.e. a cancel button.
    buttons = [dismissButton ?? .cancel(Text(system: "OK"))]
  }

  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title
    self.message = message
    buttons = [primaryButton, secondaryButton]
  }

  public struct Button {
    let label: Text
    let role: ButtonRole?
    let action: (() -> Void)?

    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
      Alert.Button(label: label, role: nil, action: action)
    }
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
      Alert.Button(label: label, role: .cancel, action: action)
    }
    /// A cancel button labelled "Cancel".
    public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button {
      Alert.Button(label: Text(system: "Cancel"), role: .cancel, action: action)
    }
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
      Alert.Button(label: label, role: .destructive, action: action)
    }
  }

  var content: AlertContent {
    AlertContent(
      title: title, message: message,
      actions: buttons.map { button in
        AlertAction(label: button.label, role: button.role, action: button.action ?? {})
      },
      fields: [])
  }
}

// MARK: Presenting

extension View {
  public func alert<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  )
    -> some View
  {
    alert(Text(titleKey), isPresented: isPresented, actions: actions)
  }

  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  )
    -> some View
  {
    alert(Text(title), isPresented: isPresented, actions: actions)
  }

  public func alert<A: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    let content =
      isPresented.wrappedValue
      ? AlertContent(title: title, message: nil, actionViews: actions()) : nil
    return modifier(AlertModifier(alert: content, dismiss: { isPresented.wrappedValue = false }))
  }

  public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
  }

  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    alert(Text(title), isPresented: isPresented, actions: actions, message: message)
  }

  public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    let content =
      isPresented.wrappedValue
      ? AlertContent(title: title, message: message(), actionViews: actions()) : nil
    return modifier(AlertModifier(alert: content, dismiss: { isPresented.wrappedValue = false }))
  }

  // With data: shown while `isPresented` is true and `data` is not nil.

  public func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions)
  }

  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    alert(Text(title), isPresented: isPresented, presenting: data, actions: actions)
  }

  public func alert<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    var content: AlertContent?
    if isPresented.wrappedValue, let data {
      content = AlertContent(title: title, message: nil, actionViews: actions(data))
    }
    return modifier(AlertModifier(alert: content, dismiss: { isPresented.wrappedValue = false }))
  }

  public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    alert(
      Text(titleKey), isPresented: isPresented, presenting: data, actions: actions, message: message
    )
  }

  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    alert(
      Text(title), isPresented: isPresented, presenting: data, actions: actions, message: message)
  }

  public func alert<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    var content: AlertContent?
    if isPresented.wrappedValue, let data {
      content = AlertContent(title: title, message: message(data), actionViews: actions(data))
    }
    return modifier(AlertModifier(alert: content, dismiss: { isPresented.wrappedValue = false }))
  }

  // The deprecated forms.

  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
    let alert = isPresented.wrappedValue ? content().content : nil
    return modifier(AlertModifier(alert: alert, dismiss: { isPresented.wrappedValue = false }))
  }

  public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View
  {
    let alert = item.wrappedValue.map { content($0).content }
    return modifier(AlertModifier(alert: alert, dismiss: { item.wrappedValue = nil }))
  }
}

/// Presents its alert while it has one; the alert closes with a fade when the binding turns false.
struct AlertModifier: BuiltinModifier {
  let alert: AlertContent?
  let dismiss: () -> Void

  func makeNode(_ node: ViewNode, content: any View) {
    ChoicePresentation(
      model: alert, dismiss: dismiss, disappearDuration: AlertContainer.disappearDuration,
      handleKey: { alert, key, respond in alert.handleKey(key, respond: respond) },
      makeView: { alert, visible, respond in
        AlertContainer(alert: alert, visible: visible, respond: respond)
      }
    ).update(node)
    node.setContent(content)
  }
}

// MARK: Model

/// An alert as shown: title, message, buttons and text fields, whichever API built it.
struct AlertContent {
  var title: Text
  var message: (any View)?
  var actions: [AlertAction]
  /// Views among the actions that are not buttons (text fields), shown above the buttons.
  var fields: [any View]

  init(title: Text, message: (any View)?, actions: [AlertAction], fields: [any View]) {
    self.title = title
    self.message = message
    // "With no actions, the system shows an OK button" (reference §7); it is the cancel action.
    self.actions =
      actions.isEmpty
      ? [AlertAction(label: Text(system: "OK"), role: .cancel, action: {})] : actions
    self.fields = fields
  }

  /// Reads the buttons out of an `actions` view builder.
  @MainActor init(title: Text, message: (any View)?, actionViews: any View) {
    var actions: [AlertAction] = []
    var fields: [any View] = []
    for child in flatten(actionViews) {
      if let source = child.view as? any AlertActionConvertible {
        actions.append(source.alertAction)
      } else if !(child.view is EmptyView) {
        fields.append(child.view)
      }
    }
    self.init(title: title, message: message, actions: actions, fields: fields)
  }

  /// In the order shown: with two buttons the cancel button goes on the leading side, with more at the bottom.
  var orderedActions: [AlertAction] {
    guard let cancel = actions.firstIndex(where: { $0.role == .cancel }) else { return actions }
    var ordered = actions
    let action = ordered.remove(at: cancel)
    if ordered.count == 1 { return [action] + ordered }
    return ordered + [action]
  }

  /// Return chooses the default button (or the cancel button, never a destructive one), Escape the cancel button.
  func handleKey(_ key: Key, respond: (AlertAction) -> Void) -> Bool {
    let cancel = actions.first { $0.role == .cancel }
    let chosen: AlertAction?
    switch key {
    case .returnKey: chosen = actions.first { $0.role == nil } ?? cancel
    case .escape: chosen = cancel ?? (actions.count == 1 ? actions[0] : nil)
    default: return false
    }
    guard let chosen else { return false }
    respond(chosen)
    return true
  }
}

struct AlertAction {
  let label: any View
  let role: ButtonRole?
  let action: () -> Void
}

/// Views that can stand as an alert's button: `Button`, also under modifiers.
@MainActor protocol AlertActionConvertible {
  var alertAction: AlertAction { get }
}

extension Button: AlertActionConvertible {
  var alertAction: AlertAction { AlertAction(label: label, role: role, action: action) }
}

extension ModifiedContent: AlertActionConvertible where Content: AlertActionConvertible {
  var alertAction: AlertAction { content.alertAction }
}
