import SwiftUI

/// Our own flat illustrations of the places (never photos): a sky, the ground and the landmark's
/// silhouette, drawn with shapes in a 300×300 design square scaled to fill any frame. Each place has
/// three variants for the detail sheet's carousel: morning, afternoon and dusk.
struct PlaceIllustration: View {
  enum Subject: CaseIterable {
    case colosseum, pantheon, trevi, eiffel, louvre, palace, bazaar, tower, domes
  }

  static let variants = 3
  let subject: Subject
  let variant: Int

  private struct Palette {
    let skyTop: Color
    let skyBottom: Color
    let sun: Color
    let ground: Color
    let stone: Color
    let shade: Color
    let accent: Color
  }

  private var palette: Palette {
    switch variant % Self.variants {
    case 0:
      return Palette(
        skyTop: Color(red: 0.55, green: 0.78, blue: 0.97),
        skyBottom: Color(red: 0.88, green: 0.95, blue: 1),
        sun: Color(red: 1, green: 0.93, blue: 0.6),
        ground: Color(red: 0.62, green: 0.78, blue: 0.5),
        stone: Color(red: 0.93, green: 0.84, blue: 0.68),
        shade: Color(red: 0.78, green: 0.66, blue: 0.5),
        accent: Color(red: 0.35, green: 0.6, blue: 0.85))
    case 1:
      return Palette(
        skyTop: Color(red: 0.35, green: 0.6, blue: 0.9),
        skyBottom: Color(red: 0.98, green: 0.86, blue: 0.7),
        sun: Color(red: 1, green: 0.8, blue: 0.4),
        ground: Color(red: 0.55, green: 0.68, blue: 0.42),
        stone: Color(red: 0.96, green: 0.78, blue: 0.55),
        shade: Color(red: 0.8, green: 0.58, blue: 0.4),
        accent: Color(red: 0.25, green: 0.5, blue: 0.78))
    default:
      return Palette(
        skyTop: Color(red: 0.2, green: 0.16, blue: 0.42),
        skyBottom: Color(red: 0.95, green: 0.55, blue: 0.45),
        sun: Color(red: 1, green: 0.7, blue: 0.5), ground: Color(red: 0.3, green: 0.3, blue: 0.38),
        stone: Color(red: 0.78, green: 0.6, blue: 0.6),
        shade: Color(red: 0.5, green: 0.38, blue: 0.45),
        accent: Color(red: 0.95, green: 0.8, blue: 0.45))
    }
  }

  var body: some View {
    let p = palette
    ZStack {
      LinearGradient(
        gradient: Gradient(colors: [p.skyTop, p.skyBottom]), startPoint: .top, endPoint: .bottom)
      DesignSquare { path in
        path.addEllipse(
          in: CGRect(x: variant == 2 ? 40 : 210, y: variant == 2 ? 150 : 40, width: 46, height: 46))
      }
      .fill(p.sun)
      DesignSquare { path in
        path.addRect(CGRect(x: 0, y: 250, width: 300, height: 50))
      }
      .fill(p.ground)
      landmark(p)
    }
    .clipped()
    .accessibilityLabel(Text("Illustration", bundle: .module))
  }

