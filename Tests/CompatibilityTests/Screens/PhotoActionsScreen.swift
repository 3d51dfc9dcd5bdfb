import SwiftUI

// Confirmation dialogs the way tutorials write them: a colour chooser with a visible title, a destructive
// confirmation with a message (its title hidden, as iOS does by default), and one presenting data.

struct PhotoActionsScreen: View {
  @State private var showingOptions = false
  @State private var showingDelete = false
  @State private var fileToShare: String?
  @State private var showingShare = false
  @State private var selection = "None"

  var body: some View {
    VStack(spacing: 20) {
      Text(selection)
        .font(.largeTitle)

      Button("Show Options") {
        showingOptions = true
      }
      .confirmationDialog("Select a color", isPresented: $showingOptions, titleVisibility: .visible)
      {
        Button("Red") { selection = "Red" }
        Button("Green") { selection = "Green" }
        Button("Blue") { selection = "Blue" }
      }

      Button("Delete", role: .destructive) {
        showingDelete = true
      }
      .confirmationDialog("Delete photo?", isPresented: $showingDelete) {
        Button("Delete Photo", role: .destructive) {
          selection = "Deleted"
        }
      } message: {
        Text("This photo will be deleted from all your devices.")
      }

      Button("Share report.pdf") {
        fileToShare = "report.pdf"
        showingShare = true
      }
      .confirmationDialog(
        "Share", isPresented: $showingShare, titleVisibility: .visible, presenting: fileToShare
      ) { file in
        Button("Send \(file)") { selection = "Sent \(file)" }
        Button("Not now", role: .cancel) { selection = "Kept \(file)" }
      } message: { file in
        Text("\(file) is 2 MB.")
      }
    }
  }
}

/// The deprecated action sheet, as older tutorials show it.
struct LegacyActionSheetScreen: View {
  @State private var showActionSheet = false
  @State private var choice = "Nothing"

  var body: some View {
    VStack {
      Text(choice)
      Button("Change background") {
        showActionSheet = true
      }
    }
    .actionSheet(isPresented: $showActionSheet) {
      ActionSheet(
        title: Text("Change background"),
        message: Text("Select a new color"),
        buttons: [
          .default(Text("Red")) { choice = "Red" },
          .default(Text("Green")) { choice = "Green" },
          .destructive(Text("Remove")) { choice = "Removed" },
          .cancel(),
        ])
    }
  }
}
