import Foundation

/// Turns host input into gestures, control actions and keyboard focus.
///
/// A touch sequence runs from the first pointer down to the last pointer up. Its gestures are those of the
/// views under the first pointer; later pointers join the two-pointer gestures (magnify, rotate) of the views
/// they land on. Single-pointer gestures (tap, long press, drag) follow the first pointer only.
@MainActor final class InputRouter {
  weak var host: (any InputHost)?
  private var active: [GestureHandle] = []
  private var winner: GestureHandle?
  /// The pointers down now, and the first of them.
  private var pointers: [PointerID: CGPoint] = [:]
  private var primary: PointerID?
  /// A trackpad pinch in progress: who receives it.
  private var pinch: PinchRoute?
  /// The views with hover handlers the mouse pointer is over now.
  var hovered: [ObjectIdentifier: ViewNode] = [:]

  var graph: ViewGraph? { host?.graph }
  var now: Double { host?.clock.now ?? 0 }

  func handle(_ event: InputEvent) {
    guard let host else { return }
    // Actions run for this window: `UIScreen.main` describes it.
    let outer = ViewGraph.running
    ViewGraph.running = host.graph
    defer { ViewGraph.running = outer }
    // Gestures see the tree as it is on screen now.
    host.update()
    switch event {
    case .pointerDown(let point): pointer(PointerEvent(id: .mouse, phase: .down, location: point))
    case .pointerMoved(let point):
      pointer(PointerEvent(id: .mouse, phase: .moved, location: point))
    case .pointerUp(let point): pointer(PointerEvent(id: .mouse, phase: .up, location: point))
    case .pointer(let event): pointer(event)
    case .scroll(let dx, let dy, let point): scroll(dx: dx, dy: dy, at: point)
    case .pinch(let scale, let rotation, let point, let phase):
      pinch(scale: scale, rotation: rotation, at: point, phase: phase)
    case .key(let key, let modifiers):
      FocusController.handleKey(key, modifiers: modifiers, graph: host.graph)
    case .text(let text): FocusController.insertText(text, graph: host.graph)
    case .composition(let text): FocusController.setComposition(text, graph: host.graph)
    case .secondaryClick(let point):
      let chain = HitTester.hitChain(in: host.graph, at: point, renderer: host.renderer)
      chain.lazy.compactMap(\.attributes.secondaryClick).first?()
    case .hover(let point): hover(at: point)
    }
    host.update()
  }

  private func pointer(_ event: PointerEvent) {
    let touch = TouchSample(location: event.location, time: now, pointer: event.id)
    switch event.phase {
    case .down:
      if pointers.isEmpty || pointers[event.id] != nil {
        beginSequence(touch)
      } else {
        addPointer(touch)
      }
    case .moved:
      guard pointers[event.id] != nil else { return }
      pointers[event.id] = event.location
      for handle in receivers(of: touch) {
        handle.core.tick(now)
        handle.core.moved(touch)
      }
    case .up:
      guard pointers[event.id] != nil else { return }
      pointers[event.id] = nil
      for handle in receivers(of: touch) { handle.core.ended(touch) }
      if pointers.isEmpty {
        active.removeAll()
        winner = nil
        primary = nil
      }
    }
  }

  /// The running gestures that follow this pointer.
  private func receivers(of touch: TouchSample) -> [GestureHandle] {
    active.filter { handle in
      (handle.core.state == .possible || handle.core.state == .active)
        && (touch.pointer == primary || handle.core.tracksPointers)
    }
  }

  private func beginSequence(_ touch: TouchSample) {
    guard let host else { return }
    cancelAll()
    pinch = nil
    pointers = [touch.pointer: touch.location]
    primary = touch.pointer
    let chain = HitTester.hitChain(in: host.graph, at: touch.location, renderer: host.renderer)
    // A tap outside the focused text field ends editing, as tapping elsewhere does on iOS.
    FocusController.pointerDown(on: chain, graph: host.graph)
    active = handles(for: chain)
    for handle in active { handle.core.began(touch) }
  }

  /// A further finger: it joins the two-pointer gestures of the views it lands on.
  private func addPointer(_ touch: TouchSample) {
    guard let host else { return }
    pointers[touch.pointer] = touch.location
    let chain = HitTester.hitChain(in: host.graph, at: touch.location, renderer: host.renderer)
    let under = Set(chain.map(ObjectIdentifier.init))
    for handle in active
    where handle.core.tracksPointers
      && (handle.core.state == .possible || handle.core.state == .active)
    {
      guard let node = handle.core.node, under.contains(ObjectIdentifier(node)) else { continue }
      handle.core.added(touch)
    }
  }

  /// Fresh recognizers for the gestures of the views in `chain` (deepest first), in arbitration order.
  private func handles(for chain: [ViewNode]) -> [GestureHandle] {
    var high: [GestureHandle] = []
    var normal: [GestureHandle] = []
    var owners: [ObjectIdentifier: ViewNode] = [:]
    for node in chain where node.environment.isEnabled {
      for attachment in node.attributes.gestures {
        let handles = makeHandles(for: attachment.gesture, node: node)
        for handle in handles {
          owners[ObjectIdentifier(handle)] = node
          switch attachment.priority {
          case .high:
            handle.isHighPriority = true
            high.append(handle)
          case .simultaneous:
            handle.isSimultaneous = true
            normal.append(handle)
          case .normal:
            normal.append(handle)
          }
        }
      }
    }
    normal = scrollPansYieldingToOwnGestures(normal, owners: owners)
    // High-priority gestures of outer views first, then the deepest view's gestures first.
    let ordered = high.reversed() + normal
    for handle in ordered {
      handle.core.requestActivation = { [weak self] core in self?.claim(core) ?? false }
    }
    return ordered
  }

