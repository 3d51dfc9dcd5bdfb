import Combine
import MapKit
import SwiftUI

/// The series' LocationsViewModel: the places, the one on the map, the map's region, the list and the sheet.
final class DateSpotsViewModel: ObservableObject {
  @Published var locations: [DateSpot]

  /// The place shown on the map and in the card; choosing one moves the map to it.
  @Published var mapLocation: DateSpot {
    didSet { updateMapRegion(location: mapLocation) }
  }

  @Published var mapRegion = MKCoordinateRegion()
  let mapSpan = MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1)

  @Published var showLocationsList = false
  /// The place whose detail sheet is open.
  @Published var sheetLocation: DateSpot?

  init(locations: [DateSpot] = DateSpotsData.spots) {
    self.locations = locations
    mapLocation = locations[0]
    updateMapRegion(location: locations[0])
  }

  private func updateMapRegion(location: DateSpot) {
    withAnimation(.easeInOut(duration: 0.9)) {
      mapRegion = MKCoordinateRegion(center: location.coordinates, span: mapSpan)
    }
  }

  func toggleLocationsList() {
    withAnimation(.easeInOut) {
      showLocationsList.toggle()
    }
  }

  func showNextLocation(location: DateSpot) {
    withAnimation(.easeInOut) {
      mapLocation = location
      showLocationsList = false
    }
  }

  /// The next place, wrapping from the last to the first.
  func nextButtonPressed() {
    guard let currentIndex = locations.firstIndex(where: { $0 == mapLocation }) else { return }
    let nextIndex = currentIndex + 1
    guard locations.indices.contains(nextIndex) else {
      guard let firstLocation = locations.first else { return }
      showNextLocation(location: firstLocation)
      return
    }
    showNextLocation(location: locations[nextIndex])
  }
}
