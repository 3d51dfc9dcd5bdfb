import Foundation

private struct LineSpacingKey: EnvironmentKey { static var defaultValue: CGFloat { 0 } }

extension EnvironmentValues {
  /// Extra space between the lines of wrapped text, in points.
  public var lineSpacing: CGFloat {
    get { self[LineSpacingKey.self] }
    set { self[LineSpacingKey.self] = newValue }
  }
}

extension View {
  /// Adds `lineSpacing` points between the lines of the text inside (not above the first or below the last).
  public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
    environment(\.lineSpacing, lineSpacing)
  }
}
