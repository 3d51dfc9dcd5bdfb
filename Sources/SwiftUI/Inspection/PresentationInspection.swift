import Foundation

extension ViewHost {
  /// The alert on top, as the user reads it: title, message and button labels in the order shown. Nil when no
  /// alert is shown or the one shown is closing.
  package var currentAlert: (title: String, message: String?, buttons: [String])? {
    update()
    guard let layer = graph.presentationNode else { return nil }
    for slot in layer.children.reversed() where !slot.isRemoving {
      if let panel = slot.firstDescendant(where: { $0.view is AlertPanel }),
        let container = slot.firstDescendant(where: { $0.view is AlertContainer }),
        let alert = panel.view as? AlertPanel, (container.view as? AlertContainer)?.visible == true
      {
        var buttons: [String] = []
        panel.forEachDescendant { node in
          if node.attributes.control?.role == .button { buttons.append(node.containedText) }
        }
        let message = alert.alert.message.map { message in
          flatten(message).compactMap { ($0.view as? Text)?.string(in: panel.environment) }
            .joined(separator: " ")
        }
        return (alert.alert.title.string(in: panel.environment), message, buttons)
      }
    }
    return nil
  }

  /// How many presentations (alerts, sheets, covers) are registered, closing ones included.
  package var presentationCount: Int { graph.presentations.count }
}
