import SwiftUI

// Menus styled as tutorials on MenuStyle write them: a custom style wrapping `Menu(configuration)` in a
// border, and the built-in button and borderless styles.

struct OutlinedMenuStyle: MenuStyle {
  func makeBody(configuration: Configuration) -> some View {
    Menu(configuration)
      .padding(8)
      .background(RoundedRectangle(cornerRadius: 8).stroke(Color.red, lineWidth: 2))
  }
}

struct SortMenuScreen: View {
  @State private var order = "Name"

  var body: some View {
    VStack(spacing: 24) {
      Menu("Sort") {
        Button("Name") { order = "Name" }
        Button("Date") { order = "Date" }
      }
      .menuStyle(OutlinedMenuStyle())
      Menu("Filter") {
        Button("All") {}
      }
      .menuStyle(.button)
      Menu("More") {
        Button("Share") {}
      }
      .menuStyle(.borderlessButton)
      Text("Sorted by \(order)")
    }
  }
}
