import SwiftUI

// A dashboard card as tutorials write it: a GroupBox with a title, its rows, and one without a title.

struct GroupBoxScreen: View {
  @State private var notify = true

  var body: some View {
    VStack(spacing: 20) {
      GroupBox("Today") {
        Text("3 new matches")
        Toggle("Notify me", isOn: $notify)
      }
      GroupBox {
        Text("No label here")
      }
    }
    .padding()
  }
}
