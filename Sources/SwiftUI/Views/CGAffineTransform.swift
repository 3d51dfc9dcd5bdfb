import Foundation

#if !canImport(CoreGraphics)
  /// Core Graphics' affine transform, which Foundation on Linux lacks: maps (x, y) to
  /// (a·x + c·y + tx, b·x + d·y + ty). Same fields, initialisers and composition order as Apple's.
  public struct CGAffineTransform: Equatable, Hashable, Sendable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.tx = tx
      self.ty = ty
    }

    public init(
      _ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat
    ) {
      self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    public init(translationX tx: CGFloat, y ty: CGFloat) {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
      self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }
    public init(rotationAngle angle: CGFloat) {
      let cosine = cos(angle)
      let sine = sin(angle)
      self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    public static let identity = CGAffineTransform()
    public var isIdentity: Bool { self == .identity }

    /// `self` then `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
      CGAffineTransform(
        a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
        c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
        tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// Like Core Graphics, these apply the new operation before the existing transform.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
      CGAffineTransform(translationX: x, y: y).concatenating(self)
    }
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
      CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
      CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse, or the transform unchanged when it cannot be inverted (as Core Graphics does).
    public func inverted() -> CGAffineTransform {
      let determinant = a * d - b * c
      guard determinant != 0, determinant.isFinite else { return self }
      return CGAffineTransform(
        a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
        tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }
  }

  extension CGPoint {
    public func applying(_ t: CGAffineTransform) -> CGPoint {
      CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
  }

  extension CGSize {
    public func applying(_ t: CGAffineTransform) -> CGSize {
      CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
  }

  extension CGRect {
    /// The smallest rectangle holding the transformed corners. The corners are plain values, not arrays:
    /// drawing, culling, damage and hit testing apply a transform to a rectangle per node per frame. The
    /// extremes are found in the corners' order as `Array.min()`/`max()` would, so even the null rectangle's
    /// corners (infinite, giving NaN) come out as they always did here.
    public func applying(_ t: CGAffineTransform) -> CGRect {
      let x0 = minX
      let x1 = maxX
      let y0 = minY
      let y1 = maxY
      let xs = (
        t.a * x0 + t.c * y0 + t.tx, t.a * x1 + t.c * y0 + t.tx, t.a * x0 + t.c * y1 + t.tx,
        t.a * x1 + t.c * y1 + t.tx
      )
      let ys = (
        t.b * x0 + t.d * y0 + t.ty, t.b * x1 + t.d * y0 + t.ty, t.b * x0 + t.d * y1 + t.ty,
        t.b * x1 + t.d * y1 + t.ty
      )
      func extremes(_ v: (CGFloat, CGFloat, CGFloat, CGFloat)) -> (low: CGFloat, high: CGFloat) {
        var low = v.0
        var high = v.0
        if v.1 < low { low = v.1 }
        if high < v.1 { high = v.1 }
        if v.2 < low { low = v.2 }
        if high < v.2 { high = v.2 }
        if v.3 < low { low = v.3 }
        if high < v.3 { high = v.3 }
        return (low, high)
      }
      let (left, right) = extremes(xs)
      let (top, bottom) = extremes(ys)
      return CGRect(x: left, y: top, width: right - left, height: bottom - top)
    }
  }
#endif
