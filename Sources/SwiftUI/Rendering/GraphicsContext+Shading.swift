import CCairo
import Foundation

extension GraphicsContext {
  /// What a path is filled or stroked with. Gradients here are in the context's coordinates (points), not in
  /// unit points of a frame as the `LinearGradient` view's are.
  public struct Shading {
    enum Kind {
      case color(Color)
      case style(AnyShapeStyle)
      case linear(Gradient, start: CGPoint, end: CGPoint, options: GradientOptions)
      case radial(
        Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
        options: GradientOptions)
      case conic(Gradient, center: CGPoint, angle: Angle)
      case foreground
      case tiledImage(Image, origin: CGPoint, sourceRect: CGRect, scale: CGFloat)
      /// What a primitive resolved its style to, laid out over a rect (the shape's frame).
      case paint(Paint, rect: CGRect)
    }
    let kind: Kind

    public static var foreground: Shading { Shading(kind: .foreground) }
    public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }
    public static func color(
      _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
      opacity: Double = 1
    ) -> Shading {
      .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
    }
    public static func color(
      _ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1
    ) -> Shading {
      .color(Color(white: white, opacity: opacity))
    }
    public static func style<S: ShapeStyle>(_ style: S) -> Shading {
      Shading(kind: .style(AnyShapeStyle(style)))
    }
    public static func linearGradient(
      _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(kind: .linear(gradient, start: startPoint, end: endPoint, options: options))
    }
    public static func radialGradient(
      _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(
        kind: .radial(
          gradient, center: center, startRadius: startRadius, endRadius: endRadius,
          options: options))
    }
    public static func conicGradient(
      _ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(kind: .conic(gradient, center: center, angle: angle))
    }
    /// A mesh gradient laid over the bounds of what is filled or stroked.
    public static func meshGradient(_ mesh: MeshGradient) -> Shading {
      Shading(kind: .style(AnyShapeStyle(mesh)))
    }
    public static func tiledImage(
      _ image: Image, origin: CGPoint = .zero,
      sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1
    ) -> Shading {
      Shading(kind: .tiledImage(image, origin: origin, sourceRect: sourceRect, scale: scale))
    }

    /// A primitive's resolved paint over its frame (gradients' unit points are relative to `rect`).
    static func paint(_ paint: Paint, in rect: CGRect) -> Shading {
      Shading(kind: .paint(paint, rect: rect))
    }
  }

  public struct GradientOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let `repeat` = GradientOptions(rawValue: 1)
    public static let mirror = GradientOptions(rawValue: 2)
    public static let linearColor = GradientOptions(rawValue: 4)
  }

  // MARK: Paths

  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    perform { cr in
      target.render.addPath(path)
      cairo_set_fill_rule(
        cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
      if !style.isAntialiased { cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE) }
      switch resolved(shading, over: path) {
      case .paint(let paint, let rect):
        target.render.fill(with: paint, in: rect)
      case let other:
        setSource(other, cr: cr)
        cairo_fill(cr)
      }
    }
  }

  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    perform { cr in
      target.render.addPath(path)
      target.render.applyStroke(style)
      setSource(resolved(shading, over: path), cr: cr)
      cairo_stroke(cr)
    }
  }

  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// Shape styles and the foreground resolve against this context's environment, laid over the path's bounds.
  @MainActor private func resolved(_ shading: Shading, over path: Path) -> Shading.Kind {
    switch shading.kind {
    case .style(let style):
      return .paint(resolvePaint(style, environment: environment), rect: path.boundingRect)
    case .foreground:
      return .paint(
        resolvePaint(ForegroundStyle(), environment: environment), rect: path.boundingRect)
    case let other: return other
    }
  }

  /// The colour a shading stands for where one colour is needed (text, template images).
  @MainActor func color(of shading: Shading) -> Color {
    switch shading.kind {
    case .color(let color): return color
    case .paint(.color(let color), _): return color
    case .style(let style):
      if case .color(let color) = resolvePaint(style, environment: environment) { return color }
      return environment.resolvedForeground
    default: return environment.resolvedForeground
    }
  }

  @MainActor func setSource(_ kind: Shading.Kind, cr: OpaquePointer) {
    switch kind {
    case .color(let color): target.render.setColor(color)
    case .paint(let paint, let rect): target.render.setSource(paint, in: rect)
    case .style, .foreground: target.render.setColor(environment.resolvedForeground)
    case .linear(let gradient, let start, let end, let options):
      let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
      Self.addStops(gradient, to: pattern, options: options)
      cairo_set_source(cr, pattern)
      cairo_pattern_destroy(pattern)
    case .radial(let gradient, let center, let startRadius, let endRadius, let options):
      let pattern = cairo_pattern_create_radial(
        center.x, center.y, startRadius, center.x, center.y, max(endRadius, startRadius + 0.001))!
      Self.addStops(gradient, to: pattern, options: options)
      cairo_set_source(cr, pattern)
      cairo_pattern_destroy(pattern)
    case .conic(let gradient, let center, let angle):
      // A square around the centre, large enough to cover anything drawn with it.
      let reach: CGFloat = 100_000
      let pattern = AngularPattern.make(
        gradient: gradient, center: .center, start: angle,
        end: Angle(radians: angle.radians + 2 * .pi),
        rect: CGRect(x: center.x - reach, y: center.y - reach, width: 2 * reach, height: 2 * reach))
      cairo_set_source(cr, pattern)
      cairo_pattern_destroy(pattern)
    case .tiledImage(let image, let origin, let sourceRect, let scale):
      guard let bitmap = image.bitmap else {
        target.render.setColor(.clear)
        return
      }
      let pixels = bitmap.pixelSize
      let crop = CGRect(
        x: sourceRect.minX * pixels.width, y: sourceRect.minY * pixels.height,
        width: sourceRect.width * pixels.width, height: sourceRect.height * pixels.height)
      let tile = cairo_surface_create_for_rectangle(
        bitmap.surface, crop.minX, crop.minY, crop.width, crop.height)!
      let pattern = cairo_pattern_create_for_surface(tile)!
      cairo_surface_destroy(tile)
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
      // Pattern space is the bitmap's pixels: a point p maps to (p - origin) · bitmap scale / scale.
      var matrix = cairo_matrix_t()
      let factor = bitmap.scale / max(scale, 0.0001)
      cairo_matrix_init_scale(&matrix, factor, factor)
      cairo_matrix_translate(&matrix, -origin.x, -origin.y)
      cairo_pattern_set_matrix(pattern, &matrix)
      cairo_set_source(cr, pattern)
      cairo_pattern_destroy(pattern)
    }
  }

  private static func addStops(
    _ gradient: Gradient, to pattern: OpaquePointer, options: GradientOptions
  ) {
    for stop in gradient.stops {
      cairo_pattern_add_color_stop_rgba(
        pattern, Double(stop.location), stop.color.red, stop.color.green, stop.color.blue,
        stop.color.alpha)
    }
    cairo_pattern_set_extend(
      pattern,
      options.contains(.mirror)
        ? CAIRO_EXTEND_REFLECT : options.contains(.repeat) ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
  }
}
