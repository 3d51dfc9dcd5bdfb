import Foundation

/// A bitmap from the app's resources, or a symbol. Symbols are glyphs sized by the font; bitmaps keep their
/// size unless made resizable.
public struct Image: Equatable, View, PrimitiveView {
  public typealias Body = Never

  enum Source: Equatable {
    case system(String)
    case named(String)
    case bitmap(ObjectIdentifier, Bitmap)
    /// `UIImage()`: no pixels, zero size.
    case empty
    static func == (a: Source, b: Source) -> Bool {
      switch (a, b) {
      case (.empty, .empty): return true
      case (.system(let x), .system(let y)), (.named(let x), .named(let y)): return x == y
      case (.bitmap(let x, _), .bitmap(let y, _)): return x == y
      default: return false
      }
    }
  }

  public enum Scale: Hashable, Sendable { case small, medium, large }
  public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
  public enum ResizingMode: Hashable, Sendable { case tile, stretch }
  public enum Interpolation: Hashable, Sendable { case none, low, medium, high }

  var source: Source
  var bundle: Bundle?
  var isResizable = false
  var renderingMode: TemplateRenderingMode?
  var interpolation: Interpolation = .high
  /// `Image.symbolRenderingMode(_:)`: wins over the environment's.
  var symbolRenderingMode: SymbolRenderingMode?

  public init(_ name: String, bundle: Bundle? = nil) {
    source = .named(name)
    self.bundle = bundle
  }
  public init(systemName: String) { source = .system(systemName) }
  public init(uiImage: UIImage) {
    if let bitmap = uiImage.bitmap {
      source = .bitmap(ObjectIdentifier(bitmap), bitmap)
    } else if uiImage.name == nil {
      source = .empty
    } else {
      source = uiImage.isSymbol ? .system(uiImage.name ?? "") : .named(uiImage.name ?? "")
    }
  }
  public init(decorative name: String, bundle: Bundle? = nil) { self.init(name, bundle: bundle) }

  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch)
    -> Image
  {
    var copy = self
    copy.isResizable = true
    return copy
  }
  public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
    var copy = self
    copy.renderingMode = mode
    return copy
  }
  public func interpolation(_ interpolation: Interpolation) -> Image {
    var copy = self
    copy.interpolation = interpolation
    return copy
  }
  public func antialiased(_ isAntialiased: Bool) -> Image { self }

  func makeNode(_ node: ViewNode) {
    let image = applyingSymbolVariants(node.environment.symbolVariants)
    node.layout = ImageLayout(image: image)
    node.drawing = ImageDrawing(image: image)
    if case .system(let name) = source, Self.isDirectional(name) {
      node.attributes.flipsForRightToLeft = true
    }
  }

  /// Symbols that point along the reading direction (chevrons, arrows): iOS draws them mirrored right to
  /// left, so "chevron.right" still points to what comes next.
  static func isDirectional(_ name: String) -> Bool {
    let parts = name.split(separator: ".")
    guard let first = parts.first,
      ["chevron", "arrow", "arrowshape", "arrowtriangle"].contains(first)
    else { return false }
    return parts.contains { ["left", "right", "forward", "backward"].contains($0) }
  }

  var bitmap: Bitmap? {
    switch source {
    case .named(let name): return ImageLoader.bitmap(named: name, bundle: bundle)
    case .bitmap(_, let bitmap): return bitmap
    case .system, .empty: return nil
    }
  }
}

struct ImageLayout: NodeLayout {
  let image: Image
  func naturalSize(_ node: ViewNode) -> CGSize {
    switch image.source {
    case .system(let name):
      return SymbolRenderer.naturalSize(
        name, font: (node.environment.font ?? .body).scaled(for: node.environment.dynamicTypeSize),
        scale: node.environment.imageScale)
    default:
      return image.bitmap?.pointSize ?? .zero
    }
  }
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let natural = naturalSize(node)
    guard image.isResizable else { return natural }
    return CGSize(width: proposal.width ?? natural.width, height: proposal.height ?? natural.height)
  }
  func placeChildren(in size: CGSize, node: ViewNode) {}
}

struct ImageDrawing: NodeDrawing {
  let image: Image
  /// A bitmap is resampled: its cost grows with how many source pixels fall on each drawn pixel.
  func redrawCost(_ node: ViewNode, pixels: Double) -> DrawingCost {
    guard case .system = image.source else {
      let source = image.bitmap.map { Double($0.pixelSize.width * $0.pixelSize.height) } ?? 0
      return DrawingCost(pixels * RedrawCost.bitmap * max(1, source / max(pixels, 1)))
    }
    return DrawingCost(RedrawCost.perTextRun + pixels * RedrawCost.symbol)
  }
  func animatablePaint(node: ViewNode) -> [Double]? {
    if case .system = image.source { return node.environment.resolvedForeground.components }
    return nil
  }
  func draw(_ node: ViewNode, in context: GraphicsContext, size: CGSize) {
    if node.environment.redactsContent {
      // A placeholder box of the foreground's grey where the image would be.
      context.fill(
        Path(
          roundedRect: CGRect(origin: .zero, size: size),
          cornerRadius: min(RedactionMetrics.cornerRadius, min(size.width, size.height) / 2)),
        with: .color(node.environment.resolvedForeground.opacity(RedactionMetrics.opacity)))
      return
    }
    let tint: Color?
    switch image.source {
    case .system(let name):
      tint =
        image.paletteTint(for: name, in: node.environment)
        ?? context.presentedPaint(of: node).map(Color.init(components:))
        ?? node.environment.resolvedForeground
    default:
      tint = image.renderingMode == .template ? node.environment.resolvedForeground : nil
    }
    context.drawImage(image, in: CGRect(origin: .zero, size: size), tint: tint)
  }
}
