import Foundation

/// A view's place in the live tree. The view *value* is recreated on every parent update; the node is what
/// persists for as long as the view's identity does: its identity, environment and state here, and in slots
/// the parts the layers above keep for it (layout cache, animation tracks, render cache; see NodePart).
/// Its stored properties skip run-time exclusivity checks (ARCHITECTURE.md, Decisions).
@MainActor final class ViewNode {
  /// Through the parent's handle, not `weak` (see NodeHandle).
  var parent: ViewNode? {
    get { parentHandle?.node }
    set { parentHandle = newValue?.handle }
  }
  @exclusivity(unchecked) private var parentHandle: NodeHandle?
  /// See `handle`.
  @exclusivity(unchecked) var madeHandle: NodeHandle?
  unowned let graph: ViewGraph
  /// The graph while it exists: for callbacks that can outlive it (settings notifications, late writes to an
  /// ObservableObject), which must not reach through `graph` once the host is gone.
  var liveGraph: ViewGraph? { liveGraphHandle.graph }
  private let liveGraphHandle: GraphHandle
  let path: ViewPath
  let typeID: ObjectIdentifier
  @exclusivity(unchecked) private(set) var view: any View
  @exclusivity(unchecked) var children: [ViewNode] = [] {
    didSet {
      drawingOrderCache = nil
      graph.geometryGeneration &+= 1
      markNeedsCommit()
    }
  }
  /// Which slot of the parent this child fills (0 = content, 1 = an overlay's or background's view, …).
  @exclusivity(unchecked) var role = 0

  /// The environment this view was updated with, and what its children see.
  @exclusivity(unchecked) var environment: EnvironmentValues
  @exclusivity(unchecked) var environmentTransform: ((inout EnvironmentValues) -> Void)? {
    didSet { childEnvironmentIsCurrent = false }
  }
  /// What the children saw last; kept (the same storage) while the transform writes the same values, so a child
  /// can tell its environment did not change without comparing it (see `ViewEquality`).
  @exclusivity(unchecked) private var lastChildEnvironment: EnvironmentValues?
  @exclusivity(unchecked) private var childEnvironmentIsCurrent = false
  var childEnvironment: EnvironmentValues {
    guard let environmentTransform else { return environment }
    if childEnvironmentIsCurrent, let lastChildEnvironment { return lastChildEnvironment }
    var copy = environment
    environmentTransform(&copy)
    if let last = lastChildEnvironment, last.hasSameValues(as: copy) { copy = last }
    lastChildEnvironment = copy
    childEnvironmentIsCurrent = true
    return copy
  }

  /// Storage for @State, @StateObject and friends, in the order the properties appear in the view.
  @exclusivity(unchecked) var propertySlots: [AnyObject] = []
  @exclusivity(unchecked) var needsBodyUpdate = false
  @exclusivity(unchecked) var needsBindingCheck = false
  /// Recorded while the body ran: each returns true when a binding it read now returns something else.
  @exclusivity(unchecked) var bindingChecks: [() -> Bool] = []
  @exclusivity(unchecked) var isAlive = true

  @exclusivity(unchecked) var attributes = NodeAttributes() {
    didSet {
      attributesAreDefault = false
      graph.geometryGeneration &+= 1
      markNeedsCommit()
    }
  }
  /// Whether nothing set `attributes` since they were last reset: an update then skips resetting them (most
  /// nodes have none — a label's, a row's — and each reset copied every field and made every node's
  /// presentation be worked out again).
  @exclusivity(unchecked) private(set) var attributesAreDefault = true

  /// Whether the animation commit must visit this subtree: something in it changed since the last commit (a
  /// frame, attributes, children, a body) or a transition wrapper in it is live. Set on every ancestor of
  /// such a node, so a commit skips the unchanged subtrees of a large tree.
  @exclusivity(unchecked) var subtreeNeedsCommit = true
  /// Whether the tick walk must visit this subtree: something in it animated at the last tick or was
  /// committed since (the commit starts animations).
  @exclusivity(unchecked) var subtreeNeedsTick = true

  /// Marks this node and its ancestors for the next animation commit.
  func markNeedsCommit() {
    var node: ViewNode? = self
    while let current = node, !current.subtreeNeedsCommit {
      current.subtreeNeedsCommit = true
      node = current.parent
    }
  }

  // Insertion and removal.
  /// Where a node outside the tree (a transition wrapper) takes its environment from.
  @exclusivity(unchecked) weak var environmentSource: ViewNode?
  @exclusivity(unchecked) var isRemoving = false
  /// See `ResolvedChild.isGroupMember`: this node's own animation modifiers animate its insertion and removal.
  @exclusivity(unchecked) var isGroupMember = false
  @exclusivity(unchecked) var pendingInsertion: Animation?? = nil
  @exclusivity(unchecked) var updatedInPass = -1
  let createdInPass: Int

