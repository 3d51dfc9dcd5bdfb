import Foundation

// What iOS 17 and 18 let a scroll view be told from outside: where a released drag comes to rest
// (`.scrollTargetBehavior`), where it starts (`.defaultScrollAnchor`), which view it shows
// (`.scrollPosition(id:)`), room around its content (`.contentMargins`, `.safeAreaPadding`), whether it clips,
// whether scrolling ends text editing, and its geometry as it changes (`.onScrollGeometryChange`). Each is an
// environment value the ScrollView hands to its Scroller when it is made.

// MARK: Target behaviour

/// How a scroll view chooses where a released drag comes to rest.
public protocol ScrollTargetBehavior {}

/// Rests on multiples of the scroll view's size: one page per flick, the nearest page after a slow release.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
  public init() {}
}

/// Rests with a view of the `.scrollTargetLayout()` (else of the content) at the scroll view's leading or
/// top edge: the one nearest where the content would have stopped.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
  public struct LimitBehavior: Sendable {
    let kind: Int
    public static let automatic = LimitBehavior(kind: 0)
    public static let always = LimitBehavior(kind: 1)
    public static let never = LimitBehavior(kind: 2)
    public static let alwaysByFew = LimitBehavior(kind: 3)
    public static let alwaysByOne = LimitBehavior(kind: 4)
  }
  let limitBehavior: LimitBehavior
  public init(limitBehavior: LimitBehavior = .automatic) {
    self.limitBehavior = limitBehavior
  }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  public static var viewAligned: ViewAlignedScrollTargetBehavior {
    ViewAlignedScrollTargetBehavior()
  }
  public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior)
    -> ViewAlignedScrollTargetBehavior
  {
    ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
  }
}

enum ScrollTargetKind { case free, paging, viewAligned }

/// Marks the layout whose children a view-aligned scroll view rests on and `.scrollPosition(id:)` reports.
struct ScrollTargetLayoutModifier: BuiltinModifier {
  func makeNode(_ node: ViewNode, content: any View) {
    var slot = 0
    _ = node.storage(&slot) { ScrollTargetLayoutMark() }
    node.setContent(content)
  }
}

final class ScrollTargetLayoutMark {}

// MARK: Anchors and margins

/// What `.defaultScrollAnchor(_:for:)` applies to.
public struct ScrollAnchorRole: Hashable, Sendable {
  let kind: Int
  public static let initialOffset = ScrollAnchorRole(kind: 0)
  public static let sizeChanges = ScrollAnchorRole(kind: 1)
  public static let alignment = ScrollAnchorRole(kind: 2)
}

/// Where `.contentMargins` go: around the content and the indicators (`.automatic`), the content alone, or
/// the indicators alone.
public struct ContentMarginPlacement: Hashable, Sendable {
  let kind: Int
  public static let automatic = ContentMarginPlacement(kind: 0)
  public static let scrollContent = ContentMarginPlacement(kind: 1)
  public static let scrollIndicators = ContentMarginPlacement(kind: 2)
}

/// Whether scrolling ends text editing: `.immediately` and `.interactively` take focus from the focused
/// field as a drag starts (there is no on-screen keyboard to follow the finger here).
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
  let kind: Int
  public static let automatic = ScrollDismissesKeyboardMode(kind: 0)
  public static let immediately = ScrollDismissesKeyboardMode(kind: 1)
  public static let interactively = ScrollDismissesKeyboardMode(kind: 2)
  public static let never = ScrollDismissesKeyboardMode(kind: 3)

  var endsEditing: Bool { self == .immediately || self == .interactively }
}

// MARK: Geometry

/// A scroll view's geometry, as UIScrollView has it: the offset is negative by the top inset at rest.
public struct ScrollGeometry: Equatable, Sendable {
  public var contentOffset: CGPoint
  public var contentSize: CGSize
  public var contentInsets: EdgeInsets
  public var containerSize: CGSize
  public var visibleRect: CGRect {
    CGRect(origin: contentOffset, size: containerSize)
  }
  public var bounds: CGRect {
    CGRect(origin: contentOffset, size: containerSize)
  }
  public init(
    contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize
  ) {
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.contentInsets = contentInsets
    self.containerSize = containerSize
  }
}

/// One `.onScrollGeometryChange`: the last value it derived, so its action hears changes only.
@MainActor final class ScrollGeometryObserver {
  var observe: (ScrollGeometry) -> Void = { _ in }
}

