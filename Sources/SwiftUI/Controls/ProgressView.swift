import Foundation

/// A progress indicator. Without a value it is iOS's activity indicator: eight spokes, the lit one stepping
/// round once a second with a fading tail; with a value, a thin bar filled to the fraction done, its label
/// above and its current-value label below. `.progressViewStyle(.linear)` or `(.circular)` picks one look
/// whatever the value (on iOS the circular style is a spinner even with a value), or a custom
/// `ProgressViewStyle` draws it. The spinner takes the tint (`.tint`), grey by default; the bar is filled
/// with the tint, the accent colour by default.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  let fraction: Double?
  let label: (any View)?
  let currentValueLabel: (any View)?
  /// Made from a style's configuration: drawn in the system look, so a custom style can wrap it.
  var ignoresStyle = false
  @Environment(\.progressViewStyle) private var style

  init(fraction: Double?, label: (any View)?, currentValueLabel: (any View)? = nil) {
    self.fraction = fraction.map { $0.isFinite ? min(max($0, 0), 1) : 0 }
    self.label = label
    self.currentValueLabel = currentValueLabel
  }

  public var body: some View {
    let configuration = ProgressViewStyleConfiguration(
      fractionCompleted: fraction,
      label: label.map { ProgressViewStyleConfiguration.Label(content: $0) },
      currentValueLabel: currentValueLabel.map {
        ProgressViewStyleConfiguration.CurrentValueLabel(content: $0)
      })
    let drawing: AnyProgressViewStyle = ignoresStyle ? .automatic : (style ?? .automatic)
    AnyView(erasing: drawing.makeBody(configuration))
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// The spinning activity indicator.
  public init() { self.init(fraction: nil, label: nil) }

  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    self.init(fraction: fractionDone(value, total), label: nil)
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  public init(_ titleKey: LocalizedStringKey) {
    self.init(fraction: nil, label: Text(titleKey))
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) {
    self.init(fraction: nil, label: Text(String(title)))
  }
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
    self.init(fraction: fractionDone(value, total), label: Text(titleKey))
  }
  @_disfavoredOverload
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    self.init(fraction: fractionDone(value, total), label: Text(String(title)))
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  public init(@ViewBuilder label: () -> Label) { self.init(fraction: nil, label: label()) }

  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label
  ) {
    self.init(fraction: fractionDone(value, total), label: label())
  }
}

extension ProgressView {
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      fraction: fractionDone(value, total), label: label(),
      currentValueLabel: currentValueLabel())
  }
}

extension ProgressView
where
  Label == ProgressViewStyleConfiguration.Label,
  CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
{
  /// A progress view showing a style's configuration in the system look (for custom styles that wrap it).
  public init(_ configuration: ProgressViewStyleConfiguration) {
    self.init(
      fraction: configuration.fractionCompleted, label: configuration.label,
      currentValueLabel: configuration.currentValueLabel)
    ignoresStyle = true
  }
}

/// `value / total`, 0 when the total is not positive; nil (indeterminate) without a value.
private func fractionDone<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
  value.map { total > 0 ? Double($0) / Double(total) : 0 }
}

/// The system's linear look: the label above the bar (body font), the current-value label below it in the
/// secondary colour and a smaller font.
struct LinearProgressBody: View {
  let configuration: ProgressViewStyleConfiguration
  let tint: Color?
  @Environment(\.tint) private var environmentTint

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      if let label = configuration.label { label }
      ProgressBar(
        fraction: configuration.fractionCompleted ?? 0,
        fill: tint ?? environmentTint ?? .accentColor)
      if let current = configuration.currentValueLabel {
        current.font(.caption).foregroundColor(.secondary)
      }
    }
  }
}

/// The system's circular look: the spinner, its label below in grey.
struct CircularProgressBody: View {
  let configuration: ProgressViewStyleConfiguration
  let tint: Color?
  @Environment(\.tint) private var environmentTint

  var body: some View {
    VStack(spacing: 8) {
      ActivityIndicator(
        color: tint ?? environmentTint ?? Color(red: 0.6, green: 0.6, blue: 0.62))
      if let label = configuration.label { label.foregroundColor(Color(white: 0.55)) }
    }
  }
}

/// The spinner: starts turning when it appears.
struct ActivityIndicator: View {
  let color: Color
  @State private var turning = false

  var body: some View {
    ActivitySpokes(phase: turning ? 1 : 0, color: color)
      .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: turning)
      .onAppear { turning = true }
      .accessibilityLabel("In progress")
  }
}

/// UIActivityIndicatorView's medium style: 20 pt, eight rounded spokes. `phase` runs 0 → 1 per turn; the
/// lit spoke steps with it (the spinner ticks, it does not glide).
struct ActivitySpokes: View, Animatable {
  var phase: Double
  let color: Color

  var animatableData: Double {
    get { phase }
    set { phase = newValue }
  }

  var body: some View {
    let lit = Int((phase * 8).rounded(.down)) % 8
    ZStack {
      ForEach(0..<8, id: \.self) { spoke in
        Capsule()
          .fill(color.opacity(Self.opacity(stepsBehind: (lit - spoke + 8) % 8)))
          .frame(width: 2.5, height: 5.5)
          .frame(width: 20, height: 20, alignment: .top)
          .rotationEffect(.degrees(Double(spoke) * 45))
      }
    }
    .frame(width: 20, height: 20)
  }

  static func opacity(stepsBehind: Int) -> Double { max(0.25, 1 - 0.12 * Double(stepsBehind)) }
}

/// UIProgressView's default look: a 4 pt track, rounded, filled from the leading edge.
struct ProgressBar: View {
  let fraction: Double
  let fill: Color

  var body: some View {
    GeometryReader { proxy in
      ZStack(alignment: .leading) {
        Capsule().fill(Color.rgb(227, 227, 232, dark: (44, 44, 46)))
        Capsule().fill(fill).frame(width: proxy.size.width * fraction)
      }
    }
    .frame(height: 4)
  }
}