  /// Bumped whenever this node or anything below it draws differently; the layer cache keys on it.
  @exclusivity(unchecked) var contentVersion = 0
  /// Children in drawing order; nil when the children or their zIndex changed.
  @exclusivity(unchecked) var drawingOrderCache: [ViewNode]?

  // The parts the layers above keep for this node (see NodePart).
  @exclusivity(unchecked) var layoutPart: NodePart?
  @exclusivity(unchecked) var animationPart: NodePart?
  @exclusivity(unchecked) var renderPart: NodePart?

  init(parent: ViewNode?, graph: ViewGraph, path: ViewPath, view: any View) {
    self.parentHandle = parent?.handle
    self.graph = graph
    self.liveGraphHandle = graph.handle
    self.path = path
    self.typeID = ObjectIdentifier(type(of: view))
    if graph.viewTypes[typeID] == nil { graph.viewTypes[typeID] = type(of: view) }
    self.view = view
    self.environment = parent?.childEnvironment ?? graph.rootEnvironment
    self.createdInPass = graph.passID
    // A lazy container building a row again hands back the state its identity kept (see LazyRows).
    if let restore = graph.restoringSlots, let slots = restore(self) { propertySlots = slots }
    graph.stages.makeParts?(self)
  }

  deinit { madeHandle?.forget() }

  /// How this node's views are updated, from the first update on (`ViewKind`).
  @exclusivity(unchecked) private var viewKind: ViewKind?

  /// Re-reads the view value: primitives configure the node, composites run `body`.
  func update(with newView: any View) {
    // State read while this node builds its children makes it depend on that state.
    let outer = ViewGraph.evaluatingNode
    ViewGraph.evaluatingNode = self
    isUpdating = true
    defer {
      ViewGraph.evaluatingNode = outer
      isUpdating = false
    }
    view = newView
    // Cleared before the body runs, not after: a request made while it runs (a descendant asking this node
    // to update again as it is built) stays, and the next pass runs it.
    needsBodyUpdate = false
    needsBindingCheck = false
    bindingChecks.removeAll(keepingCapacity: true)
    environment = inheritedEnvironment
    childEnvironmentIsCurrent = false
    layoutPart?.nodeWillUpdate()
    renderPart?.nodeWillUpdate()
    environmentTransform = nil
    if !attributesAreDefault {
      attributes = NodeAttributes()
      attributesAreDefault = true
    }
    updatedInPass = graph.passID
    let kind: ViewKind
    if ObjectIdentifier(type(of: newView)) == typeID {
      kind = viewKind ?? ViewKind.of(newView)
      viewKind = kind
    } else {
      kind = ViewKind.of(newView)
    }
    switch kind {
    case .primitive(let type):
      func make<P: PrimitiveView>(_: P.Type) { primitive(newView, as: P.self).makeNode(self) }
      make(type)
    case .packagePrimitive(let type):
      func make<P: PackagePrimitiveView>(_: P.Type) {
        (newView as! P).makeNode(PrimitiveNode(node: self))
      }
      make(type)
    case .composite(let presentsAnimatableData):
      installDynamicProperties(of: newView)
      // Counted by type identity: naming the type on every body run would cost more than the count.
      graph.bodyEvaluations[typeID, default: 0] += 1
      // An Animatable view's body shows its interpolated data (shapes interpolate when drawn instead).
      let shown = presentsAnimatableData ? presentingAnimatableData(of: newView) : newView
      let body = graph.trackingObservation(for: self) { evaluateBody(shown) }
      reconcileBody(body)
    }
    // The zIndex may have changed with the attributes.
    parent?.drawingOrderCache = nil
    invalidateLayout()
  }

  /// `view` as the primitive type its kind names: read in place when it is of that type (it always is), where
  /// `as!` went through the runtime's cast for every primitive node made or updated.
  private func primitive<P: PrimitiveView>(_ view: any View, as _: P.Type) -> P {
    func open<V: View>(_ value: V) -> P {
      guard V.self == P.self else { return view as! P }
      return withUnsafePointer(to: value) {
        UnsafeRawPointer($0).assumingMemoryBound(to: P.self).pointee
      }
    }
    return _openExistential(view, do: open)
  }

  /// The environment this node gets from above now.
  var inheritedEnvironment: EnvironmentValues {
    (parent ?? environmentSource)?.childEnvironment ?? graph.rootEnvironment
  }

  /// Whether updating with `newView` can be skipped: the value is equal to the last one (`ViewEquality`), the
  /// environment is the same, and nothing the node depends on asked it to run again.
  func canSkipUpdate(with newView: any View) -> Bool {
    var inherited: EnvironmentValues?
    return canSkipUpdate(with: newView, inherited: &inherited)
  }

