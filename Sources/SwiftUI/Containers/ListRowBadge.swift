import Foundation

/// A list row's content, with its `.badge` at the trailing edge in the secondary colour, as iOS draws a
/// badge on a row (a count or a short text, not the tab bar's red capsule).
struct ListRowContent: View {
  let content: any View
  let badge: Text?

  var body: some View {
    if let badge {
      HStack(spacing: 8) {
        AnyView(erasing: content)
          .frame(maxWidth: .infinity, alignment: .leading)
        badge.foregroundColor(.secondary)
      }
    } else {
      AnyView(erasing: content)
    }
  }
}
