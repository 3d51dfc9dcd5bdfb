import CCairo
import Foundation

/// Draws a view into an image, headless: the view is laid out at its ideal size (or for `proposedSize`), as
/// a window of that size would show it, at `scale` pixels per point. Transparent where nothing is drawn
/// unless `isOpaque`.
@MainActor public final class ImageRenderer<Content: View> {
  public var content: Content
  public var scale: CGFloat = 1
  public var proposedSize: ProposedViewSize = .unspecified
  public var isOpaque = false

  public init(content view: Content) { content = view }

  /// The view drawn, or nil when it has no size.
  public var uiImage: UIImage? {
    guard let image = render() else { return nil }
    // The bitmap takes a reference of its own to the rendered surface.
    return UIImage(bitmap: Bitmap(surface: cairo_surface_reference(image.surface), scale: scale))
  }

  private func render() -> RenderedImage? {
    let bound = CGSize(width: 8192, height: 8192)
    let measuring = ViewHost(
      anyRoot: content, size: bound, scale: 1, safeAreaInsets: EdgeInsets(), clock: FrameClock())
    measuring.update()
    guard let root = measuring.graph.root else { return nil }
    let measured = (root.children.first ?? root).sizeThatFits(proposedSize)
    let size = CGSize(
      width: min(measured.width.rounded(.up), bound.width),
      height: min(measured.height.rounded(.up), bound.height))
    guard size.width >= 1, size.height >= 1 else { return nil }
    let host = ViewHost(
      anyRoot: content, size: size, scale: scale, safeAreaInsets: EdgeInsets(), clock: FrameClock())
    host.update()
    return host.renderer.renderImage(
      host.graph, size: size, scale: scale,
      background: isOpaque ? SystemColor.background : Color.clear)
  }
}
