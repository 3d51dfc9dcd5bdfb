import Foundation

// Drag and drop within one window, as iOS 16 spells it: a long press on a `.draggable` view lifts a preview
// that follows the finger; over a `.dropDestination` that takes the payload's type its `isTargeted` turns
// true, and letting go there hands it the items and the point in its own space. There is no dragging
// between programs.

extension View {
  /// A long press lifts the view (its copy, slightly transparent) and drags `payload`.
  public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
    modifier(DraggableModifier(payload: { payload() }, preview: nil))
  }

  /// As above, dragging `preview` in place of a copy of the view.
  public func draggable<V: View, T: Transferable>(
    _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V
  ) -> some View {
    modifier(DraggableModifier(payload: { payload() }, preview: preview()))
  }

  /// Takes dropped items of `payloadType` (or items converted to it through their representations); the
  /// action gets them with the point where they were dropped, in the view's space. `isTargeted` hears
  /// whether a drag it could take is over the view.
  public func dropDestination<T: Transferable>(
    for payloadType: T.Type = T.self, action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
    isTargeted: @escaping (Bool) -> Void = { _ in }
  ) -> some View {
    modifier(
      AttributeModifier {
        $0.dropDestination = DropDestinationAttachment(
          accepts: { ($0 as? TransferPayload)?.canLoad(T.self) ?? false },
          perform: { payload, location in
            guard let payload = payload as? TransferPayload else { return false }
            if let item = payload.loadNow(T.self) { return action([item], location) }
            // A conversion that must wait (a DataRepresentation's closures) arrives a moment later, as
            // iOS loads dropped items.
            Task { @MainActor in
              if let item = await payload.load(T.self) { _ = action([item], location) }
            }
            return true
          },
          targeted: isTargeted)
      })
  }
}

struct DraggableModifier: BuiltinModifier {
  let payload: () -> any Transferable
  let preview: (any View)?

  /// iOS lifts a drag after a press about this long.
  static let pressDuration = 0.5

  func makeNode(_ node: ViewNode, content: any View) {
    var slot = 0
    let session = node.storage(&slot) { DragSession() }
    let payload = self.payload
    let preview = self.preview
    let gesture = LongPressGesture(minimumDuration: Self.pressDuration)
      .sequenced(before: DragGesture(minimumDistance: 0, coordinateSpace: .global))
      .onChanged { [weak node] value in
        guard let node, node.isAlive, case .second(true, let drag) = value else { return }
        if !session.isActive {
          session.lift(from: node, payload: TransferPayload(payload()), preview: preview ?? content)
        }
        if let drag { session.move(to: drag.location, from: drag.startLocation) }
      }
      .onEnded { value in
        if case .second(true, let drag?) = value {
          session.drop(at: drag.location)
        } else {
          session.end()
        }
      }
    node.attributes.gestures.append(
      GestureAttachment(gesture: gesture, priority: .normal, isEnabled: node.environment.isEnabled))
    node.setContent(content)
  }
}

/// One drag from a draggable view: its payload, the preview shown over the window, the destination under it.
@MainActor final class DragSession: NodeLifetimeObserver {
  private(set) var isActive = false
  private var graph: ViewGraph? {
    get { graphHandle?.graph }
    set { graphHandle = newValue?.handle }
  }
  private var graphHandle: GraphHandle?
  private var payload: TransferPayload?
  private var preview: (any View)?
  private var environment = EnvironmentValues()
  /// The dragged view's frame in the window when it was lifted; the preview keeps its size.
  private var liftedFrame: CGRect = .zero
  private var center: CGPoint = .zero
  private weak var target: ViewNode?

  private var presentationID: AnyHashable { DragPreviewID(session: ObjectIdentifier(self)) }

  func lift(from node: ViewNode, payload: TransferPayload, preview: any View) {
    isActive = true
    graph = node.graph
    self.payload = payload
    self.preview = preview
    environment = node.environment
    liftedFrame = node.windowFrame
    center = CGPoint(x: liftedFrame.midX, y: liftedFrame.midY)
    present()
  }

  /// The preview keeps the offset from the finger it had where the drag started.
  func move(to location: CGPoint, from start: CGPoint) {
    guard isActive else { return }
    center = CGPoint(
      x: liftedFrame.midX + location.x - start.x, y: liftedFrame.midY + location.y - start.y)
    present()
    retarget(at: location)
  }

  func drop(at location: CGPoint) {
    guard isActive else { return }
    retarget(at: location)
    if let target, let payload, let destination = target.attributes.dropDestination {
      _ = destination.perform(payload, target.localPoint(fromWindow: location))
    }
    end()
  }

  func end() {
    if let target { target.attributes.dropDestination?.targeted(false) }
    target = nil
    if isActive, let graph {
      withAnimation(.easeOut(duration: 0.2)) { graph.dismissPresentation(id: presentationID) }
    }
    isActive = false
    payload = nil
    preview = nil
  }

  func nodeWillDisappear() { end() }

  private func present() {
    guard let graph, let preview else { return }
    let overlay = DragPreviewOverlay(
      preview: preview,
      frame: liftedFrame.offsetBy(
        dx: center.x - liftedFrame.midX, dy: center.y - liftedFrame.midY))
    let environment = self.environment
    graph.present(
      PresentationEntry(id: presentationID) {
        PresentedEnvironment(environment: environment, content: overlay)
      })
  }

  /// The topmost destination under the point that takes the payload; `isTargeted` follows it.
  private func retarget(at location: CGPoint) {
    guard let graph, let payload else { return }
    var found: ViewNode?
    func visit(_ node: ViewNode) {
      guard !node.isRemoving else { return }
      if let destination = node.attributes.dropDestination, node.windowFrame.contains(location),
        destination.accepts(payload)
      {
        found = node
      }
      for child in node.drawingOrder { visit(child) }
    }
    visit(graph.root)
    guard found !== target else { return }
    target?.attributes.dropDestination?.targeted(false)
    target = found
    found?.attributes.dropDestination?.targeted(true)
  }

  private struct DragPreviewID: Hashable {
    let session: ObjectIdentifier
  }
}

/// The dragged preview over the window, at the lifted view's size where the finger has it; it takes no
/// touches.
struct DragPreviewOverlay: View, PrimitiveView {
  typealias Body = Never
  let preview: any View
  let frame: CGRect

  static let opacity = 0.8

  func makeNode(_ node: ViewNode) {
    node.attributes.ignoredSafeAreaEdges = .all
    node.attributes.allowsHitTesting = false
    node.layout = DragPreviewLayout(frame: frame)
    node.setContent(
      AnyView(erasing: preview)
        .shadow(color: Color.black.opacity(0.25), radius: 12, x: 0, y: 6)
        .opacity(Self.opacity))
  }
}

struct DragPreviewLayout: AnchoredPanelLayout {
  let frame: CGRect

  func placeChildren(in size: CGSize, node: ViewNode) {
    guard let child = node.liveChildren.first else { return }
    _ = child.sizeThatFits(ProposedViewSize(frame.size))
    place(child, at: frame, in: node)
  }
}
