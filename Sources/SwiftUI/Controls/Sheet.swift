import Foundation

extension View {
  /// A card that slides up over the content, leaving a strip of it visible at the top; swipe it down to close.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      SheetModifier(
        style: .sheet, content: isPresented.wrappedValue ? { content() } : nil,
        dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss))
  }

  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    let value = item.wrappedValue
    return modifier(
      SheetModifier(
        style: .sheet, content: value.map { value in { content(value) } },
        identity: value.map { AnyHashable($0.id) },
        dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss))
  }

  /// Covers the whole screen, sliding up from the bottom.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      SheetModifier(
        style: .fullScreenCover, content: isPresented.wrappedValue ? { content() } : nil,
        dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss))
  }

  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    let value = item.wrappedValue
    return modifier(
      SheetModifier(
        style: .fullScreenCover, content: value.map { value in { content(value) } },
        identity: value.map { AnyHashable($0.id) }, dismiss: { item.wrappedValue = nil },
        onDismiss: onDismiss))
  }
}

enum SheetStyle { case sheet, fullScreenCover }

struct SheetModifier: BuiltinModifier {
  let style: SheetStyle
  /// Builds the content; nil while not presented.
  let content: (() -> any View)?
  /// For `sheet(item:)`: a different item is a new sheet (fresh state), as in SwiftUI.
  var identity: AnyHashable? = nil
  let dismiss: () -> Void
  let onDismiss: (() -> Void)?

  /// The default spring, and how long to keep the sheet while it slides away.
  static let animation = Animation.default
  static let disappearDuration = 0.6

  func makeNode(_ node: ViewNode, content: any View) {
    var slot = 0
    let link = node.storage(&slot) { PresentationLink() }
    link.graph = node.graph
    if let build = self.content {
      let environment = node.environment.presenting(dismiss: dismiss)
      let dismiss = self.dismiss
      let style = self.style
      let identity = self.identity
      let screen = node.graph.size
      let safeArea = node.graph.safeAreaInsets
      link.show { visible in
        let view = build()
        return SheetContainer(
          style: style, visible: visible, screen: screen, safeArea: safeArea, swipeDismiss: dismiss,
          content: PresentedEnvironment(environment: environment, content: view),
          options: SheetOptions.of(view)
        )
        .id(identity)
      }
    } else {
      link.hide(after: Self.disappearDuration, completion: onDismiss)
    }
    node.setContent(content)
  }
}

/// A presented sheet or full-screen cover: dimming, the card, the slide, the swipe down; a sheet rests at its
/// content's detents (PresentationDetents.swift), the full height unless it asks for others.
struct SheetContainer: View {
  let style: SheetStyle
  let visible: Bool
  let screen: CGSize
  let safeArea: EdgeInsets
  let swipeDismiss: () -> Void
  let content: PresentedEnvironment
  var options = SheetOptions()
  @State private var appeared = false
  @State private var dragOffset: CGFloat = 0
  /// The detent the sheet rests at when its presenter does not bind one.
  @State private var restingDetent: PresentationDetent?

  /// How much of the content stays visible above the sheet, below the status bar.
  static let topGap: CGFloat = 10
  static let cornerRadius: CGFloat = 10

  /// The full sheet, from the screen's bottom edge.
  private var largeHeight: CGFloat {
    style == .sheet ? screen.height - safeArea.top - Self.topGap : screen.height
  }

  /// The detents from the lowest, with their heights.
  private var detents: [(detent: PresentationDetent, height: CGFloat)] {
    let set = options.detents.flatMap { $0.isEmpty ? nil : $0 } ?? [.large]
    return set.map { detent in
      (
        detent,
        detent.sheetHeight(large: largeHeight, screen: screen, bottomSafeArea: safeArea.bottom)
      )
    }
    .sorted { $0.height < $1.height }
  }

  private var currentHeight: CGFloat {
    let detents = self.detents
    let current = options.selection?.wrappedValue ?? restingDetent
    return detents.first { $0.detent == current }?.height ?? detents[0].height
  }

  /// How far the card is moved down from its place (positive), or grown above it (negative).
  private var cardHeight: CGFloat { style == .sheet ? currentHeight : screen.height }

