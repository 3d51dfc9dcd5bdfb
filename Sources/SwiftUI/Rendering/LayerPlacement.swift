import CCairo
import Foundation

/// Where a layer was drawn: the device matrix of its node then, and the device pixel of the layer's top-left
/// corner. The layer's pixels are the node's content drawn with that matrix moved by whole pixels, so wherever
/// the node is now, layer pixel p shows at `now · matrix⁻¹ · (p + corner)`: at rest that is a whole-pixel copy.
struct LayerPlacement {
  let matrix: cairo_matrix_t
  let x: Double
  let y: Double

  /// Sets `cr`'s matrix (the node's user space) so that the layer's surface, painted at 0,0, lands where the
  /// node's content is now. A move without turning or scaling lands on whole pixels (exact at rest).
  func place(in cr: OpaquePointer) {
    var inverse = matrix
    guard cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS else { return }
    cairo_transform(cr, &inverse)
    cairo_translate(cr, x, y)
    var result = cairo_matrix_t()
    cairo_get_matrix(cr, &result)
    if result.isTranslation {
      result.x0.round()
      result.y0.round()
      result.xx = 1
      result.yy = 1
      result.xy = 0
      result.yx = 0
      cairo_set_matrix(cr, &result)
    }
  }

  /// Whether a node now drawn with `device` sits exactly where the layer was drawn, but for whole pixels.
  func isExact(at device: cairo_matrix_t) -> Bool {
    device.hasSameLinearPart(as: matrix) && (device.x0 - matrix.x0).isWhole
      && (device.y0 - matrix.y0).isWhole
  }

  /// Whether the layer composited with `cr`'s current matrix would land on whole pixels or be turned or
  /// scaled (a fractional move only is better drawn again).
  func movesByWholePixelsOrTurns(to cr: OpaquePointer) -> Bool {
    var now = cairo_matrix_t()
    cairo_get_matrix(cr, &now)
    return now.movesByWholePixelsOrTurns(from: matrix)
  }
}

extension cairo_matrix_t {
  /// A node's presented transform as cairo's matrix.
  init(_ t: CGAffineTransform) {
    self.init(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
  }

  func isSame(as other: cairo_matrix_t) -> Bool {
    xx == other.xx && yx == other.yx && xy == other.xy && yy == other.yy && x0 == other.x0
      && y0 == other.y0
  }

  func hasSameLinearPart(as other: cairo_matrix_t) -> Bool {
    abs(xx - other.xx) < 1e-9 && abs(yx - other.yx) < 1e-9 && abs(xy - other.xy) < 1e-9
      && abs(yy - other.yy) < 1e-9
  }

  /// Whether content drawn with `previous` and now with this matrix moved by whole pixels or was turned or
  /// scaled, rather than moved by a fraction of a pixel only.
  func movesByWholePixelsOrTurns(from previous: cairo_matrix_t) -> Bool {
    guard hasSameLinearPart(as: previous) else { return true }
    return (x0 - previous.x0).isWhole && (y0 - previous.y0).isWhole
  }

  var isTranslation: Bool {
    abs(xx - 1) < 1e-9 && abs(yy - 1) < 1e-9 && abs(xy) < 1e-9 && abs(yx) < 1e-9
  }
}

extension Double {
  /// Within a millionth of a whole number (a device coordinate on a pixel's edge).
  var isWhole: Bool { abs(self - rounded()) < 1e-6 }
}
