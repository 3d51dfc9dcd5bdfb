import Foundation

/// What a pop-up menu, a context menu and a compact date picker's card share: each is shown above everything
/// beside the view that opened it (its window frame, the anchor), reads as that view does (its environment),
/// fades out when closed, and keeps inside the screen's margins.
@MainActor enum AnchoredPanel {
  static let gap: CGFloat = 8
  static let screenMargin: CGFloat = 16

  /// Presents the overlay `content` makes, given the action that closes it, as the window presentation `id`.
  static func present(
    id: AnyHashable, from node: ViewNode, content: (_ dismiss: @escaping () -> Void) -> any View
  ) {
    let graph = node.graph
    weak let weakGraph = graph
    let environment = node.environment
    let dismiss = {
      withAnimation(.easeOut(duration: 0.2)) { weakGraph?.dismissPresentation(id: id) ?? () }
    }
    let overlay = content(dismiss)
    graph.present(
      PresentationEntry(id: id) {
        PresentedEnvironment(environment: environment, content: overlay)
      })
  }

  /// The window and its safe area, in window points.
  static func screen(of node: ViewNode) -> (screen: CGRect, safe: CGRect) {
    let screen = CGRect(origin: .zero, size: node.graph.size)
    return (screen, screen.inset(by: node.graph.safeAreaInsets))
  }

  /// Whether a panel of `height` opens above `anchor`: when it does not fit below and there is more room
  /// above.
  static func opensUpward(anchor: CGRect, height: CGFloat, safe: CGRect) -> Bool {
    anchor.maxY + gap + height > safe.maxY && anchor.minY - safe.minY > safe.maxY - anchor.maxY
  }

  /// `x` moved so a panel of `width` keeps the screen's margins.
  static func keptInside(_ x: CGFloat, width: CGFloat, screen: CGRect) -> CGFloat {
    min(max(x, screenMargin), screen.width - screenMargin - width)
  }
}

/// The layout of an anchored panel's overlay: it fills the window, and its children sit at physical places
/// given as window frames (`place(_:at:in:)`), since the anchor is already mirrored.
@MainActor protocol AnchoredPanelLayout: NodeLayout {}

@MainActor extension AnchoredPanelLayout {
  var placesChildrenPhysically: Bool { true }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: .zero)
  }

  /// Sets `child`'s frame from a frame in window points.
  func place(_ child: ViewNode, at windowFrame: CGRect, in node: ViewNode) {
    let origin = node.globalOrigin
    child.frame = windowFrame.offsetBy(dx: -origin.x, dy: -origin.y)
  }
}
