import Foundation

/// One page of a stack: its content under its navigation bar, an optional bottom bar, and the strip along
/// the leading edge where a drag takes the page back.
struct NavigationPageView: View {
  let stack: NavigationStackModel
  /// The pages from the root up to this one (their titles give the back button and the display mode).
  let chain: [NavigationPageModel]
  let content: NavigationPageContent
  let pop: (() -> Void)?
  let isTop: Bool

  var page: NavigationPageModel { chain[chain.count - 1] }

  var body: some View {
    let large = NavigationBar.showsLargeTitle(chain)
    let hasBottomBar = page.items.toolbar.contains { $0.slot == .bottom }
    // A scroll view carrying the large title starts under the 44 pt row; the title's room is the top of its
    // content.
    NavigationPageLayout(contentTop: large && page.titleCollapses ? NavigationBar.rowHeight : nil) {
      PageSearchHost(content: PageContent(stack: stack, content: content))
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .modifier(KeyboardToolbarSpace(page: page))
        .modifier(NavigationPageContentRoot(page: page))
        .transformEnvironment { environment in
          environment.navigationPage = page
          environment.navigationLargeTitleInset = large ? NavigationBar.largeTitleHeight : 0
          // What a covered page asks of the tab bar (`.toolbar(.hidden, for: .tabBar)`) no longer counts:
          // the bar is the top page's, as on iOS.
          if !isTop { environment.tabBarAppearance = nil }
          // A `.searchable` on the stack searches its root page.
          if chain.count > 1 { environment.pendingSearch = nil }
          if let pop {
            environment.dismiss = DismissAction(action: pop)
            environment.isPresented = true
          }
        }
        // A scroll view reaching the bar goes on under it (and the status bar), as does one reaching a bottom
        // toolbar.
        .modifier(
          AttributeModifier {
            $0.safeAreaStartsAtTop = true
            $0.safeAreaEndsAtBottom = hasBottomBar
          })
      // The bar itself is drawn by the stack over its pages, so it stays put while they slide.
      NavigationBarSpace(chain: chain)
      NavigationBottomBar(page: page)
      if let pop, isTop {
        SwipeBackStrip(stack: stack, pop: pop)
      }
    }
    .background(PageBackground(page: page).ignoresSafeArea())
  }
}

/// White, or the colour of the list that fills the page (the bar is transparent over it, as on iOS where the
/// list runs under the bar), or what the page's views gave as its container background.
private struct PageBackground: View {
  let page: NavigationPageModel
  var body: some View {
    if let background = page.items.containerBackground {
      AnyView(erasing: background)
    } else {
      page.scrollEdgeColor ?? SystemColor.background
    }
  }
}

/// The page's content: the view it was given, the destination declared for its value, or the view its link
/// keeps up to date.
private struct PageContent: View {
  let stack: NavigationStackModel
  let content: NavigationPageContent
  @Environment(\.navigationSplitColumns) private var splitColumns

  var body: some View {
    switch content {
    case .view(let view): AnyView(view)
    case .pushed(let cell): AnyView(cell.value)
    case .value(let value, let index):
      let _ = stack.destinationsChanged.observe()
      if let destination = stack.destination(for: value) {
        AnyView(destination)
      } else if !splitColumns.isEmpty {
        splitColumns[min(index, splitColumns.count - 1)]
      } else {
        let _ = Log.once(
          "navigation.destination.\(type(of: value.base))",
          "A NavigationLink is presenting a value of type “\(type(of: value.base))” but there is no "
            + "matching navigationDestination declaration visible from the location of the link.")
        AnyView(
          Image(systemName: "exclamationmark.triangle.fill").font(.system(size: 48))
            .foregroundColor(.yellow))
      }
    }
  }
}

/// Content under the bar's room, the bottom bar at the bottom, the swipe strip along the leading edge of
/// the content. The bar's room is laid out after the content so the content's title has reached the page
/// when it is measured.
struct NavigationPageLayout: Layout {
  static let swipeEdgeWidth: CGFloat = 20
  /// Where the content starts when a scroll view in it carries the large title; nil: under the whole bar.
  var contentTop: CGFloat? = nil

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    guard subviews.count >= 3 else { return }
    let width = bounds.width
    let bar = subviews[1].sizeThatFits(ProposedViewSize(width: width, height: nil)).height
    let bottom = subviews[2].sizeThatFits(ProposedViewSize(width: width, height: nil)).height
    let top = contentTop.map { min($0, bar) } ?? bar
    let contentHeight = max(bounds.height - top - bottom, 0)
    subviews[0].place(
      at: CGPoint(x: bounds.minX, y: bounds.minY + top), anchor: .topLeading,
      proposal: ProposedViewSize(width: width, height: contentHeight))
    subviews[1].place(
      at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(width: width, height: bar))
    subviews[2].place(
      at: CGPoint(x: bounds.minX, y: bounds.maxY - bottom), anchor: .topLeading,
      proposal: ProposedViewSize(width: width, height: bottom))
    if subviews.count > 3 {
      subviews[3].place(
        at: CGPoint(x: bounds.minX, y: bounds.minY + top), anchor: .topLeading,
        proposal: ProposedViewSize(width: Self.swipeEdgeWidth, height: contentHeight))
    }
  }
}

/// The interactive pop: a drag that starts at the leading edge moves the page with the finger; let go past
/// half the width (or flicked that far) the page goes back, otherwise it returns.
private struct SwipeBackStrip: View {
  let stack: NavigationStackModel
  let pop: () -> Void
  @Environment(\.layoutDirection) private var layoutDirection

  var body: some View {
    let sign: CGFloat = layoutDirection == .rightToLeft ? -1 : 1
    Color.clear
      .contentShape(Rectangle())
      .gesture(
        DragGesture(minimumDistance: 5, coordinateSpace: .global)
          .onChanged { value in
            stack.swipeOffset.set(max(sign * value.translation.width, 0))
          }
          .onEnded { value in
            let width = stack.graph?.size.width ?? 390
            let travelled = sign * value.translation.width
            let predicted = sign * value.predictedEndTranslation.width
            if travelled > width / 2 || predicted > width / 2 {
              stack.swipeOffset.set(nil)
              pop()
            } else {
              withAnimation(NavigationStackHost.slide) { stack.swipeOffset.set(nil) }
            }
          })
  }
}
