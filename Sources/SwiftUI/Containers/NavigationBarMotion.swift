import Foundation

/// Where a page's bar is in a push, a pop or a swipe back. On iOS the bar's titles move rather than only fade:
/// pushed over, a page's title slides into the next bar's back button (beside the chevron) while the next
/// title comes in from the trailing side; popped, the reverse. 0 is at rest, 1 once the page is covered (its
/// title has gone where the next page's back title rests), -1 before the page has come in (its back title
/// still where the previous page's title rests, its title at the trailing side). The stack sets it from the
/// finger during a swipe and animates it with the slide; inserted and removed bars start or end at ±1 through
/// a transition, which adds to the bar's own position.
struct NavigationBarPosition: ViewModifier, Animatable {
  var position: CGFloat

  var animatableData: CGFloat {
    get { position }
    set { position = newValue }
  }

  func body(content: Content) -> some View {
    content.transformEnvironment(\.navigationBarPosition) { $0 += position }
  }
}

extension EnvironmentValues {
  /// The bar's place in its slide (NavigationBarPosition), 0 at rest.
  var navigationBarPosition: CGFloat {
    get { self[NavigationBarPositionKey.self] }
    set { self[NavigationBarPositionKey.self] = newValue }
  }
}

private struct NavigationBarPositionKey: EnvironmentKey {
  static var defaultValue: CGFloat { 0 }
}

/// Places one title of the bar where the bar's position has moved it from its place at rest. The item is laid
/// out as at rest (the wrapper is as large as it); its place at rest in the bar follows from its size the way
/// the bar lays it out, so the distance to travel is known here, in the layout. Distances are along the
/// reading direction: the layout's placement is mirrored right to left.
struct NavigationBarTitleMotion: Layout {
  enum Item: Equatable {
    /// The inline title, centred in the 44 pt row: covered, it goes to the back title's place; coming in, it
    /// starts as far the other way.
    case inlineTitle
    /// The large title, its foot `bottom` from the bar's top: covered, it goes to the back title's place at
    /// half its size; coming in, it comes with the page from the trailing edge.
    case largeTitle(bottom: CGFloat)
    /// The back button's title: coming in, it starts where the previous page's title rests (centred inline,
    /// or a large title whose foot is `bottom` from the top, at twice its size); covered, it leaves towards
    /// the leading edge.
    case backTitle(previousLargeBottom: CGFloat?)
  }

  let item: Item
  let position: CGFloat
  let barWidth: CGFloat

  /// Where the back title rests: 8 pt, the 12 pt chevron and 6 pt from the leading edge.
  static let backTitleX: CGFloat = 26
  /// An inline title's (and a back title's) size against a large title's: 17 pt over 34 pt.
  static let inlineScale: CGFloat = 17.0 / 34.0

  /// The scale the item is drawn at (about its leading edge's centre).
  static func scale(of item: Item, at position: CGFloat) -> CGFloat {
    switch item {
    case .inlineTitle: 1
    case .largeTitle: position > 0 ? 1 - (1 - inlineScale) * position : 1
    case .backTitle(let large):
      large != nil && position < 0 ? 1 + (1 / inlineScale - 1) * -position : 1
    }
  }

  /// How far the item is from its place at rest.
  func displacement(of size: CGSize) -> CGSize {
    let row = NavigationBar.rowHeight
    let t = position
    switch item {
    case .inlineTitle:
      let travel = (barWidth - size.width) / 2 - Self.backTitleX
      return CGSize(width: -t * travel, height: 0)
    case .largeTitle(let bottom):
      guard t > 0 else { return CGSize(width: -t * barWidth, height: 0) }
      let centre = bottom - size.height / 2
      return CGSize(
        width: t * (Self.backTitleX - NavigationBar.margin), height: t * (row / 2 - centre))
    case .backTitle(let large):
      guard t < 0 else { return CGSize(width: -t * (Self.backTitleX + size.width), height: 0) }
      let s = -t
      guard let bottom = large else {
        return CGSize(width: s * ((barWidth - size.width) / 2 - Self.backTitleX), height: 0)
      }
      // The previous large title is twice as tall as this one.
      let centre = bottom - size.height
      return CGSize(
        width: s * (NavigationBar.margin - Self.backTitleX), height: s * (centre - row / 2))
    }
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    subviews.first?.sizeThatFits(proposal) ?? .zero
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    guard let title = subviews.first else { return }
    let shift = displacement(of: bounds.size)
    title.place(
      at: CGPoint(x: bounds.minX + shift.width, y: bounds.minY + shift.height),
      anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
  }
}

extension View {
  /// The title moved and scaled for the bar's position (NavigationBarTitleMotion).
  func navigationBarTitleMotion(
    _ item: NavigationBarTitleMotion.Item, position: CGFloat, barWidth: CGFloat,
    layoutDirection: LayoutDirection
  ) -> some View {
    let scale = NavigationBarTitleMotion.scale(of: item, at: position)
    // Drawings stay physical: the leading edge is on the right, right to left.
    return NavigationBarTitleMotion(item: item, position: position, barWidth: barWidth) {
      self.scaleEffect(scale, anchor: layoutDirection == .rightToLeft ? .trailing : .leading)
    }
  }
}

/// The large title's row clips the title as it scrolls up under the 44 pt row; while the title moves up into
/// the back button's place (a push), the clip reaches up to let it.
struct LargeTitleClip: Shape {
  var reach: CGFloat

  func path(in rect: CGRect) -> Path {
    Path(CGRect(x: rect.minX, y: rect.minY - reach, width: rect.width, height: rect.height + reach))
  }
}