struct ScrollGeometryChangeModifier<T: Equatable>: BuiltinModifier {
  let transform: (ScrollGeometry) -> T
  let action: (T, T) -> Void

  func makeNode(_ node: ViewNode, content: any View) {
    var slot = 0
    let observer = node.storage(&slot) { ScrollGeometryObserver() }
    let last = node.storage(&slot) { Box<T?>(nil) }
    let transform = self.transform
    let action = self.action
    observer.observe = { geometry in
      let value = transform(geometry)
      guard let old = last.value else {
        last.value = value
        return
      }
      guard old != value else { return }
      last.value = value
      action(old, value)
    }
    node.environmentTransform = { $0.scrollGeometryObservers.append(observer) }
    node.setContent(content)
  }
}

final class Box<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// `.scrollPosition(id:)`'s binding, type-erased.
struct ScrollPositionBinding {
  let get: () -> AnyHashable?
  let set: (AnyHashable?) -> Void
  let anchor: UnitPoint?
}

// MARK: Modifiers

extension View {
  public func scrollTargetBehavior<T: ScrollTargetBehavior>(_ behavior: T) -> some View {
    let kind: ScrollTargetKind =
      behavior is PagingScrollTargetBehavior
      ? .paging : behavior is ViewAlignedScrollTargetBehavior ? .viewAligned : .free
    return transformEnvironment { $0.scrollTargetKind = kind }
  }

  /// The layout whose children a view-aligned scroll view rests on and whose ids `.scrollPosition(id:)`
  /// reports.
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
    modifier(ScrollTargetLayoutModifier())
  }

  /// Where the scroll view starts: `.bottom` shows the end of its content (a chat's latest messages), and
  /// keeps showing the end as the content grows while it is there.
  public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
    transformEnvironment { $0.defaultScrollAnchor = anchor }
  }

  public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
    transformEnvironment { $0.defaultScrollAnchor = anchor }
  }

  /// The id of the first view of the `.scrollTargetLayout()` the scroll view shows, as the user scrolls; set
  /// it to scroll there.
  public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil)
    -> some View
  {
    let binding = ScrollPositionBinding(
      get: { id.wrappedValue.map(AnyHashable.init) },
      set: { value in
        let typed = value?.base as? ID
        if typed != id.wrappedValue { id.wrappedValue = typed }
      }, anchor: anchor)
    return transformEnvironment { $0.scrollPositionBinding = binding }
  }

  /// Room around a scroll view's content that the content scrolls through (and its indicators keep to).
  public func contentMargins(
    _ edges: Edge.Set = .all, _ insets: EdgeInsets,
    for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    transformEnvironment { environment in
      guard placement != .scrollIndicators else { return }
      var margins = environment.contentMargins
      if edges.contains(.top) { margins.top = insets.top }
      if edges.contains(.leading) { margins.leading = insets.leading }
      if edges.contains(.bottom) { margins.bottom = insets.bottom }
      if edges.contains(.trailing) { margins.trailing = insets.trailing }
      environment.contentMargins = margins
    }
  }

  public func contentMargins(
    _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    let value = length ?? 16
    return contentMargins(
      edges, EdgeInsets(top: value, leading: value, bottom: value, trailing: value), for: placement)
  }

  public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic)
    -> some View
  {
    contentMargins(.all, length, for: placement)
  }

  /// Adds to the safe area: a scroll view's content scrolls through the room, other views are padded.
  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    let value = length ?? 16
    return safeAreaPadding(
      EdgeInsets(
        top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
        bottom: edges.contains(.bottom) ? value : 0,
        trailing: edges.contains(.trailing) ? value : 0))
  }

  public func safeAreaPadding(_ length: CGFloat) -> some View {
    safeAreaPadding(.all, length)
  }

  public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
    self
      .safeAreaInset(edge: .top, spacing: 0) { Color.clear.frame(height: insets.top) }
      .safeAreaInset(edge: .bottom, spacing: 0) { Color.clear.frame(height: insets.bottom) }
      .safeAreaInset(edge: HorizontalEdge.leading, spacing: 0) {
        Color.clear.frame(width: insets.leading)
      }
      .safeAreaInset(edge: HorizontalEdge.trailing, spacing: 0) {
        Color.clear.frame(width: insets.trailing)
      }
  }

  /// Lets the scroll view's content draw outside its frame (a carousel's shadows, the next card peeking).
  public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
    transformEnvironment { $0.scrollClipDisabled = disabled }
  }

  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
    transformEnvironment { $0.scrollDismissesKeyboard = mode }
  }

  /// Runs `action` with the old and new value whenever the value `transform` derives from the scroll view's
  /// geometry changes (as it scrolls, as its content or size changes).
  public func onScrollGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    modifier(ScrollGeometryChangeModifier(transform: transform, action: action))
  }
}

