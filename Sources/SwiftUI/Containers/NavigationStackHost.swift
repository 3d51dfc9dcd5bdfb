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

  /// The last number of pages, to tell a push or pop from any other update.
  final class Depth {
    var count: Int?
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

    if let last = depth.count, last != pages.count {
      node.attributes.animationOverride = .whenChanged(Self.slide, changedInPass: node.graph.passID)
      model.beginSlide(duration: Self.slideDuration)
    }
    depth.count = pages.count

    let width = node.graph.size.width
    // Pushes come from the trailing edge: the left one right to left.
    let sign: CGFloat = node.environment.layoutDirection == .rightToLeft ? -1 : 1
    let top = pages.count - 1
    let dragged = min(max(swipe ?? 0, 0), width)
    let revealsBelow = model.isSliding || swipe != nil
    node.environmentTransform = { $0.navigationStack = model }
    node.layout = ZStackLayout(alignment: .center)
    // The bars of the top page and, while it shows, the one under it, in place over the pages: the top
    // one's fades in as its page slides in (and out as it is dragged or popped away), the one under fades
    // out, and is gone once the slide is over.
    let barOpacity: (Int) -> Double = { index in
      if index == top { return Double(1 - dragged / max(width, 1)) }
      return swipe != nil ? Double(dragged / max(width, 1)) : 0
    }
    let bars = ForEach(
      Array(pages.enumerated()).filter {
        $0.offset == top || ($0.offset == top - 1 && revealsBelow)
      },
      id: \.element.id
    ) { index, page in
      NavigationBar(chain: Array(pageModels[...index]), pop: page.pop)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .opacity(barOpacity(index))
        .allowsHitTesting(index == top)
        .transition(.opacity)
    }
    node.setContent(
      TupleView(
        (
          pageViews(
            pages, pageModels, model: model, top: top, width: width, sign: sign,
            dragged: dragged, revealsBelow: revealsBelow), bars
        )))
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
