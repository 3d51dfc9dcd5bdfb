import SwiftUI

/// The compass MapKit shows while the map is turned away from north: a white disc whose red needle points
/// north on the map; tapping it turns the map back to north. Hidden when north is up, as on iOS.
struct MapCompassButton: View {
  let heading: Double
  let reset: (() -> Void)?

  init(heading: Double, reset: (() -> Void)?) {
    self.heading = heading
    self.reset = reset
  }

  /// MapKit hides the compass within about a degree of north.
  static func isShown(heading: Double) -> Bool {
    let normalized = MapViewport.normalizedHeading(heading)
    return min(normalized, 360 - normalized) > 0.5
  }

  var body: some View {
    ZStack {
      Circle()
        .fill(Color.white.opacity(0.94))
        .shadow(color: Color.black.opacity(0.18), radius: 3, x: 0, y: 1)
      ZStack {
        CompassNeedle()
          .fill(Color(red: 0.92, green: 0.23, blue: 0.2))
          .frame(width: 9, height: 14)
          .offset(y: -7)
        CompassNeedle()
          .fill(Color(white: 0.62))
          .frame(width: 9, height: 14)
          .rotationEffect(.degrees(180))
          .offset(y: 7)
        Text("N")
          .font(.system(size: 8, weight: .bold))
          .foregroundColor(Color(white: 0.25))
          .offset(y: -16)
      }
      // North on the map is `heading` degrees anticlockwise from the top of the view.
      .rotationEffect(.degrees(-heading))
    }
    .frame(width: 44, height: 44)
    .contentShape(Circle())
    .accessibilityLabel("Compass")
    .onTapGesture { reset?() }
  }
}

/// A slim triangle pointing up.
struct CompassNeedle: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.midX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    path.closeSubpath()
    return path
  }
}
