import Foundation

/// An outline made of lines and curves, in the coordinates of the rectangle it was made for.
public struct Path: Equatable, Sendable {
  enum Element: Equatable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quad(CGPoint, control: CGPoint)
    case curve(CGPoint, control1: CGPoint, control2: CGPoint)
    case close
  }
  var elements: [Element] = []

  public init() {}
  public init(_ rect: CGRect) { addRect(rect) }
  public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) {
    addRoundedRect(
      in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous)
  {
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }
  public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }
  public init(_ build: (inout Path) -> Void) { build(&self) }

  public var isEmpty: Bool { elements.isEmpty }

  public mutating func move(to point: CGPoint) { elements.append(.move(point)) }
  public mutating func addLine(to point: CGPoint) { elements.append(.line(point)) }
  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    elements.append(.quad(point, control: control))
  }
  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    elements.append(.curve(point, control1: control1, control2: control2))
  }
  public mutating func closeSubpath() { elements.append(.close) }
  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }
  public mutating func addRect(_ rect: CGRect) {
    addLines([
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
    ])
    closeSubpath()
  }
  public mutating func addPath(_ path: Path) { elements += path.elements }

  /// Quarter arcs as cubic Béziers (k = 0.5523 gives a circle; continuous corners start earlier and use a flatter
  /// curve so the corner blends into the edge like iOS's squircle).
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) {
    var rx = min(max(cornerSize.width, 0), rect.width / 2)
    var ry = min(max(cornerSize.height, 0), rect.height / 2)
    // A radius too large for the rectangle (`.cornerRadius(.infinity)`) gives a capsule, not an ellipse.
    if cornerSize.width == cornerSize.height {
      rx = min(rx, ry)
      ry = rx
    }
    guard rx > 0, ry > 0 else { return addRect(rect) }
    let continuous = style == .continuous
    // Continuous corners extend the curve up to 1.28 r along each edge when there is room.
    let ex = continuous ? min(rx * 1.28, rect.width / 2) : rx
    let ey = continuous ? min(ry * 1.28, rect.height / 2) : ry
    let k: CGFloat = continuous ? 0.64 : 0.5523
    let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    move(to: CGPoint(x: x0 + ex, y: y0))
    addLine(to: CGPoint(x: x1 - ex, y: y0))
    addCurve(
      to: CGPoint(x: x1, y: y0 + ey), control1: CGPoint(x: x1 - ex + ex * k, y: y0),
      control2: CGPoint(x: x1, y: y0 + ey - ey * k))
    addLine(to: CGPoint(x: x1, y: y1 - ey))
    addCurve(
      to: CGPoint(x: x1 - ex, y: y1), control1: CGPoint(x: x1, y: y1 - ey + ey * k),
      control2: CGPoint(x: x1 - ex + ex * k, y: y1))
    addLine(to: CGPoint(x: x0 + ex, y: y1))
    addCurve(
      to: CGPoint(x: x0, y: y1 - ey), control1: CGPoint(x: x0 + ex - ex * k, y: y1),
      control2: CGPoint(x: x0, y: y1 - ey + ey * k))
    addLine(to: CGPoint(x: x0, y: y0 + ey))
    addCurve(
      to: CGPoint(x: x0 + ex, y: y0), control1: CGPoint(x: x0, y: y0 + ey - ey * k),
      control2: CGPoint(x: x0 + ex - ex * k, y: y0))
    closeSubpath()
  }

  public mutating func addEllipse(in rect: CGRect) {
    let k: CGFloat = 0.5523
    let (cx, cy, rx, ry) = (rect.midX, rect.midY, rect.width / 2, rect.height / 2)
    move(to: CGPoint(x: cx + rx, y: cy))
    addCurve(
      to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ry * k),
      control2: CGPoint(x: cx + rx * k, y: cy + ry))
    addCurve(
      to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - rx * k, y: cy + ry),
      control2: CGPoint(x: cx - rx, y: cy + ry * k))
    addCurve(
      to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ry * k),
      control2: CGPoint(x: cx - rx * k, y: cy - ry))
    addCurve(
      to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + rx * k, y: cy - ry),
      control2: CGPoint(x: cx + rx, y: cy - ry * k))
    closeSubpath()
  }

  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
  ) {
    // SwiftUI's `clockwise` is in a flipped (y-down) space: clockwise = decreasing angle on screen.
    var start = startAngle.radians
    var end = endAngle.radians
    if clockwise {
      while end > start { end -= 2 * .pi }
    } else {
      while end < start { end += 2 * .pi }
    }
    let segments = max(Int(ceil(abs(end - start) / (.pi / 2))), 1)
    let step = (end - start) / Double(segments)
    let first = CGPoint(x: center.x + radius * cos(start), y: center.y + radius * sin(start))
    if elements.isEmpty { move(to: first) } else { addLine(to: first) }
    for _ in 0..<segments {
      let a0 = start
      let a1 = start + step
      let alpha = 4.0 / 3.0 * tan((a1 - a0) / 4)
      let p0 = CGPoint(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
      let p3 = CGPoint(x: center.x + radius * cos(a1), y: center.y + radius * sin(a1))
      let c1 = CGPoint(x: p0.x - alpha * radius * sin(a0), y: p0.y + alpha * radius * cos(a0))
      let c2 = CGPoint(x: p3.x + alpha * radius * sin(a1), y: p3.y - alpha * radius * cos(a1))
      addCurve(to: p3, control1: c1, control2: c2)
      start = a1
    }
  }

  public var boundingRect: CGRect {
    var points: [CGPoint] = []
    for element in elements {
      switch element {
      case .move(let p), .line(let p): points.append(p)
      case .quad(let p, let c): points += [p, c]
      case .curve(let p, let c1, let c2): points += [p, c1, c2]
      case .close: break
      }
    }
    guard let first = points.first else { return .zero }
    var rect = CGRect(origin: first, size: .zero)
    for point in points.dropFirst() { rect = rect.union(CGRect(origin: point, size: .zero)) }
    return rect
  }

  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    applying(scaleX: 1, scaleY: 1, dx: dx, dy: dy)
  }

  func applying(scaleX: CGFloat, scaleY: CGFloat, dx: CGFloat, dy: CGFloat) -> Path {
    applying(CGAffineTransform(a: scaleX, b: 0, c: 0, d: scaleY, tx: dx, ty: dy))
  }

  public func applying(_ transform: CGAffineTransform) -> Path {
    func t(_ p: CGPoint) -> CGPoint { p.applying(transform) }
    var copy = Path()
    copy.elements = elements.map { element in
      switch element {
      case .move(let p): return .move(t(p))
      case .line(let p): return .line(t(p))
      case .quad(let p, let c): return .quad(t(p), control: t(c))
      case .curve(let p, let c1, let c2): return .curve(t(p), control1: t(c1), control2: t(c2))
      case .close: return .close
      }
    }
    return copy
  }
}

public enum RoundedCornerStyle: Equatable, Hashable, Sendable {
  case circular, continuous
}

public struct FillStyle: Equatable, Sendable {
  public var isEOFilled: Bool
  public var isAntialiased: Bool
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

public struct StrokeStyle: Equatable, Sendable {
  public var lineWidth: CGFloat
  public var lineCap: CGLineCap
  public var lineJoin: CGLineJoin
  public var miterLimit: CGFloat
  public var dash: [CGFloat]
  public var dashPhase: CGFloat
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10,
    dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

public enum CGLineCap: Int32, Sendable { case butt, round, square }
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }
