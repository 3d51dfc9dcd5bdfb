import SwiftUI
import UniformTypeIdentifiers

// iOS 17's exporter as tutorials write it: a note saved as a text file under a suggested name.

struct ExportNoteScreen: View {
  @State private var isExporting = false
  @State private var status = "Not saved"
  let note = "Buy milk"

  var body: some View {
    VStack(spacing: 20) {
      Button("Export Note") { isExporting = true }
      Text(status)
    }
    .fileExporter(
      isPresented: $isExporting, item: note, contentTypes: [.plainText],
      defaultFilename: "note.txt"
    ) { result in
      switch result {
      case .success(let url): status = "Saved \(url.lastPathComponent)"
      case .failure(let error): status = error.localizedDescription
      }
    }
  }
}
