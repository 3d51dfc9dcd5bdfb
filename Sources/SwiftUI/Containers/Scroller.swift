import Foundation

/// The scrolling state of one scroll view (or paging TabView): offset, finger tracking, momentum, wheel.
/// Lives in the node's storage, so the position survives updates. Scrolling moves the content node's frame
/// directly and redraws; it needs no update pass or layout.
@MainActor final class Scroller: ScrollTarget {
  weak var node: ViewNode?
  var axes: Axis.Set = .vertical
  var showsIndicators = true
  /// Rests only on multiples of the viewport (a page TabView).
  var paging = false
  /// Told the vertical offset whenever the content moves (the navigation bar shows its background once the
  /// content has scrolled under it).
  var onVerticalScroll: ((CGFloat) -> Void)?
  /// Told the page a paging scroller is heading for, when the finger lifts or the wheel stops.
  var onPageChange: ((Int) -> Void)?

  // What the scroll view was told from outside (ScrollBehavior.swift).
  var targetKind = ScrollTargetKind.free
  var defaultAnchor: UnitPoint?
  var anchorApplied = false
  var dismissesKeyboard = ScrollDismissesKeyboardMode.automatic
  var geometryObservers: [ScrollGeometryObserver] = []
  var positionBinding: ScrollPositionBinding?
  var observersScheduled = false
  /// `.scrollPosition` reports once the user has scrolled (it stays nil until then, as on iOS).
  var userScrolled = false
  var reportedPosition: AnyHashable?
  var hasContentMargins = false

  /// How far the content is scrolled: positive moves it up/left. May lie outside `range` while stretched.
  private(set) var offset: CGPoint = .zero
  private(set) var contentSize: CGSize = .zero
  private(set) var viewport: CGSize = .zero
  /// Right to left the content's leading edge is its right one: a horizontal scroll view starts at the right
  /// end and keeps that end in place as the content grows; page 0 is the rightmost page. Offsets stay
  /// physical (a finger moving right moves the content right).
  var rightToLeft = false
  /// Where the content sits across an axis it does not scroll on (centred when smaller).
  private var crossOrigin: CGPoint = .zero

  private var motions: [Axis: ScrollMotion] = [:]
  /// The lazy containers in the content, told when what is shown moves.
  var lazyRows: [WeakLazyRows] = []
  private var drag: (anchor: CGPoint, startOffset: CGPoint)?
  private var frameScheduled = false
  private var wheelSnapPending = false
  private var lastWheel: Double = -.infinity
  /// For the indicator: when scrolling started and last moved.
  private var activityStart: Double = -.infinity
  private var lastActivity: Double = -.infinity

  var isDragging: Bool { drag != nil }
  var isMoving: Bool { !motions.isEmpty || drag != nil }

  func scrolls(_ axis: Axis) -> Bool {
    axes.contains(axis == .horizontal ? .horizontal : .vertical)
  }

  var scrollAxes: [Axis] { Axis.allCases.filter(scrolls) }

  /// `.scrollBounceBehavior(.basedOnSize)`: the axes along which content that fits stays still.
  var stillWhenFitting: Axis.Set = []

  /// Whether a finger can move the content along `axis`.
  func canMove(_ axis: Axis) -> Bool {
    guard scrolls(axis) else { return false }
    guard stillWhenFitting.contains(axis == .horizontal ? .horizontal : .vertical) else {
      return true
    }
    let r = range(axis)
    return r.upperBound > r.lowerBound + 0.5
  }

  func range(_ axis: Axis) -> ClosedRange<CGFloat> {
    let insets = contentInsets
    let top =
      axis == .vertical ? -(refresh?.inset ?? 0) - insets.top : -insets.leading
    let end = axis == .vertical ? insets.bottom : insets.trailing
    return top...max(contentSize[axis] - viewport[axis] + end, top)
  }

  /// The scroll view's size at its last placement (before it, its first proposal): what content sized by
  /// `containerRelativeFrame` measures against.
  var containerSize: CGSize?

