import Foundation

/// A container that shows part of its content (a scroll view). Lazy containers inside it build only the rows
/// near the part shown, and it tells them when what it shows moves (scrolling needs no update pass).
@MainActor protocol ContentViewport: AnyObject {
  /// The part of the content shown, in the content node's space.
  var visibleContentRect: CGRect { get }
  /// Keeps `rows` told of scrolling while it lives.
  func follow(_ rows: LazyRows)
  /// Rows above what is shown changed length by `delta` once built: the content moves by as much, so what is
  /// shown stays where it is.
  func contentShifted(by delta: CGFloat, along axis: Axis)
}

/// A layout whose node shows part of its content (`ScrollLayout`).
@MainActor protocol ViewportLayout: NodeLayout {
  var viewport: ContentViewport { get }
}

/// The rows of a lazy container (LazyVStack, LazyHStack, a List's rows): every row's view value is resolved on
/// update (cheap), but nodes — bodies, layout, drawing — exist only for the rows near what the enclosing scroll
/// view shows. Rows not built yet count with the average length of those measured, corrected as they are built;
/// rows far off screen are released (their `onDisappear` runs) and their `@State` is kept for as long as their
/// identity is in the data, as SwiftUI keeps it, to be handed back when they are built again (`onAppear` runs
/// again). Outside a scroll view every row is built.
@MainActor final class LazyRows {
  let axis: Axis
  var spacing: CGFloat = 0
  /// Where rows sit across the axis (0 leading/top … 1 trailing/bottom).
  var alignment: CGFloat = 0.5
  /// The guide rows line up on across the axis, where their own values of it count (custom guides, baselines,
  /// `.alignmentGuide`); nil places them by `alignment` alone.
  var guide: AlignmentKey?
  weak var node: ViewNode?
  private weak var viewport: ContentViewport?
  private(set) var items: [ResolvedChild] = []
  /// Makes the view a row is built with from its item and index (a List's row chrome), only for rows built.
  private var makeRow: ((Int, ResolvedChild) -> any View)?
  /// Each item's length along the axis once measured; the others count with the average of those.
  private var lengths = RowLengths(count: 0)
  /// The items that have nodes.
  private(set) var built: Range<Int> = 0..<0
  /// The frame (`ViewGraph.rationingSlice`) in which rows were last built: rows ahead of need are built only in
  /// a frame that built none yet, `rowsAheadPerFrame` of them.
  private var builtInSlice = Int.min
  /// Whether a later update is already asked to build the rows still ahead.
  private var continuationQueued = false
  /// The stack's origin in the scroll content's space when last placed.
  private var originInContent: CGPoint = .zero
  /// Property slots of released rows, by row identity, then by the path from the row down to the node.
  private(set) var keptState: [ViewPath: [[NodeKey]: [AnyObject]]] = [:]

  struct NodeKey: Hashable {
    let path: ViewPath
    let type: ObjectIdentifier
  }

  /// Rows are built this far (in viewport lengths) beyond what is shown, and released beyond `keepAhead`.
  static let buildAhead: CGFloat = 0.75
  static let keepAhead: CGFloat = 0.75
  /// Rows built beyond what is shown, on each side, before the first frame.
  static let rowsBuiltAhead = 2
  /// Rows built ahead of need in one frame: the rows shown are always built, the ones ahead a few a frame and
  /// only in frames that build no row shown, so no frame of a scroll (nor a jump's) builds beyond what it shows.
  static let rowsAheadPerFrame = 2
  /// The length a row counts with before any is measured (a list row's minimum height).
  static let defaultEstimate: CGFloat = 44

  init(axis: Axis) { self.axis = axis }

  /// The average measured length: what rows not built yet count with.
  var estimatedLength: CGFloat { lengths.estimate(default: Self.defaultEstimate) }

