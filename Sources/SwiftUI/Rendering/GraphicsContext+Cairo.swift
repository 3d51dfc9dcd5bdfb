import CCairo
import Foundation

extension GraphicsContext {
  /// For sibling modules that draw with cairo themselves (MapKit's raster tiles and labels): runs `draw` with
  /// cairo set to this context's transform and clip (user space in points), and the device pixels per point.
  package func withCairo(_ draw: @MainActor (_ cr: OpaquePointer, _ deviceScale: CGFloat) -> Void) {
    let scale = target.deviceScale
    perform { cr in draw(cr, scale) }
  }
}
