import CCairo
import Foundation

/// `GraphicsContext.Filter.shadow`: works on the layer a filtered drawing is made in, in device pixels.
struct ShadowFilter: Sendable {
  let color: Color
  let radius: CGFloat
  let offset: CGSize
  let blendMode: GraphicsContext.BlendMode
  let options: GraphicsContext.ShadowOptions

  /// Replaces the layer's pixels with the layer and its shadow (or the shadow alone).
  func apply(to layer: OpaquePointer, scale: CGFloat) {
    guard cairo_image_surface_get_format(layer) == CAIRO_FORMAT_ARGB32 else { return }
    let width = cairo_image_surface_get_width(layer)
    let height = cairo_image_surface_get_height(layer)
    // Work in the layer's pixels: its device offset (where a group sits) would shift every paint below.
    var offsetX = 0.0
    var offsetY = 0.0
    cairo_surface_get_device_offset(layer, &offsetX, &offsetY)
    cairo_surface_set_device_offset(layer, 0, 0)
    defer { cairo_surface_set_device_offset(layer, offsetX, offsetY) }

    let shadow = makeShadow(of: layer, scale: scale)
    defer { cairo_surface_destroy(shadow) }

    let out = cairo_create(layer)!
    defer {
      cairo_destroy(out)
      cairo_surface_flush(layer)
    }
    if options.contains(.shadowOnly) {
      cairo_set_operator(out, CAIRO_OPERATOR_SOURCE)
      cairo_set_source_surface(out, shadow, 0, 0)
      cairo_paint(out)
    } else if options.contains(.shadowAbove) {
      Self.paint(shadow, onto: layer, context: out, blendMode: blendMode)
    } else {
      // Below: the shadow first, then the layer's own drawing over it.
      let drawing = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
      defer { cairo_surface_destroy(drawing) }
      let copy = cairo_create(drawing)!
      cairo_set_source_surface(copy, layer, 0, 0)
      cairo_set_operator(copy, CAIRO_OPERATOR_SOURCE)
      cairo_paint(copy)
      cairo_destroy(copy)
      cairo_set_operator(out, CAIRO_OPERATOR_CLEAR)
      cairo_paint(out)
      Self.paint(shadow, onto: layer, context: out, blendMode: blendMode)
      cairo_set_operator(out, CAIRO_OPERATOR_OVER)
      cairo_set_source_surface(out, drawing, 0, 0)
      cairo_paint(out)
    }
  }

  /// With `disablesGroup`: the shadow as a surface of its own, lined up with the layer (the same size and
  /// device offset), to be composited into the target apart from the layer; the layer keeps only what casts
  /// the shadow (nothing, with `shadowOnly`). The caller destroys the surface.
  func separateShadow(of layer: OpaquePointer, scale: CGFloat) -> OpaquePointer? {
    guard cairo_image_surface_get_format(layer) == CAIRO_FORMAT_ARGB32 else { return nil }
    var offsetX = 0.0
    var offsetY = 0.0
    cairo_surface_get_device_offset(layer, &offsetX, &offsetY)
    cairo_surface_set_device_offset(layer, 0, 0)
    defer { cairo_surface_set_device_offset(layer, offsetX, offsetY) }
    let shadow = makeShadow(of: layer, scale: scale)
    var scaleX = 1.0
    var scaleY = 1.0
    cairo_surface_get_device_scale(layer, &scaleX, &scaleY)
    cairo_surface_set_device_scale(shadow, scaleX, scaleY)
    cairo_surface_set_device_offset(shadow, offsetX, offsetY)
    if options.contains(.shadowOnly) {
      let out = cairo_create(layer)!
      cairo_set_operator(out, CAIRO_OPERATOR_CLEAR)
      cairo_paint(out)
      cairo_destroy(out)
      cairo_surface_flush(layer)
    }
    return shadow
  }

