import CCairo
import Foundation

/// Gaussian-like blur of an ARGB32 image surface: three box-blur passes per axis (premultiplied channels, so
/// transparent edges do not darken).
enum Blur {
  static func apply(to surface: OpaquePointer, radius: Double) {
    let boxRadius = Int((radius / 2).rounded())  // SwiftUI's radius behaves like 2 sigma
    guard boxRadius > 0 else { return }
    cairo_surface_flush(surface)
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else { return }
    var scratch = [UInt8](repeating: 0, count: max(width, height) * 4)
    for _ in 0..<3 {
      for y in 0..<height { blurLine(data + y * stride, count: width, step: 4, radius: boxRadius, scratch: &scratch) }
      for x in 0..<width { blurLine(data + x * 4, count: height, step: stride, radius: boxRadius, scratch: &scratch) }
    }
    cairo_surface_mark_dirty(surface)
  }

  private static func blurLine(
    _ base: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius: Int, scratch: inout [UInt8]
  ) {
    let window = 2 * radius + 1
    for channel in 0..<4 {
      var sum = 0
      // Edges are treated as transparent.
      for i in 0...min(radius, count - 1) { sum += Int(base[i * step + channel]) }
      for i in 0..<count {
        scratch[i * 4 + channel] = UInt8(min(sum / window, 255))
        let outIndex = i - radius
        let inIndex = i + radius + 1
        if inIndex < count { sum += Int(base[inIndex * step + channel]) }
        if outIndex >= 0 { sum -= Int(base[outIndex * step + channel]) }
      }
    }
    for i in 0..<count {
      for channel in 0..<4 { base[i * step + channel] = scratch[i * 4 + channel] }
    }
  }
}

/// `.ultraThinMaterial` and friends: the pixels already drawn behind the shape, blurred, with a light tint.
@MainActor enum MaterialEffect {
  static func fillCurrentPath(in context: RenderContext, material: Material, rect: CGRect) {
    let cr = context.cr
    var x1 = 0.0
    var y1 = 0.0
    var x2 = 0.0
    var y2 = 0.0
    cairo_path_extents(cr, &x1, &y1, &x2, &y2)
    let target = cairo_get_target(cr)!
    let isRoot = target == context.rootSurface
    if isRoot, cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE {
      // Copy the device-space area under the path, blur it and paint it back through the path.
      var dx1 = x1
      var dy1 = y1
      var dx2 = x2
      var dy2 = y2
      cairo_user_to_device(cr, &dx1, &dy1)
      cairo_user_to_device(cr, &dx2, &dy2)
      let margin = material.blurRadius * Double(context.scale)
      let left = Int(floor(min(dx1, dx2) - margin))
      let top = Int(floor(min(dy1, dy2) - margin))
      let width = Int(ceil(abs(dx2 - dx1) + 2 * margin))
      let height = Int(ceil(abs(dy2 - dy1) + 2 * margin))
      if width > 0, height > 0, let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) {
        let copyContext = cairo_create(copy)!
        cairo_set_source_surface(copyContext, target, Double(-left), Double(-top))
        cairo_paint(copyContext)
        cairo_destroy(copyContext)
        Blur.apply(to: copy, radius: material.blurRadius * 2 * Double(context.scale))
        cairo_save(cr)
        cairo_clip_preserve(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, copy, Double(left), Double(top))
        cairo_paint(cr)
        cairo_restore(cr)
        cairo_surface_destroy(copy)
      }
    }
    context.setColor(Color(white: 1, opacity: material.tint))
    cairo_fill(cr)
  }
}
