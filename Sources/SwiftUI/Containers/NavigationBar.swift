import Foundation

/// The iOS 17 navigation bar of one page: a 44 pt row (back button and leading items, the inline title or the
/// principal item in the middle, trailing items) and, with a large title, a 52 pt row under it with the title
/// in 34 pt bold at the leading margin.
struct NavigationBar: View {
  let chain: [NavigationPageModel]
  let pop: (() -> Void)?
  /// The stack's width, which the titles' travel is measured in.
  var width: CGFloat = 390
  /// The bar of the page over this one while it covers it (sliding in, being swiped or popped away): when
  /// its background shows, this bar's stays whole under it, so the bar is never see-through mid-slide.
  var covering: [NavigationPageModel]? = nil
  @Environment(\.verticalSizeClass) private var verticalSizeClass
  @Environment(\.layoutDirection) private var layoutDirection
  @Environment(\.navigationBarPosition) private var position

  static let rowHeight: CGFloat = 44
  static let largeTitleHeight: CGFloat = 52
  static let margin: CGFloat = 16
  /// Back titles longer than this become "Back", as iOS does when the title would crowd the bar.
  static let longestBackTitle = 14
  /// Pulled down, the large title grows from its leading foot, as iOS's does, up to this much…
  static let largestTitleScale: CGFloat = 1.1
  /// …reached once the content has been pulled this far.
  static let fullScalePull: CGFloat = 100

  /// The large title's scale when the content is `collapse` points from rest (negative: pulled down).
  static func largeTitleScale(collapse: CGFloat) -> CGFloat {
    let pulled = min(max(-collapse, 0), fullScalePull)
    return 1 + (largestTitleScale - 1) * pulled / fullScalePull
  }

  var body: some View {
    let items = chain[chain.count - 1].items
    if items.barHidden {
      Color.clear.frame(height: 0)
    } else {
      let page = chain[chain.count - 1]
      let large = Self.showsLargeTitle(chain)
      // Carried by a scroll view, the large title's row shrinks as the content moves up (the title at its
      // bottom, so it moves with the content and goes under the 44 pt row) and grows as it is pulled down;
      // the inline title fades in over the last 8 pt, once the large one has gone.
      let collapses = large && page.titleCollapses
      let collapse = collapses ? page.collapseOffset : 0
      let largeRow = max(Self.largeTitleHeight - collapse, 0)
      let inlineOpacity =
        collapses ? min(max((collapse - Self.largeTitleHeight + 8) / 8, 0), 1) : 0
      let appearance = items.appearance
      let style = Self.style(chain, compactHeight: verticalSizeClass == .compact)
      // Mid-slide the items fade with the bar's position; the titles move (NavigationBarTitleMotion).
      let t = min(max(position, -1), 1)
      let fading = Double(1 - abs(t))
      let hasBack = pop != nil && !items.backButtonHidden
      VStack(spacing: 0) {
        ZStack {
          HStack(spacing: 0) {
            if let pop, !items.backButtonHidden {
              BackButton(
                title: backTitle, pop: pop, chevronOpacity: chevronOpacity(t),
                titleOpacity: fading,
                titleMotion: { title in
                  title.navigationBarTitleMotion(
                    .backTitle(previousLargeBottom: previousLargeBottom), position: t,
                    barWidth: width, layoutDirection: layoutDirection)
                })
            }
            let leading = items.toolbar.filter { $0.slot == .leading }
            if !leading.isEmpty {
              ToolbarSlot(entries: leading)
                .padding(.leading, hasBack ? 8 : Self.margin)
                .opacity(fading)
            }
            Spacer(minLength: 8)
            ToolbarSlot(entries: items.toolbar.filter { $0.slot == .trailing })
              .padding(.trailing, Self.margin)
              .opacity(fading)
          }
          if let principal = items.toolbar.first(where: { $0.slot == .principal }) {
            AnyView(principal.content).opacity(fading)
          } else if !large || inlineOpacity > 0, let title = items.title {
            InlineTitle(
              title: title.font(style.titleFont ?? .system(size: 17, weight: .semibold))
                .lineLimit(1).foregroundColor(style.titleColor),
              menu: items.titleMenu
            )
            .navigationBarTitleMotion(
              .inlineTitle, position: t, barWidth: width, layoutDirection: layoutDirection
            )
            .padding(.horizontal, 88)
            .opacity((large ? inlineOpacity : 1) * fading)
          }
        }
        .frame(height: Self.rowHeight)
        .transformEnvironment { if let tint = style.tint { $0.tint = tint } }
        if large, largeRow > 0, let title = items.title {
          title.font(style.largeTitleFont ?? .system(size: 34, weight: .bold)).lineLimit(1)
            .foregroundColor(style.largeTitleColor)
            .navigationBarTitleMotion(
              .largeTitle(bottom: Self.rowHeight + largeRow - 8), position: t, barWidth: width,
              layoutDirection: layoutDirection
            )
            // Drawings stay physical: the leading foot is on the right, right to left.
            .scaleEffect(
              Self.largeTitleScale(collapse: collapse),
              anchor: layoutDirection == .rightToLeft ? .bottomTrailing : .bottomLeading
            )
            .padding(.horizontal, Self.margin)
            .padding(.bottom, 8)
            .frame(
              maxWidth: .infinity, minHeight: largeRow, maxHeight: largeRow,
              alignment: .bottomLeading
            )
            .clipShape(LargeTitleClip(reach: t > 0 ? Self.rowHeight + largeRow : 0))
            // Covered, the large title fades as it goes into the back button; coming in, it comes with
            // its page.
            .opacity(t > 0 ? fading : 1)
        }
      }
      .imageScale(.large)
      .background(
        BarBackground(style: style, fill: style.background != nil ? appearance.background : nil)
          .opacity(backgroundOpacity(t))
      )
      .transformEnvironment {
        // `.toolbarColorScheme` holds while the bar's background shows.
        if style.background != nil, let scheme = appearance.colorScheme { $0.colorScheme = scheme }
      }
    }
  }

