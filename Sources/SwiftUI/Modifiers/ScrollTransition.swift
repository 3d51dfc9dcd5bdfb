import Foundation

/// Where a view is against the visible part of its scroll view: before it (`topLeading`), inside it
/// (`identity`) or after it (`bottomTrailing`).
public enum ScrollTransitionPhase: Sendable, Hashable {
  case topLeading
  case identity
  case bottomTrailing

  public var isIdentity: Bool { self == .identity }
  /// -1 before, 0 inside, 1 after.
  public var value: Double {
    switch self {
    case .topLeading: return -1
    case .identity: return 0
    case .bottomTrailing: return 1
    }
  }
}

/// How a scroll transition follows the view: `interactive` (the default) moves the effect with every point
/// scrolled, `animated` changes phase at once when the view crosses the threshold.
public struct ScrollTransitionConfiguration: Sendable {
  /// How far the view must be out of the visible part before the transition begins.
  public struct Threshold: Sendable {
    /// The fraction of the view that must be visible for the identity phase (0: any part, 1: all of it).
    let visibleAmount: Double
    var inset: Double = 0

    public static var visible: Threshold { visible(1) }
    public static var hidden: Threshold { visible(0) }
    public static var centered: Threshold { visible(0.5) }
    public static func visible(_ amount: Double) -> Threshold {
      Threshold(visibleAmount: min(max(amount, 0), 1))
    }
    public func inset(by distance: Double) -> Threshold {
      var copy = self
      copy.inset = distance
      return copy
    }
  }

  enum Style: Sendable {
    case interactive(UnitCurve)
    case animated(Animation)
    case identity
  }
  let style: Style
  var threshold = Threshold.visible

  public static var identity: ScrollTransitionConfiguration {
    ScrollTransitionConfiguration(style: .identity)
  }
  public static var interactive: ScrollTransitionConfiguration { interactive() }
  public static func interactive(timingCurve: UnitCurve = .easeInOut)
    -> ScrollTransitionConfiguration
  {
    ScrollTransitionConfiguration(style: .interactive(timingCurve))
  }
  public static var animated: ScrollTransitionConfiguration { animated() }
  public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
    ScrollTransitionConfiguration(style: .animated(animation))
  }
  public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
    var copy = self
    copy.threshold = threshold
    return copy
  }
  /// The animation of an animated configuration (phases change at once here).
  public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
    guard case .animated = style else { return self }
    return ScrollTransitionConfiguration(style: .animated(animation), threshold: threshold)
  }

  /// How much of the edge phase's effect shows for a view `outside` (0…1 of its length) past the visible
  /// part's edge: the curve runs from the view just hidden (time 0, all of the edge effect) to the view visible
  /// by the threshold's amount (time 1, identity).
  func edgeWeight(outside: Double) -> Double {
    let visible = 1 - min(max(outside, 0), 1)
    let time = threshold.visibleAmount > 0 ? min(visible / threshold.visibleAmount, 1) : 1
    switch style {
    case .identity: return 0
    case .interactive(let curve): return 1 - curve.value(at: time)
    case .animated: return time < 1 ? 1 : 0
    }
  }
}

extension View {
  /// Effects that follow the view's place in its scroll view: `transition` gives the effect at each phase, and
  /// between them the effect is interpolated by how far out of the visible part the view is.
  public func scrollTransition(
    _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
    transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> some View {
    scrollTransition(
      topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
  }

  public func scrollTransition(
    topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
    axis: Axis? = nil,
    transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> some View {
    modifier(
      AttributeModifier { attributes in
        attributes.visualEffect = { node, size, window in
          let place = node.scrollPlace(size: size, window: window, axis: axis)
          let identity = presentedEffect(size: size) { transition(EmptyVisualEffect(), .identity) }
          guard let place, place.outside > 0 else { return identity }
          let configuration = place.phase == .topLeading ? topLeading : bottomTrailing
          let progress = configuration.edgeWeight(outside: place.outside)
          guard progress > 0 else { return identity }
          let edge = presentedEffect(size: size) { transition(EmptyVisualEffect(), place.phase) }
          return identity.interpolated(to: edge, by: progress)
        }
      })
  }
}

extension ViewNode {
  /// Which side of its nearest scroll view's visible part the view (at `window`, before its effect) is out
  /// past, and by what share of its length along the scroll axis; nil outside a scroll view.
  func scrollPlace(size: CGSize, window: CGAffineTransform, axis: Axis?)
    -> (phase: ScrollTransitionPhase, outside: Double)?
  {
    var current = parent
    while let node = current, !(node.layout is any ViewportLayout) { current = node.parent }
    guard let scroller = current else { return nil }
    let visible = scroller.windowFrame
    let frame = CGRect(origin: .zero, size: size).transformed(by: window)
    var vertical = axis.map { $0 == .vertical } ?? true
    if axis == nil, let content = scroller.onlyLiveChild {
      vertical =
        !(content.frame.width > visible.width + 0.5 && content.frame.height <= visible.height + 0.5)
    }
    let (minView, maxView, length) =
      vertical ? (frame.minY, frame.maxY, frame.height) : (frame.minX, frame.maxX, frame.width)
    let (minVisible, maxVisible) =
      vertical ? (visible.minY, visible.maxY) : (visible.minX, visible.maxX)
    guard length > 0 else { return nil }
    if minView < minVisible {
      return (.topLeading, min((minVisible - minView) / length, 1))
    }
    if maxView > maxVisible {
      return (.bottomTrailing, min((maxView - maxVisible) / length, 1))
    }
    return (.identity, 0)
  }
}

extension PresentedVisualEffect {
  /// Part of the way to `other`: each component of the transform, the opacity and the blur in proportion.
  func interpolated(to other: PresentedVisualEffect, by t: Double) -> PresentedVisualEffect {
    func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
    let a = transform
    let b = other.transform
    return PresentedVisualEffect(
      transform: CGAffineTransform(
        a: mix(a.a, b.a), b: mix(a.b, b.b), c: mix(a.c, b.c), d: mix(a.d, b.d), tx: mix(a.tx, b.tx),
        ty: mix(a.ty, b.ty)),
      opacity: opacity + (other.opacity - opacity) * t,
      blurRadius: blurRadius + (other.blurRadius - blurRadius) * t)
  }
}