  /// The views that measured against `containerSize`, by node: only they (and what encloses them, up to the
  /// scroll view) are measured again when it changes, not all the content (a column of a thousand labels whose
  /// widest one changed would otherwise be measured twice more in every layout).
  private var containerSizeReaders: [ObjectIdentifier: Weak] = [:]

  func containerSizeRead(by node: ViewNode) {
    if containerSizeReaders[ObjectIdentifier(node)]?.node !== node {
      containerSizeReaders[ObjectIdentifier(node)] = Weak(node)
    }
  }

  /// Lazy rows (which build what the viewport shows) are laid out again too.
  func containerSizeDidChange(below scrollNode: ViewNode) {
    containerSizeReaders = containerSizeReaders.filter { $0.value.node?.isAlive == true }
    let lazyNodes = lazyRows.compactMap { $0.rows?.node }
    for reader in containerSizeReaders.values.map(\.node) + lazyNodes {
      var node = reader
      while let current = node, current !== scrollNode {
        current.layoutPart?.subtreeDidChange()
        node = current.parent
      }
    }
  }

  // MARK: Safe area insets

  /// What each `.safeAreaInset` around the scroll view (by its node) takes from the scroll view's edges: the
  /// content scrolls under it and can be scrolled clear of it.
  private var safeAreaInsets: [(node: Weak, insets: EdgeInsets)] = []
  final class Weak {
    weak var node: ViewNode?
    init(_ node: ViewNode) { self.node = node }
  }

  /// How far the scroll view reaches under the bottom of the safe area (the home indicator's 34 pt on a
  /// phone), as iOS scroll views do: the content scrolls under it and rests above it.
  var safeAreaBottom: CGFloat = 0

  /// How far the scroll view reaches up under the status bar and a navigation bar: the content scrolls
  /// under them and rests below them.
  private(set) var safeAreaTop: CGFloat = 0

  /// The sum of the insets given to this scroll view (and the large title's room, and the safe area it
  /// reaches into).
  var contentInsets: EdgeInsets {
    let title = EdgeInsets(
      top: largeTitleInset + safeAreaTop, leading: 0, bottom: safeAreaBottom, trailing: 0)
    return safeAreaInsets.reduce(into: title) { sum, entry in
      sum.top += entry.insets.top
      sum.leading += entry.insets.leading
      sum.bottom += entry.insets.bottom
      sum.trailing += entry.insets.trailing
    }
  }

  /// Records the inset one modifier gives; the content keeps its place below a top (or beside a leading)
  /// inset that grows.
  func setSafeAreaInsets(_ insets: EdgeInsets, from modifier: ViewNode) {
    safeAreaInsets.removeAll { $0.node.node == nil }
    let before = contentInsets
    if let index = safeAreaInsets.firstIndex(where: { $0.node.node === modifier }) {
      safeAreaInsets[index].insets = insets
    } else {
      safeAreaInsets.append((Weak(modifier), insets))
    }
    let after = contentInsets
    offset.y -= after.top - before.top
    offset.x -= after.leading - before.leading
  }

  /// The navigation bar's large title, when this scroll view carries it (LargeTitleCarrier): room above the
  /// content that scrolls with it, so the content rests below the title and scrolls up under the bar.
  private(set) var largeTitleInset: CGFloat = 0

  /// Sets the room above the content (the large title's and the safe area's the scroll view reaches into);
  /// the content keeps its place on screen as it grows, since the scroll view moves up by as much.
  func setTopRoom(largeTitle: CGFloat, safeArea: CGFloat) {
    let delta = largeTitle + safeArea - largeTitleInset - safeAreaTop
    (largeTitleInset, safeAreaTop) = (largeTitle, safeArea)
    if delta != 0 { contentShifted(by: -delta, along: .vertical) }
  }

