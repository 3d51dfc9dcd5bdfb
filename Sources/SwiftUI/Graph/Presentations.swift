import Foundation

// What a window shows above its content. Presenting modifiers (alerts, sheets, menus) and failed settings
// writes register entries with the graph; the window's root (Hosts/PresentationRoot.swift) shows one slot each.

/// Something shown above the app: an alert, a sheet, a menu.
struct PresentationEntry {
  let id: AnyHashable
  let view: () -> any View
  /// Keys for the presentation while no text field has focus (Return and Escape on an alert). Only the
  /// topmost presentation hears them.
  var keyHandler: ((Key) -> Bool)? = nil
}

extension ViewGraph {
  /// Where a presentation's slot sits under the presentation layer (Hosts/PresentationRoot.swift).
  static func presentationSlotPath(_ id: AnyHashable) -> ViewPath {
    ViewPath().appending(.slot(1)).appending(.explicit(id))
  }

  /// Adds or replaces a presentation; it is shown (or updated) in the next update pass.
  func present(_ entry: PresentationEntry) {
    if let index = presentations.firstIndex(where: { $0.id == entry.id }) {
      presentations[index] = entry
      let path = Self.presentationSlotPath(entry.id)
      if let slot = presentationNode?.children.first(where: { $0.path == path }) {
        invalidate(slot)
        return
      }
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

  /// Offers a key to the topmost presentation; true when it used it.
  func handlePresentationKey(_ key: Key) -> Bool {
    guard let handler = presentations.last?.keyHandler else { return false }
    return handler(key)
  }
}
