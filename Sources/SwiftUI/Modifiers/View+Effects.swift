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
  public func brightness(_ amount: Double) -> some View {
    Log.once("brightness", ".brightness(_:) is not drawn yet; the view is shown unchanged")
    return self
  }
  public func contrast(_ amount: Double) -> some View {
    Log.once("contrast", ".contrast(_:) is not drawn yet; the view is shown unchanged")
    return self
  }
  public func saturation(_ amount: Double) -> some View {
    Log.once("saturation", ".saturation(_:) is not drawn yet; the view is shown unchanged")
    return self
  }
  public func grayscale(_ amount: Double) -> some View {
    Log.once("grayscale", ".grayscale(_:) is not drawn yet; the view is shown unchanged")
    return self
  }
}
