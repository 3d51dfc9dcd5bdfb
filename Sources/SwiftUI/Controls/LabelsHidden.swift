import Foundation

private struct LabelsHiddenKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
  /// Set by `.labelsHidden()`: toggles, steppers and pickers show only the control.
  var labelsHidden: Bool {
    get { self[LabelsHiddenKey.self] }
    set { self[LabelsHiddenKey.self] = newValue }
  }
}

extension View {
  public func labelsHidden() -> some View {
    transformEnvironment { $0.labelsHidden = true }
  }
}
