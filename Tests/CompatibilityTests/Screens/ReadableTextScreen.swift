import SwiftUI

// Text that adapts to the reader, as Dynamic Type tutorials write it: a contact row that stacks its parts at
// accessibility sizes, previews at larger settings, a size capped for a tight badge, and a paragraph with
// extra line spacing.

struct ContactRow: View {
  @Environment(\.dynamicTypeSize) private var dynamicTypeSize

  var body: some View {
    let layout =
      dynamicTypeSize.isAccessibilitySize
      ? AnyLayout(VStackLayout(alignment: .leading, spacing: 4))
      : AnyLayout(HStackLayout(spacing: 8))
    layout {
      Image(systemName: "person.crop.circle")
      Text("Anna Kim")
    }
  }
}

struct ReadableTextScreen: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      ContactRow()
        .accessibilityIdentifier("large")
      ContactRow()
        .dynamicTypeSize(.xxLarge)
        .accessibilityIdentifier("xxLarge")
      ContactRow()
        .dynamicTypeSize(.accessibility2)
        .accessibilityIdentifier("accessibility2")
      Text("NEW")
        .font(.caption)
        .dynamicTypeSize(...DynamicTypeSize.large)
        .accessibilityIdentifier("badge")
      Text(
        "Line spacing adds room between the lines of a paragraph, which makes long text easier to read."
      )
      .lineSpacing(10)
      .accessibilityIdentifier("spaced")
      Text(
        "Line spacing adds room between the lines of a paragraph, which makes long text easier to read."
      )
      .accessibilityIdentifier("plain")
    }
    .padding()
  }
}

/// The badge inside a screen at the largest accessibility size: capped, it stays at `.large`.
struct CappedBadgeScreen: View {
  var body: some View {
    ReadableTextScreen()
      .environment(\.dynamicTypeSize, .accessibility5)
  }
}
