import Foundation

/// A 2D outline that draws as a view, filled with the foreground style unless told otherwise.
public protocol Shape: Animatable, View, Sendable {
  func path(in rect: CGRect) -> Path
}

extension Shape {
  public var body: _ShapeView<Self, ForegroundStyle> {
    _ShapeView(shape: self, style: ForegroundStyle())
  }

  public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<
    Self, S
  > {
    _ShapeView(shape: self, style: content, fillStyle: style)
  }
  public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self, ForegroundStyle> {
    _ShapeView(shape: self, style: ForegroundStyle(), fillStyle: style)
  }
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
    _ShapeView(shape: self, style: content, stroke: style)
  }
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
    _ShapeView(shape: self, style: content, stroke: StrokeStyle(lineWidth: lineWidth))
  }
  public func stroke(style: StrokeStyle) -> some View {
    _ShapeView(shape: self, style: ForegroundStyle(), stroke: style)
  }
  public func stroke(lineWidth: CGFloat = 1) -> some View {
    _ShapeView(shape: self, style: ForegroundStyle(), stroke: StrokeStyle(lineWidth: lineWidth))
  }
}

/// Shapes that can be inset, so a border can be drawn inside their edge.
public protocol InsettableShape: Shape {
  associatedtype InsetShape: InsettableShape
  func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
  public func strokeBorder<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> some View {
    inset(by: lineWidth / 2).stroke(content, lineWidth: lineWidth)
  }
  public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
    inset(by: lineWidth / 2).stroke(lineWidth: lineWidth)
  }
  public func strokeBorder<S: ShapeStyle>(
    _ content: S, style: StrokeStyle, antialiased: Bool = true
  ) -> some View {
    inset(by: style.lineWidth / 2).stroke(content, style: style)
  }
}

/// The view a shape draws as.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
  public typealias Body = Never
  let shape: Content
  let style: Style
  var fillStyle = FillStyle()
  var stroke: StrokeStyle?

  init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle(), stroke: StrokeStyle? = nil)
  {
    self.shape = shape
    self.style = style
    self.fillStyle = fillStyle
    self.stroke = stroke
  }

  func makeNode(_ node: ViewNode) {
    node.layout = FillLayout()
    let mode: ShapeDrawing.Mode =
      stroke.map { .stroke(AnyShapeStyle(style), $0) } ?? .fill(AnyShapeStyle(style), fillStyle)
    // The path is interpolated when drawn: the node's data track presents the shape's animatableData.
    if Content.AnimatableData.self != EmptyAnimatableData.self {
      _ = node.presentAnimatableData(_AnyAnimatableData(shape.animatableData))
    } else {
      node.dataTrack = nil
    }
    node.drawing = ShapeDrawing(shape: AnyShape(shape), style: mode)
  }
}

/// A type-erased shape. It animates through the wrapped shape's animatableData, as Apple's does.
public struct AnyShape: Shape, @unchecked Sendable {
  let pathBuilder: (CGRect) -> Path
  let base: Any
  private let dataGetter: () -> _AnyAnimatableData
  private let dataSetter: (_AnyAnimatableData) -> AnyShape
  public init<S: Shape>(_ shape: S) {
    if let any = shape as? AnyShape {
      self = any
    } else {
      pathBuilder = { shape.path(in: $0) }
      base = shape
      dataGetter = { _AnyAnimatableData(shape.animatableData) }
      dataSetter = { data in
        var copy = shape
        if let value = data.cast(to: S.AnimatableData.self) { copy.animatableData = value }
        return AnyShape(copy)
      }
    }
  }
  public func path(in rect: CGRect) -> Path { pathBuilder(rect) }
  public var animatableData: _AnyAnimatableData {
    get { dataGetter() }
    set { self = dataSetter(newValue) }
  }
}

public struct Rectangle: InsettableShape {
  var insetAmount: CGFloat = 0
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }
  public func inset(by amount: CGFloat) -> Rectangle {
    var copy = self
    copy.insetAmount += amount
    return copy
  }
}

public struct RoundedRectangle: InsettableShape {
  public var cornerSize: CGSize
  public var style: RoundedCornerStyle
  var insetAmount: CGFloat = 0
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    self.style = style
  }
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }
  public func path(in rect: CGRect) -> Path {
    let size = CGSize(
      width: max(cornerSize.width - insetAmount, 0), height: max(cornerSize.height - insetAmount, 0)
    )
    return Path(
      roundedRect: rect.insetBy(dx: insetAmount, dy: insetAmount), cornerSize: size, style: style)
  }
  public func inset(by amount: CGFloat) -> RoundedRectangle {
    var copy = self
    copy.insetAmount += amount
    return copy
  }
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(cornerSize.width, cornerSize.height) }
    set { cornerSize = CGSize(width: newValue.first, height: newValue.second) }
  }
}

public struct Capsule: InsettableShape {
  public var style: RoundedCornerStyle
  var insetAmount: CGFloat = 0
  public init(style: RoundedCornerStyle = .continuous) { self.style = style }
  public func path(in rect: CGRect) -> Path {
    let inset = rect.insetBy(dx: insetAmount, dy: insetAmount)
    let radius = min(inset.width, inset.height) / 2
    // A capsule's ends are true semicircles whatever the style.
    return Path(roundedRect: inset, cornerRadius: radius, style: .circular)
  }
  public func inset(by amount: CGFloat) -> Capsule {
    var copy = self
    copy.insetAmount += amount
    return copy
  }
}

public struct Circle: InsettableShape {
  var insetAmount: CGFloat = 0
  public init() {}
  public func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height) - 2 * insetAmount
    return Path(
      ellipseIn: CGRect(
        x: rect.midX - side / 2, y: rect.midY - side / 2, width: max(side, 0), height: max(side, 0))
    )
  }
  public func inset(by amount: CGFloat) -> Circle {
    var copy = self
    copy.insetAmount += amount
    return copy
  }
}

public struct Ellipse: InsettableShape {
  var insetAmount: CGFloat = 0
  public init() {}
  public func path(in rect: CGRect) -> Path {
    Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount))
  }
  public func inset(by amount: CGFloat) -> Ellipse {
    var copy = self
    copy.insetAmount += amount
    return copy
  }
}

extension Path: Shape {
  public func path(in rect: CGRect) -> Path { self }
}

extension Shape where Self == Rectangle {
  public static var rect: Rectangle { Rectangle() }
}
extension Shape where Self == Circle {
  public static var circle: Circle { Circle() }
}
extension Shape where Self == Capsule {
  public static var capsule: Capsule { Capsule() }
}
extension Shape where Self == RoundedRectangle {
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)
    -> RoundedRectangle
  {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
}
