import SwiftUI

// Group boxes restyled as cards with a custom GroupBoxStyle, as tutorials write it, beside the standard look.

struct CardGroupBoxStyle: GroupBoxStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 12) {
      configuration.label
        .font(.headline)
        .foregroundColor(.white)
      configuration.content
        .foregroundColor(.white)
    }
    .padding()
    .frame(maxWidth: .infinity, alignment: .leading)
    .background(Color.indigo, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
  }
}

struct DashboardCardsScreen: View {
  var body: some View {
    VStack(spacing: 20) {
      GroupBox("Steps") {
        Text("8,412 today")
      }
      .groupBoxStyle(CardGroupBoxStyle())
      GroupBox("Sleep") {
        Text("7 h 20 min")
      }
      .groupBoxStyle(.automatic)
    }
    .padding()
  }
}
