import Foundation

/// How a view enters and leaves. Transitions are expressed as effect vectors (offset, opacity, scale,
/// rotation, blur) that the renderer animates from "active" to "identity".
public struct AnyTransition {
  indirect enum Kind {
    case identity
    case opacity
    case move(Edge)
    case offset(CGSize)
    case scale(CGFloat, UnitPoint)
    case slide
    case push(Edge)
    case asymmetric(insertion: AnyTransition, removal: AnyTransition)
    case combined(AnyTransition, AnyTransition)
    case modifier(active: Effects?, identity: Effects?)
  }
  let kind: Kind
  var animationOverride: Animation?

  init(_ kind: Kind) { self.kind = kind }

  public static let identity = AnyTransition(.identity)
  public static let opacity = AnyTransition(.opacity)
  public static let slide = AnyTransition(.slide)
  public static let scale = AnyTransition(.scale(0.0001, .center))
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition(.scale(scale, anchor))
  }
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(.move(edge)) }
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition(.push(edge)) }
  public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(.offset(offset)) }
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { offset(CGSize(width: x, height: y)) }
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition(.asymmetric(insertion: insertion, removal: removal))
  }
  /// Transitions made of our effect modifiers (opacity, offset, scale, rotation) animate; other modifiers
  /// fall back to a fade (logged once).
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
    AnyTransition(.modifier(active: EffectExtractor.effects(of: active), identity: EffectExtractor.effects(of: identity)))
  }
  public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition(.combined(self, other)) }
  public func animation(_ animation: Animation?) -> AnyTransition {
    var copy = self
    copy.animationOverride = animation
    return copy
  }

  enum Direction { case insertion, removal }

  /// The effects of the transition's active state for a view of `size`.
  func activeEffects(size: CGSize, direction: Direction) -> Effects {
    var e = Effects()
    switch kind {
    case .identity: break
    case .opacity: e.opacity = 0
    case .move(let edge): e.offset = Self.offset(for: edge, size: size)
    case .offset(let offset): e.offset = offset
    case .scale(let scale, let anchor):
      e.scale = CGSize(width: scale, height: scale)
      e.scaleAnchor = anchor
    case .slide: e.offset = Self.offset(for: direction == .insertion ? .leading : .trailing, size: size)
    case .push(let edge):
      let opposite: [Edge: Edge] = [.top: .bottom, .bottom: .top, .leading: .trailing, .trailing: .leading]
      e.offset = Self.offset(for: direction == .insertion ? edge : opposite[edge]!, size: size)
      e.opacity = 0
    case .asymmetric(let insertion, let removal):
      e = (direction == .insertion ? insertion : removal).activeEffects(size: size, direction: direction)
    case .combined(let a, let b):
      let x = a.activeEffects(size: size, direction: direction)
      let y = b.activeEffects(size: size, direction: direction)
      e.offset = CGSize(width: x.offset.width + y.offset.width, height: x.offset.height + y.offset.height)
      e.opacity = x.opacity * y.opacity
      e.scale = CGSize(width: x.scale.width * y.scale.width, height: x.scale.height * y.scale.height)
      e.scaleAnchor = x.scale != CGSize(width: 1, height: 1) ? x.scaleAnchor : y.scaleAnchor
      e.rotation = x.rotation + y.rotation
      e.blurRadius = x.blurRadius + y.blurRadius
    case .modifier(let active, _):
      e = active ?? { var f = Effects(); f.opacity = 0; return f }()
    }
    return e
  }

  static func offset(for edge: Edge, size: CGSize) -> CGSize {
    switch edge {
    case .top: return CGSize(width: 0, height: -size.height)
    case .bottom: return CGSize(width: 0, height: size.height)
    case .leading: return CGSize(width: -size.width, height: 0)
    case .trailing: return CGSize(width: size.width, height: 0)
    }
  }

  func effects(size: CGSize, direction: Direction) -> TransitionEffects {
    TransitionEffects(active: activeEffects(size: size, direction: direction).vector, identity: Effects().vector)
  }
}

struct TransitionEffects {
  var active: [Double]
  var identity: [Double]
}

/// Reads the effects of a transition modifier made from our built-in effect modifiers.
enum EffectExtractor {
  static func effects(of modifier: Any) -> Effects? {
    if let effect = modifier as? TransitionEffectModifier { return effect.effects }
    Log.once("transition.\(type(of: modifier))", "AnyTransition.modifier(\(type(of: modifier))): custom transition modifiers fade instead")
    return nil
  }
}

/// Implemented by modifiers that can serve in `AnyTransition.modifier(active:identity:)`.
protocol TransitionEffectModifier {
  var effects: Effects { get }
}