  /// Takes the rows' new view values and updates the rows that have nodes, with the pass's transaction (data
  /// changes animate as in a stack). Called from the container's `makeNode`.
  func update(
    _ node: ViewNode, items newItems: [ResolvedChild],
    makeRow: ((Int, ResolvedChild) -> any View)? = nil
  ) {
    self.node = node
    self.makeRow = makeRow
    // A body re-running with the same rows (most updates) keeps what was measured and built as it is; only
    // a change in the data costs a pass over every row.
    let sameRows =
      newItems.count == items.count && zip(newItems, items).allSatisfy { $0.path == $1.path }
    let previousItems = items
    items = newItems
    if !sameRows { carryOver(from: previousItems) }
    viewport = node.graph.buildsRowsLazily ? Self.findViewport(above: node) : nil
    let range: Range<Int>
    if viewport == nil {
      range = 0..<items.count
    } else if node.createdInPass == node.graph.passID, built.isEmpty {
      // Not laid out yet: the first rows, as many as could fill the window, so the first frame shows them.
      range = 0..<min(items.count, firstRows(filling: node.graph.size[axis]))
    } else if sameRows {
      range = built
    } else {
      // The same rows by identity as before (they may have moved in the data).
      let previous = Set(node.children.lazy.filter { $0.role == 0 && !$0.isRemoving }.map(\.path))
      let indices = items.indices.filter { previous.contains(items[$0].path) }
      range = (indices.first ?? 0)..<((indices.last ?? -1) + 1)
    }
    build(range, in: node, animated: true)
  }

  /// The data changed: rows keep their measured lengths by identity (a row inserted above keeps the ones
  /// below measured), and the state of released rows whose identity went is dropped.
  private func carryOver(from previousItems: [ResolvedChild]) {
    var lengthByPath: [ViewPath: CGFloat] = [:]
    lengthByPath.reserveCapacity(lengths.measuredCount)
    for (index, item) in previousItems.enumerated() where index < lengths.count {
      let length = lengths.measured[index]
      if !length.isNaN { lengthByPath[item.path] = length }
    }
    lengths = RowLengths(lengths: items.map { lengthByPath[$0.path] ?? .nan })
    // State lives while the identity does.
    if !keptState.isEmpty {
      let live = Set(items.lazy.map(\.path))
      keptState = keptState.filter { live.contains($0.key) }
    }
  }

  private func firstRows(filling length: CGFloat) -> Int {
    Int((length / (estimatedLength + spacing)).rounded(.up)) + 1 + Self.rowsBuiltAhead
  }

  private static func findViewport(above node: ViewNode) -> ContentViewport? {
    var current = node.parent
    while let ancestor = current {
      if let layout = ancestor.layout as? any ViewportLayout { return layout.viewport }
      current = ancestor.parent
    }
    return nil
  }

  // MARK: Layout

  /// The proposal a row is measured with: the container's cross size, nothing along the axis.
  private func rowProposal(cross: CGFloat?) -> ProposedViewSize {
    var proposal = ProposedViewSize(width: nil, height: nil)
    proposal[axis.other] = cross
    return proposal
  }

  /// Measures the built rows and records their lengths; returns the largest cross size.
  @discardableResult
  private func measureBuiltRows(cross: CGFloat?, in node: ViewNode) -> CGFloat {
    var widest: CGFloat = 0
    let proposal = rowProposal(cross: cross)
    for (offset, child) in builtChildren(of: node).enumerated() {
      let size = child.sizeThatFits(proposal)
      widest = max(widest, size[axis.other])
      record(size[axis], at: built.lowerBound + offset)
    }
    return widest
  }

  private func record(_ length: CGFloat, at index: Int) {
    lengths.record(length, at: index)
  }

  /// The built rows' nodes, in item order.
  private func builtChildren(of node: ViewNode) -> [ViewNode] {
    node.children.filter { $0.role == 0 && !$0.isRemoving }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let cross = proposal[axis.other].flatMap { $0.isFinite ? $0 : nil }
    let widest = measureBuiltRows(cross: cross, in: node)
    var size = CGSize.zero
    size[axis] = totalLength
    size[axis.other] = cross ?? widest
    return size
  }

  var totalLength: CGFloat { lengths.total(estimate: estimatedLength, spacing: spacing) }

  /// Where item `index` starts along the axis.
  private func start(of index: Int) -> CGFloat {
    lengths.start(of: index, estimate: estimatedLength, spacing: spacing)
  }

