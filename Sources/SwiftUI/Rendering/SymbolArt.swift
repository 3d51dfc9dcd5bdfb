import Foundation

/// Symbols Material Icons has no close match for, drawn as vector art in a unit box.
@MainActor enum SymbolArt {
  /// Width / height of each symbol's artwork.
  static let aspect: [String: CGFloat] = [
    "heart.text.square.fill": 1,
    "heart.text.square": 1,
    "triangle.fill": 1.1,
    "triangle": 1.1,
    "circle.fill": 1,
    "circle.dashed": 1,
    "circle.grid.3x3": 1,
    "circle.grid.3x3.fill": 1,
    "rectangle": 1.25,
    "rectangle.fill": 1.25,
    "rectangle.portrait": 0.8,
    "rectangle.portrait.fill": 0.8,
    "square.fill": 1,
    "capsule": 1.4,
    "capsule.fill": 1.4,
    "diamond": 1,
    "diamond.fill": 1,
    "line.diagonal": 1,
    "atom": 1,
    "crown": 1.2,
    "crown.fill": 1.2,
    "eraser": 1.1,
    "eraser.fill": 1.1,
    "bolt.heart": 1.1,
    "bolt.heart.fill": 1.1,
    "sidebar.left": 1.3,
    "sidebar.right": 1.3,
    "sidebar.leading": 1.3,
    "sidebar.trailing": 1.3,
  ]

  static func draw(_ name: String, in rect: CGRect, color: Color, context: GraphicsContext) -> Bool
  {
    switch name {
    case "heart.text.square.fill", "heart.text.square":
      drawHeartTextSquare(in: rect, color: color, filled: name.hasSuffix(".fill"), context: context)
      return true
    case "triangle.fill", "triangle":
      drawTriangle(in: rect, color: color, filled: name == "triangle.fill", context: context)
      return true
    default:
      guard let shape = SymbolShapes.shape(named: name, in: rect) else { return false }
      switch shape {
      case .filled(let path):
        context.fill(path, with: .color(color), style: FillStyle(eoFill: true))
      case .stroked(let path, let width, let dash):
        context.stroke(
          path, with: .color(color),
          style: StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round, dash: dash))
      case .both(let outline, let width, let fill):
        context.stroke(
          outline, with: .color(color),
          style: StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round))
        context.fill(fill, with: .color(color))
      }
      return true
    }
  }

  /// An upward triangle with slightly rounded corners (Material's "change_history" is an outline only).
  private static func drawTriangle(
    in rect: CGRect, color: Color, filled: Bool, context: GraphicsContext
  ) {
    let inset = min(rect.width, rect.height) * 0.08
    let box = rect.insetBy(dx: inset, dy: inset)
    var path = Path()
    path.move(to: CGPoint(x: box.midX, y: box.minY))
    path.addLine(to: CGPoint(x: box.maxX, y: box.maxY))
    path.addLine(to: CGPoint(x: box.minX, y: box.maxY))
    path.closeSubpath()
    if filled { context.fill(path, with: .color(color)) }
    context.stroke(
      path, with: .color(color),
      style: StrokeStyle(
        lineWidth: min(rect.width, rect.height) * (filled ? 0.06 : 0.09), lineJoin: .round))
  }

  /// A rounded square with a heart and two lines of "text" knocked out of it (filled variant), as SF Symbols.
  /// The knock-outs are holes of one even-odd fill: an offscreen group would cost a surface as large as the clip
  /// (the whole screen) on every frame.
  private static func drawHeartTextSquare(
    in rect: CGRect, color: Color, filled: Bool, context: GraphicsContext
  ) {
    let s = min(rect.width, rect.height)
    let box = CGRect(x: rect.midX - s / 2, y: rect.midY - s / 2, width: s, height: s).insetBy(
      dx: s * 0.06, dy: s * 0.06)
    let square = Path(roundedRect: box, cornerRadius: box.width * 0.22, style: .continuous)
    let u = box.width
    // Heart in the upper part.
    let hx = box.midX
    let hy = box.minY + u * 0.40
    let hw = u * 0.40
    var marks = Path()
    marks.move(to: CGPoint(x: hx, y: hy + hw * 0.42))
    marks.addCurve(
      to: CGPoint(x: hx - hw / 2, y: hy - hw * 0.12),
      control1: CGPoint(x: hx - hw * 0.20, y: hy + hw * 0.25),
      control2: CGPoint(x: hx - hw / 2, y: hy + hw * 0.12))
    marks.addCurve(
      to: CGPoint(x: hx, y: hy - hw * 0.28), control1: CGPoint(x: hx - hw / 2, y: hy - hw * 0.42),
      control2: CGPoint(x: hx - hw * 0.08, y: hy - hw * 0.48))
    marks.addCurve(
      to: CGPoint(x: hx + hw / 2, y: hy - hw * 0.12),
      control1: CGPoint(x: hx + hw * 0.08, y: hy - hw * 0.48),
      control2: CGPoint(x: hx + hw / 2, y: hy - hw * 0.42))
    marks.addCurve(
      to: CGPoint(x: hx, y: hy + hw * 0.42), control1: CGPoint(x: hx + hw / 2, y: hy + hw * 0.12),
      control2: CGPoint(x: hx + hw * 0.20, y: hy + hw * 0.25))
    marks.closeSubpath()
    // Two text lines below.
    let lineHeight = u * 0.07
    for (index, widthFactor) in [0.52, 0.36].enumerated() {
      let w = u * widthFactor
      let y = box.minY + u * (0.68 + 0.13 * Double(index))
      marks.elements +=
        Path(
          roundedRect: CGRect(x: hx - w / 2, y: y, width: w, height: lineHeight),
          cornerRadius: lineHeight / 2
        )
        .elements
    }
    if filled {
      var all = square
      all.elements += marks.elements
      context.fill(all, with: .color(color), style: FillStyle(eoFill: true))
    } else {
      context.stroke(square, with: .color(color), lineWidth: s * 0.06)
      context.fill(marks, with: .color(color))
    }
  }
}
