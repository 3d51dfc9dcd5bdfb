import SwiftUI

/// The app's data is written in English, as invented: the community's hobbies, cities and bios, and the date
/// spots' names, cities and descriptions. Each English text is a key of its own string catalog
/// (Community.xcstrings, DateSpots.xcstrings), looked up where it is drawn, in the environment's language.
extension Text {
  init(community english: String) {
    self.init(LocalizedStringKey(english), tableName: "Community", bundle: .module)
  }

  init(place english: String) {
    self.init(LocalizedStringKey(english), tableName: "DateSpots", bundle: .module)
  }
}

/// The app's words as the launch locale shows them, for the headless demo that finds buttons by their text.
public enum AppText {
  public static func localized(_ key: String, table: String? = nil) -> String {
    String(localized: String.LocalizationValue(key), table: table, bundle: .module)
  }
}
