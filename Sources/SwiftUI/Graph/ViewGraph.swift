import Foundation
import Observation

/// Owns one tree of view nodes and runs update passes: re-run dirty bodies, lay out, start animations.
/// Hosts (the window, the headless renderer) own a graph and call `update()` once per frame.
/// Its stored properties skip run-time exclusivity checks (ARCHITECTURE.md, Decisions).
@MainActor final class ViewGraph {
  /// See `handle`.
  @exclusivity(unchecked) var madeHandle: GraphHandle?
  @exclusivity(unchecked) private(set) var root: ViewNode!
  @exclusivity(unchecked) var rootEnvironment = EnvironmentValues()
  let clock: FrameClock
  @exclusivity(unchecked) var size: CGSize
  @exclusivity(unchecked) var safeAreaInsets: EdgeInsets
  /// What the layers above do in each update: layout, the animation commit (see UpdateStages).
  let stages: UpdateStages

  @exclusivity(unchecked) private(set) var passID = 0
  @exclusivity(unchecked) private var dirty: [ViewNode] = []
  @exclusivity(unchecked) private var pendingTransaction = Transaction()
  @exclusivity(unchecked) var passTransaction = Transaction()
  @exclusivity(unchecked) private var isUpdating = false
  @exclusivity(unchecked) private var afterUpdate: [() -> Void] = []
  @exclusivity(unchecked) var layoutDirty = true
  /// Set once any `.alignmentGuide` is made: stacks aligned on edges and centres then ask for explicit values.
  @exclusivity(unchecked) var usesAlignmentGuides = false
  /// A view listens to the mouse pointer hovering (`.onHover`): the window host sends moves without a
  /// button down only then.
  @exclusivity(unchecked) var usesHover = false
  /// Bumped by any change of a node's frame, animation tracks, effects or children: cached presentations
  /// (Animation/NodePresentation.swift) are valid while it and the clock's time stay the same.
  @exclusivity(unchecked) var geometryGeneration = 0
  @exclusivity(unchecked) var animationsDirty = false
  @exclusivity(unchecked) var completions: [(deadline: Double, action: () -> Void)] = []
  /// Nodes whose body shows animating data: re-evaluated once per frame (see `refreshFrameDrivenNodes`).
  @exclusivity(unchecked) var frameDrivenNodes: [ViewNode] = []
  /// Views carrying `matchedGeometryEffect` ids (Animation/MatchedGeometryCommit.swift).
  @exclusivity(unchecked) var matchedGeometry = MatchedGeometryRegistry()
  /// Views waiting for a time of the clock (Graph/TimedUpdates.swift).
  @exclusivity(unchecked) var timedUpdates: [TimedUpdateRequest] = []
  /// The calendar time of the clock's zero (`date`).
  let clockEpoch: TimeInterval
  @exclusivity(unchecked) var presentations: [PresentationEntry] = []
  /// `.preferredColorScheme` of the views shown, by node: the window takes one of them.
  @exclusivity(unchecked) var colorSchemePreferences: [ObjectIdentifier: ColorScheme] = [:]
  @exclusivity(unchecked) weak var focusedNode: ViewNode?
  /// Bumped when focus moves (FocusController): views that show something while a field has focus (the
  /// `.keyboard` toolbar) read it.
  let focusGeneration = StateStorage<Int>(value: 0)
  /// Set once any `.focused` modifier is made: until then no node holds a focus binding, and the walk that
  /// applies them after each pass is skipped.
  @exclusivity(unchecked) var usesFocusBindings = false
  /// Run after every update pass that changed something, for the layers above the graph that follow the tree
  /// (keyboard focus follows `@FocusState`; the host installs it).
  @exclusivity(unchecked) var passObservers: [(ViewGraph) -> Void] = []
  /// Views that read the laid-out tree after each pass (preference readers), by node (`AfterLayoutReader`).
  @exclusivity(unchecked) var afterLayoutReaders: [ObjectIdentifier: AfterLayoutReader] = [:]
  @exclusivity(unchecked) var bodyEvaluations: [ObjectIdentifier: Int] = [:]
  /// Children not updated because their view value and environment were unchanged (`ViewEquality`).
  @exclusivity(unchecked) var skippedUpdates = 0
  /// Stacks' distributions of their children worked out afresh, not kept (`StackLayout.distribution`), for
  /// tests of what a layout asks again.
  @exclusivity(unchecked) var stackDistributionsMade = 0
  /// Nodes the safe-area walk after layout looked at (`SafeAreaResolver`), for tests of what it skips.
  @exclusivity(unchecked) var safeAreaVisits = 0
  /// Whether equal views are skipped; `SWIFTUI_SKIP_EQUAL_VIEWS=0` turns it off, to compare what is drawn.
  @exclusivity(unchecked) var skipsEqualViews = ViewGraph.skipsEqualViewsByDefault
  nonisolated static let skipsEqualViewsByDefault =
    ProcessInfo.processInfo.environment["SWIFTUI_SKIP_EQUAL_VIEWS"] != "0"
  /// The types counted in `bodyEvaluations`, named only when the counts are read (describing a type costs
  /// more than building the node of a small view).
  @exclusivity(unchecked) var viewTypes: [ObjectIdentifier: Any.Type] = [:]
  /// While a lazy container builds rows it had released: the property slots a new node takes over.
  @exclusivity(unchecked) var restoringSlots: ((ViewNode) -> [AnyObject]?)?
  @exclusivity(unchecked) var tapHistory: [ObjectIdentifier: (time: Double, count: Int)] = [:]
  @exclusivity(unchecked) weak var presentationNode: ViewNode?
  /// Called when the graph needs a new frame (a state change, a running animation).
  @exclusivity(unchecked) var onNeedsFrame: (() -> Void)?
  /// Called when only a rectangle (in points, window coordinates) must be drawn again, nothing laid out or
  /// animated: a blinking caret. Hosts that redraw what changed handle it; without one it is a whole frame.
  @exclusivity(unchecked) var onNeedsDisplay: ((CGRect) -> Void)?

