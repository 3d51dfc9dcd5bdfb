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

/// A Group, or a Group with modifiers applied: the views whose modifiers are handed on to each member.
@MainActor protocol GroupLike: MultiView {}

extension Group: GroupLike where Content: View {}

/// `Group { a; b }.modifier(m)` is `a.modifier(m)` and `b.modifier(m)`, each its own child of the enclosing
/// container: a leaving member keeps its place while another comes in (seed 002's `.animation(.spring())` on
/// the Group around an if/else), and a stack lays the members out one by one.
extension ModifiedContent: GroupLike, MultiView where Content: GroupLike, Modifier: ViewModifier {
  func flatten(into list: inout [ResolvedChild], prefix: ViewPath) {
    var members: [ResolvedChild] = []
    content.flatten(into: &members, prefix: prefix)
    for member in members {
      list.append(
        ResolvedChild(path: member.path, view: applied(to: member.view), isGroupMember: true))
    }
  }

  private func applied<Member: View>(to member: Member) -> any View {
    ModifiedContent<Member, Modifier>(content: member, modifier: modifier)
  }
}