  /// The insets at `edge` given by modifiers enclosing `modifier` (they sit nearer the edge).
  func outerInset(at edge: Edge, inside modifier: ViewNode) -> CGFloat {
    var total: CGFloat = 0
    for entry in safeAreaInsets {
      guard let node = entry.node.node, node !== modifier else { continue }
      var ancestor = modifier.parent
      while let current = ancestor, current !== node { ancestor = current.parent }
      guard ancestor != nil else { continue }
      switch edge {
      case .top: total += entry.insets.top
      case .bottom: total += entry.insets.bottom
      case .leading: total += entry.insets.leading
      case .trailing: total += entry.insets.trailing
      }
    }
    return total
  }

  /// Pull to refresh (`.refreshable`): told how far the content is pulled down and when the finger lifts.
  var refresh: RefreshController?

  private var now: Double { node?.graph.clock.now ?? 0 }

  // MARK: Layout

  /// Called by the layout after measuring: keeps the offset in range unless the user is moving it.
  func layoutDidChange(viewport: CGSize, contentSize: CGSize) {
    defer { scheduleObservers() }
    // Anchored at the bottom and showing the end, the scroll view keeps showing it as the content grows.
    let keepsEnd =
      anchorApplied && (defaultAnchor?.y ?? 0) >= 1 && !isMoving
      && abs(offset.y - range(.vertical).upperBound) < 1
    let oldViewport = self.viewport
    let oldEnd = range(.horizontal).upperBound
    self.viewport = viewport
    self.contentSize = contentSize
    let insets = contentInsets
    for axis in Axis.allCases where !scrolls(axis) {
      let start = axis == .horizontal ? insets.leading : insets.top
      let end = axis == .horizontal ? insets.trailing : insets.bottom
      crossOrigin[axis] = start + (viewport[axis] - start - end - contentSize[axis]) / 2
    }
    if paging, let axis = scrollAxes.first {
      // Stay on the same page when the viewport changes size; go to a page asked for before the first layout.
      let page =
        pendingPage.map(physicalPage)
        ?? (oldViewport[axis] > 0
          ? Int((offset[axis] / oldViewport[axis]).rounded()) : physicalPage(0))
      guard viewport[axis] > 0 else { return }
      pendingPage = nil
      if !isMoving {
        let r = range(axis)
        offset[axis] = min(max(CGFloat(page) * viewport[axis], r.lowerBound), r.upperBound)
      }
      return
    }
    guard !isMoving else { return }
    if rightToLeft, scrolls(.horizontal) {
      offset.x = range(.horizontal).upperBound - (oldEnd - offset.x)
    }
    for axis in scrollAxes {
      let r = range(axis)
      offset[axis] = min(max(offset[axis], r.lowerBound), r.upperBound)
    }
    if let anchor = defaultAnchor, !anchorApplied, viewport != .zero, contentSize != .zero {
      anchorApplied = true
      for axis in scrollAxes {
        let r = range(axis)
        offset[axis] =
          r.lowerBound + (r.upperBound - r.lowerBound) * (axis == .vertical ? anchor.y : anchor.x)
      }
    } else if keepsEnd {
      offset.y = range(.vertical).upperBound
    }
  }

  private var pendingPage: Int?

  /// The content's top-left corner in the scroll view.
  var contentOrigin: CGPoint {
    var origin = crossOrigin
    for axis in scrollAxes { origin[axis] = -offset[axis] }
    return origin
  }

  /// Moves the content node to the current offset and asks for a frame.
  private func apply() {
    guard let node, node.isAlive, let content = node.children(role: 0).first else { return }
    let origin = contentOrigin
    var frame = content.frame
    guard frame.origin != origin else { return }
    frame.origin = origin
    content.frame = frame
    reportVerticalOffset()
    scheduleObservers()
    buildLazyRowsShown()
    let vector = [
      Double(frame.minX), Double(frame.minY), Double(frame.width), Double(frame.height),
    ]
    if content.frameTrack == nil {
      content.frameTrack = AnimatedVector(vector)
    } else {
      content.frameTrack!.set(vector, animation: nil, at: now)
    }
    node.setNeedsRedraw()
  }

  private var reportedOffset: CGFloat?
  private var reportedBeneath: Bool?
  /// Told whether the content runs under the bars along the bottom (ContentBeneathBar), when that changes.
  var onBottomEdge: ((Bool) -> Void)?