  /// The shadow's pixels for a layer (read without its device offset): its alpha, or with `invertsAlpha`
  /// the alpha it lacks, in the colour, moved and blurred.
  private func makeShadow(of layer: OpaquePointer, scale: CGFloat) -> OpaquePointer {
    let width = cairo_image_surface_get_width(layer)
    let height = cairo_image_surface_get_height(layer)
    let shadow = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
    let dx = Double(offset.width * scale)
    let dy = Double(offset.height * scale)
    let cr = cairo_create(shadow)!
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    if options.contains(.invertsAlpha) {
      // Cast by what is not drawn: the colour everywhere, less the layer's alpha.
      cairo_paint(cr)
      cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT)
      cairo_set_source_surface(cr, layer, dx, dy)
      cairo_paint(cr)
    } else {
      cairo_mask_surface(cr, layer, dx, dy)
    }
    cairo_destroy(cr)
    Blur.apply(to: shadow, radius: Double(radius * scale))
    return shadow
  }

  private static func paint(
    _ shadow: OpaquePointer, onto layer: OpaquePointer, context: OpaquePointer,
    blendMode: GraphicsContext.BlendMode
  ) {
    cairo_surface_flush(layer)
    if blendMode == .plusDarker, PlusDarker.composite(shadow, onto: layer, opacity: 1) { return }
    cairo_set_operator(context, blendMode.cairoOperator)
    cairo_set_source_surface(context, shadow, 0, 0)
    cairo_paint(context)
  }
}

/// Core Graphics' plus-darker, which cairo lacks: R = max(0, 1 − ((1 − D) + (1 − S))) per channel for opaque
/// colours; on premultiplied ones Ra = Sa + Da − Sa·Da and Rc = max(0, Ra − (Sa − Sc) − (Da − Dc)), so a
/// transparent source leaves the destination as it was and a transparent destination takes the source.
enum PlusDarker {
  /// Composites `source` onto `target` pixel by pixel, lined up by their device offsets (a group's surface
  /// covers only part of its target). False when either is not an ARGB32 image.
  static func composite(_ source: OpaquePointer, onto target: OpaquePointer?, opacity: Double)
    -> Bool
  {
    guard let target, cairo_surface_get_type(source) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(source) == CAIRO_FORMAT_ARGB32,
      cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32,
      let sourceData = cairo_image_surface_get_data(source),
      let targetData = cairo_image_surface_get_data(target)
    else { return false }
    cairo_surface_flush(source)
    cairo_surface_flush(target)
    var sx = 0.0
    var sy = 0.0
    var tx = 0.0
    var ty = 0.0
    cairo_surface_get_device_offset(source, &sx, &sy)
    cairo_surface_get_device_offset(target, &tx, &ty)
    let shiftX = Int((tx - sx).rounded())
    let shiftY = Int((ty - sy).rounded())
    let sourceWidth = Int(cairo_image_surface_get_width(source))
    let sourceHeight = Int(cairo_image_surface_get_height(source))
    let targetWidth = Int(cairo_image_surface_get_width(target))
    let targetHeight = Int(cairo_image_surface_get_height(target))
    let sourceStride = Int(cairo_image_surface_get_stride(source))
    let targetStride = Int(cairo_image_surface_get_stride(target))
    let alpha = min(max(opacity, 0), 1)
    for y in 0..<sourceHeight {
      let ty = y + shiftY
      guard ty >= 0, ty < targetHeight else { continue }
      let sourceRow = UnsafeRawPointer(sourceData + y * sourceStride).assumingMemoryBound(
        to: UInt32.self)
      let targetRow = UnsafeMutableRawPointer(targetData + ty * targetStride).assumingMemoryBound(
        to: UInt32.self)
      for x in 0..<sourceWidth {
        let tx = x + shiftX
        guard tx >= 0, tx < targetWidth else { continue }
        let s = sourceRow[x]
        if s == 0 { continue }
        let d = targetRow[tx]
        func channel(_ word: UInt32, _ shift: UInt32) -> Double {
          Double((word >> shift) & 0xFF) / 255
        }
        let sa = channel(s, 24) * alpha
        let da = channel(d, 24)
        let ra = sa + da - sa * da
        var result = UInt32((ra * 255).rounded()) << 24
        for shift: UInt32 in [16, 8, 0] {
          let sc = channel(s, shift) * alpha
          let dc = channel(d, shift)
          let rc = min(max(ra - (sa - sc) - (da - dc), 0), ra)
          result |= UInt32((rc * 255).rounded()) << shift
        }
        targetRow[tx] = result
      }
    }
    cairo_surface_mark_dirty(target)
    return true
  }
}
