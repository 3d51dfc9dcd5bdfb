import Foundation

extension View {
  /// The space between a list's rows (iOS 15; seen in inset-grouped lists since iOS 17): rows stand apart
  /// by `spacing` points, and in an inset-grouped list each is a rounded card of its own, without separators.
  public func listRowSpacing(_ spacing: CGFloat?) -> some View {
    environment(\.listRowSpacing, spacing)
  }
}

private struct ListRowSpacingKey: EnvironmentKey {
  static var defaultValue: CGFloat? { nil }
}

extension EnvironmentValues {
  var listRowSpacing: CGFloat? {
    get { self[ListRowSpacingKey.self] }
    set { self[ListRowSpacingKey.self] = newValue }
  }
}
