import FindYourMatch
import Foundation
import MapKit
import SwiftUI

/// A full-screen map over Rome at the Date spots tab's span (0.1°), with the places' pins.
struct BenchmarkMap: View {
  @State private var region = MKCoordinateRegion(
    center: CLLocationCoordinate2D(latitude: 41.8986, longitude: 12.4769),
    span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1))
  var body: some View {
    Map(coordinateRegion: $region).ignoresSafeArea()
  }
}

/// The `map` section: the first frame of the Date spots tab, and frames while a finger pans the map and a
/// wheel zooms it, at 2x (each frame: input, update, draw). Goal: pan and zoom under 8 ms p99.
@MainActor func mapFrames() {
  print("Map (Date spots tab and a full-screen map over Rome, 2x; goal: pan and zoom < 8 ms p99)")
  let cold = time(1) { _ = ViewHost(rootView: DateSpotsView(), size: phone, scale: 2).render() }
  report("  first frame of the tab (cold: map file, tiles)", cold)
  report(
    "  first frame of the tab (tiles cached)",
    time(max(runs / 4, 5)) {
      _ = ViewHost(rootView: DateSpotsView(), size: phone, scale: 2).render()
    })

  // The tab itself panned: its header and preview card are materials with shadows, blurring the map as it
  // moves under them.
  let tab = ViewHost(rootView: DateSpotsView(), size: phone, scale: 2)
  showFirstFrameThenIdle(tab)
  report(
    "  pan under the tab's header and card, per frame", pan(tab, frames: max(runs * 3, 120)),
    tail: 0.99)

  let host = ViewHost(rootView: BenchmarkMap(), size: phone, scale: 2)
  showFirstFrameThenIdle(host)
  report("  pan, per frame", pan(host, frames: max(runs * 6, 240)), tail: 0.99)

  // Wheel zoom out and back in, a notch every frame, about a point off-centre.
  var zoomFrames: [Double] = []
  for frame in 0..<max(runs * 4, 160) {
    let outward = (frame / 40) % 2 == 0
    zoomFrames += time(1) {
      host.advance(by: 1.0 / 60)
      host.send(.scroll(dx: 0, dy: outward ? -20 : 20, at: CGPoint(x: 240, y: 380)))
      _ = host.render()
    }
  }
  report("  wheel zoom, per frame", zoomFrames, tail: 0.99)
}

/// A slow steady pan, 6 points a frame, back and forth over a few screens: each frame's input, update and draw.
@MainActor func pan(_ host: ViewHost, frames: Int) -> [Double] {
  var samples: [Double] = []
  var x: CGFloat = 300
  host.send(.pointerDown(CGPoint(x: x, y: 420)))
  for frame in 0..<frames {
    let direction: CGFloat = (frame / 120) % 2 == 0 ? -1 : 1
    x += 6 * direction
    samples += time(1) {
      host.advance(by: 1.0 / 60)
      host.send(.pointerMoved(CGPoint(x: x, y: 420 + CGFloat(frame % 40))))
      _ = host.render()
    }
  }
  host.send(.pointerUp(CGPoint(x: x, y: 420)))
  return samples
}
