import Foundation

/// A camera tilted `pitch` degrees from looking straight down, seeing about 30° vertically as MapKit's
/// does: where each point of the view looks on the flat (north-up, untilted) map, and back. Offsets are in
/// points from the view's centre, y down; at the centre the flat map keeps its scale across, so a tilted
/// map shows the same place at the same zoom, foreshortened towards the horizon.
struct MapPerspective {
  let pitch: Double
  /// The focal length in points: half the view's height over tan(15°).
  let focal: Double
  let size: CGSize

  init(pitch: Double, size: CGSize) {
    self.pitch = min(max(pitch, 0), MapViewport.maximumPitch)
    self.size = size
    focal = max(Double(size.height), 1) / 2 / tan(15 * Double.pi / 180)
  }

  var isFlat: Bool { pitch < 0.01 }
  private var sine: Double { sin(pitch * .pi / 180) }
  private var cosine: Double { cos(pitch * .pi / 180) }

  /// How much wider than at the centre the ground is at view row `v` (points below the centre).
  func spread(atRow v: Double) -> Double {
    cosine / max(cosine + v / focal * sine, 1e-3)
  }

  func flat(fromView offset: CGSize) -> CGSize {
    guard !isFlat else { return offset }
    let v = Double(offset.height)
    let spread = spread(atRow: v)
    return CGSize(width: Double(offset.width) * spread, height: v * spread / cosine)
  }

  func view(fromFlat offset: CGSize) -> CGSize {
    guard !isFlat else { return offset }
    let down = Double(offset.height)
    // Beyond the horizon there is nothing to see: such points are put far above the view.
    let denominator = 1 - down * sine / focal
    guard denominator > 1e-3 else { return CGSize(width: Double(offset.width), height: -1e6) }
    let v = down * cosine / denominator
    return CGSize(width: Double(offset.width) / spread(atRow: v), height: v)
  }

  /// The flat row (points from the centre) that view row `v` shows.
  func flatRow(_ v: Double) -> Double { v * spread(atRow: v) / cosine }

  /// The flat map's size the whole view shows, as a box centred on the view's centre.
  var flatSize: CGSize {
    guard !isFlat else { return size }
    let half = Double(size.height) / 2
    let top = abs(flatRow(-half))
    let bottom = abs(flatRow(half))
    return CGSize(
      width: Double(size.width) * spread(atRow: -half), height: 2 * max(top, bottom))
  }
}