  /// `canSkipUpdate`, with `inheritedEnvironment` kept in `inherited` once worked out: a parent reconciling a
  /// thousand children works out what they inherit once.
  func canSkipUpdate(with newView: any View, inherited: inout EnvironmentValues?) -> Bool {
    guard graph.skipsEqualViews, !needsBodyUpdate, !isRemoving,
      ObjectIdentifier(type(of: newView)) == typeID
    else { return false }
    if inherited == nil { inherited = inheritedEnvironment }
    guard environment.isIdentical(to: inherited!) else { return false }
    if comparison == nil { comparison = ViewEquality.comparison(for: type(of: view)) }
    return ViewEquality.isEqual(view, newView, comparing: comparison!)
  }
  /// How this node's views compare (`ViewEquality`), once worked out: its type does not change.
  @exclusivity(unchecked) private var comparison: ViewEquality.Comparison?

  /// Re-runs this node's body with its current view value (after its own state changed).
  func rerun() { update(with: view) }

  func invalidateLayout() {
    var node: ViewNode? = self
    let pass = graph.passID
    while let current = node {
      // An ancestor already invalidated in this pass, with nothing measured anywhere since, had every node
      // above it invalidated then too: the walk stops there (a thousand readers of a value share ancestors).
      let unchanged = current.layoutPart?.subtreeDidChange() ?? false
      if unchanged, current.invalidatedInPass == pass, current.subtreeNeedsCommit { break }
      current.invalidatedInPass = pass
      current.contentVersion &+= 1
      current.subtreeNeedsCommit = true
      // An ancestor whose update is running does this for itself and every node above it as its update ends
      // (`update(with:)` always does): the walk stops below it. A List row of thirty views built walked to
      // the root thirty times, some 14 M instructions of a 30,000 pt jump's frame.
      guard let parent = current.parent, !parent.isUpdating else { break }
      node = parent
    }
    graph.layoutDirty = true
  }
  /// The pass `invalidateLayout` last walked through this node in.
  @exclusivity(unchecked) private var invalidatedInPass = -1
  /// Whether `update(with:)` is running on this node (see `invalidateLayout`).
  @exclusivity(unchecked) private var isUpdating = false

  /// Matches new children to existing nodes by path and type; unmatched old nodes are removed, lingering
  /// while their removal transition runs. Without `updatingExisting` the nodes matched keep the values they
  /// have (a lazy container scrolling adds and releases rows, it does not give the others new values).
  func reconcileChildren(_ resolved: [ResolvedChild], role: Int = 0, updatingExisting: Bool = true)
  {
    if updatingExisting, reconcileInPlace(resolved, role: role) { return }
    struct Key: Hashable {
      let path: ViewPath
      let type: ObjectIdentifier
    }
    var existing: [Key: ViewNode] = [:]
    var oldIndex: [ObjectIdentifier: Int] = [:]
    for (index, child) in children.enumerated() where child.role == role || child.isRemoving {
      existing[Key(path: child.path, type: child.typeID)] = child
      oldIndex[ObjectIdentifier(child)] = index
    }
    var updated: [ViewNode] = []
    updated.reserveCapacity(resolved.count)
    for item in resolved {
      let key = Key(path: item.path, type: item.typeID)
      if let node = existing.removeValue(forKey: key) {
        node.isGroupMember = item.isGroupMember
        if node.isRemoving {
          node.revive()
          node.update(with: item.view)
        } else if !updatingExisting {
          // Left as it is.
        } else if node.canSkipUpdate(with: item.view) {
          graph.skippedUpdates += 1
        } else {
          node.update(with: item.view)
        }
        node.role = role
        updated.append(node)
      } else {
        let node = ViewNode(parent: self, graph: graph, path: item.path, view: item.view)
        node.isGroupMember = item.isGroupMember
        node.update(with: item.view)
        node.role = role
        // Only the outermost inserted view transitions; views created inside it simply appear with it.
        let scope = node.isGroupMember ? node : self
        if createdInPass != graph.passID {
          node.pendingInsertion = .some(graph.effectiveAnimation(at: scope))
        }
        updated.append(node)
        node.appear()
      }
    }
    // Children of other roles (an overlay's secondary view, say) are kept as they are.
    let others = children.filter { $0.role != role && !$0.isRemoving }
    var lingering: [(Int, ViewNode)] = []
    for node in existing.values {
      if node.isRemoving {
        lingering.append((oldIndex[ObjectIdentifier(node)] ?? 0, node))
        continue
      }
      // In an animated change every removed view leaves with its transition (a fade by default).
      if let animation = graph.effectiveAnimation(at: node.isGroupMember ? node : self) {
        node.beginRemoval(animation: animation)
        lingering.append((oldIndex[ObjectIdentifier(node)] ?? 0, node))
      } else {
        node.disappearRecursively()
      }
    }
    var merged = others + updated
    for (index, node) in lingering.sorted(by: { $0.0 < $1.0 }) {
      merged.insert(node, at: min(index, merged.count))
    }
    children = merged
  }

