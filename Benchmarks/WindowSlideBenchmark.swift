import FindYourMatch
import Foundation
import SwiftUI

/// The window benchmark's slide without the window: the welcome screen at 2x, SIGN UP pressed, and every 60 Hz
/// frame of the slide to the name step drawn as the window draws it — compared with the frame before (damage
/// tracking) and drawn only where it differs, into a canvas that keeps the last frame. Frames that differ from
/// the one before in no pixel cost the comparison alone; the window presents only the others.
@MainActor func windowSlide() {
  print(
    "The welcome → name slide as the window draws it (damage tracking into a kept canvas, 2x, 60 fps virtual time)"
  )
  var frames: [Double] = []
  var drawnFrames: [Double] = []
  var unchanged: [Double] = []
  var pixels = 0
  var rounds = 0
  for _ in 0..<max(runs / 10, 3) {
    let host = ViewHost(rootView: welcomeScreen(), size: phone, scale: 2)
    guard let canvas = DamageCanvas(host: host) else {
      print("  could not make a canvas")
      return
    }
    canvas.renderChanges()
    host.prepareWhileIdle()
    // SIGN UP, where the window benchmark clicks it.
    let button = CGPoint(x: 195, y: 692)
    host.send(.pointerDown(button))
    host.send(.pointerUp(button))
    var count = 0
    repeat {
      var drawn: [CGRect]? = []
      let sample = time(1) {
        host.advance(by: 1.0 / 60)
        drawn = canvas.renderChanges()
      }[0]
      frames.append(sample)
      if let drawn, drawn.isEmpty {
        unchanged.append(sample)
      } else {
        drawnFrames.append(sample)
        pixels += canvas.pixelsDrawn
      }
      count += 1
    } while host.isAnimating && count < 600
    rounds += 1
  }
  report("  every frame", frames, tail: 0.99)
  report("    frames drawn", drawnFrames, tail: 0.99)
  report("    frames identical to the one before (compared only)", unchanged, tail: 0.99)
  print(
    String(
      format: "    per slide: %d frames, %d drawn, %.1f Mpx drawn; CPU per drawn frame %.2f ms",
      frames.count / max(rounds, 1), drawnFrames.count / max(rounds, 1),
      Double(pixels) / Double(max(rounds, 1)) / 1e6,
      frames.reduce(0, +) / Double(max(drawnFrames.count, 1))))
}
