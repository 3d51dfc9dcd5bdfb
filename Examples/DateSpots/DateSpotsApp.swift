// The app's Date spots tab on its own, in a window: the real-window test of the map (scripts/window-test-map.sh)
// drives it with xdotool.
import FindYourMatch
import SwiftUI

@main
struct DateSpotsApp: App {
  var body: some Scene {
    WindowGroup("Date spots") {
      DateSpotsView()
    }
  }
}
