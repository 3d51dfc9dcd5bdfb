import SwiftUI

// Every `BlendMode` of SwiftUI, one swatch each: a warm backdrop and a cool square blended onto it, as
// tutorials lay out a blend-mode chart.

struct BlendModesScreen: View {
  static let backdrop = Color(red: 0.8, green: 0.4, blue: 0.2)
  static let source = Color(red: 0.3, green: 0.6, blue: 0.9)

  static let modes: [(name: String, mode: BlendMode)] = [
    ("normal", .normal), ("multiply", .multiply), ("screen", .screen), ("overlay", .overlay),
    ("darken", .darken), ("lighten", .lighten), ("colorDodge", .colorDodge),
    ("colorBurn", .colorBurn), ("softLight", .softLight), ("hardLight", .hardLight),
    ("difference", .difference), ("exclusion", .exclusion), ("hue", .hue),
    ("saturation", .saturation), ("color", .color), ("luminosity", .luminosity),
    ("sourceAtop", .sourceAtop), ("destinationOver", .destinationOver),
    ("plusDarker", .plusDarker), ("plusLighter", .plusLighter),
  ]

  var body: some View {
    LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 8) {
      ForEach(Self.modes, id: \.name) { entry in
        VStack(spacing: 2) {
          ZStack {
            Self.backdrop
            Self.source
              .padding(10)
              .blendMode(entry.mode)
          }
          .frame(height: 60)
          .accessibilityIdentifier(entry.name)
          Text(entry.name).font(.caption2)
        }
      }
    }
    .padding()
  }
}