  func setNeedsDisplay(in rect: CGRect) {
    if let onNeedsDisplay { onNeedsDisplay(rect) } else { onNeedsFrame?() }
  }

  init(
    root view: any View, size: CGSize, safeAreaInsets: EdgeInsets, displayScale: CGFloat = 1,
    clock: FrameClock, stages: UpdateStages
  ) {
    self.size = size
    self.safeAreaInsets = safeAreaInsets
    self.clock = clock
    self.stages = stages
    clockEpoch = Date().timeIntervalSinceReferenceDate - clock.now
    rootEnvironment.safeAreaInsets = safeAreaInsets
    rootEnvironment.displayScale = displayScale
    // Before the first pass, so views reading a size class are built once with the right one.
    _ = rootEnvironment.applySizeClasses(for: size)
    Self.all.append(WeakGraph(handle: handle))
    let outer = Self.running
    Self.running = self
    defer { Self.running = outer }
    ObservationBridge.installHooks()
    Self.readSerial &+= 1
    defer { Self.readSerial &+= 1 }
    isUpdating = true
    passID = 1
    root = ViewNode(parent: nil, graph: self, path: ViewPath(), view: view)
    root.update(with: view)
    root.appear()
    isUpdating = false
    for stage in stages.passes { stage(self) }
    runAfterUpdate()
  }

  /// Views outlive nothing: once the host is gone, late writes to their state are ignored.
  isolated deinit {
    madeHandle?.forget()
    func kill(_ node: ViewNode) {
      node.isAlive = false
      for child in node.children { kill(child) }
    }
    if let root { kill(root) }
  }

  // MARK: Invalidation

  /// The node whose body (or content closures) is being evaluated; state reads register it as a reader.
  @exclusivity(unchecked) nonisolated(unsafe) static var evaluatingNode: ViewNode?
  /// Set while a Binding's getter runs inside a body, so the state it reaches records a conditional reader.
  @exclusivity(unchecked) nonisolated(unsafe) static var readingThroughBinding = false
  /// Bumped as every pass (and the first build of a graph) starts and ends: what bodies read from outside the
  /// graph (`@AppStorage`'s stored values) may be read once per key and shared within one pass, and is read
  /// afresh in the next — whatever changed the value between passes, through the runtime or not.
  @exclusivity(unchecked) static var readSerial = 0

  func invalidate(_ node: ViewNode, transaction: Transaction = Transaction.current) {
    guard node.isAlive else { return }
    transaction.scope?.touch(self)
    if !node.needsBodyUpdate {
      node.needsBodyUpdate = true
      if !node.needsBindingCheck { dirty.append(node) }
    }
    if transaction.animation != nil || pendingTransaction.animation == nil {
      pendingTransaction = transaction
    }
    onNeedsFrame?()
  }

  /// The node read the changed state only through bindings: it re-runs only if one of them changed.
  func invalidateIfBindingsChanged(_ node: ViewNode, transaction: Transaction = Transaction.current)
  {
    guard node.isAlive else { return }
    transaction.scope?.touch(self)
    if !node.needsBodyUpdate && !node.needsBindingCheck {
      node.needsBindingCheck = true
      dirty.append(node)
    }
    if transaction.animation != nil || pendingTransaction.animation == nil {
      pendingTransaction = transaction
    }
    onNeedsFrame?()
  }

