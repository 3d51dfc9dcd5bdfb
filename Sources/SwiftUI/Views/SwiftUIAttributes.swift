import Foundation

// Foundation on Linux has `AttributedString` and its Foundation scope (`link`, …) but neither SwiftUI's
// attributes nor the inline presentation intents markdown produces; they are declared here under Apple's
// names, so `string[range].foregroundColor = .red` and `run.inlinePresentationIntent` read as on iOS.

/// The inline styles markdown gives a run (Foundation's type on Apple platforms).
public struct InlinePresentationIntent: OptionSet, Hashable, Sendable, Codable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
  public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
  public static let code = InlinePresentationIntent(rawValue: 1 << 2)
  public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
  public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
  public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
  public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
  public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
}

extension AttributeScopes.FoundationAttributes {
  public enum InlinePresentationIntentAttribute: CodableAttributedStringKey {
    public typealias Value = InlinePresentationIntent
    public static let name = "NSInlinePresentationIntent"
  }
  /// Only its key path is used (`run.inlinePresentationIntent`); a scope is never made, as Foundation's own
  /// members show.
  public var inlinePresentationIntent: InlinePresentationIntentAttribute {
    fatalError("attribute scopes are not instantiated")
  }
}

extension AttributeScopes {
  public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }

  /// The attributes `Text` draws.
  public struct SwiftUIAttributes: AttributeScope {
    public let font: FontAttribute
    public let foregroundColor: ForegroundColorAttribute
    public let backgroundColor: BackgroundColorAttribute
    public let strikethroughStyle: StrikethroughStyleAttribute
    public let underlineStyle: UnderlineStyleAttribute
    public let kern: KerningAttribute
    public let tracking: TrackingAttribute
    public let baselineOffset: BaselineOffsetAttribute
    public let foundation: AttributeScopes.FoundationAttributes

    public enum FontAttribute: AttributedStringKey {
      public typealias Value = Font
      public static let name = "SwiftUI.Font"
    }
    public enum ForegroundColorAttribute: AttributedStringKey {
      public typealias Value = Color
      public static let name = "SwiftUI.ForegroundColor"
    }
    public enum BackgroundColorAttribute: AttributedStringKey {
      public typealias Value = Color
      public static let name = "SwiftUI.BackgroundColor"
    }
    public enum StrikethroughStyleAttribute: AttributedStringKey {
      public typealias Value = Text.LineStyle
      public static let name = "SwiftUI.StrikethroughStyle"
    }
    public enum UnderlineStyleAttribute: AttributedStringKey {
      public typealias Value = Text.LineStyle
      public static let name = "SwiftUI.UnderlineStyle"
    }
    public enum KerningAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "SwiftUI.Kern"
    }
    public enum TrackingAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "SwiftUI.Tracking"
    }
    public enum BaselineOffsetAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "SwiftUI.BaselineOffset"
    }
  }
}

extension AttributeDynamicLookup {
  public subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>
  ) -> T {
    self[T.self]
  }
}

extension Text {
  /// How an underline or strikethrough is drawn (iOS 16).
  public struct LineStyle: Hashable, Sendable {
    let pattern: Pattern
    let color: Color?

    public init(pattern: Pattern = .solid, color: Color? = nil) {
      self.pattern = pattern
      self.color = color
    }

    /// A solid line in the text's colour.
    public static let single = LineStyle()

    /// The line's pattern; dotted and dashed ones repeat along the line in steps of its thickness.
    public struct Pattern: Hashable, Sendable {
      let kind: Int
      public static let solid = Pattern(kind: 0)
      public static let dot = Pattern(kind: 1)
      public static let dash = Pattern(kind: 2)
      public static let dashDot = Pattern(kind: 3)
      public static let dashDotDot = Pattern(kind: 4)
    }
  }
}
