import Foundation

/// A 3×3 projective transform in Core Animation's row-vector convention: a point (x, y) maps through
/// [x y 1]·M. The renderer draws the affine part (cairo has no perspective).
public struct ProjectionTransform: Equatable, Hashable, Sendable {
  public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
  public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
  public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

  public init() {}

  public init(_ m: CGAffineTransform) {
    m11 = m.a
    m12 = m.b
    m21 = m.c
    m22 = m.d
    m31 = m.tx
    m32 = m.ty
  }

  public var isIdentity: Bool { self == ProjectionTransform() }
  public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

  /// `self` then `rhs`.
  public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
    var r = ProjectionTransform()
    r.m11 = m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31
    r.m12 = m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32
    r.m13 = m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33
    r.m21 = m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31
    r.m22 = m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32
    r.m23 = m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33
    r.m31 = m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31
    r.m32 = m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32
    r.m33 = m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33
    return r
  }

  /// Inverts in place; false (and unchanged) when singular.
  @discardableResult
  public mutating func invert() -> Bool {
    let c11 = m22 * m33 - m23 * m32
    let c12 = m23 * m31 - m21 * m33
    let c13 = m21 * m32 - m22 * m31
    let determinant = m11 * c11 + m12 * c12 + m13 * c13
    guard determinant != 0, determinant.isFinite else { return false }
    let inverse = ProjectionTransform(
      rows: (
        (c11, m13 * m32 - m12 * m33, m12 * m23 - m13 * m22),
        (c12, m11 * m33 - m13 * m31, m13 * m21 - m11 * m23),
        (c13, m12 * m31 - m11 * m32, m11 * m22 - m12 * m21)
      ), scale: 1 / determinant)
    self = inverse
    return true
  }

  public func inverted() -> ProjectionTransform {
    var copy = self
    copy.invert()
    return copy
  }

  private init(
    rows: ((CGFloat, CGFloat, CGFloat), (CGFloat, CGFloat, CGFloat), (CGFloat, CGFloat, CGFloat)),
    scale: CGFloat
  ) {
    (m11, m12, m13) = (rows.0.0 * scale, rows.0.1 * scale, rows.0.2 * scale)
    (m21, m22, m23) = (rows.1.0 * scale, rows.1.1 * scale, rows.1.2 * scale)
    (m31, m32, m33) = (rows.2.0 * scale, rows.2.1 * scale, rows.2.2 * scale)
  }
}

extension CGAffineTransform {
  /// The affine part of a projection (its perspective row dropped).
  public init(_ m: ProjectionTransform) {
    self.init(a: m.m11, b: m.m12, c: m.m21, d: m.m22, tx: m.m31, ty: m.m32)
  }
}

/// An effect that changes where a view is drawn (not where it is laid out), animated through its
/// `animatableData`, e.g. a rotation written as a transform.
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
  func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
  /// Our geometry effects never take part in layout, so this only keeps code written for Apple compiling.
  @MainActor public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> {
    _IgnoredByLayoutEffect(self)
  }

  /// The node draws its content through `effectValue(size:)`, computed with the presented animatable data.
  @MainActor func makeGeometryEffectNode(_ node: ViewNode, content: any View) {
    node.installDynamicProperties(of: self)
    let animates = AnimatableData.self != EmptyAnimatableData.self
    if animates {
      _ = node.presentAnimatableData(_AnyAnimatableData(animatableData))
    } else {
      node.dataTrack = nil
    }
    let effect = self
    node.attributes.geometryEffect = GeometryEffectAttribute { size, data in
      var shown = effect
      if animates, let data, let value = data.cast(to: AnimatableData.self) {
        shown.animatableData = value
      }
      return shown.effectValue(size: size)
    }
    node.setContent(content)
  }
}

public struct _IgnoredByLayoutEffect<Base: GeometryEffect>: GeometryEffect {
  public var base: Base
  init(_ base: Base) { self.base = base }
  public var animatableData: Base.AnimatableData {
    get { base.animatableData }
    set { base.animatableData = newValue }
  }
  public func effectValue(size: CGSize) -> ProjectionTransform { base.effectValue(size: size) }
}
