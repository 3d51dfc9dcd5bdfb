/// Groups views without laying them out; modifiers on a Group reach every member.
public struct Group<Content> {
  let content: Content
}

extension Group: View where Content: View {
  public typealias Body = Never
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public static var _flattening: _ViewFlattening? { .multiView(Self.self, groupLike: true) }
}

extension Group: MultiView where Content: View {
  func flatten(into list: inout [ResolvedChild], prefix: ViewPath) {
    SwiftUI.flatten(content, prefix: prefix, into: &list)
  }
}

/// `Group { a; b }.modifier(m)` is `a.modifier(m)` and `b.modifier(m)`, each its own child of the enclosing
/// container: a leaving member keeps its place while another comes in (seed 002's `.animation(.spring())` on
/// the Group around an if/else), and a stack lays the members out one by one. `ModifiedContent._flattening`
/// answers this for a Group (or a modified Group) with modifiers.
enum GroupMembersModified<Content: View, Modifier: ViewModifier>: ViewFlattener {
  static func flatten(_ view: any View, into list: inout [ResolvedChild], prefix: ViewPath) {
    let modified = view as! ModifiedContent<Content, Modifier>
    guard let members = Content._flattening else { return }
    var flattened: [ResolvedChild] = []
    members.flattener.flatten(modified.content, into: &flattened, prefix: prefix)
    for member in flattened {
      list.append(
        ResolvedChild(
          path: member.path, view: applied(modified.modifier, to: member.view), isGroupMember: true)
      )
    }
  }

  private static func applied<Member: View>(_ modifier: Modifier, to member: Member) -> any View {
    ModifiedContent<Member, Modifier>(content: member, modifier: modifier)
  }
}
