import Foundation

/// Keyboard focus: which text control receives keys, Tab order, and @FocusState bindings.
@MainActor enum FocusController {
  static func focusableNodes(in graph: ViewGraph) -> [ViewNode] {
    var result: [ViewNode] = []
    func visit(_ node: ViewNode) {
      guard !node.isRemoving else { return }
      if node.attributes.control?.textClient != nil, node.environment.isEnabled {
        result.append(node)
      }
      // Only the topmost presentation (an alert, a sheet) takes focus while it is shown.
      for child in node.children { visit(child) }
    }
    if let presentation = graph.presentationNode, let top = presentation.children(role: 1).last {
      visit(top)
    } else {
      visit(graph.root)
    }
    return result
  }

  static func focus(_ node: ViewNode?, graph: ViewGraph) {
    let old = graph.focusedNode
    guard old !== node else { return }
    graph.focusedNode = node
    if let old {
      // A field that was disabled while focused has no client any more, but its bindings still hear it.
      old.attributes.control?.textClient?.focusChanged(false)
      setBindings(from: old, focused: false)
    }
    if let node, let client = node.attributes.control?.textClient {
      client.focusChanged(true)
      setBindings(from: node, focused: true)
    }
    let generation = graph.focusGeneration
    let next = generation.value &+ 1
    // Moved while the graph updates (a @FocusState applied after a pass), the readers hear it once the
    // pass is over.
    if ViewGraph.evaluatingNode != nil {
      graph.enqueueAfterUpdate { generation.set(next) }
    } else {
      generation.set(next)
    }
    graph.onNeedsFrame?()
  }

  /// `.focused(...)` modifiers above a control hear when it gains or loses focus.
  private static func setBindings(from node: ViewNode, focused: Bool) {
    var current: ViewNode? = node
    while let n = current {
      if let binding = n.attributes.focusBinding { binding.set(focused) }
      current = n.parent
    }
  }

  /// After an update: a @FocusState that was set to this field's value moves focus there; one set to
  /// false/nil ends editing. A value app code just wrote wins over the field that has focus now (whose own
  /// binding may still read as focused); otherwise the focused field keeps focus.
  static func applyFocusBindings(graph: ViewGraph) {
    guard graph.usesFocusBindings else { return }
    var wanted: [ViewNode] = []
    var requested: [ViewNode] = []
    var releases = false
    func visit(_ node: ViewNode) {
      guard !node.isRemoving else { return }
      if let binding = node.attributes.focusBinding {
        if binding.isFocused() {
          if let field = firstFocusable(under: node) {
            wanted.append(field)
            if binding.isRequested() { requested.append(field) }
          }
        } else if let focused = graph.focusedNode, isAncestor(node, of: focused) {
          releases = true
        }
      }
      for child in node.children { visit(child) }
    }
    visit(graph.root)
    let focused = graph.focusedNode
    if let target = requested.first(where: { $0 !== focused }) {
      focus(target, graph: graph)
    } else if let focused, wanted.contains(where: { $0 === focused }) {
      return
    } else if let target = wanted.first {
      focus(target, graph: graph)
    } else if releases {
      focus(nil, graph: graph)
    }
  }

  static func firstFocusable(under node: ViewNode) -> ViewNode? {
    if node.attributes.control?.textClient != nil { return node }
    for child in node.children where !child.isRemoving {
      if let found = firstFocusable(under: child) { return found }
    }
    return nil
  }

  static func isAncestor(_ ancestor: ViewNode, of node: ViewNode) -> Bool {
    var current: ViewNode? = node
    while let n = current {
      if n === ancestor { return true }
      current = n.parent
    }
    return false
  }

  static func pointerDown(on chain: [ViewNode], graph: ViewGraph) {
    if let target = chain.first(where: { $0.attributes.control?.textClient != nil }) {
      focus(target, graph: graph)
    } else if graph.focusedNode != nil,
      !chain.contains(where: { $0.attributes.control?.role == .button })
    {
      focus(nil, graph: graph)
    }
  }

  static func handleKey(_ key: Key, modifiers: KeyModifiers, graph: ViewGraph) {
    if key == .tab {
      let nodes = focusableNodes(in: graph)
      guard !nodes.isEmpty else { return }
      let index = nodes.firstIndex { $0 === graph.focusedNode }
      let next: Int
      if modifiers.contains(.shift) {
        next = index.map { ($0 - 1 + nodes.count) % nodes.count } ?? nodes.count - 1
      } else {
        next = index.map { ($0 + 1) % nodes.count } ?? 0
      }
      focus(nodes[next], graph: graph)
      return
    }
    if let focused = graph.focusedNode, focused.isAlive,
      let client = focused.attributes.control?.textClient
    {
      if client.handleKey(key, modifiers: modifiers) { return }
      if key == .escape { focus(nil, graph: graph) }
      return
    }
    // Without a focused field, the topmost presentation hears the key (Return/Escape on an alert), then the
    // `onKeyPress` handlers of what is on screen (only those of the topmost presentation while one is shown).
    if graph.handlePresentationKey(key) { return }
    if let presentation = graph.presentationNode, let top = presentation.children(role: 1).last {
      _ = KeyPressDispatcher.dispatch(key, modifiers: modifiers, in: top)
    } else {
      _ = KeyPressDispatcher.dispatch(key, modifiers: modifiers, in: graph.root)
    }
  }

  static func insertText(_ text: String, graph: ViewGraph) {
    guard let focused = graph.focusedNode, focused.isAlive,
      let client = focused.attributes.control?.textClient
    else { return }
    client.insertText(text)
  }

  static func setComposition(_ text: String, graph: ViewGraph) {
    guard let focused = graph.focusedNode, focused.isAlive,
      let client = focused.attributes.control?.textClient
    else { return }
    client.setComposition(text)
  }
}
