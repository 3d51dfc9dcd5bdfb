import Foundation

public struct VStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
  func makeNode(_ node: ViewNode) {
    node.layout = StackLayout(axis: .vertical, alignment: alignment, spacing: spacing)
    node.setContent(content)
  }
}

public struct HStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
  func makeNode(_ node: ViewNode) {
    node.layout = StackLayout(axis: .horizontal, alignment: alignment, spacing: spacing)
    node.setContent(content)
  }
}

public struct ZStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let alignment: Alignment
  let content: Content
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }
  func makeNode(_ node: ViewNode) {
    node.layout = ZStackLayout(alignment: alignment)
    node.setContent(content)
  }
}

/// Flexible space along the stack's axis.
public struct Spacer: View, PrimitiveView {
  public typealias Body = Never
  public var minLength: CGFloat?
  public init(minLength: CGFloat? = nil) { self.minLength = minLength }
  func makeNode(_ node: ViewNode) {
    node.attributes.spacerMinLength = .some(minLength)
    node.layout = SpacerLayout(minLength: minLength)
  }
}

/// Outside a stack a Spacer takes what it is offered, at least its minimum length.
struct SpacerLayout: NodeLayout {
  let minLength: CGFloat?
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let minimum = minLength ?? 8
    return CGSize(
      width: max(proposal.width ?? minimum, 0), height: max(proposal.height ?? minimum, 0))
  }
  func placeChildren(in size: CGSize, node: ViewNode) {}
}

/// Lays its content out in the space it is offered, telling it that size.
public struct GeometryReader<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  public var content: (GeometryProxy) -> Content
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

  func makeNode(_ node: ViewNode) {
    let build = content
    node.layout = GeometryReaderLayout(build: { proxy in build(proxy) })
    // Content is built during placement, when the size is known; until then, from the last size.
    let size = node.lastPlacedSize ?? .zero
    node.setContent(build(GeometryProxy(size: size, node: node)))
  }
}

struct GeometryReaderLayout: NodeLayout {
  let build: (GeometryProxy) -> any View
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: .zero)
  }
  func placeChildren(in size: CGSize, node: ViewNode) {
    if node.lastPlacedSize != size {
      node.lastPlacedSize = size
      node.layoutCache.readSafeAreaInsets = nil
      node.setContent(build(GeometryProxy(size: size, node: node)))
    }
    for child in node.liveChildren {
      child.frame = CGRect(origin: .zero, size: child.sizeThatFits(ProposedViewSize(size)))
    }
  }
}

@MainActor public struct GeometryProxy {
  public let size: CGSize
  weak var node: ViewNode?
  /// For a view's own visual effect: its transform to the window without the effect (its presented one would
  /// need the effect worked out first).
  var windowTransform: CGAffineTransform? = nil
  /// How far the reader reaches past the safe area that applies to it (`ViewNode.safeAreaInsetsOfFrame`).
  /// Noted on the reader, so the safe-area walk builds its content again when they change (SafeAreaResolver).
  public var safeAreaInsets: EdgeInsets {
    guard let node else { return EdgeInsets() }
    let insets = node.safeAreaInsetsOfFrame
    node.layoutCache.readSafeAreaInsets = insets
    // Worked out on the screen's edges; leading is the right one in right to left.
    guard node.environment.layoutDirection == .rightToLeft else { return insets }
    return EdgeInsets(
      top: insets.top, leading: insets.trailing, bottom: insets.bottom, trailing: insets.leading)
  }
  /// False while the reader is built before its first placement (its size is not known yet and reads zero).
  var isPlaced: Bool { node?.lastPlacedSize != nil }
  // `frame(in:)` is the proxy as shown: Animation/PresentedCoordinates.swift.
}
