import Foundation

/// The radii of a rectangle's four corners.
public struct RectangleCornerRadii: Equatable, Animatable, Sendable {
  public var topLeading: CGFloat
  public var bottomLeading: CGFloat
  public var bottomTrailing: CGFloat
  public var topTrailing: CGFloat

  public init(
    topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0,
    topTrailing: CGFloat = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }

  public var animatableData:
    AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>
  {
    get {
      AnimatablePair(
        AnimatablePair(topLeading, bottomLeading), AnimatablePair(bottomTrailing, topTrailing))
    }
    set {
      topLeading = newValue.first.first
      bottomLeading = newValue.first.second
      bottomTrailing = newValue.second.first
      topTrailing = newValue.second.second
    }
  }
}

/// A rectangle whose corners each have their own radius (a sheet's top corners, a chat bubble's tail side).
public struct UnevenRoundedRectangle: InsettableShape {
  public var cornerRadii: RectangleCornerRadii
  public var style: RoundedCornerStyle
  var insetAmount: CGFloat = 0

  public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii
    self.style = style
  }

  public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
        bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
      style: style)
  }

  public func path(in rect: CGRect) -> Path {
    var radii = cornerRadii
    radii.topLeading = max(radii.topLeading - insetAmount, 0)
    radii.bottomLeading = max(radii.bottomLeading - insetAmount, 0)
    radii.bottomTrailing = max(radii.bottomTrailing - insetAmount, 0)
    radii.topTrailing = max(radii.topTrailing - insetAmount, 0)
    var path = Path()
    path.addRoundedRect(
      in: rect.insetBy(dx: insetAmount, dy: insetAmount), cornerRadii: radii, style: style)
    return path
  }

  public func inset(by amount: CGFloat) -> UnevenRoundedRectangle {
    var copy = self
    copy.insetAmount += amount
    return copy
  }

  public var animatableData: RectangleCornerRadii.AnimatableData {
    get { cornerRadii.animatableData }
    set { cornerRadii.animatableData = newValue }
  }
}

/// Leading and trailing are the layout direction's: right to left, the leading corners are on the right, as
/// iOS mirrors shapes there.
extension UnevenRoundedRectangle: NodeRelativeShape {
  @MainActor func path(in rect: CGRect, of node: ViewNode) -> Path {
    guard node.environment.layoutDirection == .rightToLeft else { return path(in: rect) }
    var mirrored = self
    mirrored.cornerRadii = RectangleCornerRadii(
      topLeading: cornerRadii.topTrailing, bottomLeading: cornerRadii.bottomTrailing,
      bottomTrailing: cornerRadii.bottomLeading, topTrailing: cornerRadii.topLeading)
    return mirrored.path(in: rect)
  }
}

extension Shape where Self == UnevenRoundedRectangle {
  public static func rect(
    cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
  )
    -> UnevenRoundedRectangle
  {
    UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
  }

  public static func rect(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
      bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style
    )
  }
}

extension Path {
  public init(
    roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii,
    style: RoundedCornerStyle = .continuous
  ) {
    self.init()
    addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
  }

  /// A rectangle with a radius of its own at each corner; each is at most half the shorter side, and
  /// continuous corners run their curve further along the edges when there is room, as `RoundedRectangle`'s.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    let limit = min(rect.width, rect.height) / 2
    func radius(_ r: CGFloat) -> CGFloat { min(max(r, 0), limit) }
    let continuous = style == .continuous
    let k: CGFloat = continuous ? 0.64 : 0.5523
    // How far each corner's curve reaches along its edges.
    func reach(_ r: CGFloat) -> CGFloat { continuous ? min(r * 1.28, limit) : r }
    let (tl, tr, br, bl) = (
      reach(radius(cornerRadii.topLeading)), reach(radius(cornerRadii.topTrailing)),
      reach(radius(cornerRadii.bottomTrailing)), reach(radius(cornerRadii.bottomLeading))
    )
    let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    var corner = Path()
    corner.move(to: CGPoint(x: x0 + tl, y: y0))
    corner.addLine(to: CGPoint(x: x1 - tr, y: y0))
    if tr > 0 {
      corner.addCurve(
        to: CGPoint(x: x1, y: y0 + tr), control1: CGPoint(x: x1 - tr + tr * k, y: y0),
        control2: CGPoint(x: x1, y: y0 + tr - tr * k))
    }
    corner.addLine(to: CGPoint(x: x1, y: y1 - br))
    if br > 0 {
      corner.addCurve(
        to: CGPoint(x: x1 - br, y: y1), control1: CGPoint(x: x1, y: y1 - br + br * k),
        control2: CGPoint(x: x1 - br + br * k, y: y1))
    }
    corner.addLine(to: CGPoint(x: x0 + bl, y: y1))
    if bl > 0 {
      corner.addCurve(
        to: CGPoint(x: x0, y: y1 - bl), control1: CGPoint(x: x0 + bl - bl * k, y: y1),
        control2: CGPoint(x: x0, y: y1 - bl + bl * k))
    }
    corner.addLine(to: CGPoint(x: x0, y: y0 + tl))
    if tl > 0 {
      corner.addCurve(
        to: CGPoint(x: x0 + tl, y: y0), control1: CGPoint(x: x0, y: y0 + tl - tl * k),
        control2: CGPoint(x: x0 + tl - tl * k, y: y0))
    }
    corner.closeSubpath()
    addPath(transform == .identity ? corner : corner.applying(transform))
  }
}
