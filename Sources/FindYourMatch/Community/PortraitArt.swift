import FindYourMatchStore
import SwiftUI

/// A person's portrait: a flat vector illustration (shoulders, face, hair, features) drawn with shapes from
/// `PortraitTraits`, never a photo. It fills any size, cropped like a photo with the face near the centre.
struct PortraitArt: View {
  enum Framing { case closeUp, wide }
  let traits: PortraitTraits
  var framing: Framing = .closeUp

  init(person: Person, framing: Framing = .closeUp) {
    traits = PortraitTraits(person: person)
    self.framing = framing
  }

  var body: some View {
    ZStack {
      LinearGradient(
        gradient: Gradient(colors: [traits.backgroundTop.color, traits.backgroundBottom.color]),
        startPoint: .top, endPoint: .bottom)
      ForEach(Array(PortraitLayers.make(traits).enumerated()), id: \.offset) { _, layer in
        DesignShape(path: layer.path, zoom: framing == .closeUp ? 1 : 0.72)
          .fill(layer.color.color, style: FillStyle(eoFill: layer.evenOdd))
      }
    }
    .accessibilityLabel(Text("Portrait illustration", bundle: .module))
  }
}

/// A path drawn in the 300x400 design space of a portrait, scaled to fill its frame (cropping the sides or
/// the top) with the bottom edge, where the shoulders are, on the frame's bottom.
struct DesignShape: Shape {
  nonisolated static let designSize = CGSize(width: 300, height: 400)
  let path: Path
  var zoom: CGFloat = 1

  nonisolated func path(in rect: CGRect) -> Path {
    let size = Self.designSize
    let scale = max(rect.width / size.width, rect.height / size.height) * zoom
    let transform = CGAffineTransform(
      a: scale, b: 0, c: 0, d: scale, tx: rect.midX - size.width / 2 * scale,
      ty: rect.maxY - size.height * scale)
    return path.applying(transform)
  }
}

/// The layers of one portrait, back to front, in design coordinates.
enum PortraitLayers {
  struct Layer {
    let path: Path
    let color: PortraitTraits.RGB
    var evenOdd = false
  }