  /// The items overlapping `span` (along the axis, in the stack's space).
  private func items(overlapping span: ClosedRange<CGFloat>) -> Range<Int> {
    lengths.rows(overlapping: span, estimate: estimatedLength, spacing: spacing)
  }

  /// What is shown, along the axis, in the stack's space; nil outside a scroll view.
  private func shownSpan(of node: ViewNode) -> ClosedRange<CGFloat>? {
    guard let viewport else { return nil }
    let visible = viewport.visibleContentRect
    let low = visible.origin[axis] - originInContent[axis]
    return low...(low + visible.size[axis])
  }

  func placeChildren(in size: CGSize, node: ViewNode) {
    originInContent = Self.origin(of: node)
    if viewport != nil, !node.graph.buildsRowsLazily {
      // Lazy building switched off since the last update: every row, from this layout on.
      viewport = nil
      let total = totalLength
      build(0..<items.count, in: node, animated: false)
      measureBuiltRows(cross: size[axis.other], in: node)
      if abs(totalLength - total) > 0.01 {
        node.graph.enqueueAfterUpdate { [weak node] in
          guard let node, node.isAlive else { return }
          node.invalidateLayout()
        }
      }
    }
    if let shown = shownSpan(of: node) {
      viewport?.follow(self)
      let slice = node.graph.rationingSlice
      let wanted = rowsToBuild(showing: shown, buildingAhead: builtInSlice != slice)
      if wanted != built {
        // A frame that builds rows (shown or ahead) builds no more ahead: a jump's frame builds what it shows.
        if !wanted.isEmpty,
          wanted.lowerBound < built.lowerBound || wanted.upperBound > built.upperBound
        {
          builtInSlice = slice
        }
        // The first row shown keeps its place while rows before it are measured.
        let anchor = items(overlapping: shown).first
        let anchorStart = anchor.map(start(of:))
        let total = totalLength
        build(wanted, in: node, animated: false)
        measureBuiltRows(cross: size[axis.other], in: node)
        if let anchor, let anchorStart, anchor < items.count {
          let delta = start(of: anchor) - anchorStart
          if abs(delta) > 0.01 { viewport?.contentShifted(by: delta, along: axis) }
        }
        if abs(totalLength - total) > 0.01 || rowsNeeded(showing: shown) != built {
          // The content's length changed with what was measured, or a row shown moved in: laid out again
          // once this pass is placed.
          node.graph.enqueueAfterUpdate { [weak node] in
            guard let node, node.isAlive else { return }
            node.invalidateLayout()
            node.graph.onNeedsFrame?()
          }
        }
      }
      if !continuationQueued, rowsToBuild(showing: shown, buildingAhead: true) != built {
        // Rows ahead are still to be built: a few more in the next frame's first update.
        continuationQueued = true
        node.graph.enqueueBeforeNextFrame { [weak self, weak node] in
          self?.continuationQueued = false
          guard let node, node.isAlive else { return }
          node.invalidateLayout()
        }
        node.graph.onNeedsFrame?()
      }
    }
    placeBuiltRows(in: size, node: node)
  }

  /// The rows to have nodes now, without building any ahead: every row shown and the rows already built
  /// within `keepAhead` viewports of it (what `rowsToBuild` gives once this update built its rows ahead).
  private func rowsNeeded(showing shown: ClosedRange<CGFloat>) -> Range<Int> {
    rowsToBuild(showing: shown, buildingAhead: false)
  }

