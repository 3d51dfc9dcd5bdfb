import SwiftUI

/// Gradients as iOS 16-18 tutorials use them: a tile filled with a colour's standard gradient, a spotlight
/// drawn with an elliptical gradient as a shape style, Apple's 3 × 3 mesh gradient example, and a mesh filling
/// a path in a Canvas.
struct GradientTilesScreen: View {
  var body: some View {
    VStack(spacing: 16) {
      RoundedRectangle(cornerRadius: 16)
        .fill(.blue.gradient)
        .frame(width: 300, height: 80)
        .accessibilityIdentifier("tile")

      Rectangle()
        .fill(.ellipticalGradient(colors: [.yellow, .red]))
        .frame(width: 300, height: 100)
        .accessibilityIdentifier("spotlight")

      MeshGradient(
        width: 3, height: 3,
        points: [
          [0, 0], [0.5, 0], [1, 0],
          [0, 0.5], [0.5, 0.5], [1, 0.5],
          [0, 1], [0.5, 1], [1, 1],
        ],
        colors: [
          .red, .purple, .indigo,
          .orange, .white, .blue,
          .yellow, .green, .mint,
        ]
      )
      .frame(width: 300, height: 200)
      .accessibilityIdentifier("mesh")

      Canvas { context, size in
        let corners = MeshGradient(
          width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
          colors: [.red, .blue, .green, .yellow])
        context.fill(
          Path(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: 12),
          with: .meshGradient(corners))
      }
      .frame(width: 300, height: 80)
      .accessibilityIdentifier("canvas")
    }
  }
}
