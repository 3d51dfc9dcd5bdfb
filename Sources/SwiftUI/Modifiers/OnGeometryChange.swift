import Foundation

extension View {
  /// Runs `action` with what `transform` reads of the view's geometry (its size, its frame in a space), once
  /// when the view is first laid out and again whenever that value changes; the view's own layout is not
  /// changed (the geometry is read by a reader behind it).
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
    action: @escaping (_ newValue: T) -> Void
  ) -> some View {
    onGeometryChange(for: type, of: transform) { _, newValue in action(newValue) }
  }

  /// The same, with the value before the change.
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    background(
      GeometryReader { proxy in
        // Nothing before the first placement: the reader's zero size then is not the view's.
        Color.clear.onChange(of: proxy.isPlaced ? transform(proxy) : nil, initial: true) {
          old, new in
          if let new { action(old ?? new, new) }
        }
      }
    )
  }
}
