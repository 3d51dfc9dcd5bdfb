/// A view that shows nothing and takes no space.
public struct EmptyView: View {
  public typealias Body = Never
  public init() {}
}

extension EmptyView: MultiView {
  public static var _flattening: _ViewFlattening? { .multiView(Self.self) }
  func flatten(into list: inout [ResolvedChild], prefix: ViewPath) {}
}
