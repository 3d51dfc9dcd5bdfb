import Foundation

/// A control for selecting a value from a bounded linear range: the iOS track and thumb.
public struct Slider<Label: View, ValueLabel: View>: View {
  let fraction: Double
  let setFraction: (Double) -> Void
  let onEditingChanged: (Bool) -> Void
  let label: Label
  let minimumValueLabel: ValueLabel
  let maximumValueLabel: ValueLabel

  init<V: BinaryFloatingPoint>(
    value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, label: Label,
    minimumValueLabel: ValueLabel,
    maximumValueLabel: ValueLabel, onEditingChanged: @escaping (Bool) -> Void
  ) where V.Stride: BinaryFloatingPoint {
    let lower = Double(bounds.lowerBound)
    let span = Double(bounds.upperBound) - lower
    let current = min(max(Double(value.wrappedValue), lower), lower + span)
    fraction = span > 0 ? (current - lower) / span : 0
    setFraction = { f in
      let newValue = SliderMath.value(
        forFraction: f, lower: lower, span: span, step: step.map { Double($0) })
      if Double(value.wrappedValue) != newValue { value.wrappedValue = V(newValue) }
    }
    self.onEditingChanged = onEditingChanged
    self.label = label
    self.minimumValueLabel = minimumValueLabel
    self.maximumValueLabel = maximumValueLabel
  }

  public var body: some View {
    HStack {
      minimumValueLabel
      SliderTrack(
        fraction: fraction, setFraction: setFraction, onEditingChanged: onEditingChanged,
        title: labelText(of: label))
      maximumValueLabel
    }
  }
}

/// Reference §7: with a step, the thumb snaps to whole steps counted from the lower bound.
enum SliderMath {
  static func value(forFraction f: Double, lower: Double, span: Double, step: Double?) -> Double {
    let f = min(max(f, 0), 1)
    guard let step, step > 0 else { return lower + f * span }
    let steps = (span / step).rounded(.down)
    return min(lower + step * (f * steps).rounded(), lower + span)
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, label: EmptyView(), minimumValueLabel: EmptyView(),
      maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
  }
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, label: EmptyView(), minimumValueLabel: EmptyView(),
      maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
  }
}

extension Slider where ValueLabel == EmptyView {
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: EmptyView(),
      maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
  }
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: EmptyView(),
      maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
  }
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, label: label, onEditingChanged: onEditingChanged)
  }
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
  }
}

extension Slider {
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, label: label(),
      minimumValueLabel: minimumValueLabel(),
      maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
  }
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, label: label(),
      minimumValueLabel: minimumValueLabel(),
      maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
  }
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in },
    minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: minimumValueLabel,
      maximumValueLabel: maximumValueLabel, onEditingChanged: onEditingChanged)
  }
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in },
    minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, label: label(),
      minimumValueLabel: minimumValueLabel,
      maximumValueLabel: maximumValueLabel, onEditingChanged: onEditingChanged)
  }
}

// MARK: Track

/// The iOS slider track: a 4 pt capsule, tinted up to the thumb, and a 28 pt white thumb. A touch anywhere on
/// it moves the thumb under the finger.
struct SliderTrack: View, PrimitiveView {
  typealias Body = Never
  let fraction: Double
  let setFraction: (Double) -> Void
  let onEditingChanged: (Bool) -> Void
  let title: Text?

  static let thumbDiameter: CGFloat = 28
  static let trackHeight: CGFloat = 4
  /// iOS `systemFill` for the part of the track right of the thumb.
  static let trackColor = SystemColor.fill

  func makeNode(_ node: ViewNode) {
    var slot = 0
    let editing = node.storage(&slot) { SliderEditingState() }
    node.layout = SliderTrackLayout(fraction: fraction)
    node.attributes.control = ControlAttachment(
      role: .slider, label: title?.string(in: node.environment) ?? "", textClient: nil,
      activate: nil, value: "\(Int((fraction * 100).rounded()))%")
    node.attributes.contentShape = AnyShape(Rectangle())
    let enabled = node.environment.isEnabled
    if enabled {
      let setFraction = self.setFraction
      let onEditingChanged = self.onEditingChanged
      func follow(_ location: CGPoint) {
        guard let node = editing.node else { return }
        let travel = max(node.frame.width - Self.thumbDiameter, 1)
        // Right to left the track is mirrored (its parts are placed mirrored): the value grows leftwards.
        let x =
          node.environment.layoutDirection == .rightToLeft
          ? node.frame.width - location.x : location.x
        setFraction((x - Self.thumbDiameter / 2) / travel)
      }
      let drag = DragGesture(minimumDistance: 0, coordinateSpace: .local)
        .onChanged { value in
          if !editing.isEditing {
            editing.isEditing = true
            onEditingChanged(true)
          }
          follow(value.location)
        }
        .onEnded { value in
          follow(value.location)
          if editing.isEditing {
            editing.isEditing = false
            onEditingChanged(false)
          }
        }
      node.attributes.gestures.append(
        GestureAttachment(gesture: drag, priority: .normal, isEnabled: true))
    }
    editing.node = node
    let tint = node.environment.resolvedTint
    node.setContent(
      TupleView(
        (
          Capsule().fill(Self.trackColor),
          Capsule().fill(enabled ? tint : tint.opacity(0.4)),
          Circle().fill(Color.white)
            .overlay(Circle().strokeBorder(Color.black.opacity(0.04), lineWidth: 0.5))
            .shadow(color: Color.black.opacity(0.18), radius: 4, x: 0, y: 2)
        )))
  }
}

final class SliderEditingState {
  var isEditing = false
  weak var node: ViewNode?
}

struct SliderTrackLayout: NodeLayout {
  let fraction: Double
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    // Flexible width; without a proposal, room for the thumb to travel a little.
    CGSize(
      width: max(proposal.width ?? 2 * SliderTrack.thumbDiameter, SliderTrack.thumbDiameter),
      height: SliderTrack.thumbDiameter)
  }
  func placeChildren(in size: CGSize, node: ViewNode) {
    let children = node.liveChildren
    guard children.count == 3 else { return }
    let d = SliderTrack.thumbDiameter
    let thumbX = CGFloat(fraction) * max(size.width - d, 0)
    let trackY = (size.height - SliderTrack.trackHeight) / 2
    children[0].frame = CGRect(x: 0, y: trackY, width: size.width, height: SliderTrack.trackHeight)
    children[1].frame = CGRect(
      x: 0, y: trackY, width: thumbX + d / 2, height: SliderTrack.trackHeight)
    children[2].frame = CGRect(x: thumbX, y: (size.height - d) / 2, width: d, height: d)
  }
}
