import Foundation

/// A `.modifier(active:identity:)` transition in flight. The modifier is applied to a stand-in for the
/// transitioning node, as a small subtree of its own (`root`) that is laid out in the node's frame, committed
/// and ticked with the graph and drawn in the node's place; the stand-in draws the node itself.
///
/// As in SwiftUI, the view first shows the active state and is then updated to identity in the transition's
/// animation (removal the reverse): whatever animates inside the modifier — its `animatableData`, the effects
/// its body applies — animates; anything else changes at once. The node leaves once that subtree is at rest.
@MainActor final class TransitionWrapper {
  weak var node: ViewNode?
  let modifiers: [TransitionModifier]
  private(set) var root: ViewNode!
  private(set) var isActive: Bool
  private(set) var pending: (active: Bool, animation: Animation?)?
  /// The stand-in's node; the renderer gives it the drawing that draws `node` in its place.
  weak var sourceNode: ViewNode?
  var isDrawingSource = false
  private var sourceVersion = -1
  private var isTornDown = false

  var signature: [ObjectIdentifier] { modifiers.map(\.modifierType) }

  /// Builds the subtree in the given state, without animation.
  init(node: ViewNode, modifiers: [TransitionModifier], active: Bool) {
    self.node = node
    self.modifiers = modifiers
    self.isActive = active
    let view = self.view(active: active)
    let root = ViewNode(parent: nil, graph: node.graph, path: ViewPath(), view: view)
    root.environmentSource = node.parent
    self.root = root
    var still = Transaction()
    still.disablesAnimations = true
    node.graph.update(root, with: view, transaction: still)
  }

  func view(active: Bool) -> any View {
    var view: any View = _TransitionSource(wrapper: self)
    for modifier in modifiers { view = modifier.wrap(view, active) }
    return view
  }

  /// Moves to a state with an animation at the next commit.
  func request(active: Bool, animation: Animation?) {
    pending = (active, animation)
    node?.graph.animationsDirty = true
  }

  func takePending() -> (active: Bool, animation: Animation?)? {
    defer { pending = nil }
    if let pending { isActive = pending.active }
    return pending
  }

  func isAnimating(at time: Double) -> Bool {
    pending != nil || root.hasRunningAnimations(at: time)
  }

  func tearDown() {
    guard !isTornDown else { return }
    isTornDown = true
    root.disappearRecursively()
  }

  /// The opacity the modifier draws the node with now (for inspection).
  func shownOpacity(at time: Double) -> Double {
    var opacity = 1.0
    var current = sourceNode
    while let node = current {
      opacity *= node.presentation(at: time).effects.opacity
      current = node.parent
    }
    return opacity
  }

  /// Keeps cached layers inside the wrapper honest: what the stand-in draws is the node, which changes and
  /// animates outside the wrapper's own subtree.
  func syncSource(at time: Double) {
    guard let node, let source = sourceNode else { return }
    let nodeAnimating = node.existingTracks?.isAnimating(at: time, subtree: true) == true
    let changed = node.contentVersion != sourceVersion
    sourceVersion = node.contentVersion
    var current: ViewNode? = source
    while let ancestor = current {
      if changed { ancestor.contentVersion &+= 1 }
      if nodeAnimating {
        ancestor.subtreeAnimating = true
        // Cleared again by the tick walk, which must therefore visit it.
        ancestor.subtreeNeedsTick = true
      }
      current = ancestor.parent
    }
  }
}

extension ViewGraph {
  /// At an animated insertion or removal: starts the node's custom-modifier transition, if it has one.
  func beginModifierTransition(
    _ node: ViewNode, transition: AnyTransition, direction: AnyTransition.Direction,
    animation: Animation?
  ) {
    let modifiers = transition.modifiers(direction: direction)
    guard !modifiers.isEmpty else { return }
    let toActive = direction == .removal
    if let wrapper = node.transitionWrapper, wrapper.signature == modifiers.map(\.modifierType) {
      // Reversing mid-flight continues from what is shown.
      wrapper.request(active: toActive, animation: animation)
      return
    }
    node.transitionWrapper?.tearDown()
    let wrapper = TransitionWrapper(node: node, modifiers: modifiers, active: !toActive)
    node.transitionWrapper = wrapper
    layOut(wrapper, in: node)
    var still = Transaction()
    still.disablesAnimations = true
    commit(wrapper.root, transaction: still, now: clock.now)
    wrapper.request(active: toActive, animation: animation)
  }

  /// From the commit walk: applies a requested state with its animation, lays the wrapper out in the node's
  /// frame and starts its animations.
  func commitTransitionWrapper(of node: ViewNode, transaction inherited: Transaction, now: Double) {
    guard let wrapper = node.transitionWrapper else { return }
    var transaction = inherited
    if let (active, animation) = wrapper.takePending() {
      transaction = Transaction(animation: animation)
      transaction.disablesAnimations = animation == nil
      update(wrapper.root, with: wrapper.view(active: active), transaction: transaction)
    }
    layOut(wrapper, in: node)
    commit(wrapper.root, transaction: transaction, now: now)
  }

  /// From the tick walk: advances the wrapper's subtree; drops it once an insertion has settled. Returns true
  /// while it animates.
  func tickTransitionWrapper(of node: ViewNode, now: Double) -> Bool {
    guard let wrapper = node.transitionWrapper else { return false }
    var animating = false
    tick(wrapper.root, now: now, animating: &animating)
    wrapper.syncSource(at: now)
    if animating || wrapper.pending != nil { return true }
    if !node.isRemoving, !wrapper.isActive, node.transitionTrack?.isAnimating(at: now) != true {
      wrapper.tearDown()
      node.transitionWrapper = nil
      node.contentVersion &+= 1
    }
    return false
  }

  /// Updates a node outside the tree as if in a pass with `transaction`.
  func update(_ node: ViewNode, with view: any View, transaction: Transaction) {
    let saved = passTransaction
    passTransaction = transaction
    node.update(with: view)
    passTransaction = saved
  }

  private func layOut(_ wrapper: TransitionWrapper, in node: ViewNode) {
    let size = node.frame.size
    let fitted = wrapper.root.sizeThatFits(ProposedViewSize(size))
    wrapper.root.frame = CGRect(origin: .zero, size: fitted)
    wrapper.root.place(in: fitted)
  }
}

extension ViewNode {
  /// Whether anything in this subtree (transition wrappers included) still animates at `time`.
  func hasRunningAnimations(at time: Double) -> Bool {
    if let tracks = existingTracks {
      if tracks.isAnimating(at: time, subtree: false) { return true }
      if tracks.transitionWrapper?.isAnimating(at: time) == true { return true }
    }
    return children.contains { $0.hasRunningAnimations(at: time) }
  }
}

/// Stands in for the transitioning node inside the transition's modifier: sized like it; the renderer draws
/// the node there (Rendering/TransitionSourceDrawing.swift).
struct _TransitionSource: View, PrimitiveView {
  typealias Body = Never
  weak var wrapper: TransitionWrapper?

  func makeNode(_ node: ViewNode) {
    wrapper?.sourceNode = node
    node.layout = TransitionSourceLayout(wrapper: wrapper)
  }
}

private struct TransitionSourceLayout: NodeLayout {
  weak var wrapper: TransitionWrapper?
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    wrapper?.node?.frame.size ?? .zero
  }
  func placeChildren(in size: CGSize, node: ViewNode) {}
}
