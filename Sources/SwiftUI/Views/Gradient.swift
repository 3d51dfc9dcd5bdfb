import Foundation

public struct Gradient: Equatable, ShapeStyle {
  public struct Stop: Equatable, Sendable {
    public var color: Color
    public var location: CGFloat
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }
  public var stops: [Stop]
  public init(stops: [Stop]) { self.stops = stops }
  public init(colors: [Color]) {
    let count = colors.count
    stops = colors.enumerated().map { index, color in
      Stop(color: color, location: count > 1 ? CGFloat(index) / CGFloat(count - 1) : 0)
    }
  }
}

public struct LinearGradient: ShapeStyle, View, PrimitiveView {
  public typealias Body = Never
  let gradient: Gradient
  let startPoint: UnitPoint
  let endPoint: UnitPoint
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }
  func makeNode(_ node: ViewNode) { node.makeStyleFill(self) }
}

public struct RadialGradient: ShapeStyle, View, PrimitiveView {
  public typealias Body = Never
  let gradient: Gradient
  let center: UnitPoint
  let startRadius: CGFloat
  let endRadius: CGFloat
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
  }
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }
  public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }
  func makeNode(_ node: ViewNode) { node.makeStyleFill(self) }
}

public struct AngularGradient: ShapeStyle, View, PrimitiveView {
  public typealias Body = Never
  let gradient: Gradient
  let center: UnitPoint
  let startAngle: Angle
  let endAngle: Angle
  public init(
    gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    // Equal angles mean a full turn, as in SwiftUI.
    self.endAngle = endAngle == startAngle ? .degrees(startAngle.degrees + 360) : endAngle
  }
  public init(
    colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle
    )
  }
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(
      gradient: gradient, center: center, startAngle: angle, endAngle: .degrees(angle.degrees + 360)
    )
  }
  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }
  func makeNode(_ node: ViewNode) { node.makeStyleFill(self) }
}

extension ViewNode {
  /// Styles used as views fill the space they are offered.
  func makeStyleFill(_ style: some ShapeStyle) {
    layout = FillLayout()
    drawing = ShapeDrawing(
      shape: AnyShape(Rectangle()), style: .fill(AnyShapeStyle(style), FillStyle()))
  }
}

/// Shapes, colours and gradients: exactly the proposal, 10 pt on a nil axis.
struct FillLayout: NodeLayout {
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }
  func placeChildren(in size: CGSize, node: ViewNode) {}
}
