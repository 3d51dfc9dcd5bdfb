import Foundation

/// Turns host input into gestures, control actions and keyboard focus.
@MainActor final class InputRouter {
  weak var host: ViewHost?
  private var active: [GestureHandle] = []
  private var winner: GestureHandle?
  private var touchDown = false

  var graph: ViewGraph? { host?.graph }
  var now: Double { host?.clock.now ?? 0 }

  func handle(_ event: InputEvent) {
    guard let host else { return }
    // Gestures see the tree as it is on screen now.
    host.update()
    switch event {
    case .pointerDown(let point): pointerDown(point)
    case .pointerMoved(let point): pointerMoved(point)
    case .pointerUp(let point): pointerUp(point)
    case .scroll(let dx, let dy, let point): scroll(dx: dx, dy: dy, at: point)
    case .key(let key, let modifiers):
      FocusController.handleKey(key, modifiers: modifiers, graph: host.graph)
    case .text(let text): FocusController.insertText(text, graph: host.graph)
    case .composition(let text): FocusController.setComposition(text, graph: host.graph)
    }
    host.update()
  }

  private func pointerDown(_ point: CGPoint) {
    guard let host else { return }
    cancelAll()
    touchDown = true
    let chain = HitTester.hitChain(in: host.graph, at: point, renderer: host.renderer)
    // A tap outside the focused text field ends editing, as tapping elsewhere does on iOS.
    FocusController.pointerDown(on: chain, graph: host.graph)
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
    active = high.reversed() + normal
    for handle in active {
      handle.core.requestActivation = { [weak self] core in self?.claim(core) ?? false }
    }
    let touch = TouchSample(location: point, time: now)
    for handle in active { handle.core.began(touch) }
  }

  private func pointerMoved(_ point: CGPoint) {
    guard touchDown else { return }
    let touch = TouchSample(location: point, time: now)
    for handle in active where handle.core.state == .possible || handle.core.state == .active {
      handle.core.tick(now)
      handle.core.moved(touch)
    }
  }

  private func pointerUp(_ point: CGPoint) {
    guard touchDown else { return }
    touchDown = false
    let touch = TouchSample(location: point, time: now)
    for handle in active where handle.core.state == .possible || handle.core.state == .active {
      handle.core.ended(touch)
    }
    active.removeAll()
    winner = nil
  }

  /// A gesture attached to a scroll view itself (through its modifiers, each a node with one child) takes the
  /// drag before the scroll view's own panning, as in SwiftUI, where `.gesture(DragGesture())` on a ScrollView
  /// stops it scrolling. Gestures of views inside the scroll view still come first.
  private func scrollPansYieldingToOwnGestures(
    _ handles: [GestureHandle], owners: [ObjectIdentifier: ViewNode]
  ) -> [GestureHandle] {
    var result = handles
    for (index, handle) in handles.enumerated() where handle.core is ScrollPanCore {
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
    guard touchDown else { return }
    for handle in active where handle.core.state == .possible { handle.core.tick(now) }
  }

  var isTouchDown: Bool { touchDown }

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

  private func scroll(dx: CGFloat, dy: CGFloat, at point: CGPoint) {
    guard let host else { return }
    let chain = HitTester.hitChain(in: host.graph, at: point, renderer: host.renderer)
    for node in chain {
      if let scrollable = node.scrollTarget, scrollable.scroll(by: CGSize(width: dx, height: dy)) {
        return
      }
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

extension ViewHost {
  /// Delivers input from the window (or a test): pointer positions in points.
  public func send(_ event: InputEvent) { input.handle(event) }

  /// Called by hosts once per frame while a touch is down (long-press timing).
  public func tickInput() { input.tick() }
}
