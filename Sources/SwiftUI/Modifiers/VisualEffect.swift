import Foundation

/// Effects that change how a view looks, not where it is laid out: what `.visualEffect` and `.scrollTransition`
/// closures return. Each modifier applies on top of the ones before it, as view modifiers do.
public protocol VisualEffect: Sendable, Animatable {
  var _effect: _VisualEffectChain { get }
}

/// The effect that changes nothing: what the closures receive to build on.
public struct EmptyVisualEffect: VisualEffect {
  public init() {}
  public var _effect: _VisualEffectChain { _VisualEffectChain(size: visualEffectSize) }
}

/// The effects gathered so far: a transform in the view's own space, an opacity, a blur.
public struct _VisualEffectChain: VisualEffect {
  var transform = CGAffineTransform.identity
  var opacity = 1.0
  var blurRadius = 0.0
  /// Size of the view the effect is for, so anchors resolve (set before the closure runs).
  var size = CGSize.zero
  public var _effect: _VisualEffectChain { self }

  func adding(_ next: CGAffineTransform, about anchor: UnitPoint) -> _VisualEffectChain {
    let point = CGPoint(x: anchor.x * size.width, y: anchor.y * size.height)
    var copy = self
    copy.transform = transform.concatenating(CGAffineTransform(translationX: -point.x, y: -point.y))
      .concatenating(next).concatenating(CGAffineTransform(translationX: point.x, y: point.y))
    return copy
  }
}

/// The size the closures' effects resolve their anchors against.
nonisolated(unsafe) private var visualEffectSize = CGSize.zero

extension VisualEffect {
  private var chain: _VisualEffectChain { _effect }

  public func offset(_ offset: CGSize) -> _VisualEffectChain {
    chain.adding(CGAffineTransform(translationX: offset.width, y: offset.height), about: .zero)
  }
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _VisualEffectChain {
    offset(CGSize(width: x, height: y))
  }
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> _VisualEffectChain {
    chain.adding(CGAffineTransform(scaleX: scale.width, y: scale.height), about: anchor)
  }
  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> _VisualEffectChain {
    scaleEffect(CGSize(width: s, height: s), anchor: anchor)
  }
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> _VisualEffectChain
  {
    scaleEffect(CGSize(width: x, height: y), anchor: anchor)
  }
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> _VisualEffectChain {
    chain.adding(CGAffineTransform(rotationAngle: angle.radians), about: anchor)
  }
  public func opacity(_ opacity: Double) -> _VisualEffectChain {
    var copy = chain
    copy.opacity *= opacity
    return copy
  }
  public func blur(radius: CGFloat, opaque: Bool = false) -> _VisualEffectChain {
    var copy = chain
    copy.blurRadius += radius
    return copy
  }
  /// Colour effects are accepted; the view is drawn in its own colours.
  public func brightness(_ amount: Double) -> _VisualEffectChain { colourEffect("brightness") }
  public func contrast(_ amount: Double) -> _VisualEffectChain { colourEffect("contrast") }
  public func saturation(_ amount: Double) -> _VisualEffectChain { colourEffect("saturation") }
  public func grayscale(_ amount: Double) -> _VisualEffectChain { colourEffect("grayscale") }
  public func hueRotation(_ angle: Angle) -> _VisualEffectChain { colourEffect("hueRotation") }
  public func colorMultiply(_ color: Color) -> _VisualEffectChain { colourEffect("colorMultiply") }

  private func colourEffect(_ name: String) -> _VisualEffectChain {
    Log.once("visualEffect.\(name)", "VisualEffect.\(name): drawn without the colour change")
    return chain
  }
}

extension View {
  /// Effects worked out from the view's geometry each time it is shown (a scroll, an animation above it),
  /// without running its body again.
  public func visualEffect(
    _ effect: @escaping (EmptyVisualEffect, GeometryProxy) -> some VisualEffect
  ) -> some View {
    modifier(
      AttributeModifier { attributes in
        attributes.visualEffect = { node, size, window in
          let proxy = GeometryProxy(size: size, node: node, windowTransform: window)
          return presentedEffect(size: size) { effect(EmptyVisualEffect(), proxy) }
        }
      })
  }
}

/// Runs an effect closure with anchors resolved against `size`.
@MainActor func presentedEffect(size: CGSize, _ build: () -> some VisualEffect)
  -> PresentedVisualEffect
{
  let outer = visualEffectSize
  visualEffectSize = size
  defer { visualEffectSize = outer }
  let chain = build()._effect
  return PresentedVisualEffect(
    transform: chain.transform, opacity: chain.opacity, blurRadius: chain.blurRadius)
}
