import SwiftUI

// A profile form as tutorials write it: a "Done" button in a `.keyboard` toolbar group, after a Spacer,
// that ends editing through a @FocusState.

struct KeyboardDoneScreen: View {
  @State private var name = ""
  @FocusState private var nameFocused: Bool

  var body: some View {
    NavigationStack {
      Form {
        TextField("Name", text: $name)
          .focused($nameFocused)
        Text("Hello, \(name.isEmpty ? "stranger" : name)")
      }
      .navigationTitle("Profile")
      .toolbar {
        ToolbarItemGroup(placement: .keyboard) {
          Spacer()
          Button("Done") { nameFocused = false }
        }
      }
    }
  }
}
