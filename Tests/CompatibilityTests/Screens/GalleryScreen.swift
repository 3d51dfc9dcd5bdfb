import SwiftUI

/// A photo gallery as tutorials on AsyncImage write it: the plain form, a resizable image with a spinner as
/// placeholder, a phase switch that fades the photo in and shows an icon on failure, and a web photo.
struct GalleryScreen: View {
  let photo: URL?
  let inlinePhoto: URL?
  let missingPhoto: URL?
  let webPhoto: URL?

  var body: some View {
    VStack(spacing: 16) {
      AsyncImage(url: photo)
        .frame(width: 80, height: 80)
        .accessibilityIdentifier("plain")
      AsyncImage(url: inlinePhoto) { image in
        image.resizable().scaledToFill()
      } placeholder: {
        ProgressView()
      }
      .frame(width: 120, height: 60)
      .clipped()
      .accessibilityIdentifier("inline")
      AsyncImage(url: photo, transaction: Transaction(animation: .linear(duration: 1))) { phase in
        switch phase {
        case .empty:
          ProgressView()
        case .success(let image):
          VStack {
            image.resizable().frame(width: 60, height: 60)
            Text("Loaded")
          }
          .transition(.opacity)
        case .failure:
          Image(systemName: "photo")
        @unknown default:
          EmptyView()
        }
      }
      HStack {
        AsyncImage(url: missingPhoto) { phase in
          if phase.error != nil {
            Label("Not found", systemImage: "exclamationmark.triangle")
          } else {
            ProgressView()
          }
        }
        AsyncImage(url: webPhoto) { phase in
          if let image = phase.image {
            image
          } else if phase.error != nil {
            Text("Offline")
          } else {
            Color.gray.frame(width: 40, height: 40)
          }
        }
      }
    }
  }
}
