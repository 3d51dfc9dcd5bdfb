import Foundation

/// The work of an update that belongs to the layers above the graph, given to the graph by its host, so that
/// Graph/ calls nothing above it. Each pass re-runs the dirty bodies, then runs `passes` in order; the standard
/// stages (`UpdateStages.layoutAndAnimation`, Animation/) lay the tree out when it is dirty (Layout/) and then start the
/// animations the pass's changes ask for (Animation/).
struct UpdateStages {
  /// Run in order after the dirty bodies of each pass (and once when the graph is built).
  var passes: [@MainActor (ViewGraph) -> Void] = []
  /// Run once when an update begins, before its passes.
  var beforeUpdate: [@MainActor (ViewGraph) -> Void] = []
  /// An Animatable view or modifier as its body should show it now (its presented animatable data); without
  /// it a body shows the value as given.
  var presentingAnimatable: (@MainActor (ViewNode, any Animatable) -> any Animatable)?
  /// Makes the parts the layers above keep for a node (NodePart) as the node is made: nearly every node gets
  /// all of them, and made together they lie beside it in memory, where a walk over the tree (update, layout,
  /// tick, drawing) finds them, instead of each kind scattered wherever its first use happened to allocate it.
  var makeParts: (@MainActor (ViewNode) -> Void)?
}

extension ViewNode {
  /// `value` as its body shows it now: an Animatable value's data is the presented one (`UpdateStages`).
  func presentingAnimatableData<T>(of value: T) -> T {
    guard let present = graph.stages.presentingAnimatable, let animatable = value as? any Animatable
    else { return value }
    return (present(self, animatable) as? T) ?? value
  }
}