  static func make(_ t: PortraitTraits) -> [Layer] {
    var layers: [Layer] = []
    let skinShade = t.skin.shaded(0.86)
    // Soft circles in the sky, placed by the tilt and smile so each background differs.
    let glow = t.backgroundTop.mixed(with: PortraitTraits.RGB(red: 1, green: 1, blue: 1), 0.45)
    layers.append(
      Layer(
        path: Path(ellipseIn: CGRect(x: 200 + t.tilt * 30, y: 30, width: 110, height: 110)),
        color: glow))
    layers.append(
      Layer(
        path: Path(ellipseIn: CGRect(x: -40 + t.smile * 30, y: 120, width: 90, height: 90)),
        color: t.backgroundBottom.mixed(with: glow, 0.5)))

    // Everything above the shoulders leans with the head.
    let lean = CGAffineTransform(translationX: 150, y: 300)
      .rotated(by: t.tilt * 0.07)
      .translatedBy(x: -150, y: -300)
    func head(_ path: Path) -> Path { path.applying(lean) }

    if [.long, .ponytail].contains(t.hair) {
      var back = Path()
      if t.hair == .long {
        back.addRoundedRect(
          in: CGRect(x: 66, y: 88, width: 168, height: 236),
          cornerSize: CGSize(width: 70, height: 70))
      } else {
        back.addEllipse(in: CGRect(x: 196, y: 120, width: 70, height: 120))
      }
      layers.append(Layer(path: head(back), color: t.hairColor.shaded(0.85)))
    }
    // Shoulders and the shirt.
    var torso = Path()
    torso.move(to: CGPoint(x: 8, y: 400))
    torso.addCurve(
      to: CGPoint(x: 80, y: 300), control1: CGPoint(x: 8, y: 335), control2: CGPoint(x: 35, y: 306))
    torso.addLine(to: CGPoint(x: 220, y: 300))
    torso.addCurve(
      to: CGPoint(x: 292, y: 400), control1: CGPoint(x: 265, y: 306),
      control2: CGPoint(x: 292, y: 335))
    torso.closeSubpath()
    // Neck, then the collar's opening over the shirt.
    layers.append(
      Layer(
        path: head(
          Path(
            roundedRect: CGRect(x: 126, y: 222, width: 48, height: 90),
            cornerSize: CGSize(width: 18, height: 18))),
        color: skinShade))
    layers.append(Layer(path: torso, color: t.shirt))
    var collar = Path()
    collar.move(to: CGPoint(x: 124, y: 299))
    collar.addQuadCurve(to: CGPoint(x: 176, y: 299), control: CGPoint(x: 150, y: 345))
    collar.closeSubpath()
    layers.append(Layer(path: collar, color: skinShade))

    // Ears and face.
    var ears = Path()
    ears.addEllipse(in: CGRect(x: 74, y: 160, width: 22, height: 34))
    ears.addEllipse(in: CGRect(x: 204, y: 160, width: 22, height: 34))
    layers.append(Layer(path: head(ears), color: skinShade))
    var face = Path()
    face.move(to: CGPoint(x: 150, y: 92))
    face.addCurve(
      to: CGPoint(x: 218, y: 170), control1: CGPoint(x: 195, y: 92),
      control2: CGPoint(x: 218, y: 120))
    face.addCurve(
      to: CGPoint(x: 150, y: 262), control1: CGPoint(x: 218, y: 225),
      control2: CGPoint(x: 190, y: 262))
    face.addCurve(
      to: CGPoint(x: 82, y: 170), control1: CGPoint(x: 110, y: 262),
      control2: CGPoint(x: 82, y: 225))
    face.addCurve(
      to: CGPoint(x: 150, y: 92), control1: CGPoint(x: 82, y: 120), control2: CGPoint(x: 105, y: 92)
    )
    face.closeSubpath()
    layers.append(Layer(path: head(face), color: t.skin))

    if t.earrings {
      var rings = Path()
      rings.addEllipse(in: CGRect(x: 79, y: 192, width: 10, height: 10))
      rings.addEllipse(in: CGRect(x: 211, y: 192, width: 10, height: 10))
      layers.append(
        Layer(path: head(rings), color: PortraitTraits.RGB(red: 0.95, green: 0.78, blue: 0.3)))
    }
    if t.beard {
      var beard = Path()
      beard.move(to: CGPoint(x: 84, y: 180))
      beard.addCurve(
        to: CGPoint(x: 150, y: 272), control1: CGPoint(x: 86, y: 240),
        control2: CGPoint(x: 115, y: 272))
      beard.addCurve(
        to: CGPoint(x: 216, y: 180), control1: CGPoint(x: 185, y: 272),
        control2: CGPoint(x: 214, y: 240))
      beard.addCurve(
        to: CGPoint(x: 150, y: 222), control1: CGPoint(x: 205, y: 215),
        control2: CGPoint(x: 180, y: 212))
      beard.addCurve(
        to: CGPoint(x: 84, y: 180), control1: CGPoint(x: 120, y: 212),
        control2: CGPoint(x: 95, y: 215))
      beard.closeSubpath()
      layers.append(Layer(path: head(beard), color: t.hairColor))
    }

    // Cheeks, eyes, brows, nose, mouth.
    var cheeks = Path()
    cheeks.addEllipse(in: CGRect(x: 98, y: 200, width: 26, height: 16))
    cheeks.addEllipse(in: CGRect(x: 176, y: 200, width: 26, height: 16))
    layers.append(
      Layer(
        path: head(cheeks),
        color: t.skin.mixed(with: PortraitTraits.RGB(red: 0.95, green: 0.45, blue: 0.5), 0.35)))
    var whites = Path()
    whites.addEllipse(in: CGRect(x: 108, y: 170, width: 28, height: 20))
    whites.addEllipse(in: CGRect(x: 164, y: 170, width: 28, height: 20))
    layers.append(Layer(path: head(whites), color: PortraitTraits.RGB(red: 1, green: 1, blue: 1)))
    var irises = Path()
    irises.addEllipse(in: CGRect(x: 115, y: 171, width: 15, height: 18))
    irises.addEllipse(in: CGRect(x: 171, y: 171, width: 15, height: 18))
    layers.append(Layer(path: head(irises), color: t.eyes))
    var sparks = Path()
    sparks.addEllipse(in: CGRect(x: 123, y: 174, width: 5, height: 5))
    sparks.addEllipse(in: CGRect(x: 179, y: 174, width: 5, height: 5))
    layers.append(Layer(path: head(sparks), color: PortraitTraits.RGB(red: 1, green: 1, blue: 1)))
    var brows = Path()
    for x in [106.0, 162.0] {
      brows.move(to: CGPoint(x: x, y: 160))
      brows.addQuadCurve(to: CGPoint(x: x + 32, y: 158), control: CGPoint(x: x + 16, y: 148))
      brows.addQuadCurve(to: CGPoint(x: x, y: 160), control: CGPoint(x: x + 16, y: 154))
      brows.closeSubpath()
    }
    layers.append(Layer(path: head(brows), color: t.hairColor.shaded(0.8)))
    var nose = Path()
    nose.move(to: CGPoint(x: 150, y: 190))
    nose.addQuadCurve(to: CGPoint(x: 143, y: 214), control: CGPoint(x: 146, y: 206))
    nose.addQuadCurve(to: CGPoint(x: 158, y: 214), control: CGPoint(x: 150, y: 219))
    nose.addQuadCurve(to: CGPoint(x: 150, y: 190), control: CGPoint(x: 154, y: 204))
    nose.closeSubpath()
    layers.append(Layer(path: head(nose), color: skinShade))
    let width = 16 + 8 * t.smile
    var mouth = Path()
    mouth.move(to: CGPoint(x: 150 - width, y: 229))
    mouth.addQuadCurve(to: CGPoint(x: 150 + width, y: 229), control: CGPoint(x: 150, y: 233))
    mouth.addQuadCurve(
      to: CGPoint(x: 150 - width, y: 229), control: CGPoint(x: 150, y: 246 + 6 * t.smile))
    mouth.closeSubpath()
    layers.append(
      Layer(path: head(mouth), color: PortraitTraits.RGB(red: 0.72, green: 0.22, blue: 0.3)))

    if let front = hairFront(t.hair) {
      layers.append(Layer(path: head(front), color: t.hairColor))
    }
    if t.glasses {
      var frames = Path()
      for x in [122.0, 178.0] {
        frames.addEllipse(in: CGRect(x: x - 21, y: 159, width: 42, height: 42))
        frames.addEllipse(in: CGRect(x: x - 17, y: 163, width: 34, height: 34))
      }
      frames.addRect(CGRect(x: 142, y: 176, width: 16, height: 4))
      layers.append(
        Layer(
          path: head(frames), color: PortraitTraits.RGB(red: 0.15, green: 0.15, blue: 0.18),
          evenOdd: true))
    }
    return layers
  }

