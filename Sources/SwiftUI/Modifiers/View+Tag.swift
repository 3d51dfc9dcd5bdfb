import Foundation

extension View {
  /// Names this view among its siblings for a selection (a TabView page, a Picker option).
  public func tag<V: Hashable>(_ tag: V) -> some View {
    _trait(TagTraitKey.self, AnyHashable(tag))
  }
  public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> some View {
    _trait(TagTraitKey.self, AnyHashable(tag))
  }
}
