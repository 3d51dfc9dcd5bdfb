import Foundation

/// How prominent a section header is: `.increased` is iOS's larger header (title 3, semibold, in the label
/// colour and as written, where a standard grouped header is small grey capitals).
public enum Prominence: Hashable, Sendable {
  case standard
  case increased
}

/// How a list row's badge stands out: standard is secondary text, increased a red capsule with white text
/// (an unread count), decreased tertiary text.
public struct BadgeProminence: Hashable, Sendable {
  enum Kind: Hashable { case standard, increased, decreased }
  let kind: Kind
  public static let standard = BadgeProminence(kind: .standard)
  public static let increased = BadgeProminence(kind: .increased)
  public static let decreased = BadgeProminence(kind: .decreased)
}

/// The space above each section of a grouped list.
public struct ListSectionSpacing: Sendable {
  let points: CGFloat?
  /// iOS's 35 pt.
  public static let `default` = ListSectionSpacing(points: nil)
  /// The tighter spacing iOS 17 offers: 20 pt.
  public static let compact = ListSectionSpacing(points: 20)
  public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
    ListSectionSpacing(points: spacing)
  }
}

private struct HeaderProminenceKey: EnvironmentKey {
  static var defaultValue: Prominence { .standard }
}
private struct BadgeProminenceKey: EnvironmentKey {
  static var defaultValue: BadgeProminence { .standard }
}
private struct ListSectionSpacingKey: EnvironmentKey { static var defaultValue: CGFloat? { nil } }

extension EnvironmentValues {
  public var headerProminence: Prominence {
    get { self[HeaderProminenceKey.self] }
    set { self[HeaderProminenceKey.self] = newValue }
  }
  public var badgeProminence: BadgeProminence {
    get { self[BadgeProminenceKey.self] }
    set { self[BadgeProminenceKey.self] = newValue }
  }
  /// `.listSectionSpacing` set around a list: the space above its sections (nil: iOS's default).
  var listSectionSpacing: CGFloat? {
    get { self[ListSectionSpacingKey.self] }
    set { self[ListSectionSpacingKey.self] = newValue }
  }
}

extension View {
  /// The prominence of the section headers inside.
  public func headerProminence(_ prominence: Prominence) -> some View {
    environment(\.headerProminence, prominence)
  }

  /// How the list row badges inside stand out.
  public func badgeProminence(_ prominence: BadgeProminence) -> some View {
    environment(\.badgeProminence, prominence)
  }

  /// The space above the sections of the lists inside.
  public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
    environment(\.listSectionSpacing, spacing.points)
  }
  public func listSectionSpacing(_ spacing: CGFloat) -> some View {
    environment(\.listSectionSpacing, spacing)
  }
}

// A section is found by its type in a list's content, so modifiers a section takes are kept in it.
extension Section where Parent: View, Content: View, Footer: View {
  /// This section's header prominence.
  public func headerProminence(_ prominence: Prominence) -> Section {
    var copy = self
    copy.prominence = prominence
    return copy
  }

  /// The space above this section.
  public func listSectionSpacing(_ spacing: ListSectionSpacing) -> Section {
    var copy = self
    copy.spacing = spacing.points ?? ListMetrics.sectionSpacing
    return copy
  }
  public func listSectionSpacing(_ spacing: CGFloat) -> Section {
    var copy = self
    copy.spacing = spacing
    return copy
  }
}
