import Foundation

/// A two-dimensional gradient: a grid of `width` × `height` vertices, each at a point of the unit square
/// (stretched over the view's frame) with a colour. Between them the grid is a surface of smooth patches whose
/// colours are interpolated bicubically from the neighbouring vertices (`smoothsColors`, the default) or
/// bilinearly within each patch. What the mesh leaves uncovered shows `background`.
public struct MeshGradient: ShapeStyle, Equatable, View, PrimitiveView {
  public typealias Body = Never

  /// A vertex with explicit Bézier control points towards its neighbours. Only `position` is used here: the
  /// patches' edges are drawn through the positions as a smooth spline.
  public struct BezierPoint: Equatable, Sendable {
    public var position: SIMD2<Float>
    public var leadingControlPoint: SIMD2<Float>
    public var topControlPoint: SIMD2<Float>
    public var trailingControlPoint: SIMD2<Float>
    public var bottomControlPoint: SIMD2<Float>
    public init(
      position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
      trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>
    ) {
      self.position = position
      self.leadingControlPoint = leadingControlPoint
      self.topControlPoint = topControlPoint
      self.trailingControlPoint = trailingControlPoint
      self.bottomControlPoint = bottomControlPoint
    }
  }

  public enum Locations: Equatable, Sendable {
    case points([SIMD2<Float>])
    case bezierPoints([BezierPoint])
  }

  public enum Colors: Equatable, Sendable {
    case colors([Color])
  }

  public var width: Int
  public var height: Int
  public var locations: Locations
  public var colors: Colors
  public var background: Color
  public var smoothsColors: Bool
  public var colorSpace: Gradient.ColorSpace

  public init(
    width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
    smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
  ) {
    self.width = width
    self.height = height
    self.locations = locations
    self.colors = colors
    self.background = background
    self.smoothsColors = smoothsColors
    self.colorSpace = colorSpace
  }

  public init(
    width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
    smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
  ) {
    self.init(
      width: width, height: height, locations: .points(points), colors: .colors(colors),
      background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
  }

  public init(
    width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color],
    background: Color = .clear, smoothsColors: Bool = true,
    colorSpace: Gradient.ColorSpace = .device
  ) {
    self.init(
      width: width, height: height, locations: .bezierPoints(bezierPoints),
      colors: .colors(colors), background: background, smoothsColors: smoothsColors,
      colorSpace: colorSpace)
  }

  /// The vertices' positions in the unit square, row by row.
  var unitPoints: [SIMD2<Float>] {
    switch locations {
    case .points(let points): return points
    case .bezierPoints(let points): return points.map(\.position)
    }
  }

  var vertexColors: [Color] {
    switch colors {
    case .colors(let colors): return colors
    }
  }

  /// Whether the grid is complete: at least 2 × 2 vertices, with a position and a colour for each.
  var isDrawable: Bool {
    width >= 2 && height >= 2 && unitPoints.count >= width * height
      && vertexColors.count >= width * height
  }

  func withOpacity(_ opacity: Double) -> MeshGradient {
    var copy = self
    copy.colors = .colors(vertexColors.map { $0.opacity(opacity) })
    copy.background = background.opacity(opacity)
    return copy
  }

  func makeNode(_ node: ViewNode) { node.makeStyleFill(self) }
}
