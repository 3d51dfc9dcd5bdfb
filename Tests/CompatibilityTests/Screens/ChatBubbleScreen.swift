import SwiftUI

/// Chat bubbles as messaging tutorials draw them: rounded on three corners, the corner by the sender nearly
/// square.
struct ChatBubbleScreen: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Text("Are you free on Friday?")
        .padding(12)
        .foregroundStyle(.white)
        .background(
          .blue,
          in: .rect(
            topLeadingRadius: 18, bottomLeadingRadius: 4, bottomTrailingRadius: 18,
            topTrailingRadius: 18)
        )
        .accessibilityIdentifier("incoming")
      Text("Yes!")
        .padding(12)
        .background(
          UnevenRoundedRectangle(
            cornerRadii: RectangleCornerRadii(
              topLeading: 18, bottomLeading: 18, bottomTrailing: 4, topTrailing: 18),
            style: .circular
          )
          .fill(Color(white: 0.9))
        )
        .accessibilityIdentifier("outgoing")
    }
  }
}
