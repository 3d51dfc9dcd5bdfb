import Foundation

extension View {
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  {
    modifier(FixedFrameModifier(width: width, height: height, alignment: alignment))
  }

  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    modifier(
      FlexibleFrameModifier(
        minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
        idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
  }

  public func padding(_ insets: EdgeInsets) -> some View {
    modifier(PaddingModifier(insets: insets))
  }
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    modifier(PaddingModifier(insets: EdgeInsets(edges, length ?? 16)))
  }
  public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

  public func fixedSize() -> some View {
    modifier(FixedSizeModifier(horizontal: true, vertical: true))
  }
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
  }
  public func layoutPriority(_ value: Double) -> some View {
    _trait(LayoutPriorityTraitKey.self, value)
  }
  public func position(_ position: CGPoint) -> some View {
    modifier(PositionModifier(position: position))
  }
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    position(CGPoint(x: x, y: y))
  }

  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    modifier(AspectRatioModifier(ratio: aspectRatio, contentMode: contentMode))
  }
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    modifier(
      AspectRatioModifier(
        ratio: aspectRatio.width / max(aspectRatio.height, 0.0001), contentMode: contentMode))
  }
  public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }
  public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }

  @_disfavoredOverload
  public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
    modifier(SecondaryModifier(secondary: overlay, alignment: alignment, isBackground: false))
  }
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  {
    modifier(SecondaryModifier(secondary: content(), alignment: alignment, isBackground: false))
  }
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    modifier(
      SecondaryModifier(secondary: Rectangle().fill(style), alignment: .center, isBackground: false)
    )
  }
  public func overlay<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    modifier(
      SecondaryModifier(
        secondary: shape.fill(style, style: fillStyle), alignment: .center, isBackground: false))
  }

  @_disfavoredOverload
  public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
    modifier(SecondaryModifier(secondary: background, alignment: alignment, isBackground: true))
  }
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  {
    modifier(SecondaryModifier(secondary: content(), alignment: alignment, isBackground: true))
  }
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    modifier(
      SecondaryModifier(
        secondary: Rectangle().fill(style).ignoresSafeArea(.container, edges: edges),
        alignment: .center,
        isBackground: true))
  }
  public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    background(SystemColor.background, ignoresSafeAreaEdges: edges)
  }
  public func background<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    modifier(
      SecondaryModifier(
        secondary: shape.fill(style, style: fillStyle), alignment: .center, isBackground: true))
  }
  public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    background(SystemColor.background, in: shape, fillStyle: fillStyle)
  }

  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
    -> some View
  {
    modifier(AttributeModifier { $0.ignoredSafeAreaEdges = edges })
  }
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    modifier(AttributeModifier { $0.ignoredSafeAreaEdges = edges })
  }

  public func zIndex(_ value: Double) -> some View {
    _trait(ZIndexTraitKey.self, value)
  }
}

public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let container = SafeAreaRegions(rawValue: 1)
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  public static let all: SafeAreaRegions = [.container, .keyboard]
}
