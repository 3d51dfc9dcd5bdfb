import Foundation

/// Reading and writing a stack's path, whichever form it was given in (a `NavigationPath`, a typed array, or
/// the stack's own state).
struct NavigationPathAccess {
  let get: () -> [NavigationPath.Element]
  /// False when the value cannot go in this path (a typed array of another element type).
  let append: (any Hashable) -> Bool
  let truncate: (Int) -> Void
}

/// A page pushed as a view rather than a value: by `NavigationLink(destination:)` or
/// `navigationDestination(isPresented:)`. It sits right above the page its link is on.
struct PushedViewPage {
  let id: ObjectIdentifier
  let above: [Int]
  let sequence: Int
  let content: StateStorage<any View>
  let pop: () -> Void
}

/// One stack's shared state, handed down in the environment: the pages pushed as views, the destinations
/// declared for value types, the interactive swipe back.
@MainActor final class NavigationStackModel {
  var path = NavigationPathAccess(get: { [] }, append: { _ in false }, truncate: { _ in })
  var graph: ViewGraph? {
    get { graphHandle?.graph }
    set { graphHandle = newValue?.handle }
  }
  private var graphHandle: GraphHandle?

  private(set) var pushedViews: [PushedViewPage] = []
  /// Fired when a page is pushed or popped as a view; the stack reads it.
  let pushedViewsChanged = NavigationSignal()
  private var nextSequence = 0

  /// `navigationDestination(for:)` declarations, by value type; `destinationsVersion` makes the value
  /// pages read them again when a declaration is updated.
  private(set) var destinations: [ObjectIdentifier: (AnyHashable) -> any View] = [:]
  let destinationsChanged = NavigationSignal()

  /// How far the top page is dragged towards the trailing edge by the swipe back, nil when not dragged.
  let swipeOffset = StateStorage<CGFloat?>(value: nil)
  /// True from a push or pop until its slide has finished: the page under the top one stays drawn.
  private(set) var isSliding = false
  let slideChanged = NavigationSignal()
  /// Fired once a bar that has just come has been drawn where it starts (NavigationStackHost): the stack
  /// moves it to its place.
  let barsArrived = NavigationSignal()
  private var slideToken = 0

  /// Each page's bar contributions, kept by the page's identity while it is on the stack.
  var pages: [NavigationPageID: NavigationPageModel] = [:]

  func push(_ value: any Hashable) {
    if !path.append(value) {
      Log.warn(
        "A NavigationLink is presenting a value of type \(type(of: value)), which the stack's path "
          + "cannot hold; the link does nothing.")
    }
  }

  func registerDestination(for type: ObjectIdentifier, _ make: @escaping (AnyHashable) -> any View)
  {
    destinations[type] = make
    destinationsChanged.fire()
  }

  func destination(for value: AnyHashable) -> (any View)? {
    destinations[ObjectIdentifier(type(of: value.base))].map { $0(value) }
  }

  /// The next change of the number of pages shows at once, without the slide (a split view's compact column
  /// put in place as the split view appears).
  private(set) var nextChangeIsUnanimated = false

  /// Shows (or updates) the page a link pushes as a view; `animated: false` puts it there without a slide.
  func showPushedView(
    id: ObjectIdentifier, above: [Int], content: any View, animated: Bool = true,
    pop: @escaping () -> Void
  ) {
    if let existing = pushedViews.first(where: { $0.id == id }) {
      existing.content.set(content)
      return
    }
    if !animated { nextChangeIsUnanimated = true }
    nextSequence += 1
    pushedViews.append(
      PushedViewPage(
        id: id, above: above, sequence: nextSequence, content: StateStorage(value: content),
        pop: pop))
    pushedViewsChanged.fire()
  }

  /// Whether the change of the number of pages being shown now slides; asked once per change.
  func takesSlide() -> Bool {
    defer { nextChangeIsUnanimated = false }
    return !nextChangeIsUnanimated
  }

  /// The position of a page pushed as a view among them (what a page pushed above it is keyed by).
  func sequence(ofPushedView id: ObjectIdentifier) -> Int? {
    pushedViews.first { $0.id == id }?.sequence
  }

  func hidePushedView(id: ObjectIdentifier) {
    guard pushedViews.contains(where: { $0.id == id }) else { return }
    pushedViews.removeAll { $0.id == id }
    pushedViewsChanged.fire()
  }

  /// Keeps the page under the top one drawn until a slide of `duration` has finished.
  func beginSlide(duration: Double) {
    guard let graph else { return }
    slideToken += 1
    let token = slideToken
    if !isSliding {
      isSliding = true
      slideChanged.fire()
    }
    graph.completions.append(
      (
        graph.clock.now + duration,
        { [weak self] in
          guard let self, self.slideToken == token else { return }
          self.isSliding = false
          self.slideChanged.fire()
        }
      ))
  }
}

/// Where a page is on its stack: the root, a value of the path, or a view pushed by a link.
enum NavigationPageID: Hashable {
  case root
  case value(index: Int, value: AnyHashable)
  case view(ObjectIdentifier)
}

private struct NavigationStackKey: EnvironmentKey {
  static var defaultValue: NavigationStackModel? { nil }
}
private struct NavigationPageKey: EnvironmentKey {
  static var defaultValue: NavigationPageModel? { nil }
}

extension EnvironmentValues {
  /// The stack the view is in, nil outside any.
  var navigationStack: NavigationStackModel? {
    get { self[NavigationStackKey.self] }
    set { self[NavigationStackKey.self] = newValue }
  }
  /// The page of that stack the view is on: where its title and toolbar go.
  var navigationPage: NavigationPageModel? {
    get { self[NavigationPageKey.self] }
    set { self[NavigationPageKey.self] = newValue }
  }
}

/// A change views can depend on without reading a value: `observe()` in a body makes it re-run on `fire()`.
@MainActor final class NavigationSignal {
  private var version = 0
  private let storage = StateStorage<Int>(value: 0)

  func observe() { _ = storage.value }

  /// Fired during an update (a link's body popping its page), the readers are told once the pass is over:
  /// a reader that is an ancestor still updating would otherwise lose the news when its update finishes.
  func fire() {
    version &+= 1
    let version = self.version
    if let graph = ViewGraph.evaluatingNode?.graph {
      graph.enqueueAfterUpdate { [storage] in storage.set(version) }
    } else {
      storage.set(version)
    }
  }
}
