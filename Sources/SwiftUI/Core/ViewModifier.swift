/// A reusable change to a view. Custom modifiers describe it in `body(content:)`.
@MainActor @preconcurrency
public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = _ViewModifier_Content<Self>
  @ViewBuilder @MainActor func body(content: Self.Content) -> Self.Body
}

extension ViewModifier where Body == Never {
  public func body(content: Content) -> Never { fatalError("\(Self.self) is a primitive modifier") }
}

/// The view a custom modifier receives as `content`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, ErasedContentView {
  public static var _flattening: _ViewFlattening? { .multiView(Self.self) }
  public typealias Body = Never
  let content: any View
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
  public var content: Content
  public var modifier: Modifier
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public typealias Body = Never
  /// A Group with modifiers stands for its members, each modified (`GroupMembersModified`).
  public static var _flattening: _ViewFlattening? {
    guard let content = Content._flattening, content.isGroupLike else { return nil }
    return _ViewFlattening(
      flattener: GroupMembersModified<Content, Modifier>.self, isGroupLike: true)
  }
}

extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {}

extension View {
  public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
