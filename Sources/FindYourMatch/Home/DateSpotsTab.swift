import SwiftUI

/// The map of places to meet (seed 001): the series' map app (DateSpots/).
struct DateSpotsTab: View {
  var body: some View {
    DateSpotsView()
  }
}
