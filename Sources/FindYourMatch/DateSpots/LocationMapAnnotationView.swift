import SwiftUI

/// A place's pin: the place's symbol in a circle over a small triangle pointing at the spot. The bottom
/// padding puts the triangle's tip at the annotation's centre, where MapAnnotation anchors it.
struct LocationMapAnnotationView: View {
  let spot: DateSpot
  let accentColor = Theme.darkPurple

  var body: some View {
    VStack(spacing: 0) {
      Image(systemName: spot.symbol)
        .font(.system(size: 15, weight: .bold))
        .foregroundColor(.white)
        .frame(width: 30, height: 30)
        .padding(6)
        .background(accentColor)
        .clipShape(Circle())
        .overlay(Circle().stroke(Color.white, lineWidth: 2))

      Image(systemName: "triangle.fill")
        .resizable()
        .scaledToFit()
        .foregroundColor(accentColor)
        .frame(width: 10, height: 10)
        .rotationEffect(Angle(degrees: 180))
        .offset(y: -3)
        .padding(.bottom, 40)
    }
    .accessibilityLabel(Text("Pin", bundle: .module) + Text(verbatim: " ") + Text(place: spot.name))
  }
}
