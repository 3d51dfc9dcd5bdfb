import PhotosUI
import SwiftUI

// Importing the way tutorials write it: a text file through `.fileImporter`, a photo through
// `PhotosPicker` loaded with `loadTransferable(type: Data.self)`.

struct ImportScreen: View {
  @State private var showsImporter = false
  @State private var imported = "Nothing imported"
  @State private var selectedPhoto: PhotosPickerItem?
  @State private var photoSize = "No photo"

  var body: some View {
    VStack(spacing: 20) {
      Button("Import Text") { showsImporter = true }
      Text(imported)
      PhotosPicker("Choose Photo", selection: $selectedPhoto, matching: .images)
      Text(photoSize)
    }
    .fileImporter(isPresented: $showsImporter, allowedContentTypes: [.plainText]) { result in
      switch result {
      case .success(let url):
        imported = (try? String(contentsOf: url, encoding: .utf8)) ?? "Unreadable"
      case .failure(let error):
        imported = error.localizedDescription
      }
    }
    .onChange(of: selectedPhoto) { _, item in
      Task {
        if let data = try? await item?.loadTransferable(type: Data.self),
          let image = UIImage(data: data)
        {
          photoSize = "\(Int(image.size.width)) by \(Int(image.size.height))"
        }
      }
    }
  }
}
