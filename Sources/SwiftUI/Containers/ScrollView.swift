import Foundation

/// A scrollable view: drag (with rubber-banding and momentum), wheel and trackpad, a fading indicator.
public struct ScrollView<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  /// The scroll view's content (old code reaches for it: `ScrollView { … }.content.offset(x:)`).
  public var content: Content
  public var axes: Axis.Set
  public var showsIndicators: Bool
  /// Across the axes it scrolls a ScrollView is as large as its content; a List fills what it is offered.
  var fitsContentAcross = true

  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.content = content()
  }

  func makeNode(_ node: ViewNode) {
    var slot = 0
    let scroller = node.storage(&slot) { Scroller() }
    scroller.node = node
    scroller.axes = axes
    scroller.refresh = axes.contains(.vertical) ? node.environment.refreshController : nil
    scroller.refresh?.scroller = scroller
    scroller.showsIndicators =
      showsIndicators && node.environment.scrollIndicatorVisibility != .hidden
    // A page with a large title offers it to its outermost scroll view; the layout decides whether this one
    // carries it (LargeTitleCarrier).
    let carrier = node.storage(&slot) { LargeTitleCarrier() }
    let titleInset = node.environment.navigationLargeTitleInset
    let offered = axes.contains(.vertical) && titleInset > 0
    carrier.offer(offered ? node.environment.navigationPage : nil, inset: titleInset)
    node.layout = ScrollLayout(
      scroller: scroller, fitsContentAcross: fitsContentAcross,
      titleCarrier: offered ? carrier : nil)
    if axes.contains(.vertical), let page = node.environment.navigationPage {
      // Measured from where the content rests under the bar (the status bar and bar it reaches under).
      scroller.onVerticalScroll = { [weak page, weak carrier, weak scroller] offset in
        let offset = offset + (scroller?.safeAreaTop ?? 0)
        page?.contentDidScroll(to: offset)
        if let carrier, carrier.carrying, let scroller {
          page?.titleDidScroll(to: offset + scroller.largeTitleInset)
        }
      }
    }
    // The tab bar and a bottom toolbar show their background while the content is beneath them.
    let reporter = node.storage(&slot) { BottomBarReporter() }
    if axes.contains(.vertical) {
      reporter.attach(
        [
          node.environment.tabBarAppearance?.contentBeneath,
          node.environment.navigationPage?.contentBeneathBottomBar,
        ].compactMap { $0 })
      scroller.onBottomEdge = { [weak reporter] in reporter?.report($0) }
    } else {
      reporter.attach([])
      scroller.onBottomEdge = nil
    }
    node.drawing = ScrollIndicatorDrawing(scroller: scroller)
    let environment = node.environment
    node.attributes.clipsToBounds = !environment.scrollClipDisabled
    scroller.targetKind = environment.scrollTargetKind
    scroller.paging = environment.scrollTargetKind == .paging
    scroller.defaultAnchor = environment.defaultScrollAnchor
    scroller.dismissesKeyboard = environment.scrollDismissesKeyboard
    scroller.stillWhenFitting = environment.scrollStillWhenFitting
    scroller.geometryObservers = environment.scrollGeometryObservers
    scroller.positionBinding = environment.scrollPositionBinding
    if environment.contentMargins != EdgeInsets() || scroller.hasContentMargins {
      scroller.hasContentMargins = true
      scroller.setSafeAreaInsets(environment.contentMargins, from: node)
    }
    scroller.followPositionBinding(
      node: node, animated: node.graph.effectiveAnimation(at: node) != nil)
    // As on iOS, a vertical scroll view that reaches the top or bottom of the safe area goes on under it (the
    // status bar and a navigation bar, the home indicator and the bars along the bottom), its content inset
    // by as much (ScrollLayout).
    if axes.contains(.vertical) {
      node.attributes.ignoredSafeAreaEdges = [.top, .bottom]
      node.attributes.keepsContentInSafeArea = true
    }
    if node.environment.isEnabled && !node.environment.isScrollDisabled {
      node.attributes.gestures.append(
        GestureAttachment(
          gesture: ScrollPanGesture(scroller: scroller), priority: .normal, isEnabled: true))
    }
    let axis: Axis = axes == .horizontal ? .horizontal : .vertical
    if titleInset > 0 || environment.hasScrollViewOptions {
      node.setContent(
        ScrollContentStack(axis: axis, content: content)
          .transformEnvironment { environment in
            // Only the outermost scroll view may carry the title; what this one was told is its own.
            environment.navigationLargeTitleInset = 0
            environment.clearScrollViewOptions()
          })
    } else {
      node.setContent(ScrollContentStack(axis: axis, content: content))
    }
  }

  /// The scroll view taking all it is offered across its axes too, as a List does.
  func fillingAcross() -> Self {
    var copy = self
    copy.fitsContentAcross = false
    return copy
  }
}

/// Several views in a scroll view stack along its axis, as SwiftUI's implicit stack does.
struct ScrollContentStack: View, PrimitiveView {
  typealias Body = Never
  let axis: Axis
  let content: any View
  func makeNode(_ node: ViewNode) {
    node.layout = StackLayout(axis: axis, alignment: 0.5, spacing: nil)
    node.setContent(content)
  }
}

/// Takes the space offered (its content's size where none is); the content is offered no limit along the
/// scrolling axes and sits at the scroll offset, centred across the others.
struct ScrollLayout: ViewportLayout {
  /// The content sits at the scroll offset, which the scroller keeps in physical points (right to left, it
  /// starts at the right end).
  var placesChildrenPhysically: Bool { true }
  let scroller: Scroller
  var viewport: ContentViewport { scroller }
  /// What the content is offered for a viewport; by default nothing fixed along the scrolling axes.
  var contentProposal: ((CGSize) -> ProposedViewSize)? = nil
  /// Whether it is as large as its content across the axes it does not scroll (a ScrollView), or takes what it
  /// is offered (a List, a page TabView).
  var fitsContentAcross = true
  /// The page's large title, when it is offered to this scroll view.
  var titleCarrier: LargeTitleCarrier? = nil

  /// The insets along each axis the scroll view does not scroll: they pad the content there.
  private var crossInsets: CGSize {
    let insets = scroller.contentInsets
    return CGSize(
      width: scroller.scrolls(.horizontal) ? 0 : insets.leading + insets.trailing,
      height: scroller.scrolls(.vertical) ? 0 : insets.top + insets.bottom)
  }

  private func insetProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    var result = proposal
    let across = crossInsets
    if let width = result.width, across.width > 0 { result.width = max(width - across.width, 0) }
    if let height = result.height, across.height > 0 {
      result.height = max(height - across.height, 0)
    }
    return result
  }

  private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    var result = proposal
    for axis in scroller.scrollAxes { result[axis] = nil }
    return result
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    // Before its first placement the scroll view is as large as the proposal says on the axes it gives:
    // content sized to the container (containerRelativeFrame) measures against that.
    if scroller.containerSize == nil {
      scroller.containerSize = proposal.replacingUnspecifiedDimensions(by: node.graph.size)
    }
    // Along the axes it scrolls it takes what it is offered; across them it is as large as its content, as on
    // iOS: a horizontal carousel in a VStack is as tall as its cards, not as the screen.
    var size = CGSize.zero
    let scrolls = scroller.scrollAxes
    let needsContent = Axis.allCases.contains {
      (fitsContentAcross && !scrolls.contains($0)) || proposal[$0] == nil
        || proposal[$0]!.isInfinite
    }
    let across = crossInsets
    let content = needsContent ? node.contentSize(insetProposal(childProposal(proposal))) : .zero
    for axis in Axis.allCases {
      if scrolls.contains(axis) || !fitsContentAcross, let value = proposal[axis], value.isFinite {
        size[axis] = value
      } else {
        size[axis] = content[axis] + (scrolls.contains(axis) ? 0 : across[axis])
      }
    }
    return size
  }

  func placeChildren(in size: CGSize, node: ViewNode) {
    guard let content = node.children(role: 0).first else { return }
    if scroller.containerSize != size {
      // Content sized relative to this container is measured again at the new size.
      scroller.containerSize = size
      scroller.containerSizeDidChange(below: node)
    }
    let proposal = insetProposal(contentProposal?(size) ?? childProposal(ProposedViewSize(size)))
    let contentSize = content.sizeThatFits(proposal)
    scroller.rightToLeft = node.environment.layoutDirection == .rightToLeft
    // Placed at the size that reaches under the top and bottom of the safe area, the content rests between.
    let expansion = node.safeAreaExpansion.flatMap { $0.to == size ? $0 : nil }
    scroller.setTopRoom(
      largeTitle: titleCarrier?.inset(for: node) ?? 0, safeArea: expansion?.top ?? 0)
    scroller.safeAreaBottom =
      expansion.map { max($0.to.height - $0.from.height - $0.top, 0) } ?? 0
    scroller.layoutDidChange(viewport: size, contentSize: contentSize)
    content.frame = CGRect(origin: scroller.contentOrigin, size: contentSize)
    scroller.reportVerticalOffset()
  }
}

// MARK: Gesture

/// The scroll view's pan: starts after 10 pt along a scrolling axis (cancelling a button under the finger),
/// fails for movement across a single-axis scroll view so an enclosing one can take it.
struct ScrollPanGesture: Gesture, GestureHandleSource {
  typealias Value = Void
  typealias Body = Never
  let scroller: Scroller
  func makeHandles(node: ViewNode) -> [GestureHandle] {
    ScrollPanCore(scroller: scroller).handles(on: node)
  }
}

final class ScrollPanCore: RecognizerCore {
  let scroller: Scroller
  private var start: TouchSample?
  private var trail = TouchTrail(keeping: .lastTenth)
  static let hysteresis: CGFloat = 10

  init(scroller: Scroller) { self.scroller = scroller }

  override var yieldsToOwnViewGestures: Bool { true }

