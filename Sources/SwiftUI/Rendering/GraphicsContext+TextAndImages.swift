import CCairo
import Foundation

extension GraphicsContext {
  /// Text with its font, colour and layout style fixed by the context's environment, ready to measure and draw.
  public struct ResolvedText {
    let string: String
    let style: TextEngine.Style
    /// What the text is drawn with; starts as the colour the text's modifiers and environment give it.
    public var shading: Shading

    /// The size the text takes when offered `size` (wrapping at its width, cut to its height).
    public func measure(in size: CGSize) -> CGSize {
      MainActor.assumeIsolated { layout(in: size).size }
    }

    /// The distance from the top of the text's frame to its first line's baseline.
    public func firstBaseline(in size: CGSize) -> CGFloat {
      MainActor.assumeIsolated {
        TextEngine.shared.baselines(
          string, style: style, width: width(size), maxLines: layout(in: size).lines
        ).first
      }
    }

    public func lastBaseline(in size: CGSize) -> CGFloat {
      MainActor.assumeIsolated {
        TextEngine.shared.baselines(
          string, style: style, width: width(size), maxLines: layout(in: size).lines
        ).last
      }
    }

    @MainActor func layout(in size: CGSize) -> (size: CGSize, lines: Int?) {
      TextEngine.shared.measure(
        string, style: style, proposal: ProposedViewSize(width: width(size), height: size.height))
    }

    private func width(_ size: CGSize) -> CGFloat? { size.width.isFinite ? size.width : nil }
  }

  /// An image with its size fixed by the context's environment (a symbol takes the font's size).
  public struct ResolvedImage {
    let image: Image
    public let size: CGSize
    public let baseline: CGFloat
    /// What a template image or a symbol is drawn with; nil draws the image's own colours (symbols use the
    /// foreground then).
    public var shading: Shading?
  }

  public func resolve(_ text: Text) -> ResolvedText {
    let environment = environment
    let (string, style, color) = MainActor.assumeIsolated {
      let shown = text.shownContent(in: environment)
      return (shown.string, shown.style, shown.color)
    }
    return ResolvedText(string: string, style: style, shading: .color(color))
  }

  public func resolve(_ image: Image) -> ResolvedImage {
    let size: CGSize
    switch image.source {
    case .system(let name):
      let environment = environment
      size = MainActor.assumeIsolated {
        SymbolRenderer.naturalSize(
          name, font: environment.font ?? .body, scale: environment.imageScale)
      }
    default:
      size = image.bitmap?.pointSize ?? .zero
    }
    return ResolvedImage(image: image, size: size, baseline: size.height, shading: nil)
  }

  // MARK: Text

  /// Draws text wrapped to the rectangle's width, from its top-left corner.
  public func draw(_ text: ResolvedText, in rect: CGRect) {
    perform { cr in
      let measured = text.layout(in: rect.size)
      cairo_translate(cr, rect.minX, rect.minY)
      TextEngine.shared.draw(
        text.string, style: text.style, maxLines: measured.lines, color: color(of: text.shading),
        in: CGSize(
          width: rect.width.isFinite ? rect.width : measured.size.width,
          height: measured.size.height),
        context: target.render)
    }
  }

  /// Draws text on one line (or its own line breaks) with `anchor` of its frame at `point`.
  public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
    let size = text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
    draw(
      text,
      in: CGRect(
        x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width,
        height: size.height))
  }

  public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(resolve(text), at: point, anchor: anchor)
  }

  // MARK: Images

  /// Draws the image stretched to fill the rectangle.
  public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
    perform { _ in
      let tint = image.shading.map { color(of: $0) }
      target.render.drawImage(image.image, in: rect, tint: tint, environment: environment)
    }
  }

  public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(
      image,
      in: CGRect(
        x: point.x - anchor.x * image.size.width, y: point.y - anchor.y * image.size.height,
        width: image.size.width, height: image.size.height))
  }

  public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
    draw(resolve(image), in: rect, style: style)
  }

  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(resolve(image), at: point, anchor: anchor)
  }
}
