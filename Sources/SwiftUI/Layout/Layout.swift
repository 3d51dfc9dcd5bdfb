import Foundation

/// A custom layout (iOS 16): sizes itself for a proposal from its subviews and places them. Use it as a
/// view with `MyLayout() { ... }`; `AnyLayout` switches layouts while the subviews keep their identity.
@MainActor @preconcurrency
public protocol Layout: Animatable {
  associatedtype Cache = Void
  typealias Subviews = LayoutSubviews

  static var layoutProperties: LayoutProperties { get }
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat?
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat?
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
  func makeCache(subviews: Subviews) -> Cache
  func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout {
  public static var layoutProperties: LayoutProperties { LayoutProperties() }
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? { nil }
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? { nil }
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }
  /// Rebuilds the cache, as SwiftUI's default does.
  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }

  /// The layout as a view over `content`'s subviews.
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    _LayoutView(layout: self, content: content())
  }
}

extension Layout where Cache == () {
  public func makeCache(subviews: Subviews) -> Cache { () }
}

/// What a layout tells its container about itself.
public struct LayoutProperties: Sendable {
  /// The axis a stack lays out along (nil for other layouts).
  public var stackOrientation: Axis?
  public init() {}
}

/// The preferred space around a view; views here keep SwiftUI's usual 8 pt between neighbours.
public struct ViewSpacing: Sendable {
  var edges: EdgeInsets
  public static let zero = ViewSpacing(edges: EdgeInsets())
  public init() { edges = EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) }
  init(edges: EdgeInsets) { self.edges = edges }

  /// The space between this view and `next` along `axis`.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    axis == .horizontal
      ? max(edges.trailing, next.edges.leading) : max(edges.bottom, next.edges.top)
  }
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    if edges.contains(.top) { self.edges.top = max(self.edges.top, other.edges.top) }
    if edges.contains(.leading) {
      self.edges.leading = max(self.edges.leading, other.edges.leading)
    }
    if edges.contains(.bottom) { self.edges.bottom = max(self.edges.bottom, other.edges.bottom) }
    if edges.contains(.trailing) {
      self.edges.trailing = max(self.edges.trailing, other.edges.trailing)
    }
  }
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var result = self
    result.formUnion(other, edges: edges)
    return result
  }
}

/// A view's size for a proposal, with its alignment guides: the values the view sets (`.alignmentGuide`, a
/// text's baselines, a stack's children's), else each guide's default.
public struct ViewDimensions: Equatable {
  public let width: CGFloat
  public let height: CGFloat
  let explicitValue: ((AlignmentKey) -> CGFloat?)?

  init(width: CGFloat, height: CGFloat, explicitValue: ((AlignmentKey) -> CGFloat?)? = nil) {
    self.width = width
    self.height = height
    self.explicitValue = explicitValue
  }

  public subscript(guide: HorizontalAlignment) -> CGFloat {
    self[explicit: guide] ?? guide.key.id.defaultValue(in: self)
  }
  public subscript(guide: VerticalAlignment) -> CGFloat {
    self[explicit: guide] ?? guide.key.id.defaultValue(in: self)
  }
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue?(guide.key) }
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitValue?(guide.key) }

  public static func == (a: ViewDimensions, b: ViewDimensions) -> Bool {
    a.width == b.width && a.height == b.height
  }
}

/// A value a subview carries for the custom layout holding it (`.layoutValue(key:value:)`).
public protocol LayoutValueKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// The trait a layout value travels as.
struct LayoutValueTrait<Key: LayoutValueKey>: _ViewTraitKey {
  static var defaultValue: Key.Value { Key.defaultValue }
}

extension View {
  /// Gives the view a value its custom layout reads through `subviews[i][Key.self]`.
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    _trait(LayoutValueTrait<K>.self, value)
  }
}

/// One subview of a layout: measure it, then place it.
public struct LayoutSubview: Equatable {
  let node: ViewNode

  public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool {
    a.node === b.node
  }

  /// Its size for `proposal`.
  @MainActor
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { node.sizeThatFits(proposal) }

