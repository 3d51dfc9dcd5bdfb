import Foundation

/// One presentation (an alert, a sheet) as its presenting modifier drives it: registered with the graph while
/// shown, kept while its dismissal animates, removed after. Lives in the presenting node's storage, so a
/// presenter that goes away takes its presentation with it.
@MainActor final class PresentationLink: NodeLifetimeObserver {
  enum Phase { case hidden, shown, dismissing }
  private(set) var phase = Phase.hidden
  var graph: ViewGraph? {
    get { graphHandle?.graph }
    set { graphHandle = newValue?.handle }
  }
  private var graphHandle: GraphHandle?
  /// Builds the presented view; its argument is false while the dismissal animates.
  private var makeView: ((Bool) -> any View)?
  /// Bumped by every show and hide, so a removal scheduled by an older hide does nothing.
  private var generation = 0

  var id: AnyHashable { AnyHashable(ObjectIdentifier(self)) }

  func show(_ makeView: @escaping (_ visible: Bool) -> any View, keyHandler: ((Key) -> Bool)? = nil)
  {
    guard let graph else { return }
    phase = .shown
    generation += 1
    self.makeView = makeView
    graph.present(PresentationEntry(id: id, view: { makeView(true) }, keyHandler: keyHandler))
  }

  /// Starts the dismissal: the view is told it is no longer visible, and removed after `duration`.
  func hide(after duration: Double, completion: (() -> Void)? = nil) {
    guard phase == .shown, let graph, let makeView else { return }
    phase = .dismissing
    generation += 1
    let token = generation
    graph.present(PresentationEntry(id: id, view: { makeView(false) }))
    graph.completions.append(
      (
        graph.clock.now + duration,
        { [weak self, handle = graph.handle] in
          guard let self, let graph = handle.graph, self.generation == token else { return }
          self.phase = .hidden
          self.makeView = nil
          graph.dismissPresentation(id: self.id)
          completion?()
        }
      ))
    graph.onNeedsFrame?()
  }

  func nodeWillDisappear() {
    guard phase != .hidden else { return }
    phase = .hidden
    generation += 1
    makeView = nil
    graph?.dismissPresentation(id: id)
  }
}

/// Gives presented content the environment of the view that presented it (its tint, its objects, its
/// `dismiss`), as SwiftUI does, rather than the window root's.
struct PresentedEnvironment: View, PrimitiveView {
  typealias Body = Never
  let environment: EnvironmentValues
  let content: any View

  func makeNode(_ node: ViewNode) {
    let environment = self.environment
    node.environmentTransform = { $0 = environment }
    node.layout = ZStackLayout(alignment: .center)
    node.setContent(content)
  }
}

extension EnvironmentValues {
  /// The environment for a presentation's content: the presenter's, with `dismiss` closing it.
  func presenting(dismiss: @escaping @MainActor () -> Void) -> EnvironmentValues {
    var copy = self
    copy.dismiss = DismissAction(action: dismiss)
    copy.isPresented = true
    // A sheet is not part of the presenter's navigation stack: its links and titles need a stack of its own.
    copy.navigationStack = nil
    copy.navigationPage = nil
    copy.navigationLargeTitleInset = 0
    copy.isInListRow = false
    return copy
  }
}

private struct IsPresentedKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
  /// Whether the view is part of a presentation (a sheet, a full-screen cover).
  public internal(set) var isPresented: Bool {
    get { self[IsPresentedKey.self] }
    set { self[IsPresentedKey.self] = newValue }
  }
}

/// A presentation of buttons (an alert, an action sheet or confirmation dialog): shown in the presenter's
/// environment while its modifier has one, hidden with its disappearance when the binding turns false. As
/// SwiftUI does, it closes before the chosen action runs, so an action may present another.
@MainActor struct ChoicePresentation<Model> {
  let model: Model?
  let dismiss: () -> Void
  let disappearDuration: Double
  /// Return and Escape, answered with the action they choose.
  let handleKey: (Model, Key, (AlertAction) -> Void) -> Bool
  /// The presented view: the model, whether it is shown (false while it animates away), the response.
  let makeView: (Model, Bool, @escaping (AlertAction) -> Void) -> any View

  func update(_ node: ViewNode) {
    var slot = 0
    let link = node.storage(&slot) { PresentationLink() }
    link.graph = node.graph
    guard let model else { return link.hide(after: disappearDuration) }
    let environment = node.environment
    let dismiss = self.dismiss
    let respond: (AlertAction) -> Void = { action in
      dismiss()
      action.action()
    }
    let makeView = self.makeView
    let handleKey = self.handleKey
    link.show(
      { visible in
        PresentedEnvironment(environment: environment, content: makeView(model, visible, respond))
      },
      keyHandler: { key in handleKey(model, key, respond) })
  }
}
