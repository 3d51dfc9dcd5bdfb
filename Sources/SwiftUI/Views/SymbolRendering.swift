import Foundation

/// How a symbol's layers are coloured. Our symbols are single-layer art, so every mode draws the symbol in
/// the foreground style (hierarchical as monochrome; multicolor has no colours of its own to show), except
/// that a palette fills an enclosed symbol's circle or square with its second colour, the glyph knocked out
/// (a white person on a blue circle, over a white screen).
public struct SymbolRenderingMode: Equatable, Sendable {
  enum Kind: Equatable { case monochrome, multicolor, hierarchical, palette }
  let kind: Kind
  public static let monochrome = SymbolRenderingMode(kind: .monochrome)
  public static let multicolor = SymbolRenderingMode(kind: .multicolor)
  public static let hierarchical = SymbolRenderingMode(kind: .hierarchical)
  public static let palette = SymbolRenderingMode(kind: .palette)
}

/// The variant of a symbol to draw (`.symbolVariant(.fill)` turns "heart" into "heart.fill").
public struct SymbolVariants: Hashable, Sendable {
  var shape: String?
  var isFilled = false
  var isSlashed = false

  public static let none = SymbolVariants()
  public static let circle = SymbolVariants(shape: "circle")
  public static let square = SymbolVariants(shape: "square")
  public static let rectangle = SymbolVariants(shape: "rectangle")
  public static let fill = SymbolVariants(isFilled: true)
  public static let slash = SymbolVariants(isSlashed: true)

  public var circle: SymbolVariants { with { $0.shape = "circle" } }
  public var square: SymbolVariants { with { $0.shape = "square" } }
  public var rectangle: SymbolVariants { with { $0.shape = "rectangle" } }
  public var fill: SymbolVariants { with { $0.isFilled = true } }
  public var slash: SymbolVariants { with { $0.isSlashed = true } }

  public func contains(_ other: SymbolVariants) -> Bool {
    (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled)
      && (!other.isSlashed || isSlashed)
  }

  private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
    var copy = self
    change(&copy)
    return copy
  }

  /// The variant's name for a symbol, in SF Symbols' order ("bell" + slash, circle, fill:
  /// "bell.slash.circle.fill"); parts the name already has are not added again.
  func name(for base: String) -> String {
    var parts = base.split(separator: ".").map(String.init)
    if isSlashed, !parts.contains("slash") { parts.append("slash") }
    if let shape, !parts.contains(shape) { parts.append(shape) }
    if isFilled, parts.last != "fill" { parts.append("fill") }
    return parts.joined(separator: ".")
  }
}

private struct SymbolRenderingModeKey: EnvironmentKey {
  static var defaultValue: SymbolRenderingMode? { nil }
}
private struct SymbolVariantsKey: EnvironmentKey {
  static var defaultValue: SymbolVariants { .none }
}
private struct SecondaryForegroundKey: EnvironmentKey {
  static var defaultValue: AnyShapeStyle? { nil }
}

extension EnvironmentValues {
  public var symbolRenderingMode: SymbolRenderingMode? {
    get { self[SymbolRenderingModeKey.self] }
    set { self[SymbolRenderingModeKey.self] = newValue }
  }
  public var symbolVariants: SymbolVariants {
    get { self[SymbolVariantsKey.self] }
    set { self[SymbolVariantsKey.self] = newValue }
  }
  /// The second style of `.foregroundStyle(_:_:)`: a palette symbol's second layer.
  var secondaryForegroundStyle: AnyShapeStyle? {
    get { self[SecondaryForegroundKey.self] }
    set { self[SecondaryForegroundKey.self] = newValue }
  }
}

extension View {
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    environment(\.symbolRenderingMode, mode)
  }

  /// Draws the symbols inside in this variant where the symbol has it (a tab bar's filled icons).
  public func symbolVariant(_ variant: SymbolVariants) -> some View {
    environment(\.symbolVariants, variant)
  }
}

extension Image {
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
    var copy = self
    copy.symbolRenderingMode = mode
    return copy
  }

  /// A palette's second colour, for a symbol in a filled circle or square (the layer it colours; the glyph is
  /// knocked out of it, however the symbol is drawn).
  @MainActor func paletteTint(for name: String, in environment: EnvironmentValues) -> Color? {
    guard (symbolRenderingMode ?? environment.symbolRenderingMode) == .palette,
      let secondary = environment.secondaryForegroundStyle,
      [".circle.fill", ".square.fill", ".rectangle.fill"].contains(where: { name.hasSuffix($0) }),
      case .color(let color) = resolvePaint(secondary.storage, environment: environment)
    else { return nil }
    return color
  }

  /// The symbol in the environment's variant, where there is one to draw; else as named.
  @MainActor func applyingSymbolVariants(_ variants: SymbolVariants) -> Image {
    guard variants != .none, case .system(let name) = source else { return self }
    let variant = variants.name(for: name)
    guard variant != name, SymbolRenderer.resolve(variant) != nil else { return self }
    var copy = self
    copy.source = .system(variant)
    return copy
  }
}
