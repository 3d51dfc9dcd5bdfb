import SwiftUI

/// The languages the app is translated into, chosen in Profile and kept with @AppStorage("language"); the
/// default follows the system (LANG at launch here, the device's language on iOS).
enum AppLanguage: String, CaseIterable, Identifiable {
  case system = ""
  case english = "en"
  case uzbek = "uz"
  case korean = "ko"
  case arabic = "ar"
  case russian = "ru"

  var id: String { rawValue }

  /// The locale the app's views are drawn in, in the system's region as iOS does for an app's own language
  /// (Arabic in Egypt writes ٣, in the United States 3); nil for the system's locale.
  func locale(in system: Locale) -> Locale? {
    guard self != .system else { return nil }
    return Locale(identifier: rawValue + (system.region.map { "_" + $0.identifier } ?? ""))
  }

  /// Right to left for Arabic. iOS fixes the direction from the language at launch; a change in the app
  /// must set it along with the locale.
  var layoutDirection: LayoutDirection? {
    switch self {
    case .system: return nil
    case .arabic: return .rightToLeft
    default: return .leftToRight
    }
  }

  /// Each language in its own words, as language menus show them.
  var nativeName: String {
    switch self {
    case .system: return ""
    case .english: return "English"
    case .uzbek: return "Oʻzbekcha"
    case .korean: return "한국어"
    case .arabic: return "العربية"
    case .russian: return "Русский"
    }
  }
}

extension View {
  /// Draws the app in `language`, or as its surroundings say when it is `.system`.
  func appLanguage(_ language: AppLanguage) -> some View {
    modifier(AppLanguageModifier(language: language))
  }
}

private struct AppLanguageModifier: ViewModifier {
  let language: AppLanguage
  @Environment(\.locale) private var systemLocale
  @Environment(\.layoutDirection) private var systemDirection

  func body(content: Content) -> some View {
    content
      .environment(\.locale, language.locale(in: systemLocale) ?? systemLocale)
      .environment(\.layoutDirection, language.layoutDirection ?? systemDirection)
  }
}
