import Foundation

/// The root of every window: the app's content, and above it whatever is presented (alerts, sheets, menus).
/// Presentations are ordinary views that the presenting modifiers register with the graph.
struct PresentationRoot: View, PrimitiveView {
  typealias Body = Never
  let content: any View

  func makeNode(_ node: ViewNode) {
    node.layout = ZStackLayout(alignment: .center)
    // The window's content has an edit mode of its own, as a UIKit view controller does (EditButton, List).
    node.setContent(EditModeScope(content: content))
    node.setSecondary(PresentationLayer())
  }
}

/// Holds one slot per presentation, so presenting or dismissing re-evaluates the presentations only, never
/// the app's content (whose presenting modifiers would present again).
struct PresentationLayer: View, PrimitiveView {
  typealias Body = Never

  func makeNode(_ node: ViewNode) {
    node.layout = PresentationLayerLayout()
    node.graph.presentationNode = node
    let slots = node.graph.presentations.map { entry in
      ResolvedChild(
        path: ViewGraph.presentationSlotPath(entry.id),
        view: PresentationSlot(id: entry.id))
    }
    node.reconcileChildren(slots, role: 1)
  }
}

/// Fills what the root is offered (the safe area); each presentation is offered all of it and centred, and
/// extends itself over the screen edges with `ignoresSafeArea` where it needs to.
struct PresentationLayerLayout: NodeLayout {
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: .zero)
  }
  func placeChildren(in size: CGSize, node: ViewNode) {
    ZStackLayout(alignment: .center).placeChildren(in: size, node: node)
  }
}

/// One presentation; re-evaluated alone when its presenter presents it again with new content.
struct PresentationSlot: View, PrimitiveView {
  typealias Body = Never
  let id: AnyHashable

  func makeNode(_ node: ViewNode) {
    node.layout = ZStackLayout(alignment: .center)
    guard let entry = node.graph.presentations.first(where: { $0.id == id }) else { return }
    node.setContent(entry.view())
  }
}
