import Foundation

// `confirmationDialog` and the deprecated `ActionSheet`: on a phone both are the iOS action sheet
// (ActionSheetView.swift), presented through the same link as alerts and sheets.

extension View {
  public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    confirmationDialog(
      Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
  }

  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    confirmationDialog(
      Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
  }

  public func confirmationDialog<A: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    let content =
      isPresented.wrappedValue
      ? ActionSheetContent(
        dialogTitle: title, visibility: titleVisibility, message: nil, actionViews: actions())
      : nil
    return modifier(
      ActionSheetModifier(sheet: content, dismiss: { isPresented.wrappedValue = false }))
  }

  public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    confirmationDialog(
      Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
      message: message)
  }

  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    confirmationDialog(
      Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
      message: message)
  }

  public func confirmationDialog<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    let content =
      isPresented.wrappedValue
      ? ActionSheetContent(
        dialogTitle: title, visibility: titleVisibility, message: message(),
        actionViews: actions())
      : nil
    return modifier(
      ActionSheetModifier(sheet: content, dismiss: { isPresented.wrappedValue = false }))
  }

  // With data: shown while `isPresented` is true and `data` is not nil.

  public func confirmationDialog<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    confirmationDialog(
      Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
      actions: actions)
  }

  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    confirmationDialog(
      Text(title), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
      actions: actions)
  }

  public func confirmationDialog<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    var content: ActionSheetContent?
    if isPresented.wrappedValue, let data {
      content = ActionSheetContent(
        dialogTitle: title, visibility: titleVisibility, message: nil, actionViews: actions(data))
    }
    return modifier(
      ActionSheetModifier(sheet: content, dismiss: { isPresented.wrappedValue = false }))
  }

  public func confirmationDialog<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    confirmationDialog(
      Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
      actions: actions, message: message)
  }

  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    confirmationDialog(
      Text(title), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
      actions: actions, message: message)
  }

  public func confirmationDialog<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    var content: ActionSheetContent?
    if isPresented.wrappedValue, let data {
      content = ActionSheetContent(
        dialogTitle: title, visibility: titleVisibility, message: message(data),
        actionViews: actions(data))
    }
    return modifier(
      ActionSheetModifier(sheet: content, dismiss: { isPresented.wrappedValue = false }))
  }

  // The deprecated forms.

  public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
    let sheet = isPresented.wrappedValue ? content().content : nil
    return modifier(
      ActionSheetModifier(sheet: sheet, dismiss: { isPresented.wrappedValue = false }))
  }

  public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet)
    -> some View
  {
    let sheet = item.wrappedValue.map { content($0).content }
    return modifier(ActionSheetModifier(sheet: sheet, dismiss: { item.wrappedValue = nil }))
  }
}

/// The deprecated action sheet value: `.actionSheet(isPresented:) { ActionSheet(title: Text("…")) }`.
public struct ActionSheet {
  public typealias Button = Alert.Button

  let title: Text
  let message: Text?
  let buttons: [Button]

  /// Its title is always shown; without buttons it has a Cancel button.
  public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  var content: ActionSheetContent {
    let actions = buttons.map { button in
      AlertAction(label: button.label, role: button.role, action: button.action ?? {})
    }
    // UIKit's action sheet has no Cancel of its own: without one, only a button closes it.
    return ActionSheetContent(
      title: title, message: message, actions: actions.filter { $0.role != .cancel },
      cancel: actions.first { $0.role == .cancel })
  }
}

/// An action sheet as shown: an optional title and message, the actions, and the separate Cancel.
struct ActionSheetContent {
  let title: Text?
  let message: (any View)?
  let actions: [AlertAction]
  let cancel: AlertAction?

  init(title: Text?, message: (any View)?, actions: [AlertAction], cancel: AlertAction?) {
    self.title = title
    self.message = message
    self.actions = actions
    self.cancel = cancel
  }

  /// A confirmation dialog: its buttons from the builder; the title only when asked for (iOS hides it by
  /// default); a standard Cancel unless a button has the cancel role, which then takes its place.
  @MainActor init(
    dialogTitle: Text, visibility: Visibility, message: (any View)?, actionViews: any View
  ) {
    var actions: [AlertAction] = []
    var cancel: AlertAction?
    for child in flatten(actionViews) {
      guard let source = child.view as? any AlertActionConvertible else { continue }
      let action = source.alertAction
      if action.role == .cancel {
        if cancel == nil { cancel = action }
      } else {
        actions.append(action)
      }
    }
    self.init(
      title: visibility == .visible ? dialogTitle : nil, message: message, actions: actions,
      cancel: cancel ?? AlertAction(label: Text(system: "Cancel"), role: .cancel, action: {}))
  }

  /// Escape chooses Cancel; Return the only action when there is one.
  func handleKey(_ key: Key, respond: (AlertAction) -> Void) -> Bool {
    let chosen: AlertAction?
    switch key {
    case .escape: chosen = cancel
    case .returnKey: chosen = actions.count == 1 ? actions[0] : nil
    default: return false
    }
    guard let chosen else { return false }
    respond(chosen)
    return true
  }
}

/// Presents its action sheet while it has one; it slides away when the binding turns false.
struct ActionSheetModifier: BuiltinModifier {
  let sheet: ActionSheetContent?
  let dismiss: () -> Void

  func makeNode(_ node: ViewNode, content: any View) {
    let screenHeight = node.graph.size.height
    let bottomSafeArea = node.graph.safeAreaInsets.bottom
    ChoicePresentation(
      model: sheet, dismiss: dismiss, disappearDuration: ActionSheetContainer.disappearDuration,
      handleKey: { sheet, key, respond in sheet.handleKey(key, respond: respond) },
      makeView: { sheet, visible, respond in
        ActionSheetContainer(
          sheet: sheet, visible: visible, offscreen: screenHeight, bottomSafeArea: bottomSafeArea,
          respond: respond)
      }
    ).update(node)
    node.setContent(content)
  }
}
