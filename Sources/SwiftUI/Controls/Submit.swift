/// What submits: Return in a text field (`.text`) or in a search field (`.search`).
public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let text = SubmitTriggers(rawValue: 1)
  public static let search = SubmitTriggers(rawValue: 2)
}

/// The title of the keyboard's Return key. There is no on-screen keyboard here; the label is kept for
/// controls (and tests) to read.
public struct SubmitLabel: Sendable, Equatable {
  let name: String
  public static let done = SubmitLabel(name: "done")
  public static let go = SubmitLabel(name: "go")
  public static let send = SubmitLabel(name: "send")
  public static let join = SubmitLabel(name: "join")
  public static let route = SubmitLabel(name: "route")
  public static let search = SubmitLabel(name: "search")
  public static let `return` = SubmitLabel(name: "return")
  public static let next = SubmitLabel(name: "next")
  public static let `continue` = SubmitLabel(name: "continue")
}

struct SubmitAction {
  let triggers: SubmitTriggers
  let action: () -> Void
}

private struct SubmitActionsKey: EnvironmentKey { static var defaultValue: [SubmitAction] { [] } }
private struct SubmitLabelKey: EnvironmentKey { static var defaultValue: SubmitLabel { .return } }

extension EnvironmentValues {
  /// `.onSubmit` actions above a view, outermost first; a text field runs them on Return.
  var submitActions: [SubmitAction] {
    get { self[SubmitActionsKey.self] }
    set { self[SubmitActionsKey.self] = newValue }
  }
  var submitLabel: SubmitLabel {
    get { self[SubmitLabelKey.self] }
    set { self[SubmitLabelKey.self] = newValue }
  }
}

extension View {
  /// Runs `action` when a text field inside this view is submitted (Return). Every `onSubmit` between the
  /// field and the nearest `submitScope()` runs, innermost first.
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void)
    -> some View
  {
    transformEnvironment {
      $0.submitActions.append(SubmitAction(triggers: triggers, action: action))
    }
  }

  public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
    transformEnvironment { $0.submitLabel = submitLabel }
  }

  /// Submissions inside this view do not reach `onSubmit` actions outside it.
  public func submitScope(_ isBlocking: Bool = true) -> some View {
    transformEnvironment { if isBlocking { $0.submitActions = [] } }
  }
}
