import Foundation

/// A style with its type erased: the body it makes from its view's configuration. Buttons, toggles, date
/// pickers, progress views and labels keep the style set with their `.xStyle` modifier in the environment
/// under `ControlStyleKey<Configuration>`, each with its own configuration type.
struct AnyControlStyle<Configuration> {
  let makeBody: (Configuration) -> any View
}

struct ControlStyleKey<Configuration>: EnvironmentKey {
  static var defaultValue: AnyControlStyle<Configuration>? { nil }
}

extension EnvironmentValues {
  /// The style set for the controls configured by `Configuration` below.
  subscript<Configuration>(style configuration: Configuration.Type)
    -> AnyControlStyle<Configuration>?
  {
    get { self[ControlStyleKey<Configuration>.self] }
    set { self[ControlStyleKey<Configuration>.self] = newValue }
  }
}

extension View {
  /// Sets the style of the controls configured by `Configuration` below.
  func controlStyle<Configuration>(_ makeBody: @escaping (Configuration) -> any View) -> some View {
    transformEnvironment { $0[style: Configuration.self] = AnyControlStyle(makeBody: makeBody) }
  }
}
