import SwiftUI

/// The app's colours, from seed 000.
enum Theme {
  static let lightPurple = Color(red: 0.75, green: 0.55, blue: 0.95)
  static let darkPurple = Color(red: 0.45, green: 0.2, blue: 0.65)
}