  override func began(_ touch: TouchSample) {
    start = touch
    trail.begin(touch)
    // Catching a moving scroll view only stops it; the touch must not press what is under it.
    if scroller.touchDown(), activate() { scroller.beginDrag(at: touch.location) }
  }

  override func moved(_ touch: TouchSample) {
    guard let start, state == .possible || state == .active else { return }
    trail.record(touch)
    if state == .possible {
      let dx = abs(touch.location.x - start.location.x)
      let dy = abs(touch.location.y - start.location.y)
      let movable = scroller.scrollAxes.filter(scroller.canMove)
      // Content that fits and must not bounce: the drag is for what is around the scroll view.
      if movable.isEmpty {
        if max(dx, dy) >= Self.hysteresis { fail() }
        return
      }
      let along = movable.map { $0 == .horizontal ? dx : dy }.max() ?? 0
      let across = scroller.scrollAxes.count == 1 ? (scroller.scrolls(.horizontal) ? dy : dx) : 0
      if along < Self.hysteresis {
        if across >= Self.hysteresis { fail() }
        return
      }
      guard along >= across, activate() else {
        if state == .possible { fail() }
        return
      }
      scroller.beginDrag(at: touch.location)
    }
    scroller.dragMoved(to: touch.location)
  }

  override func ended(_ touch: TouchSample) {
    if state == .active {
      trail.record(touch)
      scroller.endDrag(velocity: trail.velocity(at: touch))
      recognize(())
    } else {
      if state == .possible { fail() }
      scroller.touchUpWithoutDrag()
    }
  }

  override func cancel() {
    if state == .active { scroller.endDrag(velocity: .zero) }
    super.cancel()
  }
}

// MARK: Indicator

/// The thin bar along the trailing (or bottom) edge, shown while scrolling; shorter while stretched.
struct ScrollIndicatorDrawing: NodeDrawing {
  let scroller: Scroller
  var drawsAboveChildren: Bool { true }

  static let thickness: CGFloat = 3
  static let inset: CGFloat = 3
  static let minimumLength: CGFloat = 36

  func draw(_ node: ViewNode, in graphics: GraphicsContext, size: CGSize) {
    guard scroller.showsIndicators, !scroller.paging else { return }
    let opacity = scroller.indicatorOpacity(at: graphics.time)
    guard opacity > 0.01 else { return }
    for axis in scroller.scrollAxes {
      // Along the part of the scroll view inside the safe area (not under the status bar or the bars).
      let start = axis == .vertical ? scroller.safeAreaTop : 0
      let viewport = size[axis] - start - (axis == .vertical ? scroller.safeAreaBottom : 0)
      let content = scroller.contentSize[axis]
      guard content > viewport + 0.5, viewport > 0 else { continue }
      let range = scroller.range(axis)
      let offset = scroller.offset[axis]
      let track =
        viewport - 2 * Self.inset
        - (scroller.scrollAxes.count == 2 ? Self.thickness + Self.inset : 0)
      var length = max(track * viewport / content, Self.minimumLength)
      let overshoot =
        offset < range.lowerBound ? range.lowerBound - offset : max(offset - range.upperBound, 0)
      length = max(length - overshoot, Self.thickness * 2)
      let span = range.upperBound - range.lowerBound
      let fraction = span > 0 ? min(max((offset - range.lowerBound) / span, 0), 1) : 0
      let position = start + Self.inset + (track - length) * fraction
      let rect: CGRect =
        axis == .vertical
        ? CGRect(
          x: size.width - Self.inset - Self.thickness, y: position, width: Self.thickness,
          height: length)
        : CGRect(
          x: position, y: size.height - Self.inset - Self.thickness, width: length,
          height: Self.thickness)
      graphics.fill(
        Path(roundedRect: rect, cornerRadius: Self.thickness / 2, style: .circular),
        with: .color(Color(white: 0.3, opacity: 0.5 * opacity)))
    }
  }
}

// MARK: Modifiers

public enum ScrollIndicatorVisibility: Hashable, Sendable {
  case automatic, visible, hidden, never
}

private struct ScrollIndicatorsKey: EnvironmentKey {
  static var defaultValue: ScrollIndicatorVisibility { .automatic }
}
private struct ScrollDisabledKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
  var scrollIndicatorVisibility: ScrollIndicatorVisibility {
    get { self[ScrollIndicatorsKey.self] }
    set { self[ScrollIndicatorsKey.self] = newValue }
  }
  public var isScrollEnabled: Bool {
    get { !isScrollDisabled }
    set { isScrollDisabled = !newValue }
  }
  var isScrollDisabled: Bool {
    get { self[ScrollDisabledKey.self] }
    set { self[ScrollDisabledKey.self] = newValue }
  }
}

extension View {
  public func scrollIndicators(
    _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
  ) -> some View {
    transformEnvironment {
      $0.scrollIndicatorVisibility = visibility == .never ? .hidden : visibility
    }
  }
  public func scrollDisabled(_ disabled: Bool) -> some View {
    transformEnvironment { if disabled { $0.isScrollDisabled = true } }
  }
}
