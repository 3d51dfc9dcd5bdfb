import Foundation
import MapKit
import SwiftUI

// Seed 001 (Uzbek, "SwiftUI Map App"): the location preview card and the view model's nextButtonPressed, verbatim.
// The model, data service and the rest of LocationsView are filled in minimally from the series' public facts
// (/work/shared/reference/seed-apps.md).
enum Seed001 {
  struct Location: Identifiable, Equatable {
    let name: String
    let cityName: String
    let coordinates: CLLocationCoordinate2D
    let description: String
    let imageNames: [String]
    let link: String

    // Identifiable
    var id: String {
      // name = "Colosseum"
      // cityName = "Rome"
      // id = "ColosseumRome"
      name + cityName
    }

    // Equatable
    static func == (lhs: Location, rhs: Location) -> Bool {
      lhs.id == rhs.id
    }
  }

  class LocationsDataService {
    static let locations: [Location] = [
      Location(
        name: "Colosseum", cityName: "Rome",
        coordinates: CLLocationCoordinate2D(latitude: 41.8902, longitude: 12.4922),
        description: "An oval amphitheatre in the centre of Rome.",
        imageNames: ["rome-colosseum-1"], link: "https://en.wikipedia.org/wiki/Colosseum"),
      Location(
        name: "Pantheon", cityName: "Rome",
        coordinates: CLLocationCoordinate2D(latitude: 41.8986, longitude: 12.4769),
        description: "A former Roman temple, now a church, under a concrete dome.",
        imageNames: ["rome-pantheon-1"], link: "https://en.wikipedia.org/wiki/Pantheon,_Rome"),
      Location(
        name: "Trevi Fountain", cityName: "Rome",
        coordinates: CLLocationCoordinate2D(latitude: 41.9009, longitude: 12.4833),
        description: "A Baroque fountain in the Trevi district.",
        imageNames: ["rome-trevifountain-1"], link: "https://en.wikipedia.org/wiki/Trevi_Fountain"),
      Location(
        name: "Eiffel Tower", cityName: "Paris",
        coordinates: CLLocationCoordinate2D(latitude: 48.8584, longitude: 2.2945),
        description: "A wrought-iron lattice tower on the Champ de Mars.",
        imageNames: ["paris-eiffeltower-1"], link: "https://en.wikipedia.org/wiki/Eiffel_Tower"),
      Location(
        name: "Louvre Museum", cityName: "Paris",
        coordinates: CLLocationCoordinate2D(latitude: 48.8606, longitude: 2.3376),
        description: "The world's most-visited museum.",
        imageNames: ["paris-louvre-1"], link: "https://en.wikipedia.org/wiki/Louvre"),
    ]
  }

  class LocationsViewModel: ObservableObject {

    // All loaded locations
    @Published var locations: [Location]

    // Current location on map
    @Published var mapLocation: Location {
      didSet {
        updateMapRegion(location: mapLocation)
      }
    }

    // Current region on map
    @Published var mapRegion: MKCoordinateRegion = MKCoordinateRegion()
    let mapSpan = MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1)

    init() {
      let locations = LocationsDataService.locations
      self.locations = locations
      self.mapLocation = locations.first!

      self.updateMapRegion(location: locations.first!)
    }

    private func updateMapRegion(location: Location) {
      withAnimation(.easeInOut) {
        mapRegion = MKCoordinateRegion(
          center: location.coordinates,
          span: mapSpan)
      }
    }

    func showNextLocation(location: Location) {
      withAnimation(.easeInOut) {
        mapLocation = location
      }
    }

    func nextButtonPressed() {
      // Joriy joy indeksini toping
      guard let currentIndex = locations.firstIndex(where: { $0 == mapLocation }) else {
        print("Xato: joriy joy indeksi topilmadi")
        return
      }

      // Keyingi indeks
      let nextIndex = currentIndex + 1

      // Keyingi indeks mavjudmi?
      guard locations.indices.contains(nextIndex) else {
        // Oxirgi joy — birinchiga qaytish
        guard let firstLocation = locations.first else { return }
        showNextLocation(location: firstLocation)
        return
      }

      // Keyingi joy
      let nextLocation = locations[nextIndex]
      showNextLocation(location: nextLocation)
    }
  }

  struct LocationsView: View {

    @EnvironmentObject private var vm: LocationsViewModel

    var body: some View {
      ZStack {
        Map(coordinateRegion: $vm.mapRegion)
          .ignoresSafeArea()

        VStack(spacing: 0) {
          header
            .padding()

          Spacer()

          // Joy preview kartasi
          ZStack {
            ForEach(vm.locations) { location in
              if vm.mapLocation == location {
                LocationPreviewView(location: location)
                  .shadow(color: .black.opacity(0.3), radius: 20)
                  .padding()
                  .transition(
                    .asymmetric(
                      insertion: .move(edge: .trailing),
                      removal: .move(edge: .leading)
                    ))
              }
            }
          }
        }
      }
    }

    private var header: some View {
      Text(vm.mapLocation.name + ", " + vm.mapLocation.cityName)
        .font(.title2)
        .fontWeight(.black)
        .foregroundColor(.primary)
        .frame(height: 55)
        .frame(maxWidth: .infinity)
        .background(.thickMaterial)
        .cornerRadius(10)
        .shadow(color: Color.black.opacity(0.3), radius: 20, x: 0, y: 15)
    }
  }

  struct LocationPreviewView: View {

    @EnvironmentObject private var vm: LocationsViewModel
    let location: Location

    var body: some View {
      HStack(alignment: .bottom, spacing: 0) {
        VStack(alignment: .leading, spacing: 16) {
          imageSection
          titleSection
        }

        VStack(spacing: 8) {
          learnMoreButton
          nextButton
        }
      }
      .padding(20)
      .background(
        RoundedRectangle(cornerRadius: 10)
          .fill(.ultraThinMaterial)
          .offset(y: 65)
      )
      .cornerRadius(10)
    }
  }
}

extension Seed001.LocationPreviewView {

  // Rasm bo'limi
  private var imageSection: some View {
    ZStack {
      if let imageName = location.imageNames.first {
        Image(imageName)
          .resizable()
          .scaledToFill()
          .frame(width: 100, height: 100)
          .cornerRadius(10)
      }
    }
    .padding(6)
    .background(Color.white)
    .cornerRadius(10)
  }

  // Nom va shahar bo'limi
  private var titleSection: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text(location.name)
        .font(.title2)
        .fontWeight(.bold)

      Text(location.cityName)
        .font(.subheadline)
    }
    .frame(maxWidth: .infinity, alignment: .leading)
  }

  // "Batafsil" tugmasi
  private var learnMoreButton: some View {
    Button {
      // keyingi videoda to'ldiriladi
    } label: {
      Text("Batafsil")
        .font(.headline)
        .frame(width: 125, height: 35)
    }
    .buttonStyle(.borderedProminent)
  }

  // "Keyingi" tugmasi
  private var nextButton: some View {
    Button {
      vm.nextButtonPressed()
    } label: {
      Text("Keyingi")
        .font(.headline)
        .frame(width: 125, height: 35)
    }
    .buttonStyle(.bordered)
  }
}