  /// Tells `onVerticalScroll` where the content is, when that changed (a scroll, or layout keeping the offset
  /// in range).
  func reportVerticalOffset() {
    if let onBottomEdge {
      // Under the bars along the bottom is what the scroll view reaches past the safe area's bottom.
      let beneath =
        safeAreaBottom > 0
        && contentSize.height - offset.y > viewport.height - safeAreaBottom + 0.5
      if beneath != reportedBeneath {
        reportedBeneath = beneath
        onBottomEdge(beneath)
      }
    }
    guard let onVerticalScroll, reportedOffset != offset.y else { return }
    reportedOffset = offset.y
    onVerticalScroll(offset.y)
  }

  func setOffset(_ newOffset: CGPoint) {
    offset = newOffset
    markActivity()
    apply()
    refresh?.pulled(to: -offset.y - contentInsets.top, dragging: drag != nil)
  }

  /// Lets the content settle into a changed range (a refresh's room appearing or going).
  func settleIntoRange() {
    guard drag == nil else { return }
    release(velocity: .zero)
  }

  // MARK: Finger

  /// A touch came down: a moving scroll view stops where it is. Returns true when it was moving fast enough
  /// that the touch only means "stop" (so it must not reach a button).
  func touchDown() -> Bool {
    var fast = false
    let time = now
    for axis in Array(motions.keys) {
      guard var motion = motions[axis] else { continue }
      let sample = motion.sample(at: time)
      offset[axis] = sample.position
      if abs(sample.velocity) > 50 { fast = true }
    }
    motions.removeAll()
    apply()
    return fast
  }

  func beginDrag(at point: CGPoint) {
    var start = offset
    for axis in scrollAxes {
      start[axis] = RubberBand.raw(offset[axis], range: range(axis), dimension: viewport[axis])
    }
    drag = (point, start)
    motions.removeAll()
    markActivity()
    dragBegan()
  }

  func dragMoved(to point: CGPoint) {
    guard let drag else { return }
    var newOffset = offset
    for axis in scrollAxes where canMove(axis) {
      let raw = drag.startOffset[axis] - (point[axis] - drag.anchor[axis])
      newOffset[axis] = RubberBand.banded(raw, range: range(axis), dimension: viewport[axis])
    }
    setOffset(newOffset)
  }

  /// `velocity` is the finger's, in points per second.
  func endDrag(velocity: CGSize) {
    guard drag != nil else { return }
    lastDragStartPage = dragStartPage
    drag = nil
    refresh?.released(at: -offset.y - contentInsets.top)
    release(velocity: CGPoint(x: -velocity.width, y: -velocity.height))
  }

  /// The touch ended without scrolling (a tap, or a touch that stopped the motion): settle if stretched.
  func touchUpWithoutDrag() {
    guard drag == nil, motions.isEmpty else { return }
    lastDragStartPage = nil
    release(velocity: .zero)
  }

  private func release(velocity: CGPoint) {
    let time = now
    for axis in scrollAxes {
      let r = range(axis)
      let lower = Double(r.lowerBound)
      let upper = Double(r.upperBound)
      let x = Double(offset[axis])
      let v = Double(velocity[axis])
      if paging {
        let target = pageTarget(axis: axis, velocity: v)
        motions[axis] = ScrollMotion(position: x, velocity: v, target: target, at: time)
        if viewport[axis] > 0 {
          onPageChange?(physicalPage(Int((target / Double(viewport[axis])).rounded())))
        }
      } else if let target = alignedTarget(
        axis: axis, position: x, velocity: v, range: lower...upper)
      {
        motions[axis] = ScrollMotion(position: x, velocity: v, target: target, at: time)
      } else if x < lower || x > upper || abs(v) > 1 {
        motions[axis] = ScrollMotion(position: x, velocity: v, range: lower...upper, at: time)
      }
    }
    markActivity()
    scheduleFrame()
  }

  // MARK: Paging

  var pageCount: Int {
    guard paging else { return 1 }
    let axis = scrollAxes.first ?? .horizontal
    guard viewport[axis] > 0 else { return 1 }
    return max(Int((contentSize[axis] / viewport[axis]).rounded()), 1)
  }

