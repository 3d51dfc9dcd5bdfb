import SwiftUI

// Symbols styled as tutorials on SF Symbols do: a tab bar's filled variants, rendering modes, a palette.

struct SymbolStylesScreen: View {
  var body: some View {
    VStack(spacing: 24) {
      HStack(spacing: 24) {
        Image(systemName: "heart")
        Image(systemName: "heart")
          .symbolVariant(.fill)
        Image(systemName: "bell")
          .symbolVariant(.circle.fill)
      }
      .font(.largeTitle)
      .foregroundColor(.pink)
      HStack(spacing: 24) {
        Image(systemName: "cloud.sun.fill")
          .symbolRenderingMode(.hierarchical)
          .foregroundStyle(.blue)
        Image(systemName: "person.crop.circle.fill")
          .symbolRenderingMode(.palette)
          .foregroundStyle(.white, .blue)
        Image(systemName: "cloud.sun.rain.fill")
          .symbolRenderingMode(.multicolor)
      }
      .font(.largeTitle)
    }
  }
}
