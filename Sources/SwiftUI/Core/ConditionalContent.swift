/// The two branches of an `if/else` or `switch`: distinct views with distinct identities.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  public typealias Body = Never
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage
}

extension _ConditionalContent: MultiView {
  public static var _flattening: _ViewFlattening? { .multiView(Self.self) }
  func flatten(into list: inout [ResolvedChild], prefix: ViewPath) {
    switch storage {
    case .trueContent(let view):
      SwiftUI.flatten(view, prefix: prefix.appending(.branch(0)), into: &list)
    case .falseContent(let view):
      SwiftUI.flatten(view, prefix: prefix.appending(.branch(1)), into: &list)
    }
  }
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
}

extension Optional: MultiView where Wrapped: View {
  public static var _flattening: _ViewFlattening? { .multiView(Self.self) }
  func flatten(into list: inout [ResolvedChild], prefix: ViewPath) {
    if let view = self { SwiftUI.flatten(view, prefix: prefix.appending(.some), into: &list) }
  }
}