  @MainActor
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    node.dimensions(node.sizeThatFits(proposal))
  }

  /// Its `.layoutPriority`.
  @MainActor
  public var priority: Double { node.effectiveLayoutPriority }

  public var spacing: ViewSpacing { ViewSpacing() }

  /// The value the subview gave with `.layoutValue(key:value:)`, else the key's default.
  @MainActor
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    ResolvedChild(path: node.path, view: node.view).traits[LayoutValueTrait<K>.self]
  }

  /// Sets its frame: sized for `proposal`, with `anchor` of that frame at `position` (in the bounds' space).
  @MainActor
  public func place(
    at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
  ) {
    let size = node.sizeThatFits(proposal)
    node.frame = CGRect(
      x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height,
      width: size.width, height: size.height)
  }
}

/// A layout's subviews, in the order of its content.
public struct LayoutSubviews: Equatable, RandomAccessCollection {
  public typealias Element = LayoutSubview
  public typealias Index = Int
  public typealias SubSequence = LayoutSubviews
  let parent: ViewNode
  let elements: [LayoutSubview]
  public let startIndex: Int
  public let endIndex: Int

  init(parent: ViewNode, elements: [LayoutSubview], range: Range<Int>? = nil) {
    self.parent = parent
    self.elements = elements
    startIndex = range?.lowerBound ?? 0
    endIndex = range?.upperBound ?? elements.count
  }

  public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
    a.startIndex == b.startIndex && a.endIndex == b.endIndex
      && zip(a.elements[a.startIndex..<a.endIndex], b.elements[b.startIndex..<b.endIndex])
        .allSatisfy { $0.node === $1.node }
  }

  public subscript(index: Int) -> LayoutSubview { elements[index] }
  public subscript(bounds: Range<Int>) -> LayoutSubviews {
    LayoutSubviews(parent: parent, elements: elements, range: bounds)
  }
  public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
    LayoutSubviews(parent: parent, elements: indices.map { elements[$0] })
  }

  @MainActor
  public var layoutDirection: LayoutDirection { parent.environment.layoutDirection }

  /// Whether these are all the parent's subviews, in order (the built-in stacks then use their own layout).
  @MainActor
  var isWhole: Bool {
    startIndex == 0 && endIndex == elements.count && elements.count == parent.liveChildren.count
  }
}

/// A layout used as a view: the node's subviews are its content's views.
struct _LayoutView<L: Layout, Content: View>: View, PrimitiveView {
  typealias Body = Never
  let layout: L
  let content: Content

  func makeNode(_ node: ViewNode) {
    var slot = 0
    let box = node.storage(&slot) { LayoutCacheBox() }
    box.subviewsChanged = true
    node.layout = nodeLayout(for: layout, box: box)
    node.setContent(content)
  }
}

/// The graph's layout for a `Layout`: the built-in stacks use the runtime's own; custom layouts run through
/// their methods with a cache kept for as long as the view's identity.
@MainActor func nodeLayout(for layout: some Layout, box: LayoutCacheBox) -> NodeLayout {
  if let builtin = layout as? BuiltinLayout { return builtin.nodeLayout }
  if let any = layout as? AnyLayout { return any.nodeLayout(box: box) }
  return CustomNodeLayout(layout: layout, box: box)
}

/// Layouts with a `NodeLayout` of the runtime's own (the stacks).
@MainActor protocol BuiltinLayout {
  var nodeLayout: NodeLayout { get }
}

final class LayoutCacheBox {
  var cache: Any?
  var cacheType: ObjectIdentifier?
  var subviewsChanged = true
}

struct CustomNodeLayout<L: Layout>: NodeLayout {
  let layout: L
  let box: LayoutCacheBox

  func subviews(_ node: ViewNode) -> LayoutSubviews {
    LayoutSubviews(parent: node, elements: node.liveChildren.map(LayoutSubview.init(node:)))
  }

  /// The cache, made on first use and updated once after every change of the view or its subviews.
  func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
    var cache: L.Cache
    if let existing = box.cache as? L.Cache, box.cacheType == ObjectIdentifier(L.self) {
      cache = existing
      if box.subviewsChanged { layout.updateCache(&cache, subviews: subviews) }
    } else {
      cache = layout.makeCache(subviews: subviews)
    }
    box.subviewsChanged = false
    let result = body(&cache)
    box.cache = cache
    box.cacheType = ObjectIdentifier(L.self)
    return result
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let subviews = subviews(node)
    return withCache(subviews) {
      layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0)
    }
  }

  func placeChildren(in size: CGSize, node: ViewNode) {
    let subviews = subviews(node)
    withCache(subviews) {
      layout.placeSubviews(
        in: CGRect(origin: .zero, size: size), proposal: node.placementProposal(for: size),
        subviews: subviews, cache: &$0)
    }
  }
}
