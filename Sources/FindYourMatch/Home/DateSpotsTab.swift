import SwiftUI

/// The map of places to meet (seed 001). Until the places are in, it says what will be here.
struct DateSpotsTab: View {
  var body: some View {
    EmptyStateView(
      systemImage: "map.fill", title: "No date spots yet",
      message: "Places to meet, like the Colosseum or the Louvre, will show up here on a map.")
  }
}
