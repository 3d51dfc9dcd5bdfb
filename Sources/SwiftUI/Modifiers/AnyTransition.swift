import Foundation

/// How a view enters and leaves. Built-in transitions are expressed as effect vectors (offset, opacity, scale,
/// rotation, blur) that the renderer animates from "active" to "identity"; `.modifier(active:identity:)` wraps
/// the view in the modifier itself for the length of the transition (see `TransitionWrapper`).
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
    case modifier(TransitionModifier)
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
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
    offset(CGSize(width: x, height: y))
  }
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition(.asymmetric(insertion: insertion, removal: removal))
  }
  /// The view is shown through `active` when it is inserted and animates to `identity`; removal the reverse.
  /// What animates is what animates in the modifier: its `animatableData` (an Animatable modifier or a
  /// GeometryEffect) and the effects in its body; anything else switches at once, as in SwiftUI.
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
    AnyTransition(.modifier(TransitionModifier(active: active, identity: identity)))
  }
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(.combined(self, other))
  }
  public func animation(_ animation: Animation?) -> AnyTransition {
    var copy = self
    copy.animationOverride = animation
    return copy
  }

  enum Direction { case insertion, removal }

  /// The effects of the transition's active state for a view of `size`. Leading and trailing edges are the
  /// reading direction's (right to left, `.move(edge: .leading)` comes from the right); `.offset` stays
  /// physical.
  func activeEffects(size: CGSize, direction: Direction, rightToLeft: Bool = false) -> Effects {
    var e = Effects()
    switch kind {
    case .identity: break
    case .opacity: e.opacity = 0
    case .move(let edge): e.offset = Self.offset(for: edge, size: size, rightToLeft: rightToLeft)
    case .offset(let offset): e.offset = offset
    case .scale(let scale, let anchor):
      e.scale = CGSize(width: scale, height: scale)
      e.scaleAnchor = anchor
    case .slide:
      e.offset = Self.offset(
        for: direction == .insertion ? .leading : .trailing, size: size, rightToLeft: rightToLeft)
    case .push(let edge):
      let opposite: [Edge: Edge] = [
        .top: .bottom, .bottom: .top, .leading: .trailing, .trailing: .leading,
      ]
      e.offset = Self.offset(
        for: direction == .insertion ? edge : opposite[edge]!, size: size, rightToLeft: rightToLeft)
      e.opacity = 0
    case .asymmetric(let insertion, let removal):
      e = (direction == .insertion ? insertion : removal).activeEffects(
        size: size, direction: direction, rightToLeft: rightToLeft)
    case .combined(let a, let b):
      let x = a.activeEffects(size: size, direction: direction, rightToLeft: rightToLeft)
      let y = b.activeEffects(size: size, direction: direction, rightToLeft: rightToLeft)
      e.offset = CGSize(
        width: x.offset.width + y.offset.width, height: x.offset.height + y.offset.height)
      e.opacity = x.opacity * y.opacity
      e.scale = CGSize(
        width: x.scale.width * y.scale.width, height: x.scale.height * y.scale.height)
      e.scaleAnchor = x.scale != CGSize(width: 1, height: 1) ? x.scaleAnchor : y.scaleAnchor
      e.rotation = x.rotation + y.rotation
      e.blurRadius = x.blurRadius + y.blurRadius
    case .modifier:
      break
    }
    return e
  }

  /// The custom modifiers this transition wraps the view in, outermost last.
  func modifiers(direction: Direction) -> [TransitionModifier] {
    switch kind {
    case .modifier(let modifier): return [modifier]
    case .asymmetric(let insertion, let removal):
      return (direction == .insertion ? insertion : removal).modifiers(direction: direction)
    case .combined(let a, let b):
      return a.modifiers(direction: direction) + b.modifiers(direction: direction)
    default: return []
    }
  }

  static func offset(for edge: Edge, size: CGSize, rightToLeft: Bool = false) -> CGSize {
    let leading: CGFloat = rightToLeft ? 1 : -1
    switch edge {
    case .top: return CGSize(width: 0, height: -size.height)
    case .bottom: return CGSize(width: 0, height: size.height)
    case .leading: return CGSize(width: leading * size.width, height: 0)
    case .trailing: return CGSize(width: -leading * size.width, height: 0)
    }
  }

  func effects(size: CGSize, direction: Direction, rightToLeft: Bool = false) -> TransitionEffects {
    TransitionEffects(
      active: activeEffects(size: size, direction: direction, rightToLeft: rightToLeft).vector,
      identity: Effects().vector)
  }
}
