import Foundation

/// A custom alignment guide (`extension VerticalAlignment { static let mid = VerticalAlignment(MidID.self) }`):
/// its position in a view that sets no explicit value for it.
public protocol AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A guide's identity (its ID type) and the axis it measures along.
struct AlignmentKey: Hashable, @unchecked Sendable {
  let id: any AlignmentID.Type
  let axis: Axis

  static func == (a: AlignmentKey, b: AlignmentKey) -> Bool {
    ObjectIdentifier(a.id) == ObjectIdentifier(b.id)
  }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(id)) }

  /// Text baselines come from the text; other built-in guides are edges and centres, which a view never
  /// sets unless a modifier says so.
  var isFirstBaseline: Bool { ObjectIdentifier(id) == ObjectIdentifier(FirstTextBaselineID.self) }
  var isLastBaseline: Bool { ObjectIdentifier(id) == ObjectIdentifier(LastTextBaselineID.self) }
  var isEdgeOrCenter: Bool {
    let edges: [any AlignmentID.Type] = [
      LeadingID.self, HorizontalCenterID.self, TrailingID.self, TopID.self, VerticalCenterID.self,
      BottomID.self,
    ]
    return edges.contains { ObjectIdentifier($0) == ObjectIdentifier(id) }
  }

  /// The guide's fraction of the view's length where it is one (edges, centres, and custom guides whose
  /// default is proportional); frames and ZStacks align by it.
  var fraction: CGFloat {
    let unit = ViewDimensions(width: 1, height: 1)
    return id.defaultValue(in: unit)
  }
}

enum LeadingID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}
enum HorizontalCenterID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
}
enum TrailingID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}
enum TopID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}
enum VerticalCenterID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
}
enum BottomID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}
/// A view without text has its baselines at its bottom edge.
enum FirstTextBaselineID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}
enum LastTextBaselineID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}
enum ListRowSeparatorLeadingID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}
enum ListRowSeparatorTrailingID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}

/// A guide across the horizontal axis: built-in edges and centre, or your own `AlignmentID`.
public struct HorizontalAlignment: Equatable, Sendable {
  let key: AlignmentKey
  /// Where frames and ZStacks put the guide, as a fraction of the width.
  let fraction: CGFloat
  public init(_ id: any AlignmentID.Type) {
    key = AlignmentKey(id: id, axis: .horizontal)
    fraction = key.fraction
  }
  public static let leading = HorizontalAlignment(LeadingID.self)
  public static let center = HorizontalAlignment(HorizontalCenterID.self)
  public static let trailing = HorizontalAlignment(TrailingID.self)
  public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeadingID.self)
  public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailingID.self)
}

/// A guide across the vertical axis: built-in edges, centre and text baselines, or your own `AlignmentID`.
public struct VerticalAlignment: Equatable, Sendable {
  let key: AlignmentKey
  /// Where frames and ZStacks put the guide, as a fraction of the height (baselines: the bottom).
  let fraction: CGFloat
  public init(_ id: any AlignmentID.Type) {
    key = AlignmentKey(id: id, axis: .vertical)
    fraction = key.fraction
  }
  public static let top = VerticalAlignment(TopID.self)
  public static let center = VerticalAlignment(VerticalCenterID.self)
  public static let bottom = VerticalAlignment(BottomID.self)
  public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineID.self)
  public static let lastTextBaseline = VerticalAlignment(LastTextBaselineID.self)
}

public struct Alignment: Equatable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
  public static let leadingFirstTextBaseline = Alignment(
    horizontal: .leading, vertical: .firstTextBaseline)
  public static let centerFirstTextBaseline = Alignment(
    horizontal: .center, vertical: .firstTextBaseline)
  public static let trailingFirstTextBaseline = Alignment(
    horizontal: .trailing, vertical: .firstTextBaseline)
  public static let leadingLastTextBaseline = Alignment(
    horizontal: .leading, vertical: .lastTextBaseline)
  public static let centerLastTextBaseline = Alignment(
    horizontal: .center, vertical: .lastTextBaseline)
  public static let trailingLastTextBaseline = Alignment(
    horizontal: .trailing, vertical: .lastTextBaseline)
}

public struct UnitPoint: Hashable, Sendable {
  public var x: CGFloat
  public var y: CGFloat
  public init() { self.init(x: 0, y: 0) }
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

public enum Edge: Int8, CaseIterable, Sendable, Hashable {
  case top, leading, bottom, trailing
  public struct Set: OptionSet, Sendable, Hashable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }
    public static let top = Set(.top)
    public static let leading = Set(.leading)
    public static let bottom = Set(.bottom)
    public static let trailing = Set(.trailing)
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
  }
}

public struct EdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
  init(_ edges: Edge.Set, _ length: CGFloat) {
    self.init(
      top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
      bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0
    )
  }
  var horizontal: CGFloat { leading + trailing }
  var vertical: CGFloat { top + bottom }
}
