import SwiftUI
import UIKit

/// A branded card as tutorials on asset catalogue colours write it: `Color("Brand")` for the header, a UIKit
/// `UIColor(named:)` for the body text, a colour set in a catalogue folder, and the same card in dark mode.
struct BrandColorsScreen: View {
  var body: some View {
    VStack(spacing: 16) {
      BrandCard()
      BrandCard().environment(\.colorScheme, .dark)
      HStack(spacing: 12) {
        Color("Poppy").frame(width: 60, height: 40).accessibilityIdentifier("poppy")
        Color("Slate").frame(width: 60, height: 40).accessibilityIdentifier("slate")
        // A name no catalogue holds: drawn clear, so the yellow behind shows.
        Color("NoSuchColor").frame(width: 60, height: 40).background(Color.yellow)
          .accessibilityIdentifier("missing")
        Color(uiColor: UIColor(named: "Ink") ?? .red).frame(width: 60, height: 40)
          .accessibilityIdentifier("ink")
      }
    }
    .padding()
  }
}

struct BrandCard: View {
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text("Find your match")
        .font(.headline)
        .foregroundColor(.white)
        .frame(maxWidth: .infinity, minHeight: 44)
        .background(Color("Brand"))
      Text(colorScheme == .dark ? "Dark appearance" : "Light appearance")
        .foregroundColor(Color(UIColor(named: "Ink")!))
        .padding(.horizontal)
      Color("Slate").frame(height: 20).accessibilityIdentifier("cardSlate")
    }
    .background(Color(.systemBackground))
    .accessibilityIdentifier("card")
  }
}
