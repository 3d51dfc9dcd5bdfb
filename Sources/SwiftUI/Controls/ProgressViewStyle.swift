import Foundation

/// Draws a progress view from its configuration (`.progressViewStyle`).
@MainActor @preconcurrency
public protocol ProgressViewStyle {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = ProgressViewStyleConfiguration
}

/// What a progress view shows: how much is done (nil while indeterminate) and its labels.
public struct ProgressViewStyleConfiguration {
  /// The progress view's label.
  public struct Label: View, ErasedContentView {
    public static var _flattening: _ViewFlattening? { .multiView(Self.self) }
    public typealias Body = Never
    let content: any View
  }
  /// The label describing the current value ("50%").
  public struct CurrentValueLabel: View, ErasedContentView {
    public static var _flattening: _ViewFlattening? { .multiView(Self.self) }
    public typealias Body = Never
    let content: any View
  }
  /// From 0 to 1, or nil when the progress is indeterminate.
  public let fractionCompleted: Double?
  public var label: Label?
  public var currentValueLabel: CurrentValueLabel?
}

/// The look for the value: linear with a value, circular (the spinner) without.
public struct DefaultProgressViewStyle: ProgressViewStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    if configuration.fractionCompleted != nil {
      LinearProgressBody(configuration: configuration, tint: nil)
    } else {
      CircularProgressBody(configuration: configuration, tint: nil)
    }
  }
}

/// A bar filled from the leading edge (empty while indeterminate, as on iOS).
public struct LinearProgressViewStyle: ProgressViewStyle {
  let tint: Color?
  public init() { tint = nil }
  public init(tint: Color) { self.tint = tint }
  public func makeBody(configuration: Configuration) -> some View {
    LinearProgressBody(configuration: configuration, tint: tint)
  }
}

/// The spinner, with or without a value (iOS shows no amount in the circular style).
public struct CircularProgressViewStyle: ProgressViewStyle {
  let tint: Color?
  public init() { tint = nil }
  public init(tint: Color) { self.tint = tint }
  public func makeBody(configuration: Configuration) -> some View {
    CircularProgressBody(configuration: configuration, tint: tint)
  }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

typealias AnyProgressViewStyle = AnyControlStyle<ProgressViewStyleConfiguration>

extension AnyControlStyle where Configuration == ProgressViewStyleConfiguration {
  init<S: ProgressViewStyle>(_ style: S) {
    self.init { style.makeBody(configuration: $0) }
  }
  static var automatic: AnyProgressViewStyle { AnyProgressViewStyle(DefaultProgressViewStyle()) }
}

extension EnvironmentValues {
  /// The style `.progressViewStyle` set for the progress views below.
  var progressViewStyle: AnyProgressViewStyle? {
    get { self[style: ProgressViewStyleConfiguration.self] }
    set { self[style: ProgressViewStyleConfiguration.self] = newValue }
  }
}

extension View {
  /// Sets the style of the progress views in this view.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    controlStyle { style.makeBody(configuration: $0) as any View }
  }
}
