import Foundation

/// A list row's content, with its `.badge` at the trailing edge in the secondary colour, as iOS draws a
/// badge on a row (a count or a short text, not the tab bar's red capsule).
struct ListRowContent: View {
  let content: any View
  let badge: Text?
  @Environment(\.badgeProminence) var prominence

  var body: some View {
    if let badge {
      HStack(spacing: 8) {
        AnyView(erasing: content)
          .frame(maxWidth: .infinity, alignment: .leading)
        if prominence == .increased {
          // An unread count: white on a red capsule.
          badge.font(.subheadline.weight(.semibold)).foregroundColor(.white)
            .padding(.horizontal, 7).padding(.vertical, 1)
            .frame(minWidth: 22)
            .background(Capsule().fill(Color.red))
        } else if prominence == .decreased {
          badge.foregroundStyle(.tertiary)
        } else {
          badge.foregroundColor(.secondary)
        }
      }
    } else {
      AnyView(erasing: content)
    }
  }
}