  /// The rows to have nodes while `shown` (along the axis, in the stack's space) is shown: every row shown, the
  /// rows already built within `keepAhead` viewports of it, and, `buildingAhead`, up to `rowsAheadPerFrame`
  /// more of the rows within `buildAhead` viewports (the side with more of them missing first). After a jump
  /// (nothing built near what is shown) the rows shown are built and the rows ahead follow, a few a frame.
  private func rowsToBuild(showing shown: ClosedRange<CGFloat>, buildingAhead: Bool) -> Range<Int> {
    let length = shown.upperBound - shown.lowerBound
    let needed = items(overlapping: shown)
    let wanted = items(overlapping: around(shown, by: length * Self.buildAhead))
    let kept = built.clamped(to: items(overlapping: around(shown, by: length * Self.keepAhead)))
    var low = needed.lowerBound
    var high = needed.upperBound
    if !kept.isEmpty, kept.lowerBound <= needed.upperBound, kept.upperBound >= needed.lowerBound {
      low = min(low, kept.lowerBound)
      high = max(high, kept.upperBound)
    }
    guard buildingAhead else { return low..<max(low, high) }
    var budget = Self.rowsAheadPerFrame
    let missingBefore = max(low - wanted.lowerBound, 0)
    let missingAfter = max(wanted.upperBound - high, 0)
    if missingAfter >= missingBefore {
      let after = min(budget, missingAfter)
      high += after
      budget -= after
      low -= min(budget, missingBefore)
    } else {
      let before = min(budget, missingBefore)
      low -= before
      budget -= before
      high += min(budget, missingAfter)
    }
    return low..<max(low, high)
  }

  private func around(_ span: ClosedRange<CGFloat>, by margin: CGFloat) -> ClosedRange<CGFloat> {
    (span.lowerBound - margin)...(span.upperBound + margin)
  }

  private func placeBuiltRows(in size: CGSize, node: ViewNode) {
    let proposal = rowProposal(cross: size[axis.other])
    let children = builtChildren(of: node)
    // Measured first: what they measure changes the estimate the rows before them are placed with.
    let sizes = children.enumerated().map { offset, child in
      let childSize = child.sizeThatFits(proposal)
      record(childSize[axis], at: built.lowerBound + offset)
      return childSize
    }
    var position = start(of: built.lowerBound)
    let line = guide.flatMap {
      $0.counts(in: node.graph) ? lineUp($0, children, sizes: sizes) : nil
    }
    for (index, (child, childSize)) in zip(children, sizes).enumerated() {
      var origin = CGPoint.zero
      origin[axis] = position
      origin[axis.other] = (size[axis.other] - childSize[axis.other]) * alignment
      if let line {
        origin[axis.other] =
          line.offsets[index] + max(size[axis.other] - line.length, 0) * min(max(alignment, 0), 1)
      }
      child.frame = CGRect(origin: origin, size: childSize)
      position += childSize[axis] + spacing
    }
  }

  /// Builds and places the rows around the one whose identity includes `id`, so a `ScrollViewReader` can
  /// scroll to it; false when no row has it.
  func buildRows(around id: AnyHashable) -> Bool {
    guard let node, let size = node.lastPlacedSize,
      let index = items.firstIndex(where: { $0.path.components.contains(.explicit(id)) })
    else { return false }
    build(max(index - 2, 0)..<min(index + 3, items.count), in: node, animated: false)
    placeBuiltRows(in: size, node: node)
    for child in builtChildren(of: node) { child.place(in: child.frame.size) }
    return true
  }

  /// The stack's origin in the scroll content's space (the node just below the scroll view).
  private static func origin(of node: ViewNode) -> CGPoint {
    var origin = CGPoint.zero
    var current: ViewNode? = node
    while let child = current, let parent = child.parent {
      if parent.layout is any ViewportLayout { break }
      origin.x += child.frame.minX
      origin.y += child.frame.minY
      current = parent
    }
    return origin
  }

  /// Whether what is shown now (in the scroll content's space) needs rows built or released: a row shown is
  /// not built, fewer than half the rows ahead are, or rows lie built far beyond `keepAhead`. The container is
  /// then laid out again (on the next frame's update), building and releasing several rows at once: each
  /// layout pass costs more than the rows it builds.
  func needsRebuild(showing visible: CGRect) -> Bool {
    guard node != nil, !items.isEmpty else { return false }
    let low = visible.origin[axis] - originInContent[axis]
    let shown = low...(low + visible.size[axis])
    let length = visible.size[axis]
    func covers(_ range: Range<Int>) -> Bool {
      range.isEmpty
        || (built.lowerBound <= range.lowerBound && range.upperBound <= built.upperBound)
    }
    let far = items(overlapping: around(shown, by: length * (Self.keepAhead + Self.buildAhead)))
    return !covers(items(overlapping: around(shown, by: length * Self.buildAhead / 2)))
      || built.lowerBound < far.lowerBound || built.upperBound > far.upperBound
  }

