import Foundation

/// A value within a range, shown as iOS 16 shows it: by default a capacity bar filled in the tint from the
/// leading edge, the label above, the minimum and maximum labels at the bar's ends and the current value
/// below; the accessory styles as a ring or a bar with a marker.
public struct Gauge<
  Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View
>:
  View
{
  let configuration: GaugeStyleConfiguration
  @Environment(\.gaugeStyle) private var style

  public var body: some View { AnyView(style.makeBody(configuration)) }

  init(
    fraction: Double, label: any View, current: (any View)?, minimum: (any View)?,
    maximum: (any View)?
  ) {
    configuration = GaugeStyleConfiguration(
      value: fraction, label: .init(content: label),
      currentValueLabel: current.map { .init(content: $0) },
      minimumValueLabel: minimum.map { .init(content: $0) },
      maximumValueLabel: maximum.map { .init(content: $0) })
  }

  static func fraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
    let span = bounds.upperBound - bounds.lowerBound
    guard span > 0 else { return 0 }
    return min(max(Double((value - bounds.lowerBound) / span), 0), 1)
  }
}

extension Gauge
where
  CurrentValueLabel == EmptyView, BoundsLabel == EmptyView,
  MarkedValueLabels == EmptyView
{
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
  ) {
    self.init(
      fraction: Self.fraction(value, in: bounds), label: label(), current: nil, minimum: nil,
      maximum: nil)
  }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      fraction: Self.fraction(value, in: bounds), label: label(), current: currentValueLabel(),
      minimum: nil, maximum: nil)
  }
}

extension Gauge where MarkedValueLabels == EmptyView {
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) {
    self.init(
      fraction: Self.fraction(value, in: bounds), label: label(), current: currentValueLabel(),
      minimum: minimumValueLabel(), maximum: maximumValueLabel())
  }
}

public struct GaugeStyleConfiguration {
  public struct Label: View, ErasedContentView {
    public static var _flattening: _ViewFlattening? { .multiView(Self.self) }
    public typealias Body = Never
    let content: any View
  }
  public typealias CurrentValueLabel = Label
  public typealias MinimumValueLabel = Label
  public typealias MaximumValueLabel = Label
  public typealias MarkedValueLabel = Label

  /// Where the value lies in the gauge's range, from 0 to 1.
  public var value: Double
  public var label: Label
  public var currentValueLabel: CurrentValueLabel?
  public var minimumValueLabel: MinimumValueLabel?
  public var maximumValueLabel: MaximumValueLabel?
}

/// Draws a gauge from its configuration (`.gaugeStyle`).
@MainActor @preconcurrency
public protocol GaugeStyle {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = GaugeStyleConfiguration
}

struct AnyGaugeStyle {
  let makeBody: @MainActor (GaugeStyleConfiguration) -> any View
  init<S: GaugeStyle>(_ style: S) { makeBody = { style.makeBody(configuration: $0) } }
}

private struct GaugeStyleKey: EnvironmentKey {
  static var defaultValue: AnyGaugeStyle { AnyGaugeStyle(LinearCapacityGaugeStyle()) }
}

extension EnvironmentValues {
  var gaugeStyle: AnyGaugeStyle {
    get { self[GaugeStyleKey.self] }
    set { self[GaugeStyleKey.self] = newValue }
  }
}

extension View {
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
    transformEnvironment { $0.gaugeStyle = AnyGaugeStyle(style) }
  }
}

/// The capacity bar iOS draws for a gauge in an app: 6 pt high, the tint over the value's share of the
/// grey track.
public struct LinearCapacityGaugeStyle: GaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    CapacityBar(configuration: configuration, marker: false)
  }
}

public struct DefaultGaugeStyle: GaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    CapacityBar(configuration: configuration, marker: false)
  }
}

public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    CapacityBar(configuration: configuration, marker: false)
  }
}

/// A bar with a marker at the value instead of a fill.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    CapacityBar(configuration: configuration, marker: true)
  }
}

/// A closed ring filled clockwise from twelve o'clock, the current value in its centre.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    GaugeRing(configuration: configuration, open: false)
  }
}

/// An open ring (a 270° arc) with a marker at the value, the current value in its centre and the bounds
/// below its ends.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    GaugeRing(configuration: configuration, open: true)
  }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
  public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
  public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
    AccessoryLinearCapacityGaugeStyle()
  }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
  public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
  public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
    AccessoryCircularCapacityGaugeStyle()
  }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

/// Track grey as UIProgressView's.
private let gaugeTrack = Color.rgb(227, 227, 232, dark: (44, 44, 46))

struct CapacityBar: View {
  let configuration: GaugeStyleConfiguration
  let marker: Bool
  @Environment(\.tint) private var tint

  var body: some View {
    let fill = tint ?? .accentColor
    VStack(alignment: .leading, spacing: 4) {
      configuration.label.font(.subheadline)
      HStack(spacing: 6) {
        configuration.minimumValueLabel.font(.caption).foregroundStyle(Color.secondary)
        GeometryReader { proxy in
          let width = proxy.size.width
          ZStack(alignment: .leading) {
            Capsule().fill(marker ? fill.opacity(0.3) : gaugeTrack)
            if marker {
              Circle().fill(Color.white).overlay(Circle().stroke(fill, lineWidth: 2))
                .frame(width: 10, height: 10)
                .offset(x: max(min(width * configuration.value - 5, width - 10), 0))
            } else {
              Capsule().fill(fill).frame(width: width * configuration.value)
            }
          }
          .frame(height: proxy.size.height)
        }
        .frame(height: marker ? 10 : 6)
        configuration.maximumValueLabel.font(.caption).foregroundStyle(Color.secondary)
      }
      configuration.currentValueLabel.font(.caption).foregroundStyle(Color.secondary)
    }
  }
}

struct GaugeRing: View {
  let configuration: GaugeStyleConfiguration
  let open: Bool
  @Environment(\.tint) private var tint

  var body: some View {
    let fill = tint ?? .accentColor
    // The open ring leaves a quarter at the bottom; it starts at 135° (lower left) and runs clockwise.
    let sweep = open ? 0.75 : 1
    ZStack {
      Circle().trim(from: 0, to: sweep)
        .stroke(
          open ? fill.opacity(0.3) : gaugeTrack, style: StrokeStyle(lineWidth: 6, lineCap: .round)
        )
        .rotationEffect(.degrees(open ? 135 : -90))
      if open {
        Circle().trim(from: 0, to: 0.0001)
          .stroke(fill, style: StrokeStyle(lineWidth: 10, lineCap: .round))
          .rotationEffect(.degrees(135 + 270 * configuration.value))
      } else {
        Circle().trim(from: 0, to: configuration.value)
          .stroke(fill, style: StrokeStyle(lineWidth: 6, lineCap: .round))
          .rotationEffect(.degrees(-90))
      }
      (configuration.currentValueLabel.map { AnyView($0) } ?? AnyView(configuration.label))
        .font(.system(size: 15, weight: .medium))
        .lineLimit(1)
        .minimumScaleFactor(0.5)
        .padding(8)
    }
    .frame(width: 58, height: 58)
  }
}