  var currentPage: Int {
    let axis = scrollAxes.first ?? .horizontal
    guard viewport[axis] > 0 else { return 0 }
    let target = motions[axis]?.restingPosition ?? Double(offset[axis])
    return physicalPage(Int((target / Double(viewport[axis])).rounded()))
  }

  /// A page's place from the left: right to left, page 0 is the last from the left. (Its own inverse.)
  func physicalPage(_ page: Int) -> Int {
    rightToLeft ? max(pageCount - 1 - page, 0) : page
  }

  /// A flick goes one page on from the page the drag started on; a slow release goes to the nearest page.
  private func pageTarget(axis: Axis, velocity: Double) -> Double {
    let size = Double(viewport[axis])
    guard size > 0 else { return 0 }
    let position = Double(offset[axis])
    var page: Double
    if let startPage = dragStartPage, abs(velocity) > 300 {
      page = startPage + (velocity > 0 ? 1 : -1)
      // A flick against a drag that already passed halfway still lands on the nearer page.
      if velocity > 0 {
        page = max(page, (position / size).rounded(.down))
      } else {
        page = min(page, (position / size).rounded(.up))
      }
    } else {
      page = (position / size).rounded()
    }
    let last = Double(max(pageCount - 1, 0))
    return min(max(page, 0), last) * size
  }

  private var dragStartPage: Double? {
    guard let drag, let axis = scrollAxes.first, viewport[axis] > 0 else {
      return lastDragStartPage
    }
    return (drag.startOffset[axis] / viewport[axis]).rounded()
  }
  private var lastDragStartPage: Double?

  /// Shows page `index`, with a spring when `animated`.
  func scroll(toPage index: Int, animated: Bool) {
    guard let axis = scrollAxes.first else { return }
    guard viewport[axis] > 0 else {
      pendingPage = index
      return
    }
    let target = Double(CGFloat(physicalPage(index)) * viewport[axis])
    if animated {
      let time = now
      var velocity = 0.0
      if var motion = motions[axis] { velocity = motion.sample(at: time).velocity }
      motions[axis] = ScrollMotion(
        position: Double(offset[axis]), velocity: velocity, target: target, at: time)
      markActivity()
      scheduleFrame()
    } else {
      motions.removeAll()
      offset[axis] = CGFloat(target)
      apply()
    }
  }

  /// Brings `offset` into view on each scrolling axis, with a spring when `animated` (ScrollViewReader).
  func scroll(to target: CGPoint, animated: Bool) {
    var clamped = offset
    for axis in scrollAxes {
      let r = range(axis)
      clamped[axis] = min(max(target[axis], r.lowerBound), r.upperBound)
    }
    if animated {
      let time = now
      for axis in scrollAxes {
        motions[axis] = ScrollMotion(
          position: Double(offset[axis]), velocity: 0, target: Double(clamped[axis]), at: time,
          omega: 12)
      }
      markActivity()
      scheduleFrame()
    } else {
      motions.removeAll()
      setOffset(clamped)
    }
  }

  // MARK: Wheel and trackpad

  /// `delta` moves the viewport: positive `height` scrolls toward the end (the content moves up).
  func scroll(by delta: CGSize) -> Bool {
    guard drag == nil else { return true }
    var newOffset = offset
    var moved = false
    let time = now
    for axis in scrollAxes {
      let d = axis == .horizontal ? delta.width : delta.height
      guard d != 0 else { continue }
      if var motion = motions.removeValue(forKey: axis) {
        newOffset[axis] = CGFloat(motion.sample(at: time).position)
      }
      let r = range(axis)
      let value = min(max(newOffset[axis] + d, r.lowerBound), r.upperBound)
      if value != newOffset[axis] {
        newOffset[axis] = value
        moved = true
      }
    }
    guard moved else { return false }
    setOffset(newOffset)
    if paging {
      lastWheel = time
      wheelSnapPending = true
    }
    scheduleFrame()
    return true
  }

  // MARK: Frames

