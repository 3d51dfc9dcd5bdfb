import Foundation

extension View {
  public func opacity(_ opacity: Double) -> some View {
    modifier(AttributeModifier { $0.effects.opacity *= opacity })
  }
  public func offset(_ offset: CGSize) -> some View {
    modifier(AttributeModifier { $0.effects.offset = offset })
  }
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    offset(CGSize(width: x, height: y))
  }

  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    modifier(
      AttributeModifier {
        $0.effects.scale = scale
        $0.effects.scaleAnchor = anchor
      })
  }
  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
    scaleEffect(CGSize(width: s, height: s), anchor: anchor)
  }
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View
  {
    scaleEffect(CGSize(width: x, height: y), anchor: anchor)
  }
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    modifier(
      AttributeModifier {
        $0.effects.rotation = angle.degrees
        $0.effects.rotationAnchor = anchor
      })
  }
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    modifier(AttributeModifier { $0.effects.blurRadius = Double(radius) })
  }
  public func shadow(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  )
    -> some View
  {
    modifier(
      AttributeModifier { $0.shadow = ShadowEffect(color: color, radius: radius, x: x, y: y) })
  }
  public func clipped(antialiased: Bool = false) -> some View {
    modifier(AttributeModifier { $0.clipsToBounds = true })
  }
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    modifier(AttributeModifier { $0.clipShape = AnyShape(shape) })
  }
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    modifier(
      AttributeModifier {
        $0.clipShape = AnyShape(RoundedRectangle(cornerRadius: radius, style: .circular))
      })
  }
  public func hidden() -> some View { modifier(AttributeModifier { $0.effects.opacity = 0 }) }
  public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M)
    -> some View
  {
    Log.once("mask", ".mask is drawn as a clip to the view's bounds")
    return modifier(AttributeModifier { $0.clipsToBounds = true })
  }
  public func drawingGroup(opaque: Bool = false) -> some View { self }
  public func compositingGroup() -> some View { self }
  /// Brightens the rendered view: `amount` is added to each colour component (1 is white).
  public func brightness(_ amount: Double) -> some View {
    colorFilter(.brightness(amount))
  }
  /// Moves each colour component away from (or, below 1, towards) middle grey; negative values also invert.
  public func contrast(_ amount: Double) -> some View { colorFilter(.contrast(amount)) }
  /// 0 is grey, 1 unchanged, more than 1 more vivid.
  public func saturation(_ amount: Double) -> some View { colorFilter(.saturation(amount)) }
  /// 0 unchanged, 1 fully grey.
  public func grayscale(_ amount: Double) -> some View { colorFilter(.grayscale(amount)) }
  /// Multiplies each component of the rendered view by the colour's.
  public func colorMultiply(_ color: Color) -> some View { colorFilter(.colorMultiply(color)) }
  /// Turns the hues of the rendered view around the colour wheel.
  public func hueRotation(_ angle: Angle) -> some View { colorFilter(.hueRotation(angle)) }
  /// Inverts each colour component.
  public func colorInvert() -> some View { colorFilter(.colorInvert) }
  /// The view's luminance becomes its opacity, in black.
  public func luminanceToAlpha() -> some View { colorFilter(.luminanceToAlpha) }
  /// How the rendered view is composited onto what is drawn below it.
  public func blendMode(_ blendMode: BlendMode) -> some View {
    modifier(AttributeModifier { $0.blendMode = blendMode })
  }

  /// The view's content is drawn as a layer, filtered, then composited (Rendering/Renderer+ColorEffects.swift).
  private func colorFilter(_ filter: GraphicsContext.Filter) -> some View {
    // An outer modifier sets its node's attributes before the inner one's: the innermost filter comes first.
    modifier(AttributeModifier { $0.colorFilters.insert(filter, at: 0) })
  }
}

/// How a view is composited with what is below it, as SwiftUI's `BlendMode`.
public enum BlendMode: Sendable, Hashable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight
  case hardLight, difference, exclusion, hue, saturation, color, luminosity
  case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter

  var graphicsBlendMode: GraphicsContext.BlendMode {
    switch self {
    case .normal: .normal
    case .multiply: .multiply
    case .screen: .screen
    case .overlay: .overlay
    case .darken: .darken
    case .lighten: .lighten
    case .colorDodge: .colorDodge
    case .colorBurn: .colorBurn
    case .softLight: .softLight
    case .hardLight: .hardLight
    case .difference: .difference
    case .exclusion: .exclusion
    case .hue: .hue
    case .saturation: .saturation
    case .color: .color
    case .luminosity: .luminosity
    case .sourceAtop: .sourceAtop
    case .destinationOver: .destinationOver
    case .destinationOut: .destinationOut
    case .plusDarker: .plusDarker
    case .plusLighter: .plusLighter
    }
  }
}
