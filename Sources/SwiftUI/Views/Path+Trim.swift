import Foundation

extension Path {
  /// The part of the path between two fractions of its length (0 is its start, 1 its end), as SwiftUI's
  /// `trimmedPath(from:to:)`: curves are followed as fine polylines, subpaths one after another.
  public func trimmedPath(from start: CGFloat, to end: CGFloat) -> Path {
    let start = min(max(start, 0), 1)
    let end = min(max(end, 0), 1)
    guard end > start else { return Path() }
    let pieces = polylineSegments()
    let total = pieces.reduce(0) { $0 + $1.length }
    guard total > 0 else { return start == 0 && end == 1 ? self : Path() }
    let from = start * total
    let to = end * total
    var result = Path()
    var walked: CGFloat = 0
    var pen: CGPoint?
    for piece in pieces {
      defer { walked += piece.length }
      let a = walked
      let b = walked + piece.length
      guard b > from, a < to, piece.length > 0 else {
        if piece.startsSubpath { pen = nil }
        continue
      }
      let t0 = max(0, (from - a) / piece.length)
      let t1 = min(1, (to - a) / piece.length)
      let p0 = piece.point(at: t0)
      let p1 = piece.point(at: t1)
      if piece.startsSubpath || pen.map({ $0 != p0 }) ?? true { result.move(to: p0) }
      result.addLine(to: p1)
      pen = p1
    }
    return result
  }

  /// A straight piece of the flattened path.
  struct Segment {
    let from: CGPoint
    let to: CGPoint
    /// The first piece after a move: trimming must not draw a line to it from the previous subpath.
    let startsSubpath: Bool
    var length: CGFloat { hypot(to.x - from.x, to.y - from.y) }
    func point(at t: CGFloat) -> CGPoint {
      CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
    }
  }

  /// The path as straight pieces; each curve as 32 (enough for a smooth stroke at any size on a phone).
  func polylineSegments() -> [Segment] {
    var segments: [Segment] = []
    var current = CGPoint.zero
    var subpathStart = CGPoint.zero
    var fresh = true
    func add(_ to: CGPoint) {
      segments.append(Segment(from: current, to: to, startsSubpath: fresh))
      fresh = false
      current = to
    }
    for element in elements {
      switch element {
      case .move(let p):
        current = p
        subpathStart = p
        fresh = true
      case .line(let p):
        add(p)
      case .quad(let p, let c):
        let p0 = current
        for step in 1...32 {
          let t = CGFloat(step) / 32
          let u = 1 - t
          add(
            CGPoint(
              x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
              y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
        }
      case .curve(let p, let c1, let c2):
        let p0 = current
        for step in 1...32 {
          let t = CGFloat(step) / 32
          let u = 1 - t
          let a = u * u * u
          let b = 3 * u * u * t
          let c = 3 * u * t * t
          let d = t * t * t
          add(
            CGPoint(
              x: a * p0.x + b * c1.x + c * c2.x + d * p.x,
              y: a * p0.y + b * c1.y + c * c2.y + d * p.y))
        }
      case .close:
        if current != subpathStart { add(subpathStart) }
        current = subpathStart
      }
    }
    return segments
  }
}

extension Shape {
  /// The part of the shape's outline between two fractions of its length, for strokes that show progress.
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
    _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
  }
}

/// A shape's outline between two fractions of its length; both fractions animate.
public struct _TrimmedShape<S: Shape>: Shape {
  public var shape: S
  public var startFraction: CGFloat
  public var endFraction: CGFloat

  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
  }

  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(startFraction, endFraction) }
    set {
      startFraction = newValue.first
      endFraction = newValue.second
    }
  }
}
