import SwiftUI

// Grids the way tutorials build a photo wall: adaptive columns, three flexible columns, a fixed column
// beside a flexible one, and a horizontal grid of two rows.

struct PhotoGridScreen: View {
  let colors: [Color] = [.red, .orange, .yellow, .green, .blue, .purple, .pink]

  let adaptive = [GridItem(.adaptive(minimum: 80))]
  let three = Array(repeating: GridItem(.flexible()), count: 3)
  let mixed = [GridItem(.fixed(50)), GridItem(.flexible(), spacing: 0)]

  var body: some View {
    ScrollView {
      VStack(spacing: 24) {
        LazyVGrid(columns: adaptive, spacing: 8) {
          ForEach(0..<6) { index in
            colors[index % colors.count]
              .frame(height: 40)
              .accessibilityIdentifier("adaptive")
          }
        }
        LazyVGrid(columns: three, spacing: 12) {
          ForEach(1...5, id: \.self) { number in
            Text("\(number)")
              .frame(maxWidth: .infinity, minHeight: 30)
              .background(Color.blue.opacity(0.2))
          }
        }
        LazyVGrid(columns: mixed, alignment: .leading) {
          Text("Icon")
          Text("Title")
          Text("Pin")
          Text("Subtitle")
        }
        ScrollView(.horizontal) {
          LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))], spacing: 10) {
            ForEach(0..<6) { index in
              Text("Cell \(index)")
            }
          }
        }
        .frame(height: 80)
      }
      .padding()
    }
  }
}