  /// The hair over the forehead, by style; nil for a bald head.
  static func hairFront(_ hair: PortraitTraits.Hair) -> Path? {
    var path = Path()
    // The crown: from one temple over the top of the head to the other.
    func crown(hairline: (inout Path) -> Void) {
      path.move(to: CGPoint(x: 80, y: 172))
      path.addCurve(
        to: CGPoint(x: 150, y: 80), control1: CGPoint(x: 74, y: 110),
        control2: CGPoint(x: 105, y: 80))
      path.addCurve(
        to: CGPoint(x: 220, y: 172), control1: CGPoint(x: 195, y: 80),
        control2: CGPoint(x: 226, y: 110))
      hairline(&path)
      path.closeSubpath()
    }
    switch hair {
    case .bald:
      return nil
    case .short:
      crown { p in
        p.addCurve(
          to: CGPoint(x: 150, y: 118), control1: CGPoint(x: 210, y: 130),
          control2: CGPoint(x: 185, y: 116))
        p.addCurve(
          to: CGPoint(x: 80, y: 172), control1: CGPoint(x: 115, y: 120),
          control2: CGPoint(x: 90, y: 130))
      }
    case .sidePart:
      crown { p in
        p.addCurve(
          to: CGPoint(x: 125, y: 112), control1: CGPoint(x: 205, y: 120),
          control2: CGPoint(x: 160, y: 135))
        p.addCurve(
          to: CGPoint(x: 80, y: 172), control1: CGPoint(x: 100, y: 125),
          control2: CGPoint(x: 86, y: 140))
      }
    case .bob, .long, .ponytail:
      crown { p in
        // A fringe swept to one side, and hair falling past the ears.
        p.addLine(to: CGPoint(x: 222, y: 228))
        p.addLine(to: CGPoint(x: 208, y: 228))
        p.addCurve(
          to: CGPoint(x: 140, y: 125), control1: CGPoint(x: 205, y: 160),
          control2: CGPoint(x: 185, y: 125))
        p.addCurve(
          to: CGPoint(x: 92, y: 228), control1: CGPoint(x: 100, y: 140),
          control2: CGPoint(x: 95, y: 170))
        p.addLine(to: CGPoint(x: 78, y: 228))
      }
    case .bun:
      crown { p in
        p.addCurve(
          to: CGPoint(x: 150, y: 116), control1: CGPoint(x: 208, y: 128),
          control2: CGPoint(x: 185, y: 114))
        p.addCurve(
          to: CGPoint(x: 80, y: 172), control1: CGPoint(x: 115, y: 118),
          control2: CGPoint(x: 92, y: 128))
      }
      path.addEllipse(in: CGRect(x: 120, y: 44, width: 60, height: 56))
    case .curly:
      crown { p in
        p.addCurve(
          to: CGPoint(x: 150, y: 124), control1: CGPoint(x: 210, y: 135),
          control2: CGPoint(x: 185, y: 122))
        p.addCurve(
          to: CGPoint(x: 80, y: 172), control1: CGPoint(x: 115, y: 126),
          control2: CGPoint(x: 90, y: 135))
      }
      for (x, y) in [
        (82.0, 120.0), (100, 92), (128, 76), (160, 74), (190, 88), (210, 116), (84, 150),
        (214, 148),
      ] {
        path.addEllipse(in: CGRect(x: x - 20, y: y - 20, width: 40, height: 40))
      }
    }
    return path
  }
}
