import Foundation

/// The stack's pages, built from its path and the views links pushed: each page slides in from the trailing
/// edge over the one before (which moves a third of the way out), and slides back out when popped.
struct NavigationStackHost: View, PrimitiveView {
  typealias Body = Never
  let path: NavigationPathAccess
  let root: any View

  static let slide = Animation.spring(response: 0.35, dampingFraction: 1)
  /// How long the page under a pushed one stays drawn: the spring above has come to rest by then.
  static let slideDuration = 0.5
  /// How far the covered page moves, as a share of the width.
  static let parallax: CGFloat = 0.3

  /// The last number of pages, to tell a push or pop from any other update, and the bars of the top page
  /// then and of the page popped from over it.
  final class Depth {
    var count: Int?
    var top: (id: NavigationPageID, chain: [NavigationPageModel])?
    /// The page popped away: its bar stays, going back to -1 over the new top one's, until the slide is over.
    var leaving: (id: NavigationPageID, chain: [NavigationPageModel])?
    /// The bars drawn at the last update.
    var shownBars: Set<NavigationPageID> = []
    /// A bar that has just come: drawn first where it starts (-1 pushed, 1 uncovered by a pop), then moved to
    /// its place with the slide in the update's next pass (a transition cannot carry the position, which
    /// reaches the bar through the environment).
    var arriving: (id: NavigationPageID, from: CGFloat)?
    /// Set when the arriving bar is let go: the pass that moves it animates with the slide.
    var arrived = false
  }

  struct Page {
    let id: NavigationPageID
    let key: [Int]
    let content: NavigationPageContent
    let pop: (() -> Void)?
  }

  func makeNode(_ node: ViewNode) {
    var slot = 0
    let model = node.storage(&slot) { NavigationStackModel() }
    let depth = node.storage(&slot) { Depth() }
    model.path = path
    model.graph = node.graph
    model.pushedViewsChanged.observe()
    model.slideChanged.observe()
    let swipe = model.swipeOffset.value
    let pages = self.pages(of: model)

    // Each page's bar contributions, kept while the page is on the stack.
    var pageModels: [NavigationPageModel] = []
    for page in pages {
      let pageModel = model.pages[page.id] ?? NavigationPageModel()
      model.pages[page.id] = pageModel
      pageModel.key = page.key
      pageModels.append(pageModel)
    }
    let shown = Set(pages.map(\.id))
    model.pages = model.pages.filter { shown.contains($0.key) }

    let popped = depth.count.map { pages.count < $0 } ?? false
    let changed = depth.count.map { $0 != pages.count } ?? false
    // A page put in place without a slide (a split view's compact column as it appears) shows at once.
    let slid = model.takesSlide() && changed
    if slid {
      node.attributes.animationOverride = .whenChanged(Self.slide, changedInPass: node.graph.passID)
      model.beginSlide(duration: Self.slideDuration)
      depth.leaving =
        popped ? depth.top.map { ($0.id, $0.chain.dropLast() + [$0.chain.last!.frozen()]) } : nil
    }
    depth.count = pages.count
    model.barsArrived.observe()
    if depth.arrived {
      depth.arrived = false
      node.attributes.animationOverride = .whenChanged(Self.slide, changedInPass: node.graph.passID)
    }

    let width = node.graph.size.width
    // Pushes come from the trailing edge: the left one right to left.
    let sign: CGFloat = node.environment.layoutDirection == .rightToLeft ? -1 : 1
    let top = pages.count - 1
    depth.top = (pages[top].id, pageModels)
    let dragged = min(max(swipe ?? 0, 0), width)
    let revealsBelow = model.isSliding || swipe != nil
    node.environmentTransform = { $0.navigationStack = model }
    node.layout = ZStackLayout(alignment: .center)
    let bars = barViews(
      pages, pageModels, model: model, depth: depth, top: top, width: width,
      fraction: dragged / max(width, 1), revealsBelow: revealsBelow, slid: slid, popped: popped)
    node.setContent(
      TupleView(
        (
          pageViews(
            pages, pageModels, model: model, top: top, width: width, sign: sign,
            dragged: dragged, revealsBelow: revealsBelow), bars
        )))
  }

  /// One bar in place over the pages.
  private struct BarEntry {
    let id: NavigationPageID
    let chain: [NavigationPageModel]
    let pop: (() -> Void)?
    let position: CGFloat
    let isTop: Bool
    let covering: [NavigationPageModel]?
  }

