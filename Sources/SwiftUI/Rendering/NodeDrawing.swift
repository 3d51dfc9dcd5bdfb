import Foundation

/// What a primitive draws in its own frame (children are drawn by the renderer around it), through the same
/// `GraphicsContext` that `Canvas` gives app code.
@MainActor protocol NodeDrawing {
  func draw(_ node: ViewNode, in context: GraphicsContext, size: CGSize)
  /// Colour components that animate (a shape's fill colour), or nil.
  func animatablePaint(node: ViewNode) -> [Double]?
  /// Drawn above the node's children rather than below (overlay-like drawing such as a focus ring).
  var drawsAboveChildren: Bool { get }
  /// What drawing this again costs over `pixels` device pixels, in `RedrawCost` units (see there), and
  /// whether it shows what is drawn behind it (a material: a cached layer would freeze that).
  func redrawCost(_ node: ViewNode, pixels: Double) -> DrawingCost
}

extension NodeDrawing {
  func animatablePaint(node: ViewNode) -> [Double]? { nil }
  var drawsAboveChildren: Bool { false }
  func redrawCost(_ node: ViewNode, pixels: Double) -> DrawingCost {
    DrawingCost(pixels * RedrawCost.solidFill)
  }
}

struct DrawingCost {
  var cost: Double
  var readsBackdrop = false
  init(_ cost: Double, readsBackdrop: Bool = false) {
    self.cost = cost
    self.readsBackdrop = readsBackdrop
  }
}

/// Fills or strokes a shape with a style.
struct ShapeDrawing: NodeDrawing {
  enum Mode {
    case fill(AnyShapeStyle, FillStyle)
    case stroke(AnyShapeStyle, StrokeStyle)
  }
  let shape: AnyShape
  let style: Mode

  init(shape: AnyShape, style: Mode) {
    self.shape = shape
    self.style = style
  }

  private var shapeStyle: AnyShapeStyle {
    switch style {
    case .fill(let s, _), .stroke(let s, _): return s
    }
  }

  func animatablePaint(node: ViewNode) -> [Double]? {
    if case .color(let color) = resolvePaint(shapeStyle, environment: node.environment) {
      return color.components
    }
    return nil
  }

  func redrawCost(_ node: ViewNode, pixels: Double) -> DrawingCost {
    switch style {
    case .stroke(let s, _):
      let gradient: Bool
      if case .color = resolvePaint(s, environment: node.environment) {
        gradient = false
      } else {
        gradient = true
      }
      return DrawingCost(pixels * RedrawCost.solidFill * 0.5 + (gradient ? pixels : 0))
    case .fill(let s, _):
      switch resolvePaint(s, environment: node.environment) {
      case .color: return DrawingCost(pixels * RedrawCost.solidFill)
      case .linear, .radial, .elliptical: return DrawingCost(pixels * RedrawCost.cachedGradient)
      case .angular, .mesh: return DrawingCost(pixels * RedrawCost.meshGradient)
      case .material: return DrawingCost(pixels * RedrawCost.blur, readsBackdrop: true)
      }
    }
  }

  func draw(_ node: ViewNode, in context: GraphicsContext, size: CGSize) {
    let rect = CGRect(origin: .zero, size: size)
    var paint = resolvePaint(shapeStyle, environment: node.environment)
    if case .color = paint, let animated = context.presentedPaint(of: node) {
      paint = .color(Color(components: animated))
    }
    var shape = self.shape
    if let track = node.dataTrack, track.isAnimating(at: context.time) {
      shape.animatableData = track.presented(at: context.time)
    }
    let path = shape.path(in: rect, of: node)
    switch style {
    case .fill(_, let fill):
      context.fill(path, with: .paint(paint, in: rect), style: fill)
    case .stroke(_, let stroke):
      context.stroke(path, with: .paint(paint, in: rect), style: stroke)
    }
  }
}
