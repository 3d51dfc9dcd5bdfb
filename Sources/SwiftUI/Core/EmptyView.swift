/// A view that shows nothing and takes no space.
public struct EmptyView: View {
  public typealias Body = Never
  public init() {}
}

extension EmptyView: MultiView {
  func flatten(into list: inout [ResolvedChild], prefix: ViewPath) {}
}
