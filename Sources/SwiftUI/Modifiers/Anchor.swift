import Foundation

/// A place in a view (a rect, a point) handed up through a preference, that an ancestor's `GeometryProxy`
/// turns into its own coordinates (`proxy[anchor]`). Kept in window points, as the view was shown when the
/// preference was read: through every offset, scale and rotation above it.
public struct Anchor<Value> {
  let windowValue: Value

  /// Where in a view an anchor is taken: `.bounds`, `.rect(_:)`, `.center`, `.topLeading`, `.point(_:)`…
  public struct Source {
    let resolve: @MainActor (_ bounds: CGRect, _ toWindow: CGAffineTransform) -> Value
  }
}

extension Anchor: Equatable where Value: Equatable {}
extension Anchor: Hashable where Value: Hashable {}

extension Anchor.Source where Value == CGRect {
  /// A rect in the view's own coordinates.
  public static func rect(_ r: CGRect) -> Self {
    Self { _, toWindow in r.applying(toWindow) }
  }
  /// The view's bounds.
  public static var bounds: Self { Self { bounds, toWindow in bounds.applying(toWindow) } }
}

extension Anchor.Source where Value == CGPoint {
  /// A point in the view's own coordinates.
  public static func point(_ p: CGPoint) -> Self { Self { _, toWindow in p.applying(toWindow) } }
  /// A point given as a fraction of the view's size.
  public static func unitPoint(_ p: UnitPoint) -> Self {
    Self { bounds, toWindow in
      CGPoint(x: bounds.minX + p.x * bounds.width, y: bounds.minY + p.y * bounds.height)
        .applying(toWindow)
    }
  }
  public static var zero: Self { unitPoint(.zero) }
  public static var center: Self { unitPoint(.center) }
  public static var leading: Self { unitPoint(.leading) }
  public static var trailing: Self { unitPoint(.trailing) }
  public static var top: Self { unitPoint(.top) }
  public static var bottom: Self { unitPoint(.bottom) }
  public static var topLeading: Self { unitPoint(.topLeading) }
  public static var topTrailing: Self { unitPoint(.topTrailing) }
  public static var bottomLeading: Self { unitPoint(.bottomLeading) }
  public static var bottomTrailing: Self { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
  /// `anchor` in this proxy's coordinates, as the proxy's view is shown now.
  public subscript<T>(anchor: Anchor<T>) -> T {
    guard let node else { return anchor.windowValue }
    let fromWindow = node.transform(fromWindowTo: .local)
    switch anchor.windowValue {
    case let rect as CGRect: return rect.applying(fromWindow) as! T
    case let point as CGPoint: return point.applying(fromWindow) as! T
    default: return anchor.windowValue
    }
  }
}

extension View {
  /// Sets `key` from an anchor of this view: `transform` makes the value from it once the view is placed.
  public func anchorPreference<A, K: PreferenceKey>(
    key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
  ) -> some View {
    modifier(
      PreferenceWritingModifier<K> { node, _ in
        transform(Anchor(windowValue: value.resolve(node.anchorBounds, node.anchorTransform)))
      })
  }

  /// Changes the value the views inside set for `key` with an anchor of this view.
  public func transformAnchorPreference<A, K: PreferenceKey>(
    key _: K.Type = K.self, value: Anchor<A>.Source,
    transform: @escaping (inout K.Value, Anchor<A>) -> Void
  ) -> some View {
    modifier(
      PreferenceWritingModifier<K> { node, inner in
        var result = inner ?? K.defaultValue
        transform(
          &result, Anchor(windowValue: value.resolve(node.anchorBounds, node.anchorTransform)))
        return result
      })
  }
}

extension ViewNode {
  /// The view's bounds in its own coordinates, and the way from them to the window, as shown now.
  fileprivate var anchorBounds: CGRect { CGRect(origin: .zero, size: frame.size) }
  fileprivate var anchorTransform: CGAffineTransform { transform(to: .global) }
}
