import Foundation

/// The appearance colours are read in while drawing. The renderer sets it from the `\.colorScheme` of each view
/// it draws (on the main actor); elsewhere it is the window's.
enum ColorAppearance {
  nonisolated(unsafe) static var current: ColorScheme = .launch
}

extension ColorScheme {
  /// The appearance the app starts in: `SWIFTUI_COLOR_SCHEME=dark` (or `light`), else the desktop's GTK theme
  /// when its name asks for the dark variant (`GTK_THEME=Adwaita:dark`), else light, as iOS.
  static let launch: ColorScheme = {
    let environment = ProcessInfo.processInfo.environment
    if let value = environment["SWIFTUI_COLOR_SCHEME"]?.lowercased() {
      if value == "dark" { return .dark }
      if value == "light" { return .light }
      Log.once(
        "colorScheme", "SWIFTUI_COLOR_SCHEME=\(value) is neither light nor dark; using light")
      return .light
    }
    if let theme = environment["GTK_THEME"]?.lowercased(), theme.hasSuffix(":dark") { return .dark }
    return .light
  }()
}
