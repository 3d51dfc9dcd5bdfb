import Foundation

/// Whether the scene is in front and taking input (`.active`), shown but not (`.inactive`: the window lost
/// the keyboard focus), or not shown (`.background`: the window is minimized).
public enum ScenePhase: Comparable, Hashable, Sendable {
  case background
  case inactive
  case active
}

private struct ScenePhaseKey: EnvironmentKey { static var defaultValue: ScenePhase { .active } }

extension EnvironmentValues {
  /// The phase of the window the view is in; a headless host stays `.active`.
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }
}
