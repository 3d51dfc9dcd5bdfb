import Foundation

/// The root of every window: the app's content, and above it whatever is presented (alerts, sheets, menus).
/// Presentations are ordinary views that the presenting modifiers register with the graph.
struct PresentationRoot: View, PrimitiveView {
  typealias Body = Never
  let content: any View

  func makeNode(_ node: ViewNode) {
    node.layout = ZStackLayout(alignment: .center)
    node.graph.presentationNode = node
    node.setContent(content)
    var presented: [ResolvedChild] = []
    for entry in node.graph.presentations {
      let view = entry.view()
      SwiftUI.flatten(view, prefix: ViewPath().appending(.slot(1)).appending(.explicit(entry.id)), into: &presented)
    }
    node.reconcileChildren(presented, role: 1)
  }
}

/// Something shown above the app: an alert, a sheet, a menu.
struct PresentationEntry {
  let id: AnyHashable
  let view: () -> any View
}

extension ViewGraph {
  /// Adds or replaces a presentation; the root re-renders it in the same update.
  func present(_ entry: PresentationEntry) {
    if let index = presentations.firstIndex(where: { $0.id == entry.id }) {
      presentations[index] = entry
    } else {
      presentations.append(entry)
    }
    if let presentationNode { invalidate(presentationNode) }
  }

  func dismissPresentation(id: AnyHashable) {
    guard presentations.contains(where: { $0.id == id }) else { return }
    presentations.removeAll { $0.id == id }
    if let presentationNode { invalidate(presentationNode) }
  }
}
