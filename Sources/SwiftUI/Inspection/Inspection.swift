import Foundation

/// A view on screen as tests and the demo recorder see it (the runtime's own `package` API, not Apple's).
package struct InspectedElement: CustomStringConvertible {
  package enum Kind: Equatable {
    case text, image
    case control(String)
    case other
  }
  package let kind: Kind
  /// Text shown, a control's label or placeholder.
  package let label: String
  /// In window points, as drawn now (running animations included).
  package let frame: CGRect
  package let isEnabled: Bool
  /// False while the view is leaving (its removal transition runs): visible, but not tappable.
  package let isHittable: Bool
  /// Accumulated opacity as drawn now (transitions included).
  package var opacity: Double = 1
  /// From the element's own space to the window, as drawn now (offsets, scales, rotations of it and its
  /// ancestors).
  package var windowTransform: CGAffineTransform = .identity
  /// The rotation it is drawn with, in degrees (clockwise positive, as `rotationEffect`).
  package var rotationDegrees: Double {
    atan2(Double(windowTransform.b), Double(windowTransform.a)) * 180 / .pi
  }
  /// The part of `frame` a person can see: inside the window and every clip above the view (a scroll view's
  /// bounds, a clip shape's bounding box). Null when none of it is.
  package var visibleFrame: CGRect = .null
  /// What a person would call "on screen": some of it in view, not fully transparent, not on its way out.
  package var isVisible: Bool {
    guard isHittable, opacity > 0.01, !visibleFrame.isNull else { return false }
    // A label on a point (a map annotation's anchor) has no area: seen when the point is in view.
    return frame.width == 0 || frame.height == 0
      || (visibleFrame.width > 0 && visibleFrame.height > 0)
  }
  /// What XCUITest calls the value: a text field's text, a toggle's "1" or "0", a slider's position as a
  /// percentage; nil for other elements.
  @MainActor package var value: String? {
    guard let control = node.attributes.control else { return nil }
    return (control.textClient as? TextEditingState)?.text ?? control.value
  }
  /// What VoiceOver would add after the label (`accessibilityHint`).
  /// A hint given around the element (a modifier's node above it, through nodes of one child each).
  @MainActor package var hint: String? {
    var current: ViewNode? = node
    while let each = current {
      if let hint = each.attributes.accessibilityHint { return hint }
      guard let parent = each.parent, parent.children.count == 1 else { return nil }
      current = parent
    }
    return nil
  }
  let node: ViewNode
  /// The `.accessibilityIdentifier` given to the view, or around it when it is the one element there.
  package var identifier: String? = nil
  package var center: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }
  package var description: String { "\(kind) \"\(label)\" \(frame)" }
}

extension ViewHost {
  /// Every element drawn now in drawing order (back to front), including views that are leaving or clipped
  /// away; `isVisible` tells which a person can see.
  package func elements() -> [InspectedElement] {
    var result: [InspectedElement] = []
    // A label given around a control (`Button {…}.accessibilityLabel("Like").buttonStyle(…)`) lands on a
    // modifier's node above it: it names the control below, through nodes of one child each.
    // An identifier names the one element inside the view it is given to (a text with a padding and a
    // background); a view holding several, or none, is an element of its own with an empty label.
    func visit(
      _ node: ViewNode, opacity: Double, leaving: Bool, clip: CGRect, outerLabel: String? = nil
    ) {
      let leaving = leaving || node.isRemoving
      let state = node.presentation(at: clock.now)
      var alpha = opacity * state.effects.opacity
      // A custom-modifier transition draws the node through its modifier.
      if let wrapper = node.transitionWrapper { alpha *= wrapper.shownOpacity(at: clock.now) }
      guard alpha > 0.01 else { return }
      let frame = state.windowFrame
      let count = result.count
      defer {
        for index in count..<result.count where result[index].node === node {
          result[index].opacity = alpha
          result[index].windowTransform = state.windowTransform
          result[index].visibleFrame = frame.intersection(clip)
        }
      }
      if let control = node.attributes.control {
        // An accessibility label names the control, as VoiceOver would read it.
        let label =
          node.attributes.accessibilityLabel ?? outerLabel
          ?? (control.label.isEmpty ? node.containedText : control.label)
        result.append(
          InspectedElement(
            kind: .control("\(control.role)"), label: label, frame: frame,
            isEnabled: node.environment.isEnabled,
            isHittable: !leaving, node: node))
      } else if let text = node.view as? Text {
        result.append(
          InspectedElement(
            kind: .text, label: text.string(in: node.environment), frame: frame,
            isEnabled: node.environment.isEnabled,
            isHittable: !leaving,
            node: node))
      } else if let image = node.view as? Image, case .system(let name) = image.source {
        result.append(
          InspectedElement(
            kind: .image, label: name, frame: frame, isEnabled: true, isHittable: !leaving,
            node: node))
      } else if let label = node.attributes.accessibilityLabel {
        result.append(
          InspectedElement(
            kind: .other, label: label, frame: frame, isEnabled: node.environment.isEnabled,
            isHittable: !leaving, node: node))
      }
      let passedLabel =
        node.children.count == 1 && node.attributes.control == nil
        ? node.attributes.accessibilityLabel ?? outerLabel : nil
      let clipsChildren = node.attributes.clipsToBounds || node.attributes.clipShape != nil
      let inner = clipsChildren ? clip.intersection(frame) : clip
      for child in node.children {
        visit(child, opacity: alpha, leaving: leaving, clip: inner, outerLabel: passedLabel)
      }
      if let own = node.attributes.accessibilityIdentifier {
        if result.count == count + 1, result[count].identifier == nil {
          result[count].identifier = own
        } else {
          result.insert(
            InspectedElement(
              kind: .other, label: "", frame: frame, isEnabled: node.environment.isEnabled,
              isHittable: !leaving, node: node, identifier: own), at: count)
        }
      }
    }
    update()
    visit(graph.root, opacity: 1, leaving: false, clip: CGRect(origin: .zero, size: size))
    return result
  }

