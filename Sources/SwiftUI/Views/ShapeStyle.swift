import Foundation

/// Something to fill or stroke with: a colour, a gradient, a material, the foreground style.
public protocol ShapeStyle: Sendable {}

extension Color: ShapeStyle {}

public struct AnyShapeStyle: ShapeStyle {
  let storage: any ShapeStyle
  public init<S: ShapeStyle>(_ style: S) { storage = (style as? AnyShapeStyle)?.storage ?? style }
}

/// The environment's foreground style (black unless `.foregroundStyle`/`.foregroundColor` says otherwise).
public struct ForegroundStyle: ShapeStyle {
  public init() {}
}

/// `.primary`, `.secondary`, … resolved against the foreground style.
public struct HierarchicalShapeStyle: ShapeStyle {
  let level: Int
  public static let primary = HierarchicalShapeStyle(level: 0)
  public static let secondary = HierarchicalShapeStyle(level: 1)
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  public static let quaternary = HierarchicalShapeStyle(level: 3)
}

/// A blur of what lies behind, tinted light, as iOS materials.
public struct Material: ShapeStyle {
  let blurRadius: Double
  let tint: Double
  public static let ultraThinMaterial = Material(blurRadius: 8, tint: 0.35)
  public static let thinMaterial = Material(blurRadius: 10, tint: 0.5)
  public static let regularMaterial = Material(blurRadius: 12, tint: 0.65)
  public static let thickMaterial = Material(blurRadius: 14, tint: 0.78)
  public static let ultraThickMaterial = Material(blurRadius: 16, tint: 0.88)
  public static let bar = Material(blurRadius: 12, tint: 0.75)
}

public struct TintShapeStyle: ShapeStyle {
  public init() {}
}

/// The background of the window or presentation: `systemBackground` (black in the dark).
public struct BackgroundStyle: ShapeStyle {
  public init() {}
}

extension ShapeStyle where Self == BackgroundStyle {
  public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == Color {
  public static var black: Color { .black }
  public static var white: Color { .white }
  public static var clear: Color { .clear }
  public static var gray: Color { .gray }
  public static var red: Color { .red }
  public static var orange: Color { .orange }
  public static var yellow: Color { .yellow }
  public static var green: Color { .green }
  public static var mint: Color { .mint }
  public static var teal: Color { .teal }
  public static var cyan: Color { .cyan }
  public static var blue: Color { .blue }
  public static var indigo: Color { .indigo }
  public static var purple: Color { .purple }
  public static var pink: Color { .pink }
  public static var brown: Color { .brown }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { .primary }
  public static var secondary: HierarchicalShapeStyle { .secondary }
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == Material {
  public static var ultraThinMaterial: Material { .ultraThinMaterial }
  public static var thinMaterial: Material { .thinMaterial }
  public static var regularMaterial: Material { .regularMaterial }
  public static var thickMaterial: Material { .thickMaterial }
  public static var ultraThickMaterial: Material { .ultraThickMaterial }
  public static var bar: Material { .bar }
}

extension ShapeStyle where Self == ForegroundStyle {
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle {
  public func opacity(_ opacity: Double) -> some ShapeStyle {
    OpacityShapeStyle(base: AnyShapeStyle(self), opacity: opacity)
  }
}