  var needsUpdate: Bool {
    !dirty.isEmpty || layoutDirty || animationsDirty || !beforeNextUpdate.isEmpty
      || nextFrameHasBegun
  }

  /// At most this many passes per update. Actions run after a pass (`onChange`, `onAppear`, focus) may change
  /// state again, and SwiftUI applies those changes before the frame is drawn (an alert raised in `onChange`
  /// appears with the change that raised it); a view that changes state on every pass must still let frames out.
  static let passesPerUpdate = 4

  /// Runs update passes until nothing changed (at most `passesPerUpdate`); a lazy container that built rows
  /// while placed asks for layout again. Returns whether the tree changed.
  @discardableResult
  func update() -> Bool {
    guard !isUpdating else { return false }
    let outer = Self.running
    Self.running = self
    defer { Self.running = outer }
    updateID += 1
    if framesDrawn != releasedInFrame || framesDrawn == 0 {
      releasedInFrame = framesDrawn
      releaseDeferredSlice()
    }
    if nextFrameHasBegun {
      let actions = beforeNextFrame
      beforeNextFrame.removeAll()
      for action in actions { action() }
    }
    if !beforeNextUpdate.isEmpty {
      let actions = beforeNextUpdate
      beforeNextUpdate.removeAll()
      for action in actions { action() }
    }
    runDueTimedUpdates()
    for stage in stages.beforeUpdate { stage(self) }
    var hadWork = false
    var passes = 0
    repeat {
      let work = needsUpdate
      hadWork = hadWork || work
      runPass()
      if work { for observer in passObservers { observer(self) } }
      passes += 1
    } while (!dirty.isEmpty || layoutDirty) && passes < Self.passesPerUpdate
    if let focused = focusedNode, !focused.isAlive { focusedNode = nil }
    return hadWork
  }

  /// Re-runs dirty bodies parents-first, runs the stages (lays out, starts animations), then runs the
  /// after-update actions.
  private func runPass() {
    Self.readSerial &+= 1
    defer { Self.readSerial &+= 1 }
    if !dirty.isEmpty {
      isUpdating = true
      passID += 1
      passTransaction = pendingTransaction
      pendingTransaction = Transaction()
      // Parents first: a parent's update also updates the children it re-creates.
      // Each node's depth is counted once, not in every comparison (a thousand readers of one key are a
      // thousand walks up the tree per comparison round otherwise).
      var queue = dirty.map { (depth: $0.depth, node: $0) }
      dirty.removeAll()
      queue.sort { $0.depth < $1.depth }
      for (_, node) in queue where node.isAlive {
        if node.needsBodyUpdate || (node.needsBindingCheck && node.bindingChecks.contains { $0() })
        {
          node.rerun()
        } else {
          node.needsBindingCheck = false
        }
      }
      isUpdating = false
    }
    for stage in stages.passes { stage(self) }
    passTransaction = Transaction()
    runAfterUpdate()
  }

  func enqueueAfterUpdate(_ action: @escaping () -> Void) { afterUpdate.append(action) }

  /// Whether lazy stacks and lists build only the rows near what is shown (`SWIFTUI_LAZY_ROWS=0` builds every
  /// row, to compare figures and what is drawn).
  @exclusivity(unchecked) var buildsRowsLazily = ViewGraph.buildsRowsLazilyByDefault

  /// `SWIFTUI_LAZY_ROWS=0` builds every row, as a plain stack does (to compare figures).
  nonisolated static let buildsRowsLazilyByDefault =
    ProcessInfo.processInfo.environment["SWIFTUI_LAZY_ROWS"] != "0"

  /// Counts `update()` calls.
  @exclusivity(unchecked) private(set) var updateID = 0
  /// Counts the frames drawn of this graph (`Renderer.render`, and `Renderer.damage` for a frame that finds
  /// nothing to draw). A host runs several updates a frame (an event's, the frame's own): work spread over
  /// frames is rationed per frame drawn.
  @exclusivity(unchecked) var framesDrawn = 0
  /// What work spread over frames (a lazy container's rows ahead) is rationed by: the frame being prepared, or,
  /// before the first frame is drawn (a host that only updates), the update.
  var rationingSlice: Int { framesDrawn > 0 ? framesDrawn : -updateID }
  @exclusivity(unchecked) private var beforeNextUpdate: [() -> Void] = []
  /// Runs `action` at the start of the next update (not the passes of this one), for work left to a later
  /// frame; ask the host for that frame with `onNeedsFrame`.
  func enqueueBeforeNextUpdate(_ action: @escaping () -> Void) { beforeNextUpdate.append(action) }

