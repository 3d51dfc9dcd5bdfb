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
  /// Each item's length along the axis once measured (NaN until then), and their sum.
  private var lengths: [CGFloat] = []
  private var measuredLength: CGFloat = 0
  private var measuredCount = 0
  /// Lengths by identity, so a row keeps its measured length when rows are inserted before it.
  private var lengthByPath: [ViewPath: CGFloat] = [:]
  /// The items that have nodes.
  private(set) var built: Range<Int> = 0..<0
  /// The stretch (along the axis, in the stack's space) the built rows cover, and the stack's origin in the
  /// scroll content's space when last placed.
  private var builtSpan: ClosedRange<CGFloat> = 0...0
  private var originInContent: CGPoint = .zero
  /// Property slots of released rows, by row identity, then by the path from the row down to the node.
  private var keptState: [ViewPath: [[NodeKey]: [AnyObject]]] = [:]

  struct NodeKey: Hashable {
    let path: ViewPath
    let type: ObjectIdentifier
  }

  /// Rows are built this far (in viewport lengths) beyond what is shown; released beyond three times that.
  static let buildAhead: CGFloat = 1
  /// The length a row counts with before any is measured (a list row's minimum height).
  static let defaultEstimate: CGFloat = 44

  /// `SWIFTUI_LAZY_ROWS=0` builds every row, as a plain stack does (to compare figures).
  nonisolated static let buildsLazily =
    ProcessInfo.processInfo.environment["SWIFTUI_LAZY_ROWS"] != "0"

  init(axis: Axis) { self.axis = axis }

  /// The average measured length: what rows not built yet count with.
  var estimatedLength: CGFloat {
    measuredCount > 0 ? measuredLength / CGFloat(measuredCount) : Self.defaultEstimate
  }

  /// Takes the rows' new view values and updates the rows that have nodes, with the pass's transaction (data
  /// changes animate as in a stack). Called from the container's `makeNode`.
  func update(_ node: ViewNode, items newItems: [ResolvedChild]) {
    self.node = node
    items = newItems
    lengths = [CGFloat](repeating: .nan, count: items.count)
    measuredLength = 0
    measuredCount = 0
    var live = Set<ViewPath>()
    live.reserveCapacity(items.count)
    for (index, item) in items.enumerated() {
      live.insert(item.path)
      if let length = lengthByPath[item.path] {
        lengths[index] = length
        measuredLength += length
        measuredCount += 1
      }
    }
    if lengthByPath.count > live.count {
      lengthByPath = lengthByPath.filter { live.contains($0.key) }
    }
    // State lives while the identity does.
    if !keptState.isEmpty { keptState = keptState.filter { live.contains($0.key) } }
    viewport = Self.buildsLazily ? Self.findViewport(above: node) : nil
    let range: Range<Int>
    if viewport == nil {
      range = 0..<items.count
    } else if node.createdInPass == node.graph.passID, built.isEmpty {
      // Not laid out yet: the first rows, as many as could fill the window, so the first frame shows them.
      range = 0..<min(items.count, firstRows(filling: node.graph.size[axis]))
    } else {
      // The same rows by identity as before (they may have moved in the data).
      let previous = Set(node.children.lazy.filter { $0.role == 0 && !$0.isRemoving }.map(\.path))
      let indices = items.indices.filter { previous.contains(items[$0].path) }
      range = (indices.first ?? 0)..<((indices.last ?? -1) + 1)
    }
    build(range, in: node, animated: true)
  }

  private func firstRows(filling length: CGFloat) -> Int {
    Int((length * (1 + Self.buildAhead) / (estimatedLength + spacing)).rounded(.up)) + 1
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
    guard index < lengths.count else { return }
    let old = lengths[index]
    if old.isNaN {
      measuredCount += 1
      measuredLength += length
    } else {
      measuredLength += length - old
    }
    lengths[index] = length
    lengthByPath[items[index].path] = length
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

  var totalLength: CGFloat {
    guard !items.isEmpty else { return 0 }
    let estimated = CGFloat(items.count - measuredCount) * estimatedLength
    return measuredLength + estimated + spacing * CGFloat(items.count - 1)
  }

  private func length(at index: Int) -> CGFloat {
    let length = lengths[index]
    return length.isNaN ? estimatedLength : length
  }

  /// Where item `index` starts along the axis.
  private func start(of index: Int) -> CGFloat {
    var position: CGFloat = 0
    for i in 0..<index { position += length(at: i) + spacing }
    return position
  }

  /// The items overlapping `span` (along the axis, in the stack's space).
  private func items(overlapping span: ClosedRange<CGFloat>) -> Range<Int> {
    var position: CGFloat = 0
    var first: Int?
    for index in items.indices {
      let end = position + length(at: index)
      if first == nil, end >= span.lowerBound { first = index }
      if position > span.upperBound { return (first ?? index)..<index }
      position = end + spacing
    }
    return (first ?? items.count)..<items.count
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
    if let shown = shownSpan(of: node) {
      viewport?.follow(self)
      let ahead = (shown.upperBound - shown.lowerBound) * Self.buildAhead
      let wanted = items(overlapping: (shown.lowerBound - ahead)...(shown.upperBound + ahead))
      if wanted != built {
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
        if abs(totalLength - total) > 0.01 {
          // The content's length changed with what was measured: laid out again once this pass is placed.
          node.graph.enqueueAfterUpdate { [weak node] in
            guard let node, node.isAlive else { return }
            node.invalidateLayout()
            node.graph.onNeedsFrame?()
          }
        }
      }
    }
    placeBuiltRows(in: size, node: node)
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
    let spanStart = position
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
    builtSpan = spanStart...max(spanStart, position - spacing)
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

  /// Whether what is shown now (in the scroll content's space) has moved past the rows built for it, or far
  /// from them: the container is laid out again to build and release rows.
  func needsRebuild(showing visible: CGRect) -> Bool {
    guard node != nil, !items.isEmpty else { return false }
    let low = visible.origin[axis] - originInContent[axis]
    let high = low + visible.size[axis]
    let ahead = visible.size[axis] * Self.buildAhead
    let uncoveredBefore = built.lowerBound > 0 && low - ahead / 2 < builtSpan.lowerBound
    let uncoveredAfter = built.upperBound < items.count && high + ahead / 2 > builtSpan.upperBound
    let farBefore = builtSpan.lowerBound < low - 3 * ahead - visible.size[axis]
    let farAfter = builtSpan.upperBound > high + 3 * ahead + visible.size[axis]
    return uncoveredBefore || uncoveredAfter || farBefore || farAfter
  }

  // MARK: Building

  /// Gives nodes to the items in `range` and releases the others, keeping released rows' state.
  private func build(_ range: Range<Int>, in node: ViewNode, animated: Bool) {
    let range = range.clamped(to: 0..<items.count)
    let graph = node.graph
    let wanted = Set(items[range].lazy.map(\.path))
    for child in node.children where child.role == 0 && !child.isRemoving {
      if !wanted.contains(child.path) { keepState(of: child) }
    }
    let restoring = items[range].contains { keptState[$0.path] != nil }
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
    node.reconcileChildren(Array(items[range]))
    graph.passTransaction = transaction
    if restoring {
      graph.restoringSlots = nil
      for item in items[range] { keptState[item.path] = nil }
    }
    built = range
  }

  /// Records the state kept in a row's subtree (what hears of its end — tasks — is not kept).
  private func keepState(of row: ViewNode) {
    var slots: [[NodeKey]: [AnyObject]] = [:]
    func visit(_ node: ViewNode, keys: [NodeKey]) {
      let keys = keys + [NodeKey(path: node.path, type: node.typeID)]
      if !node.propertySlots.isEmpty,
        !node.propertySlots.contains(where: { $0 is NodeLifetimeObserver })
      {
        slots[keys] = node.propertySlots
      }
      for child in node.children where !child.isRemoving { visit(child, keys: keys) }
    }
    visit(row, keys: [])
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