// MARK: Environment

private struct ScrollTargetKindKey: EnvironmentKey {
  static var defaultValue: ScrollTargetKind { .free }
}
private struct DefaultScrollAnchorKey: EnvironmentKey {
  static var defaultValue: UnitPoint? { nil }
}
private struct ScrollPositionBindingKey: EnvironmentKey {
  static var defaultValue: ScrollPositionBinding? { nil }
}
private struct ContentMarginsKey: EnvironmentKey {
  static var defaultValue: EdgeInsets { EdgeInsets() }
}
private struct ScrollClipDisabledKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}
private struct ScrollDismissesKeyboardKey: EnvironmentKey {
  static var defaultValue: ScrollDismissesKeyboardMode { .automatic }
}
private struct ScrollGeometryObserversKey: EnvironmentKey {
  static var defaultValue: [ScrollGeometryObserver] { [] }
}

extension EnvironmentValues {
  var scrollTargetKind: ScrollTargetKind {
    get { self[ScrollTargetKindKey.self] }
    set { self[ScrollTargetKindKey.self] = newValue }
  }
  var defaultScrollAnchor: UnitPoint? {
    get { self[DefaultScrollAnchorKey.self] }
    set { self[DefaultScrollAnchorKey.self] = newValue }
  }
  var scrollPositionBinding: ScrollPositionBinding? {
    get { self[ScrollPositionBindingKey.self] }
    set { self[ScrollPositionBindingKey.self] = newValue }
  }
  var contentMargins: EdgeInsets {
    get { self[ContentMarginsKey.self] }
    set { self[ContentMarginsKey.self] = newValue }
  }
  var scrollClipDisabled: Bool {
    get { self[ScrollClipDisabledKey.self] }
    set { self[ScrollClipDisabledKey.self] = newValue }
  }
  var scrollDismissesKeyboard: ScrollDismissesKeyboardMode {
    get { self[ScrollDismissesKeyboardKey.self] }
    set { self[ScrollDismissesKeyboardKey.self] = newValue }
  }
  var scrollGeometryObservers: [ScrollGeometryObserver] {
    get { self[ScrollGeometryObserversKey.self] }
    set { self[ScrollGeometryObserversKey.self] = newValue }
  }

  /// Whether a scroll view here was given any of the options above (its content must not inherit them).
  var hasScrollViewOptions: Bool {
    scrollTargetKind != .free || defaultScrollAnchor != nil || scrollPositionBinding != nil
      || contentMargins != EdgeInsets() || scrollClipDisabled || !scrollGeometryObservers.isEmpty
  }

  /// What a scroll view's content must not inherit from the options given to the scroll view itself.
  mutating func clearScrollViewOptions() {
    scrollTargetKind = .free
    defaultScrollAnchor = nil
    scrollPositionBinding = nil
    contentMargins = EdgeInsets()
    scrollClipDisabled = false
    scrollGeometryObservers = []
  }
}

// MARK: The scroller's side

extension Scroller {
  /// The nodes a view-aligned scroll view rests on and `.scrollPosition` reports: the children of the
  /// `.scrollTargetLayout()`, else the content's own views.
  var targetNodes: [ViewNode] {
    guard let node, let content = node.children(role: 0).first else { return [] }
    let marked = content.firstDescendant { candidate in
      candidate.propertySlots.contains { $0 is ScrollTargetLayoutMark }
    }
    guard let marked else { return content.liveChildren }
    // The marked modifier's content is the layout; look through wrappers with one child.
    var layout = marked
    while let only = layout.onlyLiveChild, layout.liveChildren.count == 1,
      !(layout.layout is StackLayout || layout.layout is LazyStackLayout)
    {
      layout = only
    }
    return layout.liveChildren
  }

  /// A node's frame in the content's coordinates.
  func contentFrame(of target: ViewNode) -> CGRect {
    guard let node, let content = node.children(role: 0).first else { return target.frame }
    return target.frame(relativeTo: content)
  }

