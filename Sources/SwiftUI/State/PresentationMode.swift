import Foundation

/// The older form of `dismiss` and `isPresented`: whether the view is presented (in a sheet, pushed on a
/// stack) and a way to take it away.
public struct PresentationMode {
  public var isPresented: Bool
  let action: (@MainActor () -> Void)?

  public mutating func dismiss() {
    guard isPresented, let action else { return }
    MainActor.assumeIsolated { action() }
  }
}

extension EnvironmentValues {
  /// Reads the same dismissal as `dismiss`: a pushed page pops, a sheet closes.
  public var presentationMode: Binding<PresentationMode> {
    let mode = PresentationMode(isPresented: isPresented, action: dismiss.action)
    return Binding(get: { mode }, set: { _ in })
  }
}
