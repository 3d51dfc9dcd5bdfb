/// A type-erased view. A change of the wrapped type is a change of identity.
public struct AnyView: View {
  public typealias Body = Never
  let storage: any View
  public init<V: View>(_ view: V) { storage = (view as? AnyView)?.storage ?? view }
  public init<V: View>(erasing view: V) { self.init(view) }
  public init?(_fromValue value: Any) {
    guard let view = value as? any View else { return nil }
    storage = view
  }
}

extension AnyView: MultiView {
  public static var _flattening: _ViewFlattening? { .multiView(Self.self) }
  func flatten(into list: inout [ResolvedChild], prefix: ViewPath) {
    SwiftUI.flatten(
      storage, prefix: prefix.appending(.type(ObjectIdentifier(type(of: storage)))), into: &list)
  }
}