  /// Where a view-aligned scroll view released at `position` with `velocity` rests: the target edge nearest
  /// where the content would have stopped, never more than a screenful beyond where the drag started.
  func alignedTarget(axis: Axis, position: Double, velocity: Double, range: ClosedRange<Double>)
    -> Double?
  {
    guard targetKind == .viewAligned else { return nil }
    let inset = Double(axis == .vertical ? contentInsets.top : contentInsets.leading)
    let edges = targetNodes.map { Double(contentFrame(of: $0).origin[axis]) - inset }
    guard !edges.isEmpty else { return nil }
    let free = ScrollMotion(position: position, velocity: velocity, range: range, at: 0)
      .restingPosition
    var candidates = edges.map { min(max($0, range.lowerBound), range.upperBound) }
    candidates.append(range.upperBound)
    return candidates.min { abs($0 - free) < abs($1 - free) }
  }

  /// The id of the first target the scroll view shows (from its ForEach or `.id`).
  func firstVisibleTargetID() -> AnyHashable? {
    let axis = scrollAxes.first ?? .vertical
    let start = offset[axis] + (axis == .vertical ? contentInsets.top : contentInsets.leading)
    for target in targetNodes {
      let frame = contentFrame(of: target)
      guard frame.origin[axis] + frame.size[axis] > start + 1 else { continue }
      for component in target.path.components.reversed() {
        if case .explicit(let id) = component { return id }
      }
      return nil
    }
    return nil
  }

  var geometry: ScrollGeometry {
    ScrollGeometry(
      contentOffset: offset, contentSize: contentSize, contentInsets: contentInsets,
      containerSize: viewport)
  }

  /// Tells the geometry observers and the scroll position binding where the content is, once the current
  /// pass or event is over (their actions write state).
  func scheduleObservers() {
    guard !geometryObservers.isEmpty || positionBinding != nil, !observersScheduled,
      let graph = node?.graph
    else { return }
    observersScheduled = true
    graph.completions.append(
      (
        graph.clock.now,
        { [weak self] in
          guard let self else { return }
          self.observersScheduled = false
          guard let node = self.node, node.isAlive else { return }
          let geometry = self.geometry
          for observer in self.geometryObservers { observer.observe(geometry) }
          if let binding = self.positionBinding, self.userScrolled {
            let id = self.firstVisibleTargetID()
            self.reportedPosition = id
            if id != binding.get() { binding.set(id) }
          }
        }
      ))
    graph.onNeedsFrame?()
  }

  /// The binding was set from outside: scroll to the view with that id (animated inside `withAnimation`),
  /// once the pass is over and the content placed.
  func followPositionBinding(node scrollNode: ViewNode, animated: Bool) {
    guard let binding = positionBinding, let id = binding.get(), id != reportedPosition else {
      return
    }
    reportedPosition = id
    let graph = scrollNode.graph
    graph.completions.append(
      (
        graph.clock.now,
        { [weak self] in
          self?.scrollToTarget(id: id, anchor: binding.anchor, animated: animated)
        }
      ))
    graph.onNeedsFrame?()
  }

  /// Scrolls so the view with `id` sits at `anchor` of what shows (its leading or top edge at the content's
  /// start without one); a paging scroll view lands on that view's page.
  func scrollToTarget(id: AnyHashable, anchor: UnitPoint?, animated: Bool) {
    guard let node, node.isAlive, let content = node.children(role: 0).first else { return }
    func find() -> ViewNode? {
      content.firstDescendant { $0.path.components.last == .explicit(id) }
    }
    if find() == nil {
      _ = content.firstDescendant { candidate in
        (candidate.layout as? LazyStackLayout)?.rows.buildRows(around: id) == true
      }
    }
    guard let target = find() else { return }
    let frame = contentFrame(of: target)
    let insets = contentInsets
    var goal = offset
    for axis in scrollAxes {
      let start = axis == .vertical ? insets.top : insets.leading
      let end = axis == .vertical ? insets.bottom : insets.trailing
      let shown = viewport[axis] - start - end
      let fraction = anchor.map { axis == .horizontal ? $0.x : $0.y } ?? 0
      goal[axis] = frame.origin[axis] + fraction * (frame.size[axis] - shown) - start
    }
    scroll(to: goal, animated: animated)
  }

  /// A drag began: `.scrollDismissesKeyboard` ends editing, wherever the field is (on iOS the keyboard goes,
  /// and with it the first responder).
  func dragBegan() {
    userScrolled = true
    guard dismissesKeyboard.endsEditing, let node, node.graph.focusedNode != nil else { return }
    FocusController.focus(nil, graph: node.graph)
  }
}