  /// The common case of `reconcileChildren`: the same children as before, in the same order, none leaving
  /// and no other role among them. Each is updated where it is, without building the lookup tables (a
  /// parent of a thousand rows, or each of a thousand readers with its one child, re-runs on every write).
  private func reconcileInPlace(_ resolved: [ResolvedChild], role: Int) -> Bool {
    guard children.count == resolved.count else { return false }
    for (child, item) in zip(children, resolved) {
      guard child.role == role, !child.isRemoving, child.typeID == item.typeID,
        child.path == item.path
      else { return false }
    }
    // What each child inherits, worked out where the first child asks (the children's updates do not change it).
    var inherited: EnvironmentValues?
    for (child, item) in zip(children, resolved) {
      updateInPlace(
        child, with: item.view, isGroupMember: item.isGroupMember, inherited: &inherited)
    }
    keepChildren()
    return true
  }

  /// `reconcileChildren(flatten(body))` for a body that is one view (most are): the child made for it
  /// before is updated where it is, without an array of one for each of a thousand readers of a write.
  func reconcileBody(_ body: any View) {
    if children.count == 1, type(of: body)._flattening == nil {
      let child = children[0]
      if child.role == 0, !child.isRemoving, child.typeID == ObjectIdentifier(type(of: body)),
        child.path.components.isEmpty
      {
        var inherited: EnvironmentValues?
        updateInPlace(child, with: body, isGroupMember: false, inherited: &inherited)
        keepChildren()
        return
      }
    }
    reconcileChildren(flatten(body))
  }

  private func updateInPlace(
    _ child: ViewNode, with view: any View, isGroupMember: Bool, inherited: inout EnvironmentValues?
  ) {
    child.isGroupMember = isGroupMember
    if child.canSkipUpdate(with: view, inherited: &inherited) {
      graph.skippedUpdates += 1
    } else {
      child.update(with: view)
    }
  }

  /// As the general path does when it sets the same children again.
  private func keepChildren() {
    let same = children
    children = same
  }

  /// The nearest transition on this node or on the single-child chain below it (a custom view whose body
  /// root carries `.transition` transitions as a whole, as in SwiftUI).
  func findTransition() -> AnyTransition? {
    var node: ViewNode? = self
    while let current = node {
      if let transition = current.attributes.transition { return transition }
      let live = current.children.filter { !$0.isRemoving }
      node = live.count == 1 && !current.drawsItself ? live[0] : nil
    }
    return nil
  }

  func beginRemoval(animation: Animation) {
    isRemoving = true
    pendingRemoval = animation
    markNeedsCommit()
    graph.animationsDirty = true
  }
  @exclusivity(unchecked) var pendingRemoval: Animation?

  func revive() {
    isRemoving = false
    pendingRemoval = nil
    markNeedsCommit()
    animationPart?.nodeRevived(self)
  }

  /// Each new node reports its own appearance once (its new children already did while it was built).
  func appear() {
    for action in attributes.onAppear { graph.enqueueAfterUpdate(action) }
  }

  func disappearRecursively() {
    isAlive = false
    for child in children { child.disappearRecursively() }
    animationPart?.nodeWillDisappear(self)
    for action in attributes.onDisappear { graph.enqueueAfterUpdate(action) }
    for slot in propertySlots { (slot as? NodeLifetimeObserver)?.nodeWillDisappear() }
    graph.forget(self)
  }

  /// Children that take part in layout and hit testing.
  var liveChildren: [ViewNode] {
    children.contains { $0.isRemoving } ? children.filter { !$0.isRemoving } : children
  }

  /// The one child taking part in layout, if there is exactly one (without building an array).
  var onlyLiveChild: ViewNode? {
    var found: ViewNode?
    for child in children where !child.isRemoving {
      if found != nil { return nil }
      found = child
    }
    return found
  }

  func children(role: Int) -> [ViewNode] { children.filter { !$0.isRemoving && $0.role == role } }
}

/// Storage objects that must hear when their view's identity ends (to cancel tasks, drop subscriptions).
@MainActor protocol NodeLifetimeObserver: AnyObject {
  func nodeWillDisappear()
}

/// Searches of the live subtree (removing children excluded), for inspection and for views that find a
/// descendant by id (ScrollViewReader).
extension ViewNode {
  func firstDescendant(where predicate: (ViewNode) -> Bool) -> ViewNode? {
    if predicate(self) { return self }
    for child in children where !child.isRemoving {
      if let found = child.firstDescendant(where: predicate) { return found }
    }
    return nil
  }

  func forEachDescendant(_ body: (ViewNode) -> Void) {
    body(self)
    for child in children where !child.isRemoving { child.forEachDescendant(body) }
  }
}
