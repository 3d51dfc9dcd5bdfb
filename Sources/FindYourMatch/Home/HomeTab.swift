/// The home's tabs, stored by their raw value in @AppStorage("selected_tab") so a relaunch opens the last one.
enum HomeTab: String, CaseIterable {
  case discover
  case dateSpots = "date-spots"
  case matches
  case profile
}
