import Foundation

public struct GestureMask: OptionSet, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public static let none = GestureMask([])
  public static let gesture = GestureMask(rawValue: 1)
  public static let subviews = GestureMask(rawValue: 2)
  public static let all: GestureMask = [.gesture, .subviews]
}

extension View {
  public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    modifier(
      GestureModifier(
        attachment: GestureAttachment(
          gesture: gesture, priority: .normal, isEnabled: mask.contains(.gesture))))
  }
  public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
    modifier(
      GestureModifier(
        attachment: GestureAttachment(gesture: gesture, priority: .normal, isEnabled: isEnabled)))
  }
  public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
    -> some View
  {
    modifier(
      GestureModifier(
        attachment: GestureAttachment(
          gesture: gesture, priority: .high, isEnabled: mask.contains(.gesture))))
  }
  public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
    -> some View
  {
    modifier(
      GestureModifier(
        attachment: GestureAttachment(
          gesture: gesture, priority: .simultaneous, isEnabled: mask.contains(.gesture))))
  }
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    gesture(TapGesture(count: count).onEnded { action() })
  }
  public func onTapGesture(
    count: Int = 1, coordinateSpace: CoordinateSpace = .local,
    perform action: @escaping (CGPoint) -> Void
  )
    -> some View
  {
    gesture(
      DragGesture(minimumDistance: 0, coordinateSpace: coordinateSpace).onEnded { value in
        if hypot(value.translation.width, value.translation.height) < 10 { action(value.location) }
      })
  }
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
    perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    gesture(
      LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
        .onChanged { pressing in onPressingChanged?(pressing) }
        .onEnded { _ in
          onPressingChanged?(false)
          action()
        })
  }
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    modifier(AttributeModifier { $0.contentShape = AnyShape(shape) })
  }
  public func allowsHitTesting(_ enabled: Bool) -> some View {
    modifier(AttributeModifier { if !enabled { $0.allowsHitTesting = false } })
  }
}

struct GestureModifier: BuiltinModifier {
  let attachment: GestureAttachment
  func makeNode(_ node: ViewNode, content: any View) {
    if attachment.isEnabled && node.environment.isEnabled {
      node.attributes.gestures.append(attachment)
    }
    node.setContent(content)
  }
}

extension ViewNode {
  /// Last tap time and count, for double taps across touch sequences.
  var tapHistory: (time: Double, count: Int)? {
    get { graph.tapHistory[ObjectIdentifier(self)] }
    set { graph.tapHistory[ObjectIdentifier(self)] = newValue }
  }
}
