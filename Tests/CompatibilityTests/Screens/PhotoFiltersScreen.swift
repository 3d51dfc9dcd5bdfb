import SwiftUI

/// A "photo filters" screen as tutorials on colour effects write it: the same swatch with each effect, two
/// effects in both orders, a group of shapes made grey at once, and shapes blended onto the ones below.
struct PhotoFiltersScreen: View {
  let swatch = Color(red: 0.2, green: 0.4, blue: 0.6)

  var body: some View {
    VStack(spacing: 12) {
      HStack(spacing: 12) {
        swatch.brightness(0.2).tile("brightness")
        Color(red: 0.25, green: 0.5, blue: 0.75).contrast(2).tile("contrast")
        Color(red: 1, green: 0, blue: 0).grayscale(1).tile("grayscale")
        Color(red: 1, green: 0, blue: 0).saturation(0.5).tile("saturation")
      }
      HStack(spacing: 12) {
        Color.white.colorMultiply(Color(red: 1, green: 0.5, blue: 0)).tile("colorMultiply")
        Color(red: 1, green: 0, blue: 0).hueRotation(.degrees(180)).tile("hueRotation")
        swatch.colorInvert().tile("colorInvert")
        Color(white: 0.5).luminanceToAlpha().tile("luminanceToAlpha")
      }
      HStack(spacing: 12) {
        swatch.brightness(0.5).colorInvert().tile("brightenThenInvert")
        swatch.colorInvert().brightness(0.5).tile("invertThenBrighten")
        HStack(spacing: 0) {
          Color.red
          Color.blue
        }
        .grayscale(1)
        .tile("groupGrey")
      }
      HStack(spacing: 12) {
        ZStack {
          Color(red: 0, green: 1, blue: 1)
          Circle().fill(Color(red: 1, green: 1, blue: 0)).blendMode(.multiply)
        }
        .tile("multiply")
        ZStack {
          Color(red: 0, green: 0, blue: 1)
          Circle().fill(Color(red: 1, green: 0, blue: 0)).blendMode(.screen)
        }
        .tile("screen")
        ZStack {
          swatch
          Rectangle().fill(.white).blendMode(.difference)
        }
        .tile("difference")
      }
    }
    .padding()
  }
}

extension View {
  fileprivate func tile(_ name: String) -> some View {
    frame(width: 70, height: 70).accessibilityIdentifier(name)
  }
}
