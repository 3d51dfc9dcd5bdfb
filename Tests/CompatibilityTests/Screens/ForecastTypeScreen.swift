import SwiftUI

/// Type details from iOS 16/17 tutorials: headlines in condensed and compressed widths, a temperature whose
/// unit uses the secondary text scale, captions that keep room for three lines so cards line up, and note
/// fields that grow from three lines to at most five.
struct ForecastTypeScreen: View {
  @State private var title = ""
  @State private var notes = ""
  @State private var diary = "Mon\nTue\nWed\nThu\nFri\nSat\nSun"

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Text("STORM WARNING")
        .font(.title)
        .accessibilityIdentifier("standard")
      Text("STORM WARNING")
        .font(.title.width(.condensed))
        .accessibilityIdentifier("condensed")
      Text("STORM WARNING")
        .font(.title)
        .fontWidth(.compressed)
        .accessibilityIdentifier("compressed")

      HStack(alignment: .firstTextBaseline, spacing: 2) {
        Text("72")
        Text("°F")
          .textScale(.secondary)
      }
      .font(.largeTitle)

      HStack(alignment: .top) {
        Text("Sunny")
          .lineLimit(3, reservesSpace: true)
          .frame(maxWidth: .infinity, alignment: .leading)
          .background(Color.yellow.opacity(0.3))
          .accessibilityIdentifier("reserved")
        Text("Sunny")
          .frame(maxWidth: .infinity, alignment: .leading)
          .background(Color.yellow.opacity(0.3))
          .accessibilityIdentifier("plain")
      }

      TextField("Title", text: $title)
        .accessibilityIdentifier("title")
      TextField("Notes", text: $notes, axis: .vertical)
        .lineLimit(3...5)
        .accessibilityIdentifier("notes")
      TextField("Diary", text: $diary, axis: .vertical)
        .lineLimit(3...5)
        .accessibilityIdentifier("diary")
    }
    .padding()
  }
}
