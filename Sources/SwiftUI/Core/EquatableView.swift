/// A view compared with its own `==` when its parent runs again: equal, it is not updated (its body is not
/// run, see `ViewEquality`).
public struct EquatableView<Content>: View where Content: Equatable, Content: View {
  public var content: Content

  public init(content: Content) { self.content = content }

  public var body: some View { content }
}

extension View where Self: Equatable {
  /// Skips updating this view while a new value is `==` to the last one.
  public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
