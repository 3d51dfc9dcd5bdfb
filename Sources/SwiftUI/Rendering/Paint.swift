import Foundation

// Styles resolve here to what the rasterizer fills with: the renderer, the graphics context and the views all
// resolve through `resolvePaint`, so the rendering layer owns it (the public styles are vocabulary, Views/).

/// A style drawn at an opacity (`ShapeStyle.opacity(_:)`).
struct OpacityShapeStyle: ShapeStyle {
  let base: AnyShapeStyle
  let opacity: Double
}

extension Gradient {
  func withOpacity(_ opacity: Double) -> Gradient {
    Gradient(stops: stops.map { Stop(color: $0.color.opacity(opacity), location: $0.location) })
  }
}

/// What a style resolves to, ready for the rasterizer.
enum Paint {
  case color(Color)
  case linear(Gradient, start: UnitPoint, end: UnitPoint)
  case radial(Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
  case angular(Gradient, center: UnitPoint, start: Angle, end: Angle)
  /// Radii are fractions of the frame's unit square, so circles stretch into ellipses with the frame.
  case elliptical(Gradient, center: UnitPoint, startFraction: CGFloat, endFraction: CGFloat)
  case mesh(MeshGradient)
  case material(Material)

  func withOpacity(_ opacity: Double) -> Paint {
    switch self {
    case .color(let color): return .color(color.opacity(opacity))
    case .linear(let g, let s, let e): return .linear(g.withOpacity(opacity), start: s, end: e)
    case .radial(let g, let c, let s, let e):
      return .radial(g.withOpacity(opacity), center: c, startRadius: s, endRadius: e)
    case .angular(let g, let c, let s, let e):
      return .angular(g.withOpacity(opacity), center: c, start: s, end: e)
    case .elliptical(let g, let c, let s, let e):
      return .elliptical(g.withOpacity(opacity), center: c, startFraction: s, endFraction: e)
    case .mesh(let mesh): return .mesh(mesh.withOpacity(opacity))
    case .material: return self
    }
  }
}

extension EnvironmentValues {
  /// The colour things are drawn in unless they say otherwise.
  var resolvedForeground: Color {
    if let style = foregroundStyle,
      case .color(let color) = resolvePaint(style.storage, environment: self, depth: 1)
    {
      return color
    }
    return .primary
  }
  var resolvedTint: Color { tint ?? .accentColor }
}

func resolvePaint(_ style: any ShapeStyle, environment: EnvironmentValues, depth: Int = 0) -> Paint
{
  switch style {
  case let color as Color: return .color(color)
  case let any as AnyShapeStyle:
    return resolvePaint(any.storage, environment: environment, depth: depth)
  case let gradient as LinearGradient:
    return .linear(gradient.gradient, start: gradient.startPoint, end: gradient.endPoint)
  case let gradient as RadialGradient:
    return .radial(
      gradient.gradient, center: gradient.center, startRadius: gradient.startRadius,
      endRadius: gradient.endRadius)
  case let gradient as AngularGradient:
    return .angular(
      gradient.gradient, center: gradient.center, start: gradient.startAngle, end: gradient.endAngle
    )
  case let gradient as EllipticalGradient:
    return .elliptical(
      gradient.gradient, center: gradient.center, startFraction: gradient.startRadiusFraction,
      endFraction: gradient.endRadiusFraction)
  case let mesh as MeshGradient: return .mesh(mesh)
  case let gradient as Gradient: return .linear(gradient, start: .top, end: .bottom)
  case let gradient as AnyGradient: return .linear(gradient.gradient, start: .top, end: .bottom)
  case let material as Material: return .material(material)
  case let opacity as OpacityShapeStyle:
    return resolvePaint(opacity.base, environment: environment, depth: depth).withOpacity(
      opacity.opacity)
  case let level as HierarchicalShapeStyle:
    let base: Paint =
      depth > 0 ? .color(.primary) : resolvePaint(ForegroundStyle(), environment: environment)
    let factors = [1.0, 0.6, 0.3, 0.18]
    return level.level == 0 ? base : base.withOpacity(factors[min(level.level, 3)])
  case is TintShapeStyle: return .color(environment.resolvedTint)
  case is BackgroundStyle: return .color(SystemColor.background)
  case is ForegroundStyle:
    guard depth == 0, let style = environment.foregroundStyle else { return .color(.primary) }
    return resolvePaint(style.storage, environment: environment, depth: depth + 1)
  default:
    Log.once(
      "style.\(type(of: style))",
      "\(type(of: style)) is not a supported ShapeStyle; drawing with the foreground colour")
    return .color(environment.resolvedForeground)
  }
}
