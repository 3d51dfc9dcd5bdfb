import Foundation
import SwiftUI

/// How one annotation looks: the app's own view, or MapKit's balloon marker or classic pin.
struct MapAnnotationView: View {
  let item: ResolvedMapItem
  let isSelected: Bool

  var body: some View {
    switch item.shape {
    case .annotation(let view, _):
      view
    case .marker(let title, let systemImage, let monogram):
      MarkerBalloon(
        tint: item.tint ?? Color(red: 0.96, green: 0.26, blue: 0.24), systemImage: systemImage,
        monogram: monogram, isSelected: isSelected
      )
      .overlay(alignment: .bottom) {
        if !title.isEmpty, !item.titleHidden {
          MapLabelText(title: title)
            .fixedSize()
            .offset(y: 18)
        }
      }
    case .pin:
      ClassicPin(tint: item.tint ?? .red)
    default:
      EmptyView()
    }
  }
}

/// MapKit's marker: a tinted circle with a white glyph over a short point; larger when selected.
struct MarkerBalloon: View {
  let tint: Color
  let systemImage: String?
  let monogram: String?
  let isSelected: Bool

  var body: some View {
    let diameter: CGFloat = isSelected ? 44 : 30
    VStack(spacing: -3) {
      ZStack {
        Circle().fill(tint)
        Circle().stroke(Color.white, lineWidth: isSelected ? 2.5 : 2)
        glyph
          .foregroundColor(.white)
      }
      .frame(width: diameter, height: diameter)
      MarkerPoint()
        .fill(tint)
        .frame(width: diameter * 0.36, height: diameter * 0.28)
    }
    .shadow(color: .black.opacity(0.25), radius: 2, x: 0, y: 1)
  }

  @ViewBuilder private var glyph: some View {
    if let monogram {
      Text(monogram)
        .font(.system(size: isSelected ? 17 : 12, weight: .bold))
    } else {
      Image(systemName: systemImage ?? "mappin")
        .font(.system(size: isSelected ? 20 : 14, weight: .semibold))
    }
  }
}

/// The small triangle under a marker, pointing at its coordinate.
struct MarkerPoint: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.minX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
    path.closeSubpath()
    return path
  }
}

/// The classic pin: a round head on a needle.
struct ClassicPin: View {
  let tint: Color
  var body: some View {
    VStack(spacing: 0) {
      Circle()
        .fill(tint)
        .overlay(Circle().stroke(Color.black.opacity(0.2), lineWidth: 1))
        .frame(width: 14, height: 14)
      Rectangle()
        .fill(Color(white: 0.35))
        .frame(width: 2, height: 18)
    }
    .shadow(color: .black.opacity(0.25), radius: 1.5, x: 1, y: 1)
  }
}
