import SwiftUI

/// A home-screen-widget-like tile, as widget tutorials draw one: a rounded container shape, and a card inside
/// whose `ContainerRelativeShape` background follows the tile's corners, concentric. Beside it, a
/// container-relative shape with no container shape around it, which is a plain rectangle.
struct WidgetTileScreen: View {
  var body: some View {
    VStack(spacing: 24) {
      VStack(alignment: .leading, spacing: 4) {
        Text("Cupertino")
          .font(.headline)
        Text("72°")
          .font(.largeTitle)
      }
      .foregroundStyle(.white)
      .frame(width: 136, height: 136, alignment: .topLeading)
      .padding(8)
      .background(ContainerRelativeShape().fill(Color.blue))
      .accessibilityIdentifier("card")
      .padding(12)
      .background(Color(white: 0.85), in: RoundedRectangle(cornerRadius: 32, style: .circular))
      .containerShape(RoundedRectangle(cornerRadius: 32, style: .circular))

      ContainerRelativeShape()
        .fill(Color.green)
        .frame(width: 120, height: 60)
        .accessibilityIdentifier("plain")
    }
  }
}