  /// Runs a control's action directly (keyboard activation; what VoiceOver would do).
  package func activate(_ element: InspectedElement) {
    element.node.attributes.control?.activate?()
    update()
  }

  /// Whether any animation or transition is still running.
  package var isAnimating: Bool { graph.tick() }

  /// Counts of body evaluations per view type name since the host was made (for invalidation tests).
  package var bodyEvaluations: [String: Int] {
    var result: [String: Int] = [:]
    for (id, count) in graph.bodyEvaluations {
      result[graph.viewTypes[id].map { String(describing: $0) } ?? "\(id)", default: 0] += count
    }
    return result
  }

  /// Whether children whose view value and environment are unchanged are skipped (on unless
  /// `SWIFTUI_SKIP_EQUAL_VIEWS=0`); tests turn it off to check that skipping never changes what is drawn.
  package var skipsEqualViews: Bool {
    get { graph.skipsEqualViews }
    set { graph.skipsEqualViews = newValue }
  }

  /// How many child updates were skipped as equal since the host was made.
  package var skippedUpdates: Int { graph.skippedUpdates }

  package var focusedLabel: String? {
    guard let node = graph.focusedNode, let control = node.attributes.control else { return nil }
    return control.label
  }

  package var renderStats: (nodes: Int, rasterized: Int, reused: Int) {
    (renderer.stats.nodesDrawn, renderer.stats.layersRasterized, renderer.stats.layersReused)
  }

  /// Subtrees the last frame skipped because they paint nothing inside the region drawn.
  package var culledSubtrees: Int { renderer.stats.subtreesCulled }

  /// Children the last frame drew only outside the opaque content of siblings drawn over them.
  package var occludedChildren: Int { renderer.stats.childrenOccluded }
}

extension ViewNode {
  /// The texts inside a node, joined (a button's label).
  var containedText: String {
    var parts: [String] = []
    func visit(_ node: ViewNode) {
      guard !node.isRemoving else { return }
      if let text = node.view as? Text { parts.append(text.string(in: node.environment)) }
      for child in node.children { visit(child) }
    }
    visit(self)
    return parts.joined(separator: " ")
  }
}

extension ViewHost {
  /// The live node tree as text (for debugging tests).
  package func treeDescription() -> String {
    var lines: [String] = []
    func visit(_ node: ViewNode, depth: Int) {
      let name = (node.view is Color ? "\(node.view)" : String(describing: type(of: node.view)))
        .prefix(60)
      lines.append(
        String(repeating: "  ", count: depth)
          + "\(name) frame=\(node.frame) removing=\(node.isRemoving) "
          + "transition=\(node.transitionTrack.map { $0.presented(at: clock.now) } ?? [])")
      for child in node.children { visit(child, depth: depth + 1) }
    }
    visit(graph.root, depth: 0)
    return lines.joined(separator: "\n")
  }
}
