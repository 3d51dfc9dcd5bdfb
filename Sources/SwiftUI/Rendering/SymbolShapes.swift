import Foundation

/// Geometric SF Symbols that Material Icons lacks (plain shapes, an atom, a crown, an eraser, a heart with a
/// bolt, a window with a sidebar), as paths in the symbol's box. Outlines are stroked at about SF's regular weight (7 % of the height).
enum SymbolShapes {
  enum Shape {
    /// Filled even-odd, so inner subpaths are holes.
    case filled(Path)
    case stroked(Path, width: CGFloat, dash: [CGFloat])
    /// An outline stroked and marks filled.
    case both(outline: Path, width: CGFloat, fill: Path)
  }

  static func shape(named name: String, in rect: CGRect) -> Shape? {
    let h = rect.height
    let line = h * 0.075
    let box = rect.insetBy(dx: h * 0.1, dy: h * 0.1)
    let filled = name.hasSuffix(".fill")
    func outlined(_ path: Path) -> Shape {
      filled ? .filled(path) : .stroked(path, width: line, dash: [])
    }
    switch name {
    case "circle.fill":
      return .filled(Path(ellipseIn: square(in: box)))
    case "circle.dashed":
      let circle = square(in: box)
      return .stroked(Path(ellipseIn: circle), width: line, dash: [circle.width * .pi / 16])
    case "circle.grid.3x3", "circle.grid.3x3.fill":
      var dots = Path()
      let cell = square(in: box).width / 3
      let origin = square(in: box).origin
      for row in 0..<3 {
        for column in 0..<3 {
          let r = cell * (filled ? 0.36 : 0.3)
          dots.addEllipse(
            in: CGRect(
              x: origin.x + (CGFloat(column) + 0.5) * cell - r,
              y: origin.y + (CGFloat(row) + 0.5) * cell - r,
              width: 2 * r, height: 2 * r))
        }
      }
      return .filled(dots)
    case "rectangle", "rectangle.fill", "rectangle.portrait", "rectangle.portrait.fill",
      "square.fill":
      let inset = rect.insetBy(dx: h * 0.1, dy: h * 0.16)
      return outlined(Path(roundedRect: inset, cornerRadius: h * 0.12, style: .continuous))
    case "capsule", "capsule.fill":
      let inset = rect.insetBy(dx: h * 0.08, dy: h * 0.2)
      return outlined(Path(roundedRect: inset, cornerRadius: inset.height / 2))
    case "diamond", "diamond.fill":
      var path = Path()
      path.move(to: CGPoint(x: box.midX, y: box.minY))
      path.addLine(to: CGPoint(x: box.maxX, y: box.midY))
      path.addLine(to: CGPoint(x: box.midX, y: box.maxY))
      path.addLine(to: CGPoint(x: box.minX, y: box.midY))
      path.closeSubpath()
      return outlined(path)
    case "line.diagonal":
      var path = Path()
      path.move(to: CGPoint(x: box.minX, y: box.maxY))
      path.addLine(to: CGPoint(x: box.maxX, y: box.minY))
      return .stroked(path, width: line, dash: [])
    case "atom":
      return atom(in: square(in: box), line: line * 0.8)
    case "crown", "crown.fill":
      var path = Path()
      let top = box.minY + box.height * 0.1
      let bottom = box.maxY - box.height * 0.1
      path.move(to: CGPoint(x: box.minX, y: top + box.height * 0.12))
      path.addLine(to: CGPoint(x: box.minX + box.width * 0.25, y: top + box.height * 0.45))
      path.addLine(to: CGPoint(x: box.midX, y: top))
      path.addLine(to: CGPoint(x: box.maxX - box.width * 0.25, y: top + box.height * 0.45))
      path.addLine(to: CGPoint(x: box.maxX, y: top + box.height * 0.12))
      path.addLine(to: CGPoint(x: box.maxX - box.width * 0.08, y: bottom))
      path.addLine(to: CGPoint(x: box.minX + box.width * 0.08, y: bottom))
      path.closeSubpath()
      return outlined(path)
    case "eraser", "eraser.fill":
      // A block lying at 45°, its tip (the rubber) marked by a band, over a base line.
      let t = CGAffineTransform(translationX: box.midX, y: box.midY - box.height * 0.08).rotated(
        by: -.pi / 4)
      let block = Path(
        roundedRect: CGRect(
          x: -box.width * 0.42, y: -box.height * 0.2, width: box.width * 0.84,
          height: box.height * 0.4),
        cornerRadius: h * 0.06
      ).applying(t)
      if filled {
        // The band is a hole in the block (even-odd); the base line a thin bar of its own.
        var all = block
        all.addPath(
          Path(
            CGRect(x: -box.width * 0.1, y: -box.height * 0.2, width: line, height: box.height * 0.4)
          )
          .applying(t))
        all.addPath(
          Path(
            CGRect(
              x: box.minX + box.width * 0.3, y: box.maxY - line / 2, width: box.width * 0.7,
              height: line)))
        return .filled(all)
      }
      var outline = block
      outline.move(to: CGPoint(x: -box.width * 0.08, y: -box.height * 0.2).applying(t))
      outline.addLine(to: CGPoint(x: -box.width * 0.08, y: box.height * 0.2).applying(t))
      outline.move(to: CGPoint(x: box.minX + box.width * 0.3, y: box.maxY))
      outline.addLine(to: CGPoint(x: box.maxX, y: box.maxY))
      return .stroked(outline, width: line, dash: [])
    case "sidebar.left", "sidebar.right", "sidebar.leading", "sidebar.trailing":
      return .stroked(
        sidebar(
          in: rect, trailing: name.hasSuffix("right") || name.hasSuffix("trailing"), line: line),
        width: line, dash: [])
    case "bolt.heart", "bolt.heart.fill":
      let heart = SymbolShapes.heart(in: box)
      let bolt = SymbolShapes.bolt(in: box.insetBy(dx: box.width * 0.3, dy: box.height * 0.2))
      if filled {
        var all = heart
        all.elements += bolt.elements
        return .filled(all)
      }
      return .both(outline: heart, width: line, fill: bolt)
    default:
      return nil
    }
  }

