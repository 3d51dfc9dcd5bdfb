/// Groups views without laying them out; modifiers on a Group reach every member.
public struct Group<Content> {
  let content: Content
}

extension Group: View where Content: View {
  public typealias Body = Never
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension Group: MultiView where Content: View {
  func flatten(into list: inout [ResolvedChild], prefix: ViewPath) {
    SwiftUI.flatten(content, prefix: prefix, into: &list)
  }
}
