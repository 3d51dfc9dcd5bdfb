/// Several views built by one block. Each element keeps its position as part of its identity.
public struct TupleView<T>: View {
  public typealias Body = Never
  public var value: T
  public init(_ value: T) { self.value = value }
}

extension TupleView: MultiView {
  func flatten(into list: inout [ResolvedChild], prefix: ViewPath) {
    for (index, element) in Mirror(reflecting: value).children.enumerated() {
      if let view = element.value as? any View {
        SwiftUI.flatten(view, prefix: prefix.appending(.index(index)), into: &list)
      }
    }
  }
}