  // MARK: Building

  /// Gives nodes to the items in `range` and releases the others, keeping released rows' state. From an
  /// update (`animated`) the rows' values are new: built rows take them and data changes animate. Otherwise
  /// the container is scrolling: rows come and go quietly and the rows still built are left as they are
  /// (their values are those of the last update), so a frame costs the rows it adds, not every row built.
  private func build(_ range: Range<Int>, in node: ViewNode, animated: Bool) {
    let range = range.clamped(to: 0..<items.count)
    let graph = node.graph
    var current: [ViewPath: ViewNode] = [:]
    for child in node.children where child.role == 0 && !child.isRemoving {
      current[child.path] = child
    }
    var resolved: [ResolvedChild] = []
    resolved.reserveCapacity(range.count)
    var restoring = false
    for index in range {
      let item = items[index]
      if let existing = current.removeValue(forKey: item.path) {
        guard animated else {
          resolved.append(
            ResolvedChild(
              path: existing.path, view: existing.view, isGroupMember: existing.isGroupMember))
          continue
        }
      } else if keptState[item.path] != nil {
        restoring = true
      }
      resolved.append(row(at: index))
    }
    for child in current.values { keepState(of: child) }
    if restoring {
      graph.restoringSlots = { [unowned self] new in self.restoredSlots(for: new, in: node) }
    }
    let transaction = graph.passTransaction
    if !animated {
      // Rows come and go with scrolling, never with a transition.
      var quiet = Transaction()
      quiet.disablesAnimations = true
      graph.passTransaction = quiet
    }
    node.reconcileChildren(resolved, updatingExisting: animated)
    graph.passTransaction = transaction
    if restoring {
      graph.restoringSlots = nil
      for item in items[range] { keptState[item.path] = nil }
    }
    built = range
    // The rows released (gone from the tree, their disappearance told) are freed over the next frames: a
    // jump's frame builds a screenful of rows and would free as many (DeferredRelease.swift).
    if !current.isEmpty { graph.releaseLater(Array(current.values)) }
  }

  /// Item `index` as its row is built.
  private func row(at index: Int) -> ResolvedChild {
    var item = items[index]
    if let makeRow { item.view = makeRow(index, item) }
    return item
  }

  /// Records the state kept in a row's subtree (what hears of its end — tasks — is not kept, nor state still
  /// holding its initial value, which building the row again makes the same: scrolling through a long list
  /// leaves nothing behind for rows nobody touched).
  private func keepState(of row: ViewNode) {
    var slots: [[NodeKey]: [AnyObject]] = [:]
    var keys: [NodeKey] = []
    func visit(_ node: ViewNode) {
      keys.append(NodeKey(path: node.path, type: node.typeID))
      let nodeSlots = node.propertySlots
      if !nodeSlots.isEmpty,
        !nodeSlots.allSatisfy({ ($0 as? any InitialValueSlot)?.holdsInitialValue == true }),
        !nodeSlots.contains(where: { $0 is NodeLifetimeObserver })
      {
        slots[keys] = nodeSlots
      }
      for child in node.children where !child.isRemoving { visit(child) }
      keys.removeLast()
    }
    visit(row)
    keptState[row.path] = slots.isEmpty ? nil : slots
  }

  /// The slots a node being built under a row whose state was kept takes over.
  private func restoredSlots(for new: ViewNode, in container: ViewNode) -> [AnyObject]? {
    var keys: [NodeKey] = []
    var current: ViewNode? = new
    while let node = current, node !== container {
      keys.append(NodeKey(path: node.path, type: node.typeID))
      if node.parent === container {
        return keptState[node.path]?[keys.reversed()]
      }
      current = node.parent
    }
    return nil
  }
}

/// A property slot that can tell whether it still holds what its view started with (`@State` never written,
/// an `onChange` value never changed, a button not pressed, what is resolved from the view on every update).
@MainActor protocol InitialValueSlot: AnyObject {
  var holdsInitialValue: Bool { get }
}

extension StateStorage: InitialValueSlot {
  var holdsInitialValue: Bool { !wasSet }
}
