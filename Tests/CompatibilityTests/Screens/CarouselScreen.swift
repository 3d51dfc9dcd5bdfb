import SwiftUI

// containerRelativeFrame (iOS 17) as tutorials use it: carousel cards two thirds of the scroll view wide,
// pages as tall as their scroll view, and a bar half the screen's width.

struct CarouselScreen: View {
  let colors: [Color] = [.red, .orange, .green, .blue, .purple]

  var body: some View {
    VStack(spacing: 16) {
      ScrollView(.horizontal) {
        HStack(spacing: 10) {
          ForEach(0..<5) { index in
            RoundedRectangle(cornerRadius: 12)
              .fill(colors[index])
              .containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
              .frame(height: 100)
              .overlay(Text("Card \(index)"))
          }
        }
      }
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<3) { index in
            Text("Page \(index)")
              .containerRelativeFrame([.horizontal, .vertical], alignment: .topLeading)
              .background(colors[index].opacity(0.3))
          }
        }
      }
      .frame(height: 200)
      Color.teal
        .containerRelativeFrame(.horizontal) { length, _ in length / 2 }
        .frame(height: 30)
        .accessibilityIdentifier("half")
    }
  }
}
