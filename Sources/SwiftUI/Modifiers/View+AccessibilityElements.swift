import Foundation

/// What kind of element VoiceOver would say a view is (a button, a header, selected…). A set: views start with
/// their own (a Button `.isButton`, a Text `.isStaticText`, an Image `.isImage`) and modifiers add or remove.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  public let rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
  public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
  public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
  public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
  public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
  public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
  public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)
}

/// How the views inside an accessibility element are exposed (`.accessibilityElement(children:)`).
public struct AccessibilityChildBehavior: Hashable, Sendable {
  enum Kind: Hashable { case ignore, contain, combine }
  let kind: Kind
  /// One element; the children are not read (its label is the one given to it, else empty).
  public static let ignore = AccessibilityChildBehavior(kind: .ignore)
  /// An element holding its children, which stay elements of their own.
  public static let contain = AccessibilityChildBehavior(kind: .contain)
  /// One element read as its children's labels, joined; their traits merged.
  public static let combine = AccessibilityChildBehavior(kind: .combine)
}

extension View {
  /// Leaves the view and everything in it out of what VoiceOver reads (and what the test driver finds);
  /// still drawn.
  public func accessibilityHidden(_ hidden: Bool) -> some View {
    modifier(AttributeModifier { if hidden { $0.accessibility.isHidden = true } })
  }
  public func accessibilityHidden(_ hidden: Bool, isEnabled: Bool) -> some View {
    modifier(AttributeModifier { if hidden && isEnabled { $0.accessibility.isHidden = true } })
  }

  /// What VoiceOver reads as the element's value ("50 percent", "3 of 5"); the driver's `value`.
  public func accessibilityValue(_ valueDescription: Text) -> some View {
    modifier(AccessibilityTextModifier(text: valueDescription) { $0.accessibility.value = $1 })
  }
  public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
    accessibilityValue(Text(valueKey))
  }
  @_disfavoredOverload
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
    accessibilityValue(Text(verbatim: String(value)))
  }

  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    modifier(
      AttributeModifier {
        $0.accessibility.addedTraits.formUnion(traits)
        $0.accessibility.removedTraits.subtract(traits)
      })
  }
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
    modifier(
      AttributeModifier {
        $0.accessibility.removedTraits.formUnion(traits)
        $0.accessibility.addedTraits.subtract(traits)
      })
  }

  /// Makes the view one accessibility element: its children ignored (the default), combined into it, or
  /// contained in it.
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    modifier(AttributeModifier { $0.accessibility.children = children })
  }

  /// Elements of one container are read in descending priority (0 by default), in order within a priority.
  public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
    modifier(AttributeModifier { $0.accessibility.sortPriority = sortPriority })
  }
}
