import Foundation

/// A view on screen as tests and the demo recorder see it (the runtime's own `package` API, not Apple's).
package struct InspectedElement: CustomStringConvertible {
  package enum Kind: Equatable {
    case text, image
    case control(String)
    case other
  }
  package var kind: Kind
  /// Text shown, a control's label or placeholder.
  package var label: String
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
    if let accessibilityValue { return accessibilityValue }
    guard let control = node.attributes.control else { return nil }
    return (control.textClient as? TextEditingState)?.text ?? control.value
  }
  /// `.accessibilityValue` given to the element or around it (the innermost wins).
  package var accessibilityValue: String?
  /// Its own traits (a button's `.isButton`, a text's `.isStaticText`) with those added and removed around it.
  package var traits: AccessibilityTraits = []
  /// Where VoiceOver reads it (`ViewHost.readingOrder`).
  package var readingPosition = ReadingPosition(steps: [])
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
  /// away; `isVisible` tells which a person can see. Views hidden from accessibility are not elements.
  package func elements() -> [InspectedElement] {
    var result: [InspectedElement] = []
    var sequence = 0
    // A label given around a control (`Button {…}.accessibilityLabel("Like").buttonStyle(…)`) lands on a
    // modifier's node above it: it names the control below, through nodes of one child each.
    // An identifier names the one element inside the view it is given to (a text with a padding and a
    // background); a view holding several, or none, is an element of its own with an empty label.
    // Values, traits and sort priorities given to a view that is no element apply to every element in it, as
    // SwiftUI hands accessibility modifiers down to the elements of a container.
    func visit(
      _ node: ViewNode, opacity: Double, leaving: Bool, clip: CGRect, outerLabel: String? = nil,
      reading: [ReadingPosition.Step] = [], priority: Double = 0
    ) {
      let accessibility = node.attributes.accessibility
      guard !accessibility.isHidden else { return }
      let leaving = leaving || node.isRemoving
      let state = node.presentation(at: clock.now)
      var alpha = opacity * state.effects.opacity
      // A custom-modifier transition draws the node through its modifier.
      if let wrapper = node.transitionWrapper { alpha *= wrapper.shownOpacity(at: clock.now) }
      guard alpha > 0.01 else { return }
      let frame = state.windowFrame
      let count = result.count
      let priority = accessibility.sortPriority ?? priority
      sequence += 1
      let position = ReadingPosition(
        steps: reading + [.init(priority: priority, sequence: sequence)])
      func element(_ kind: InspectedElement.Kind, _ label: String, enabled: Bool)
        -> InspectedElement
      {
        var element = InspectedElement(
          kind: kind, label: label, frame: frame, isEnabled: enabled, isHittable: !leaving,
          node: node)
        element.traits = kind.ownTraits
        element.readingPosition = position
        return element
      }
      defer {
        for index in count..<result.count {
          if result[index].node === node {
            result[index].opacity = alpha
            result[index].windowTransform = state.windowTransform
            result[index].visibleFrame = frame.intersection(clip)
          }
          if result[index].accessibilityValue == nil {
            result[index].accessibilityValue = accessibility.value
          }
          result[index].apply(
            added: accessibility.addedTraits, removed: accessibility.removedTraits)
        }
      }
      if let behavior = accessibility.children, behavior.kind != .contain {
        // One element standing for everything inside: combined, it reads the children's labels in order.
        for child in node.children {
          visit(child, opacity: alpha, leaving: leaving, clip: clip, reading: position.steps)
        }
        let inner = result[count...].sorted { $0.readingPosition < $1.readingPosition }
        result.removeSubrange(count...)
        let combines = behavior.kind == .combine
        let joined = inner.map(\.label).filter { !$0.isEmpty }.joined(separator: ", ")
        var combined = element(
          .other, node.attributes.accessibilityLabel ?? outerLabel ?? (combines ? joined : ""),
          enabled: node.environment.isEnabled)
        if combines {
          combined.traits = inner.reduce(AccessibilityTraits()) { $0.union($1.traits) }
            .subtracting(.isStaticText)
          combined.accessibilityValue = inner.compactMap(\.value).first
        }
        combined.apply(added: [], removed: [])
        result.append(combined)
        return
      }
      if let control = node.attributes.control {
        // An accessibility label names the control, as VoiceOver would read it.
        let label =
          node.attributes.accessibilityLabel ?? outerLabel
          ?? (control.label.isEmpty ? node.containedText : control.label)
        result.append(
          element(.control("\(control.role)"), label, enabled: node.environment.isEnabled))
      } else if let text = node.view as? Text {
        // The string the node draws, as its resolved text has it.
        let shown =
          (node.layout as? TextLayout)?.resolved.shown(in: node.environment).string
          ?? text.string(in: node.environment)
        result.append(element(.text, shown, enabled: node.environment.isEnabled))
      } else if let image = node.view as? Image, case .system(let name) = image.source {
        result.append(element(.image, name, enabled: true))
      } else if let label = node.attributes.accessibilityLabel, !node.labelsElementBelow {
        result.append(element(.other, label, enabled: node.environment.isEnabled))
      } else if accessibility.children?.kind == .contain {
        result.append(element(.other, outerLabel ?? "", enabled: node.environment.isEnabled))
      }
      let passedLabel =
        node.children.count == 1 && node.attributes.control == nil
        ? node.attributes.accessibilityLabel ?? outerLabel : nil
      let clipsChildren = node.attributes.clipsToBounds || node.attributes.clipShape != nil
      let inner = clipsChildren ? clip.intersection(frame) : clip
      // A container's elements are ordered among themselves; priorities outside it do not reach them.
      let contains = accessibility.children?.kind == .contain
      for child in node.children {
        visit(
          child, opacity: alpha, leaving: leaving, clip: inner, outerLabel: passedLabel,
          reading: contains ? position.steps : reading, priority: contains ? 0 : priority)
      }
      if let own = node.attributes.accessibilityIdentifier {
        if result.count == count + 1, result[count].identifier == nil {
          result[count].identifier = own
        } else {
          var container = element(.other, "", enabled: node.environment.isEnabled)
          container.identifier = own
          result.insert(container, at: count)
        }
      }
    }
    update()
    visit(graph.root, opacity: 1, leaving: false, clip: CGRect(origin: .zero, size: size))
    return result
  }

  /// The elements in the order VoiceOver reads them: the order of the views, except that within each
  /// container (`.accessibilityElement(children: .contain)`, or the window) higher sort priorities come first.
  package func readingOrder() -> [InspectedElement] {
    elements().enumerated().sorted {
      $0.element.readingPosition < $1.element.readingPosition
        || ($0.element.readingPosition == $1.element.readingPosition && $0.offset < $1.offset)
    }.map(\.element)
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
  /// The last frame's rounded clips split into rectangle and corners, and the subtrees clipped by a corner.
  package var cornerClipsSplit: Int { renderer.stats.cornerClipsSplit }
  package var cornerClipsApplied: Int { renderer.stats.cornerClipsApplied }

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

/// An element's place in VoiceOver's reading order: for each container from the window in, its sort priority
/// (higher first) and its place among the views.
package struct ReadingPosition: Comparable {
  struct Step: Equatable {
    let priority: Double
    let sequence: Int
  }
  let steps: [Step]

  package static func < (a: ReadingPosition, b: ReadingPosition) -> Bool {
    for (x, y) in zip(a.steps, b.steps) where x != y {
      return x.priority != y.priority ? x.priority > y.priority : x.sequence < y.sequence
    }
    return a.steps.count < b.steps.count
  }
}

extension InspectedElement.Kind {
  /// The traits VoiceOver gives such a view before any modifier.
  var ownTraits: AccessibilityTraits {
    switch self {
    case .text: return .isStaticText
    case .image: return .isImage
    case .control("button"), .control("menu"): return .isButton
    case .control("link"): return .isLink
    case .control("toggle"): return .isToggle
    case .control, .other: return []
    }
  }
}

extension InspectedElement {
  /// Adds and removes traits; a view marked a button, link or image (that is none) becomes one for the
  /// driver, as XCUITest's element type follows the traits.
  mutating func apply(added: AccessibilityTraits, removed: AccessibilityTraits) {
    traits = traits.union(added).subtracting(removed)
    guard case .control = kind else {
      if traits.contains(.isButton) {
        kind = .control("button")
      } else if traits.contains(.isLink) {
        kind = .control("link")
      } else if kind == .other, traits.contains(.isImage) {
        kind = .image
      }
      return
    }
  }
}

extension ViewNode {
  /// Whether the accessibility label given to this node names an element below it, through nodes of one
  /// child each (an element made with `.accessibilityElement`), rather than making one of its own.
  var labelsElementBelow: Bool {
    var current: ViewNode? = children.count == 1 ? children[0] : nil
    while let each = current {
      if each.attributes.accessibility.children != nil { return true }
      guard each.children.count == 1, each.attributes.control == nil else { return false }
      current = each.children[0]
    }
    return false
  }
}