  @ViewBuilder private func landmark(_ p: Palette) -> some View {
    switch subject {
    case .colosseum:
      DesignSquare { path in
        path.move(to: CGPoint(x: 40, y: 250))
        path.addLine(to: CGPoint(x: 40, y: 130))
        path.addQuadCurve(to: CGPoint(x: 260, y: 150), control: CGPoint(x: 150, y: 100))
        path.addLine(to: CGPoint(x: 260, y: 250))
        path.closeSubpath()
      }
      .fill(p.stone)
      DesignSquare { path in
        for row in 0..<3 {
          let y = 150 + CGFloat(row) * 34
          for column in 0..<8 {
            let x = 52 + CGFloat(column) * 26
            path.addRoundedRect(
              in: CGRect(x: x, y: y, width: 14, height: 24), cornerSize: CGSize(width: 7, height: 7)
            )
          }
        }
      }
      .fill(p.shade)
    case .pantheon:
      DesignSquare { path in
        path.addEllipse(in: CGRect(x: 80, y: 95, width: 140, height: 110))
      }
      .fill(p.shade)
      DesignSquare { path in
        path.move(to: CGPoint(x: 60, y: 150))
        path.addLine(to: CGPoint(x: 150, y: 115))
        path.addLine(to: CGPoint(x: 240, y: 150))
        path.closeSubpath()
        path.addRect(CGRect(x: 60, y: 150, width: 180, height: 12))
        for column in 0..<6 {
          path.addRect(CGRect(x: 68 + CGFloat(column) * 31, y: 162, width: 12, height: 80))
        }
        path.addRect(CGRect(x: 55, y: 242, width: 190, height: 8))
      }
      .fill(p.stone)
    case .trevi:
      DesignSquare { path in
        path.addRect(CGRect(x: 30, y: 90, width: 240, height: 120))
        path.addRect(CGRect(x: 20, y: 80, width: 260, height: 14))
      }
      .fill(p.stone)
      DesignSquare { path in
        path.addRoundedRect(
          in: CGRect(x: 125, y: 115, width: 50, height: 75),
          cornerSize: CGSize(width: 25, height: 25))
        for column in 0..<4 {
          let x = 45 + CGFloat(column) * 70 - (column > 1 ? 10 : 0)
          path.addRect(CGRect(x: x, y: 100, width: 10, height: 110))
        }
      }
      .fill(p.shade)
      DesignSquare { path in
        path.move(to: CGPoint(x: 20, y: 215))
        path.addQuadCurve(to: CGPoint(x: 280, y: 215), control: CGPoint(x: 150, y: 195))
        path.addLine(to: CGPoint(x: 280, y: 260))
        path.addLine(to: CGPoint(x: 20, y: 260))
        path.closeSubpath()
      }
      .fill(p.accent)
    case .eiffel:
      DesignSquare { path in
        path.move(to: CGPoint(x: 150, y: 25))
        path.addLine(to: CGPoint(x: 158, y: 80))
        path.addQuadCurve(to: CGPoint(x: 225, y: 250), control: CGPoint(x: 170, y: 190))
        path.addLine(to: CGPoint(x: 190, y: 250))
        path.addQuadCurve(to: CGPoint(x: 110, y: 250), control: CGPoint(x: 150, y: 195))
        path.addLine(to: CGPoint(x: 75, y: 250))
        path.addQuadCurve(to: CGPoint(x: 142, y: 80), control: CGPoint(x: 130, y: 190))
        path.closeSubpath()
      }
      .fill(p.shade)
      DesignSquare { path in
        path.addRect(CGRect(x: 112, y: 160, width: 76, height: 8))
        path.addRect(CGRect(x: 132, y: 95, width: 36, height: 6))
      }
      .fill(p.stone)
    case .louvre:
      DesignSquare { path in
        path.addRect(CGRect(x: 10, y: 170, width: 280, height: 80))
      }
      .fill(p.stone)
      DesignSquare { path in
        for column in 0..<12 {
          path.addRect(CGRect(x: 18 + CGFloat(column) * 23, y: 185, width: 10, height: 18))
        }
      }
      .fill(p.shade)
      DesignSquare { path in
        path.move(to: CGPoint(x: 150, y: 110))
        path.addLine(to: CGPoint(x: 225, y: 250))
        path.addLine(to: CGPoint(x: 75, y: 250))
        path.closeSubpath()
      }
      .fill(p.accent.opacity(0.85))
      DesignSquare { path in
        path.move(to: CGPoint(x: 150, y: 110))
        path.addLine(to: CGPoint(x: 150, y: 250))
        path.move(to: CGPoint(x: 112, y: 180))
        path.addLine(to: CGPoint(x: 188, y: 180))
      }
      .stroke(Color.white.opacity(0.7), lineWidth: 1.5)
    case .palace:
      DesignSquare { path in
        path.addRect(CGRect(x: 70, y: 170, width: 160, height: 80))
      }
      .fill(Color(red: 0.75, green: 0.25, blue: 0.2))
      DesignSquare { path in
        path.move(to: CGPoint(x: 30, y: 175))
        path.addQuadCurve(to: CGPoint(x: 90, y: 130), control: CGPoint(x: 70, y: 170))
        path.addLine(to: CGPoint(x: 210, y: 130))
        path.addQuadCurve(to: CGPoint(x: 270, y: 175), control: CGPoint(x: 230, y: 170))
        path.closeSubpath()
        path.move(to: CGPoint(x: 70, y: 135))
        path.addQuadCurve(to: CGPoint(x: 115, y: 100), control: CGPoint(x: 100, y: 130))
        path.addLine(to: CGPoint(x: 185, y: 100))
        path.addQuadCurve(to: CGPoint(x: 230, y: 135), control: CGPoint(x: 200, y: 130))
        path.closeSubpath()
      }
      .fill(Color(red: 0.25, green: 0.3, blue: 0.32))
    case .bazaar:
      DesignSquare { path in
        path.addRect(CGRect(x: 40, y: 170, width: 220, height: 80))
      }
      .fill(p.stone)
      DesignSquare { path in
        path.move(to: CGPoint(x: 60, y: 172))
        path.addQuadCurve(to: CGPoint(x: 240, y: 172), control: CGPoint(x: 150, y: 40))
        path.closeSubpath()
      }
      .fill(Color(red: 0.2, green: 0.6, blue: 0.62))
      DesignSquare { path in
        for column in 0..<5 {
          path.addRoundedRect(
            in: CGRect(x: 62 + CGFloat(column) * 38, y: 195, width: 20, height: 40),
            cornerSize: CGSize(width: 10, height: 10))
        }
      }
      .fill(p.shade)
    case .tower:
      DesignSquare { path in
        path.move(to: CGPoint(x: 140, y: 250))
        path.addLine(to: CGPoint(x: 143, y: 90))
        path.addLine(to: CGPoint(x: 157, y: 90))
        path.addLine(to: CGPoint(x: 160, y: 250))
        path.closeSubpath()
      }
      .fill(p.shade)
      DesignSquare { path in
        path.move(to: CGPoint(x: 128, y: 92))
        path.addQuadCurve(to: CGPoint(x: 172, y: 92), control: CGPoint(x: 150, y: 55))
        path.addLine(to: CGPoint(x: 165, y: 100))
        path.addLine(to: CGPoint(x: 135, y: 100))
        path.closeSubpath()
        path.addRect(CGRect(x: 148, y: 40, width: 4, height: 30))
      }
      .fill(p.stone)
      DesignSquare { path in
        path.addRect(CGRect(x: 0, y: 262, width: 300, height: 16))
      }
      .fill(p.accent)
    case .domes:
      DesignSquare { path in
        path.addRect(CGRect(x: 60, y: 170, width: 180, height: 80))
        path.addRect(CGRect(x: 135, y: 100, width: 30, height: 70))
      }
      .fill(Color(red: 0.8, green: 0.3, blue: 0.28))
      DesignSquare { path in
        for (x, y, width) in [(150.0, 60.0, 44.0), (90.0, 120.0, 40.0), (210.0, 120.0, 40.0)] {
          path.move(to: CGPoint(x: x, y: y))
          path.addQuadCurve(
            to: CGPoint(x: x + width / 2, y: y + width * 1.1),
            control: CGPoint(x: x + width * 0.8, y: y + width * 0.5))
          path.addLine(to: CGPoint(x: x - width / 2, y: y + width * 1.1))
          path.addQuadCurve(
            to: CGPoint(x: x, y: y), control: CGPoint(x: x - width * 0.8, y: y + width * 0.5))
          path.closeSubpath()
        }
      }
      .fill(
        variant == 1
          ? Color(red: 0.2, green: 0.55, blue: 0.4) : Color(red: 0.95, green: 0.75, blue: 0.25))
    }
  }
}

/// A path drawn in the 300×300 design square, scaled to fill its frame (cropping the longer side) with the
/// bottom edge kept, where the ground is.
struct DesignSquare: Shape {
  let build: @Sendable (inout Path) -> Void

  init(_ build: @escaping @Sendable (inout Path) -> Void) { self.build = build }

  nonisolated func path(in rect: CGRect) -> Path {
    var path = Path()
    build(&path)
    let scale = max(rect.width, rect.height) / 300
    let transform = CGAffineTransform(
      a: scale, b: 0, c: 0, d: scale, tx: rect.midX - 150 * scale, ty: rect.maxY - 300 * scale)
    return path.applying(transform)
  }
}
