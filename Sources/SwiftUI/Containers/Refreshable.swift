import Foundation

/// What `.refreshable` gives the views below it (`@Environment(\.refresh)`): call it to refresh.
public struct RefreshAction: Sendable {
  let action: @Sendable () async -> Void
  public func callAsFunction() async { await action() }
}

private struct RefreshActionKey: EnvironmentKey {
  static var defaultValue: RefreshAction? { nil }
}

private struct RefreshControllerKey: EnvironmentKey {
  static var defaultValue: RefreshController? { nil }
}

extension EnvironmentValues {
  public var refresh: RefreshAction? {
    get { self[RefreshActionKey.self] }
    set { self[RefreshActionKey.self] = newValue }
  }

  /// The pull-to-refresh state a List shares with its scroll view.
  var refreshController: RefreshController? {
    get { self[RefreshControllerKey.self] }
    set { self[RefreshControllerKey.self] = newValue }
  }
}

extension View {
  /// A List (or scroll view) under this refreshes when pulled down past the spinner: the spinner stays while
  /// `action` runs, then the content slides back.
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
    environment(\.refresh, RefreshAction(action: action))
  }
}

/// One list's pull to refresh: how far it is pulled, whether it is refreshing; the scroller reports the
/// pull and asks for room for the spinner while the action runs.
@MainActor final class RefreshController: ObservableObject {
  /// Pulled this far (points above the content's top) and released, a refresh starts.
  static let threshold: CGFloat = 80
  /// The room kept above the content while refreshing.
  static let spinnerRoom: CGFloat = 54

  @Published private(set) var pull: CGFloat = 0
  @Published private(set) var isRefreshing = false
  var action: RefreshAction?
  weak var scroller: Scroller?
  /// Set while a refresh is running and the content has settled into its room.
  var inset: CGFloat { isRefreshing ? Self.spinnerRoom : 0 }
  /// Whether the finger went past the threshold during this drag (iOS starts the refresh at once).
  private var armed = false

  func pulled(to distance: CGFloat, dragging: Bool) {
    let clamped = max(distance, 0)
    if abs(clamped - pull) > 0.5 || (clamped == 0 && pull != 0) { pull = clamped }
    if dragging && distance >= Self.threshold { armed = true }
  }

  func released(at distance: CGFloat) {
    guard armed || distance >= Self.threshold, !isRefreshing, let action else {
      armed = false
      return
    }
    armed = false
    isRefreshing = true
    Task { @MainActor [weak self] in
      await action()
      guard let self else { return }
      self.isRefreshing = false
      self.scroller?.settleIntoRange()
    }
  }
}

/// Behind a refreshable list's content at the top: the spinner, shown as the content is pulled down and
/// while refreshing.
struct RefreshSpinner: View {
  @ObservedObject var controller: RefreshController

  var body: some View {
    let visible = controller.isRefreshing || controller.pull > 12
    ProgressView()
      .opacity(visible ? min(1, controller.isRefreshing ? 1 : controller.pull / 50) : 0)
      .frame(height: RefreshController.spinnerRoom)
      .frame(maxWidth: .infinity)
      .accessibilityIdentifier("refresh-spinner")
  }
}

/// Gives a List its refresh controller when the environment has a refresh action.
struct RefreshScope<Content: View>: View {
  let content: Content
  @Environment(\.refresh) private var refresh
  @StateObject private var controller = RefreshController()

  var body: some View {
    if let refresh {
      let _ = controller.action = refresh
      ZStack(alignment: .top) {
        RefreshSpinner(controller: controller)
        content.environment(\.refreshController, controller)
      }
    } else {
      content
    }
  }
}