  /// A gesture attached to a scroll view itself (through its modifiers, each a node with one child) takes the
  /// drag before the scroll view's own panning, as in SwiftUI, where `.gesture(DragGesture())` on a ScrollView
  /// stops it scrolling. Gestures of views inside the scroll view still come first.
  private func scrollPansYieldingToOwnGestures(
    _ handles: [GestureHandle], owners: [ObjectIdentifier: ViewNode]
  ) -> [GestureHandle] {
    var result = handles
    for (index, handle) in handles.enumerated() where handle.core.yieldsToOwnViewGestures {
      guard let scrollNode = owners[ObjectIdentifier(handle)] else { continue }
      var wrappers: Set<ObjectIdentifier> = []
      var node = scrollNode
      while let parent = node.parent, parent.children.count == 1 {
        wrappers.insert(ObjectIdentifier(parent))
        node = parent
      }
      let own = handles[(index + 1)...].filter { other in
        !other.isSimultaneous
          && owners[ObjectIdentifier(other)].map { wrappers.contains(ObjectIdentifier($0)) } == true
      }
      guard let last = own.last, let from = result.firstIndex(where: { $0 === handle }) else {
        continue
      }
      result.remove(at: from)
      let to = result.firstIndex(where: { $0 === last })! + 1
      result.insert(handle, at: to)
    }
    return result
  }

  /// Long presses recognise on time: the host calls this every frame while a touch is down.
  func tick() {
    guard !pointers.isEmpty else { return }
    for handle in active where handle.core.state == .possible { handle.core.tick(now) }
  }

  var isTouchDown: Bool { !pointers.isEmpty }

  /// The first exclusive gesture to activate wins and the others are cancelled; simultaneous ones always may.
  private func claim(_ core: RecognizerCore) -> Bool {
    guard let handle = active.first(where: { $0.core === core }) else { return false }
    if handle.isSimultaneous { return true }
    if let winner { return winner === handle }
    winner = handle
    for other in active where other !== handle && !other.isSimultaneous { other.core.cancel() }
    return true
  }

  private func cancelAll() {
    for handle in active { handle.core.cancel() }
    active.removeAll()
    winner = nil
  }

  // MARK: Wheel and pinch

  /// The deepest view under the pointer that takes the wheel (`onScrollWheel`, a scroll view) and can move.
  private func scroll(dx: CGFloat, dy: CGFloat, at point: CGPoint) {
    guard let host else { return }
    let chain = HitTester.hitChain(in: host.graph, at: point, renderer: host.renderer)
    let delta = CGSize(width: dx, height: dy)
    for node in chain where node.environment.isEnabled {
      if let handler = node.attributes.wheelHandler,
        handler(WheelEvent(delta: delta, location: node.localPoint(fromWindow: point)))
      {
        return
      }
      if let scrollable = node.scrollTarget, scrollable.scroll(by: delta) { return }
    }
  }

  private struct PinchRoute {
    /// Views with `onPinch`, deepest first; the first that takes an event gets it.
    var handlers: [ViewNode]
    var scale: CGFloat = 1
    var rotation: Angle = .zero
  }

  /// A trackpad pinch goes to the deepest view that asks for pinches (`onPinch`), else to the magnify and
  /// rotate gestures of the views under it, as two fingers there would.
  private func pinch(scale: CGFloat, rotation: Angle, at point: CGPoint, phase: PinchPhase) {
    guard let host, pointers.isEmpty else { return }
    if pinch == nil {
      guard phase == .changed else { return }
      let chain = HitTester.hitChain(in: host.graph, at: point, renderer: host.renderer)
        .filter { $0.environment.isEnabled }
      cancelAll()
      pinch = PinchRoute(handlers: chain.filter { $0.attributes.pinchHandler != nil })
      active = handles(for: chain).filter { $0.core.acceptsPinch }
      let sample = PinchSample(scale: 1, rotation: .zero, location: point, time: now)
      for handle in active { handle.core.pinchBegan(sample) }
    }
    guard var route = pinch else { return }
    route.scale *= scale
    route.rotation = .radians(route.rotation.radians + rotation.radians)
    pinch = phase == .ended ? nil : route
    let taken = route.handlers.contains { node in
      guard let handler = node.attributes.pinchHandler else { return false }
      return handler(
        PinchEvent(
          scale: scale, rotation: rotation, location: node.localPoint(fromWindow: point),
          phase: phase))
    }
    // A view that takes the pinch keeps it from the gestures around it.
    if taken { cancelAll() }
    let sample = PinchSample(
      scale: route.scale, rotation: route.rotation, location: point, time: now)
    for handle in active where handle.core.state == .possible || handle.core.state == .active {
      if phase == .ended {
        handle.core.pinchEnded(sample)
      } else {
        handle.core.pinchChanged(sample)
      }
    }
    if phase == .ended {
      active.removeAll()
      winner = nil
    }
  }
}

/// Views that scroll with the wheel or trackpad.
@MainActor protocol ScrollTarget: AnyObject {
  /// `delta` in points moves the viewport: positive `height` scrolls toward the end (the content moves up, as
  /// when a wheel turns toward the user). Returns false when it could not move, so an outer view may.
  func scroll(by delta: CGSize) -> Bool
}

extension ViewNode {
  var scrollTarget: ScrollTarget? { propertySlots.lazy.compactMap { $0 as? ScrollTarget }.first }
}

/// What the router needs of the host it belongs to (Hosts/ViewHost.swift): the tree, its clock and renderer,
/// and an update before input is routed, so gestures see the tree as it is on screen.
@MainActor protocol InputHost: AnyObject {
  var graph: ViewGraph { get }
  var clock: FrameClock { get }
  var renderer: Renderer { get }
  @discardableResult func update() -> Bool
}