  var body: some View {
    let shown = visible && appeared
    let lowest = detents[0].height
    let highest = detents[detents.count - 1].height
    // Dragged up, the card grows to the highest detent, then stretches a little; dragged down below the
    // lowest, it moves down whole.
    let pulled = currentHeight - dragOffset
    let height =
      pulled > highest
      ? highest + rubberBand(pulled - highest, dimension: highest)
      : max(pulled, lowest)
    let sink = max(lowest - pulled, 0)
    let progress = max(0, min(1, 1 - sink / max(lowest, 1)))
    ZStack(alignment: .bottom) {
      if style == .sheet {
        // The content behind stays undimmed and reachable where the sheet lets it be used.
        let reachable = options.backgroundInteraction.allowsInteraction(at: height) { detent in
          detent.sheetHeight(large: largeHeight, screen: screen, bottomSafeArea: safeArea.bottom)
        }
        Color.black.opacity(shown && !reachable ? 0.2 * progress : 0)
          .ignoresSafeArea()
          .allowsHitTesting(!reachable)
      }
      card(height: style == .sheet ? height : screen.height)
        .offset(y: shown ? sink : cardHeight + safeArea.top + Self.topGap)
        .allowsHitTesting(visible)
    }
    .frame(maxHeight: .infinity, alignment: .bottom)
    .animation(SheetModifier.animation, value: shown)
    .onAppear { appeared = true }
  }

  private var showsIndicator: Bool {
    switch options.dragIndicator {
    case .visible: return true
    case .hidden: return false
    case .automatic: return detents.count > 1
    }
  }

  @ViewBuilder private func card(height: CGFloat) -> some View {
    switch style {
    case .sheet:
      content
        .frame(maxWidth: .infinity)
        .frame(height: max(height - safeArea.bottom, 0))
        .modifier(AttributeModifier { $0.confinesSafeAreaReach = true })
        .background(SheetBackground(edges: .bottom, custom: options.background))
        .overlay(alignment: .top) {
          if showsIndicator { SheetDragIndicator() }
        }
        .clipShape(SheetShape(cornerRadius: options.cornerRadius ?? Self.cornerRadius))
        .gesture(swipeGesture)
    case .fullScreenCover:
      content
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(SheetBackground(edges: .all, custom: options.background))
    }
  }

  private var swipeGesture: some Gesture {
    DragGesture(coordinateSpace: .global)
      .onChanged { value in
        dragOffset = value.translation.height
      }
      .onEnded { value in
        let detents = self.detents
        let lowest = detents[0].height
        let dy = value.translation.height
        let resting = currentHeight - dy
        let flickDown =
          value.velocity.height > 800 && value.predictedEndTranslation.height > lowest / 4
        let atLowest = currentHeight <= lowest + 0.5
        let dismisses = resting < lowest * 2 / 3 || (flickDown && atLowest && resting < lowest)
        if dismisses && !options.dismissDisabled {
          swipeDismiss()
          return
        }
        // The nearest detent to where the finger would have taken the card.
        let projected = currentHeight - value.predictedEndTranslation.height
        let target = detents.min { abs($0.height - projected) < abs($1.height - projected) }!
        withAnimation(SheetModifier.animation) {
          dragOffset = 0
          restingDetent = target.detent
          if let selection = options.selection, selection.wrappedValue != target.detent {
            selection.wrappedValue = target.detent
          }
        }
      }
  }
}

/// The system background behind a sheet's content, down over the home indicator.
private struct SheetBackground: View {
  let edges: Edge.Set
  /// `.presentationBackground`, drawn instead.
  let custom: (any View)?
  var body: some View {
    if let custom {
      AnyView(erasing: custom).ignoresSafeArea(.container, edges: edges)
    } else {
      SystemColor.elevatedBackground.ignoresSafeArea(.container, edges: edges)
    }
  }
}

/// Rounded top corners; reaches far below the card so content that extends over the bottom safe area shows.
struct SheetShape: Shape {
  let cornerRadius: CGFloat
  func path(in rect: CGRect) -> Path {
    let extended = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height + 200)
    var path = Path()
    let r = min(cornerRadius, rect.width / 2)
    path.move(to: CGPoint(x: extended.minX, y: extended.maxY))
    let k = r * 0.4477  // (1 - 0.5523): a quarter circle as one cubic
    path.addLine(to: CGPoint(x: extended.minX, y: extended.minY + r))
    path.addCurve(
      to: CGPoint(x: extended.minX + r, y: extended.minY),
      control1: CGPoint(x: extended.minX, y: extended.minY + k),
      control2: CGPoint(x: extended.minX + k, y: extended.minY))
    path.addLine(to: CGPoint(x: extended.maxX - r, y: extended.minY))
    path.addCurve(
      to: CGPoint(x: extended.maxX, y: extended.minY + r),
      control1: CGPoint(x: extended.maxX - k, y: extended.minY),
      control2: CGPoint(x: extended.maxX, y: extended.minY + k))
    path.addLine(to: CGPoint(x: extended.maxX, y: extended.maxY))
    path.closeSubpath()
    return path
  }
}

/// UIScrollView's rubber band: the further past the edge, the less the content follows the finger.
func rubberBand(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
  guard overshoot > 0, dimension > 0 else { return 0 }
  return (1 - 1 / (overshoot * 0.55 / dimension + 1)) * dimension
}