  /// Coming in, the background fades in over the bar under it; covered, it stays whole under a covering
  /// bar that shows one (so two backgrounds never fade through each other) and fades out under one that
  /// does not (as iOS's bar fades between a transparent and a filled appearance).
  func backgroundOpacity(_ t: CGFloat) -> Double {
    if t <= 0 { return Double(1 + t) }
    if let covering, Self.showsBackground(covering, compactHeight: verticalSizeClass == .compact) {
      return 1
    }
    return Double(1 - t)
  }

  /// The chevron stays put when the previous page's bar had one too (the two are drawn in one place), and
  /// fades in or out otherwise.
  func chevronOpacity(_ t: CGFloat) -> Double {
    if t > 0 { return Double(1 - t) }
    let previousHasBack =
      chain.count > 2 && !chain[chain.count - 2].items.backButtonHidden
    return previousHasBack ? 1 : Double(1 + t)
  }

  /// Where the previous page's large title has its foot, when that page shows one (its back title starts
  /// there in a push).
  var previousLargeBottom: CGFloat? {
    guard chain.count > 1 else { return nil }
    let previous = Array(chain.dropLast())
    guard Self.showsLargeTitle(previous) else { return nil }
    let height = Self.height(previous)
    // Scrolled until the large title has gone, the previous page shows its inline title.
    guard height > Self.rowHeight + 8 else { return nil }
    return height - 8
  }

  /// How the bar looks for the top page of `chain`: the app's appearance in the page's scroll state, then
  /// the page's `.toolbarBackground`.
  static func style(_ chain: [NavigationPageModel], compactHeight: Bool) -> NavigationBarStyle {
    let page = chain[chain.count - 1]
    return NavigationBarStyle.resolve(scrolled: page.isScrolled, compactHeight: compactHeight)
      .applying(page.items.appearance)
  }

  /// Whether the bar of the top page of `chain` shows a background now.
  static func showsBackground(_ chain: [NavigationPageModel], compactHeight: Bool) -> Bool {
    !chain[chain.count - 1].items.barHidden
      && style(chain, compactHeight: compactHeight).background != nil
  }

  /// How tall the top page's bar is: the 44 pt row, and the large title's row as far as it has not scrolled
  /// away (or has grown, pulled down); nothing when the bar is hidden.
  static func height(_ chain: [NavigationPageModel]) -> CGFloat {
    let page = chain[chain.count - 1]
    if page.items.barHidden { return 0 }
    guard showsLargeTitle(chain) else { return rowHeight }
    let collapse = page.titleCollapses ? page.collapseOffset : 0
    return rowHeight + max(largeTitleHeight - collapse, 0)
  }

  /// `.automatic` keeps the previous page's mode; the root's is large.
  static func displayMode(_ chain: [NavigationPageModel]) -> NavigationBarItem.TitleDisplayMode {
    var mode = NavigationBarItem.TitleDisplayMode.large
    for page in chain where page.items.displayMode != .automatic {
      mode = page.items.displayMode
    }
    return mode
  }

  /// Whether the top page shows a large title under its bar.
  static func showsLargeTitle(_ chain: [NavigationPageModel]) -> Bool {
    let items = chain[chain.count - 1].items
    return !items.barHidden && items.title != nil && displayMode(chain) == .large
  }

  /// The previous page's title, or "Back" when it has none or it is long.
  var backTitle: Text {
    guard chain.count > 1, let title = chain[chain.count - 2].items.title,
      title.plainString.count <= Self.longestBackTitle
    else { return Text(system: "Back") }
    return title
  }
}

/// The chevron and the previous page's title, in the accent colour, 8 pt from the leading edge. Mid-slide the
/// title moves (`titleMotion`) and the two fade apart.
private struct BackButton<Moved: View>: View {
  let title: Text
  let pop: () -> Void
  var chevronOpacity: Double = 1
  var titleOpacity: Double = 1
  let titleMotion: (AnyView) -> Moved

