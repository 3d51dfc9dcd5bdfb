import SwiftUI

/// Type details from iOS 16/17 tutorials: headlines in condensed and compressed widths, a temperature whose
/// unit uses the secondary text scale, and captions that keep room for three lines so cards line up.
struct ForecastTypeScreen: View {
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
    }
    .padding()
  }
}
