import Foundation

/// A progress indicator. Without a value it is iOS's activity indicator: eight spokes, the lit one stepping
/// round once a second with a fading tail; with a value, a thin bar filled to the fraction done. The spinner
/// takes the tint (`.tint`), grey by default; the bar is filled with the tint, the accent colour by default.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  let fraction: Double?
  let label: Label?
  @Environment(\.tint) private var tint

  init(fraction: Double?, label: Label?) {
    self.fraction = fraction.map { $0.isFinite ? min(max($0, 0), 1) : 0 }
    self.label = label
  }

  public var body: some View {
    if let fraction {
      VStack(alignment: .leading, spacing: 4) {
        if let label { label }
        ProgressBar(fraction: fraction, fill: tint ?? .accentColor)
      }
    } else {
      VStack(spacing: 8) {
        ActivityIndicator(color: tint ?? Color(red: 0.6, green: 0.6, blue: 0.62))
        if let label { label.foregroundColor(Color(white: 0.55)) }
      }
    }
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// The spinning activity indicator.
  public init() { self.init(fraction: nil, label: nil) }

  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    self.init(fraction: value.map { total > 0 ? Double($0) / Double(total) : 0 }, label: nil)
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
    self.init(
      fraction: value.map { total > 0 ? Double($0) / Double(total) : 0 }, label: Text(titleKey))
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  public init(@ViewBuilder label: () -> Label) { self.init(fraction: nil, label: label()) }
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
        Capsule().fill(Color(red: 0.89, green: 0.89, blue: 0.91))
        Capsule().fill(fill).frame(width: proxy.size.width * fraction)
      }
    }
    .frame(height: 4)
  }
}