  var body: some View {
    Button(action: pop) {
      HStack(spacing: 6) {
        BackChevron()
          .stroke(style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
          .frame(width: BackChevron.size.width, height: BackChevron.size.height)
          .flipsForRightToLeftLayoutDirection(true)
          .opacity(chevronOpacity)
        titleMotion(AnyView(title.font(.system(size: 17)).lineLimit(1)))
          .opacity(titleOpacity)
      }
      .frame(height: NavigationBar.rowHeight)
      .contentShape(Rectangle())
    }
    .padding(.leading, 8)
  }
}

/// The room a page leaves for its bar, as tall as the bar (NavigationBar.height): the stack draws the bar
/// above its pages, so titles cross-fade in place while the pages slide under them, as on iOS.
struct NavigationBarSpace: View {
  let chain: [NavigationPageModel]

  var body: some View {
    Color.clear.frame(height: NavigationBar.height(chain))
  }
}

/// iOS's back indicator: an open chevron 21 pt tall, drawn rather than taken from the symbol font so its
/// size and stroke match.
struct BackChevron: Shape {
  static let size = CGSize(width: 12, height: 21)

  func path(in rect: CGRect) -> Path {
    var path = Path()
    let inset: CGFloat = 1.5
    path.move(to: CGPoint(x: rect.maxX - inset, y: rect.minY + inset))
    path.addLine(to: CGPoint(x: rect.minX + inset, y: rect.midY))
    path.addLine(to: CGPoint(x: rect.maxX - inset, y: rect.maxY - inset))
    return path
  }
}

/// Transparent while the content is at its top (iOS's scroll-edge appearance); once it has scrolled under
/// the bar, the bar's chrome colour up through the status bar and a hairline along its bottom — or what the
/// app's `UINavigationBar.appearance()` asks for (NavigationBarStyle).
private struct BarBackground: View {
  let style: NavigationBarStyle
  /// `.toolbarBackground`'s style, drawn instead of the background colour.
  let fill: AnyShapeStyle?
  @Environment(\.displayScale) private var displayScale

  var body: some View {
    ZStack {
      Color.clear
      if let fill {
        Rectangle().fill(fill).ignoresSafeArea(edges: .top)
      } else if let background = style.background {
        background.ignoresSafeArea(edges: .top)
      }
      if let rows = style.rowBackground {
        rows
      }
    }
    .overlay(alignment: .bottom) {
      if let shadow = style.shadow {
        shadow.frame(height: 1 / max(displayScale, 1))
      }
    }
  }
}

/// Toolbar items side by side, 16 pt apart.
private struct ToolbarSlot: View {
  let entries: [ToolbarEntry]

  var body: some View {
    HStack(spacing: 16) {
      ForEach(entries.indices, id: \.self) { index in
        AnyView(entries[index].content)
      }
    }
  }
}

/// The bottom bar, when items are placed there: 49 pt high, the items spread across it. As the tab bar on iOS
/// 15 and later: transparent while no scroll view's content is beneath it, otherwise the bar material with a
/// hairline along its top (up through the home indicator); `.toolbarBackground(_:for: .bottomBar)` fills it
/// instead or shows or hides it, `.toolbarColorScheme(_:for: .bottomBar)` is its scheme while it shows.
struct NavigationBottomBar: View {
  let page: NavigationPageModel

  static let height: CGFloat = 49

  var body: some View {
    let items = page.items
    let entries = items.toolbar.filter { $0.slot == .bottom }
    if entries.isEmpty {
      Color.clear.frame(height: 0)
    } else {
      let appearance = items.bottomAppearance
      let shows = appearance.showsBackground(byDefault: page.contentBeneathBottomBar.isBeneath)
      HStack(spacing: 0) {
        if entries.count == 1 {
          // One item (or group) has the whole width, centred.
          AnyView(entries[0].content).frame(maxWidth: .infinity)
        } else {
          ForEach(entries.indices, id: \.self) { index in
            if index > 0 { Spacer(minLength: 8) }
            AnyView(entries[index].content)
          }
        }
      }
      .padding(.horizontal, NavigationBar.margin)
      .frame(height: Self.height)
      .imageScale(.large)
      .background {
        if shows, let fill = appearance.background {
          Rectangle().fill(fill).ignoresSafeArea(.container, edges: .bottom)
        } else if shows {
          SystemColor.bar.ignoresSafeArea(.container, edges: .bottom)
        }
      }
      .overlay(alignment: .top) {
        if shows {
          SystemColor.separator.frame(height: 1 / 3)
        }
      }
      .transformEnvironment {
        if shows, let scheme = appearance.colorScheme { $0.colorScheme = scheme }
      }
    }
  }
}

/// The inline title; with a `.toolbarTitleMenu`, as on iOS 16, a small chevron in a grey circle follows it
/// and a tap on either opens the menu below the title.
private struct InlineTitle<Title: View>: View {
  let title: Title
  let menu: (any View)?

  var body: some View {
    if let menu {
      Menu {
        AnyView(erasing: menu)
      } label: {
        HStack(spacing: 5) {
          title
          Image(systemName: "chevron.down")
            .font(.system(size: 10, weight: .bold))
            .foregroundStyle(Color.secondary)
            .frame(width: 18, height: 18)
            .background(Circle().fill(SystemColor.tertiaryFill))
        }
      }
    } else {
      title
    }
  }
}
