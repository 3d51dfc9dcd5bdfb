import Foundation
import MapKit
import SwiftUI

/// Learn more: the place's illustrations in a paged carousel, its name, city and description, a link to its
/// Wikipedia article, a small map that does not move, and a close button.
struct LocationDetailView: View {
  @EnvironmentObject private var vm: DateSpotsViewModel
  @Environment(\.openURL) private var openURL
  let location: DateSpot
  /// Said when the desktop has no opener for links.
  @State private var linkNote: LocalizedStringKey?

  var body: some View {
    ScrollView {
      VStack {
        imageSection
          .shadow(color: Color.black.opacity(0.3), radius: 20, x: 0, y: 10)

        VStack(alignment: .leading, spacing: 16) {
          titleSection
          SectionDivider()
          descriptionSection
          SectionDivider()
          mapLayer
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
      }
    }
    .ignoresSafeArea()
    .background(.ultraThinMaterial)
    .overlay(alignment: .topLeading) { backButton }
  }
}

extension LocationDetailView {
  private var imageSection: some View {
    TabView {
      ForEach(0..<PlaceIllustration.variants, id: \.self) { variant in
        PlaceIllustration(subject: location.illustration, variant: variant)
          .frame(height: 420)
          .clipped()
      }
    }
    .frame(height: 420)
    .tabViewStyle(PageTabViewStyle())
  }

  private var titleSection: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text(place: location.name)
        .font(.largeTitle)
        .fontWeight(.semibold)
      Text(place: location.cityName)
        .font(.title3)
        .foregroundColor(.secondary)
    }
  }

  private var descriptionSection: some View {
    VStack(alignment: .leading, spacing: 16) {
      Text(place: location.description)
        .font(.subheadline)
        .foregroundColor(.secondary)

      Button {
        openLink()
      } label: {
        Text("Read more on Wikipedia", bundle: .module)
          .font(.headline)
          .foregroundColor(.blue)
      }
      .buttonStyle(.plain)

      if let linkNote {
        Text(linkNote, bundle: .module)
          .font(.footnote)
          .foregroundColor(.secondary)
      }
    }
  }

  private var mapLayer: some View {
    Map(
      coordinateRegion: .constant(
        MKCoordinateRegion(center: location.coordinates, span: vm.mapSpan)),
      interactionModes: [],
      annotationItems: [location],
      annotationContent: { location in
        MapAnnotation(coordinate: location.coordinates) {
          LocationMapAnnotationView(spot: location)
            .shadow(radius: 10)
        }
      }
    )
    .allowsHitTesting(false)
    .aspectRatio(1, contentMode: .fit)
    .cornerRadius(30)
  }

  private var backButton: some View {
    Button {
      vm.sheetLocation = nil
    } label: {
      Image(systemName: "xmark")
        .font(.headline)
        .padding(16)
        .foregroundColor(.primary)
        .background(Color.white)
        .cornerRadius(10)
        .shadow(radius: 4)
        .padding()
    }
    .buttonStyle(.plain)
    .accessibilityLabel(Text("Close", bundle: .module))
  }

  private func openLink() {
    guard let url = URL(string: location.link) else { return }
    if DesktopOpener.isAvailable {
      openURL(url)
      linkNote = "Opened in your browser: \(location.link)"
    } else {
      linkNote = "No browser on this desktop. The article is at \(location.link)"
    }
  }
}

/// Whether links can be handed to the desktop: a display to show a browser on, and xdg-open to find it.
enum DesktopOpener {
  static var isAvailable: Bool {
    let environment = ProcessInfo.processInfo.environment
    guard environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil else {
      return false
    }
    let path = environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").contains { directory in
      FileManager.default.isExecutableFile(atPath: "\(directory)/xdg-open")
    }
  }
}

/// A hairline between the sheet's sections.
struct SectionDivider: View {
  var body: some View {
    Rectangle()
      .fill(Color.gray.opacity(0.3))
      .frame(height: 1)
  }
}