  @exclusivity(unchecked) private var beforeNextFrame: [() -> Void] = []
  /// `framesDrawn` when a slice of `deferredReleases` was last freed: one slice a frame.
  @exclusivity(unchecked) private var releasedInFrame = -1
  /// Subtrees gone from the tree, waiting to be freed a few a frame (DeferredRelease.swift).
  @exclusivity(unchecked) var deferredReleases: [ViewNode] = []
  /// `framesDrawn` when the actions before the next frame were queued.
  @exclusivity(unchecked) private var beforeNextFrameQueuedAt = 0
  /// Runs `action` at the start of the first update after a frame is drawn (before the first frame, of the next
  /// update): for work rationed per frame, which the other updates of this frame would only queue again. Ask
  /// the host for that frame with `onNeedsFrame`; a host that draws none (a minimized window) is not kept busy.
  func enqueueBeforeNextFrame(_ action: @escaping () -> Void) {
    beforeNextFrameQueuedAt = framesDrawn
    beforeNextFrame.append(action)
  }

  private var nextFrameHasBegun: Bool {
    !beforeNextFrame.isEmpty && (framesDrawn == 0 || framesDrawn != beforeNextFrameQueuedAt)
  }

  private func runAfterUpdate() {
    while !afterUpdate.isEmpty {
      let actions = afterUpdate
      afterUpdate.removeAll()
      for action in actions { action() }
    }
  }

  func forget(_ node: ViewNode) {
    node.needsBodyUpdate = false
  }

  // MARK: Transactions

  /// The animation for a change at `node`: the pass's transaction transformed by every animation modifier
  /// from the root down to the node (inclusive).
  func effectiveAnimation(at node: ViewNode?) -> Animation? {
    var chain: [ViewNode] = []
    var current = node
    while let c = current {
      chain.append(c)
      current = c.parent
    }
    var transaction = passTransaction
    for c in chain.reversed() { apply(c, to: &transaction) }
    return transaction.disablesAnimations ? nil : transaction.animation
  }

  func apply(_ node: ViewNode, to transaction: inout Transaction) {
    switch node.attributes.animationOverride {
    case .always(let animation)?:
      if !transaction.disablesAnimations { transaction.animation = animation }
    case .whenChanged(let animation, let pass)? where pass == passID:
      if !transaction.disablesAnimations { transaction.animation = animation }
    default: break
    }
    node.attributes.transactionTransform?(&transaction)
  }

  // MARK: Observation

  /// Runs `body` and invalidates `node` when an @Observable property it read changes.
  func trackingObservation<T>(for node: ViewNode, _ body: () -> T) -> T {
    withObservationTracking(body) { [handle = node.handle] in
      // Observation calls this on the writer's thread, before the value changes; the update runs later.
      onMainActor {
        guard let node = handle.node, node.isAlive else { return }
        node.graph.invalidate(node)
      }
    }
  }

  // MARK: All graphs

  struct WeakGraph {
    let handle: GraphHandle
    @MainActor var graph: ViewGraph? { handle.graph }
  }
  static var all: [WeakGraph] = []

  static func flushAll(with transaction: Transaction? = nil) {
    all.removeAll { $0.graph == nil }
    for entry in all {
      guard let graph = entry.graph, !graph.isUpdating, !graph.dirty.isEmpty else { continue }
      if let transaction, transaction.scope?.touched(graph) != false,
        graph.pendingTransaction.animation == nil
      {
        graph.pendingTransaction = transaction
      }
      graph.update()
    }
  }

  /// The graph being updated or receiving input now (set for the duration only).
  static var running: ViewGraph?

  /// The graph code running now belongs to: the one whose body is evaluated, updated or given input; else the
  /// newest live graph (a one-window app's only one). What `UIScreen.main` describes.
  static var current: ViewGraph? {
    if let node = evaluatingNode { return node.graph }
    if let running { return running }
    all.removeAll { $0.graph == nil }
    return all.last?.graph
  }
}

extension ViewNode {
  var depth: Int {
    var count = 0
    var node = parent
    while let current = node {
      count += 1
      node = current.parent
    }
    return count
  }
}

extension CGRect {
  func inset(by insets: EdgeInsets) -> CGRect {
    CGRect(
      x: minX + insets.leading, y: minY + insets.top, width: max(width - insets.horizontal, 0),
      height: max(height - insets.vertical, 0))
  }
}
