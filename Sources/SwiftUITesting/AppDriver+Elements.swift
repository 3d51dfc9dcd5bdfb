import Foundation
import SwiftUI

extension AppDriver {
  /// An element a person can see, as it was when it was found (what an `XCUIElement` snapshot reports).
  public struct Element: Equatable, Sendable, CustomStringConvertible {
    public enum Kind: String, Equatable, Sendable {
      case text, image, button, textField, secureField, textEditor, slider, toggle, stepper, picker
      case menu, link
      /// A view with an accessibility label or identifier that is none of the above (a stack, a shape).
      case other
    }
    public let kind: Kind
    /// The text shown, a control's label or placeholder, an image's symbol name, or the accessibility label.
    public let label: String
    /// The `.accessibilityIdentifier` given to the view or to the modifiers around it.
    public let identifier: String?
    /// A text field's text, a toggle's "1" or "0", a slider's position ("50%"); nil for other elements.
    public let value: String?
    /// In window points, as drawn when found (running animations included).
    public let frame: CGRect
    /// False when `.disabled` applies to it.
    public let isEnabled: Bool
    /// What VoiceOver would say it is: its own traits (`.isButton`, `.isStaticText`, …) with those added and
    /// removed by `.accessibilityAddTraits` / `.accessibilityRemoveTraits`.
    public let traits: AccessibilityTraits
    /// Marked `.isSelected`.
    public var isSelected: Bool { traits.contains(.isSelected) }
    public var center: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }
    public var description: String {
      "\(kind) \"\(label)\"" + (identifier.map { " #\($0)" } ?? "") + " \(frame)"
    }

    @MainActor init(_ element: InspectedElement) {
      switch element.kind {
      case .text: kind = .text
      case .image: kind = .image
      case .other: kind = .other
      case .control(let role): kind = Kind(rawValue: role) ?? .other
      }
      label = element.label
      identifier = element.identifier
      value = element.value
      frame = element.frame
      isEnabled = element.isEnabled
      traits = element.traits
    }
  }

  // MARK: Finding

  /// Every element a person can see now, back to front.
  public var visibleElements: [Element] { elements().map(Element.init) }

  /// The elements a person can see in the order VoiceOver reads them: the views' order, with higher
  /// `.accessibilitySortPriority` first within each container.
  public var readingOrder: [Element] {
    host.readingOrder().filter(\.isVisible).map(Element.init)
  }

  /// The topmost visible element whose text, label or placeholder equals `label` (or contains it, if `exact`
  /// is false); nil when there is none.
  public func find(_ label: String, exact: Bool = true) -> Element? {
    element(label, exact: exact).map(Element.init)
  }

  /// The topmost visible element marked with `.accessibilityIdentifier(identifier)`.
  public func find(identifier: String) -> Element? {
    elementWith(identifier: identifier).map(Element.init)
  }

  /// Every visible element with this text, label or placeholder, back to front (rows of a list, say).
  public func findAll(_ label: String, exact: Bool = true) -> [Element] {
    elements().filter { exact ? $0.label == label : $0.label.contains(label) }.map(Element.init)
  }

  /// Every visible element marked with this identifier, back to front (views of a ForEach may share one).
  public func findAll(identifier: String) -> [Element] {
    elements().filter { $0.identifier == identifier }.map(Element.init)
  }

  /// Whether a person can see an element marked with this identifier.
  public func exists(identifier: String) -> Bool { elementWith(identifier: identifier) != nil }

  /// The frame, in window points, of the visible element marked with this identifier.
  public func frame(ofIdentifier identifier: String) -> CGRect? {
    elementWith(identifier: identifier)?.frame
  }

  /// The value (see `Element.value`) of the visible element marked with this identifier.
  public func value(ofIdentifier identifier: String) -> String? {
    elementWith(identifier: identifier)?.value
  }

  /// The innermost of the topmost elements with the identifier: the control a modifier chain names rather
  /// than the empty container around it.
  package func elementWith(identifier: String) -> InspectedElement? {
    elements().last { $0.identifier == identifier }
  }

  // MARK: Acting

  /// Taps the visible element marked with this identifier at its centre.
  public func tap(identifier: String) throws {
    guard let element = elementWith(identifier: identifier) else {
      throw DriverError.notFound(
        "#" + identifier, onScreen: elements().compactMap { $0.identifier.map { "#" + $0 } })
    }
    tap(at: element.center)
  }

  /// Taps an element found earlier, at the centre it had then.
  public func tap(_ element: Element) { tap(at: element.center) }

  /// Taps the field with this placeholder or label (focusing it) and types `text` into it.
  public func type(_ text: String, into label: String) throws {
    try tap(label)
    type(text)
  }

  /// Taps the field marked with this identifier and types `text` into it.
  public func type(_ text: String, intoIdentifier identifier: String) throws {
    try tap(identifier: identifier)
    type(text)
  }

  /// Drags the element with this text or label from its centre by `translation`.
  public func drag(_ label: String, by translation: CGSize, duration: Double = 0.3) throws {
    guard let element = element(label) else {
      throw DriverError.notFound(label, onScreen: elements().map(\.label))
    }
    drag(element.center, by: translation, duration: duration)
  }

  /// Drags the element marked with this identifier from its centre by `translation`.
  public func drag(identifier: String, by translation: CGSize, duration: Double = 0.3) throws {
    guard let element = elementWith(identifier: identifier) else {
      throw DriverError.notFound(
        "#" + identifier, onScreen: elements().compactMap { $0.identifier.map { "#" + $0 } })
    }
    drag(element.center, by: translation, duration: duration)
  }

  private func drag(_ start: CGPoint, by translation: CGSize, duration: Double) {
    drag(
      from: start, to: CGPoint(x: start.x + translation.width, y: start.y + translation.height),
      duration: duration)
  }

  // MARK: Waiting

  /// Waits (in real time, keeping the main actor free) until an element marked with this identifier is on
  /// screen; false after `timeout` seconds.
  public func wait(forIdentifier identifier: String, timeout: Double = 5) async -> Bool {
    await wait(until: { self.exists(identifier: identifier) }, timeout: timeout)
  }

  /// Waits until no element with this text or label is on screen (a sheet closed, a row deleted); false
  /// after `timeout` seconds.
  public func wait(forNo label: String, timeout: Double = 5) async -> Bool {
    await wait(until: { !self.exists(label) }, timeout: timeout)
  }

  /// Waits until `condition` holds, letting real time pass for main-queue work and tasks.
  public func wait(until condition: () -> Bool, timeout: Double = 5) async -> Bool {
    let start = Date()
    while Date().timeIntervalSince(start) < timeout {
      if condition() { return true }
      try? await Task.sleep(nanoseconds: 10_000_000)
      if recorder == nil { host.advance(by: 0.01) } else { host.update() }
    }
    return condition()
  }
}