  /// Steps momentum and fades the indicator once per frame. Uses the graph's timed callbacks, which keep the
  /// host drawing frames while one is pending.
  private func scheduleFrame() {
    guard !frameScheduled, let graph = node?.graph else { return }
    frameScheduled = true
    graph.completions.append(
      (
        graph.clock.now + 1.0 / 120,
        { [weak self] in
          guard let self else { return }
          self.frameScheduled = false
          self.step()
        }
      ))
    graph.onNeedsFrame?()
  }

  private func step() {
    guard let node, node.isAlive else { return }
    let time = now
    var newOffset = offset
    for axis in Array(motions.keys) {
      guard var motion = motions[axis] else { continue }
      let sample = motion.sample(at: time)
      newOffset[axis] = CGFloat(sample.position)
      motions[axis] = sample.done ? nil : motion
    }
    if wheelSnapPending && time - lastWheel > 0.15 {
      wheelSnapPending = false
      lastDragStartPage = nil
      release(velocity: .zero)
    }
    if newOffset != offset { setOffset(newOffset) } else if !motions.isEmpty { markActivity() }
    if !motions.isEmpty || wheelSnapPending || indicatorOpacity(at: time) > 0 {
      scheduleFrame()
    }
    node.setNeedsRedraw()
  }

  // MARK: Indicator

  private func markActivity() {
    let time = now
    if time - lastActivity > 0.8 { activityStart = time }
    lastActivity = time
  }

  /// Fades in as scrolling starts, stays while it moves, fades out half a second after it stopped.
  func indicatorOpacity(at time: Double) -> Double {
    if isMoving { return min(max((time - activityStart) / 0.1, 0), 1) }
    let since = time - lastActivity
    let fadeIn = min(max((time - activityStart) / 0.1, 0), 1)
    return min(fadeIn, min(max(1 - (since - 0.5) / 0.3, 0), 1))
  }
}

extension ViewNode {
  /// This node draws differently without a layout change (scrolled content): cached layers above it are stale.
  func setNeedsRedraw() {
    var node: ViewNode? = self
    while let current = node {
      current.contentVersion &+= 1
      node = current.parent
    }
    graph.onNeedsFrame?()
  }
}

// MARK: Lazy content

extension Scroller: ContentViewport {
  var visibleContentRect: CGRect {
    var origin = CGPoint.zero
    for axis in scrollAxes { origin[axis] = offset[axis] }
    return CGRect(origin: origin, size: viewport)
  }

  func follow(_ rows: LazyRows) {
    lazyRows.removeAll { $0.rows == nil || $0.rows === rows }
    lazyRows.append(WeakLazyRows(rows: rows))
  }

  /// Lazy containers whose built rows no longer cover what is shown are laid out again (on the next frame's
  /// update) to build and release rows.
  func buildLazyRowsShown() {
    guard !lazyRows.isEmpty else { return }
    let visible = visibleContentRect
    for entry in lazyRows {
      guard let rows = entry.rows, let node = rows.node, node.isAlive else { continue }
      if rows.needsRebuild(showing: visible) { node.invalidateLayout() }
    }
  }

  func contentShifted(by delta: CGFloat, along axis: Axis) {
    guard scrolls(axis) else { return }
    offset[axis] += delta
    if var drag {
      drag.startOffset[axis] += delta
      self.drag = drag
    }
    if var motion = motions[axis] {
      let time = now
      let sample = motion.sample(at: time)
      let position = sample.position + Double(delta)
      switch motion.phase {
      case .decelerating:
        let r = motion.range
        motions[axis] = ScrollMotion(
          position: position, velocity: sample.velocity,
          range: r.lowerBound...(r.upperBound + Double(delta)), at: time)
      case .settling(let target):
        motions[axis] = ScrollMotion(
          position: position, velocity: sample.velocity, target: target + Double(delta), at: time)
      }
    }
    guard let node, let content = node.children(role: 0).first else { return }
    content.frame.origin = contentOrigin
  }
}

struct WeakLazyRows {
  weak var rows: LazyRows?
}