  private static func square(in rect: CGRect) -> CGRect {
    let side = min(rect.width, rect.height)
    return CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
  }

  /// A window with a pane along one side, three short lines of a list in the pane (Material's view_sidebar is a
  /// filled window with blocks, its pane on the other side).
  private static func sidebar(in rect: CGRect, trailing: Bool, line: CGFloat) -> Path {
    let h = rect.height
    let window = rect.insetBy(dx: h * 0.08, dy: h * 0.17)
    var path = Path(roundedRect: window, cornerRadius: h * 0.14, style: .continuous)
    let paneWidth = window.width * 0.4
    let divider = trailing ? window.maxX - paneWidth : window.minX + paneWidth
    path.move(to: CGPoint(x: divider, y: window.minY))
    path.addLine(to: CGPoint(x: divider, y: window.maxY))
    let paneMinX = trailing ? divider : window.minX
    let lineStart = paneMinX + paneWidth * 0.28
    let lineEnd = paneMinX + paneWidth * 0.72
    for row in 0..<3 {
      let y = window.minY + window.height * (0.28 + 0.16 * CGFloat(row))
      path.move(to: CGPoint(x: lineStart, y: y))
      path.addLine(to: CGPoint(x: lineEnd, y: y))
    }
    return path
  }

  /// Three orbits at 0°, 60° and 120° round a nucleus.
  private static func atom(in box: CGRect, line: CGFloat) -> Shape {
    var orbits = Path()
    for angle in [0.0, 60.0, 120.0] {
      let t = CGAffineTransform(translationX: box.midX, y: box.midY).rotated(by: angle * .pi / 180)
      orbits.addPath(
        Path(
          ellipseIn: CGRect(
            x: -box.width / 2, y: -box.height * 0.19, width: box.width, height: box.height * 0.38)
        )
        .applying(t))
    }
    let r = box.width * 0.08
    let nucleus = Path(
      ellipseIn: CGRect(x: box.midX - r, y: box.midY - r, width: 2 * r, height: 2 * r))
    return .both(outline: orbits, width: line, fill: nucleus)
  }

  static func heart(in box: CGRect) -> Path {
    let w = box.width
    let h = box.height
    var path = Path()
    path.move(to: CGPoint(x: box.midX, y: box.maxY))
    path.addCurve(
      to: CGPoint(x: box.minX, y: box.minY + h * 0.3),
      control1: CGPoint(x: box.midX - w * 0.2, y: box.maxY - h * 0.2),
      control2: CGPoint(x: box.minX, y: box.minY + h * 0.55))
    path.addCurve(
      to: CGPoint(x: box.midX, y: box.minY + h * 0.18), control1: CGPoint(x: box.minX, y: box.minY),
      control2: CGPoint(x: box.midX - w * 0.08, y: box.minY - h * 0.04))
    path.addCurve(
      to: CGPoint(x: box.maxX, y: box.minY + h * 0.3),
      control1: CGPoint(x: box.midX + w * 0.08, y: box.minY - h * 0.04),
      control2: CGPoint(x: box.maxX, y: box.minY))
    path.addCurve(
      to: CGPoint(x: box.midX, y: box.maxY), control1: CGPoint(x: box.maxX, y: box.minY + h * 0.55),
      control2: CGPoint(x: box.midX + w * 0.2, y: box.maxY - h * 0.2))
    path.closeSubpath()
    return path
  }

  static func bolt(in box: CGRect) -> Path {
    var path = Path()
    let p = { (x: CGFloat, y: CGFloat) in
      CGPoint(x: box.minX + x * box.width, y: box.minY + y * box.height)
    }
    path.move(to: p(0.62, 0))
    path.addLine(to: p(0.1, 0.58))
    path.addLine(to: p(0.48, 0.58))
    path.addLine(to: p(0.36, 1))
    path.addLine(to: p(0.9, 0.4))
    path.addLine(to: p(0.52, 0.4))
    path.closeSubpath()
    return path
  }
}
