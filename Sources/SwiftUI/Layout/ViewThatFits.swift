import Foundation

/// Shows the first of its views whose ideal size fits the space offered along `axes`, else the last one
/// (iOS 16). The others are measured but neither drawn nor hit.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let axes: Axis.Set
  let content: Content

  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  func makeNode(_ node: ViewNode) {
    var slot = 0
    let choice = node.storage(&slot) { FitChoice() }
    node.layout = ViewThatFitsLayout(axes: axes, choice: choice)
    let candidates = flatten(content, prefix: ViewPath().appending(.slot(0)))
    node.reconcileChildren(
      candidates.enumerated().map { index, candidate in
        ResolvedChild(
          path: candidate.path,
          view: FitCandidate(index: index, choice: choice, content: candidate.view))
      })
  }
}

/// Which candidate the last layout chose.
final class FitChoice {
  var chosen = 0
}

/// One candidate of a ViewThatFits: its view, hidden while another one is chosen.
struct FitCandidate: View, PrimitiveView {
  typealias Body = Never
  let index: Int
  let choice: FitChoice
  let content: any View

  func makeNode(_ node: ViewNode) {
    Self.show(node, index == choice.chosen)
    node.setContent(content)
  }

  @MainActor static func show(_ node: ViewNode, _ shown: Bool) {
    guard (node.attributes.effects.opacity == 1) != shown else { return }
    node.attributes.effects.opacity = shown ? 1 : 0
    node.attributes.allowsHitTesting = shown
  }
}

struct ViewThatFitsLayout: NodeLayout {
  let axes: Axis.Set
  let choice: FitChoice

  /// The first candidate whose ideal size (along the constrained axes) fits `proposal`, else the last.
  @MainActor func chosen(_ proposal: ProposedViewSize, among candidates: [ViewNode]) -> Int {
    for (index, candidate) in candidates.enumerated() {
      var ideal = proposal
      if axes.contains(.horizontal) { ideal.width = nil }
      if axes.contains(.vertical) { ideal.height = nil }
      let size = candidate.sizeThatFits(ideal)
      let fits = [Axis.horizontal, .vertical].allSatisfy { axis in
        let set: Axis.Set = axis == .horizontal ? .horizontal : .vertical
        guard axes.contains(set), let limit = proposal[axis] else { return true }
        return size[axis] <= limit + 0.001
      }
      if fits { return index }
    }
    return max(candidates.count - 1, 0)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let candidates = node.liveChildren
    guard !candidates.isEmpty else { return .zero }
    return candidates[chosen(proposal, among: candidates)].sizeThatFits(proposal)
  }

  func placeChildren(in size: CGSize, node: ViewNode) {
    let candidates = node.liveChildren
    guard !candidates.isEmpty else { return }
    let proposal = node.placementProposal(for: size)
    let index = chosen(proposal, among: candidates)
    choice.chosen = index
    for (offset, candidate) in candidates.enumerated() {
      FitCandidate.show(candidate, offset == index)
      guard offset == index else {
        candidate.frame = CGRect(origin: .zero, size: .zero)
        continue
      }
      let childSize = candidate.sizeThatFits(proposal)
      candidate.frame = CGRect(origin: aligned(childSize, in: size, .center), size: childSize)
    }
  }
}