  /// The bars of the top page and, while it shows, of the page under it, and of a page popped away until
  /// its slide is over, in place over the pages. Their positions (NavigationBarPosition) follow the slide, or
  /// the finger: the one under goes to 1 as its title moves into the top one's back button, the top one
  /// comes from -1 (or, uncovered by a pop, from 1) to rest, and a popped one goes back to -1.
  private func barViews(
    _ pages: [Page], _ pageModels: [NavigationPageModel], model: NavigationStackModel,
    depth: Depth, top: Int, width: CGFloat, fraction: CGFloat, revealsBelow: Bool, slid: Bool,
    popped: Bool
  ) -> some View {
    let leaving = model.isSliding ? depth.leaving : nil
    var entries: [BarEntry] = []
    if top >= 1, revealsBelow {
      entries.append(
        BarEntry(
          id: pages[top - 1].id, chain: Array(pageModels[...(top - 1)]), pop: pages[top - 1].pop,
          position: 1 - fraction, isTop: false, covering: pageModels))
    }
    let topID = pages[top].id
    if slid, !depth.shownBars.contains(topID) {
      depth.arriving = (topID, popped ? 1 : -1)
      moveArrivingBar(depth: depth, model: model)
    }
    let arriving = depth.arriving?.id == topID ? depth.arriving?.from : nil
    entries.append(
      BarEntry(
        id: topID, chain: pageModels, pop: pages[top].pop, position: arriving ?? -fraction,
        isTop: true, covering: leaving?.chain))
    if let leaving, leaving.id != topID {
      entries.append(
        BarEntry(
          id: leaving.id, chain: leaving.chain, pop: {}, position: -1, isTop: false, covering: nil))
    }
    depth.shownBars = Set(entries.map(\.id))
    return ForEach(entries, id: \.id) { entry in
      NavigationBar(chain: entry.chain, pop: entry.pop, width: width, covering: entry.covering)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .modifier(NavigationBarPosition(position: entry.position))
        .allowsHitTesting(entry.isTop)
        // Bars come and go at their ends, where they are not seen (or covered): their positions fade them.
        .transition(.identity)
    }
  }

  /// Moves an arriving bar to its place, with the slide, once the update that drew it where it starts is
  /// over.
  private func moveArrivingBar(depth: Depth, model: NavigationStackModel) {
    model.graph?.enqueueAfterUpdate { [weak model] in
      guard let model, depth.arriving != nil else { return }
      depth.arriving = nil
      depth.arrived = true
      model.barsArrived.fire()
    }
  }

  private func pageViews(
    _ pages: [Page], _ pageModels: [NavigationPageModel], model: NavigationStackModel, top: Int,
    width: CGFloat, sign: CGFloat, dragged: CGFloat, revealsBelow: Bool
  ) -> some View {
    ForEach(Array(pages.enumerated()), id: \.element.id) { index, page in
      let offset: CGFloat =
        index == top
        ? dragged : -width * Self.parallax * (index == top - 1 ? 1 - dragged / width : 1)
      let hidden = index < top - 1 || (index == top - 1 && !revealsBelow)
      NavigationPageView(
        stack: model, chain: Array(pageModels[...index]), content: page.content, pop: page.pop,
        isTop: index == top
      )
      // Covered pages are hidden at once, never faded.
      .opacity(hidden ? 0 : 1)
      .transaction { $0.animation = nil }
      .offset(x: sign * offset)
      .allowsHitTesting(index == top)
      .transition(.offset(x: sign * width))
    }
  }

  /// The root, then the path's values, with each page pushed as a view right above the page of its link.
  private func pages(of model: NavigationStackModel) -> [Page] {
    var pages = [Page(id: .root, key: [0], content: .view(root), pop: nil)]
    let path = self.path
    for (index, element) in path.get().enumerated() {
      pages.append(
        Page(
          id: .value(index: index, value: element.value), key: [index + 1],
          content: .value(element.value, index: index), pop: { path.truncate(index) }))
    }
    for pushed in model.pushedViews {
      pages.append(
        Page(
          id: .view(pushed.id), key: pushed.above + [pushed.sequence],
          content: .pushed(pushed.content), pop: pushed.pop))
    }
    pages.sort { $0.key.lexicographicallyPrecedes($1.key) }
    // A page pushed from a page that is gone goes with it.
    var keys = Set<[Int]>()
    return pages.filter { page in
      guard case .view = page.id else {
        keys.insert(page.key)
        return true
      }
      guard keys.contains(Array(page.key.dropLast())) else { return false }
      keys.insert(page.key)
      return true
    }
  }
}

/// What a page shows: a view, the destination declared for a value, or a view a link keeps up to date.
enum NavigationPageContent {
  case view(any View)
  case value(AnyHashable, index: Int)
  case pushed(StateStorage<any View>)
}
