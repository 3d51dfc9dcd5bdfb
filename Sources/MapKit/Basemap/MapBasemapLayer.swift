import CCairo
import Foundation
import SwiftUI

/// The basemap under a map's annotations: a primitive that fills its frame and draws the offline basemap
/// for the frame's viewport through `BasemapRenderer` (one per process, so every map shares its tiles).
struct MapBasemapLayer: PackagePrimitiveView {
  typealias Body = Never
  let viewport: MapViewport
  let showsLabels: Bool
  /// Where the annotations are, in the layer's points: place labels keep clear of them. Asked when the
  /// layer draws, after layout, when the annotation views' sizes are known.
  var reserved: @MainActor () -> [CGRect] = { [] }
  /// The language place labels are in (an ISO 639-1 code); nil or one the data lacks shows English.
  var language: String? = nil

  func makeNode(_ node: PrimitiveNode) {
    node.setLayout(FillProposalLayout())
    let state = node.state { BasemapLayerState() }
    node.setDrawing(
      BasemapDrawing(
        viewport: viewport, showsLabels: showsLabels, reserved: reserved, language: language,
        state: state, redraw: node.redrawHandle, time: node.time))
  }
}

/// What one map's basemap remembers between frames, to tell a map in motion (frames following each other
/// closely, the camera changing) from a still one and from a single picture.
@MainActor final class BasemapLayerState {
  var lastViewport: MapViewport?
  var lastSize: CGSize = .zero
  var lastChange = -Double.infinity
  var missedTiles = false

  /// True while the camera keeps moving: this frame changed it within a tenth of a second (on the frame
  /// clock: real time in a window, the test's time headless) of the last change, or it stopped only just
  /// now and the worker is still drawing tiles it lacked.
  func isMoving(viewport: MapViewport, size: CGSize, now: Double) -> Bool {
    defer {
      lastViewport = viewport
      lastSize = size
    }
    if lastViewport != viewport || lastSize != size {
      defer { lastChange = now }
      return now - lastChange < 0.1
    }
    return missedTiles && now - lastChange < 0.15
  }
}

/// Takes all the space it is offered.
struct FillProposalLayout: PrimitiveLayout {
  func sizeThatFits(_ proposal: ProposedViewSize, subviews: [PrimitiveSubview]) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: CGSize(width: 10, height: 10))
  }
}

/// The process's basemap renderer, made on first use; nil when the prepared data is missing.
@MainActor enum SharedBasemap {
  static let renderer: BasemapRenderer? = {
    guard case .success(let file) = BasemapFile.shared() else { return nil }
    let renderer = BasemapRenderer(file: file, drawsInBackground: true)
    renderer.tilesArrived = {
      let waiting = SharedBasemap.waiting
      SharedBasemap.waiting.removeAll()
      for handle in waiting { handle.setNeedsDisplay() }
    }
    return renderer
  }()
  /// Maps whose last frame lacked tiles the worker is drawing: they draw again when tiles arrive.
  static var waiting: [PrimitiveRedrawHandle] = []
}

struct BasemapDrawing: PrimitiveDrawing {
  let viewport: MapViewport
  let showsLabels: Bool
  let reserved: @MainActor () -> [CGRect]
  let language: String?
  let state: BasemapLayerState
  let redraw: PrimitiveRedrawHandle
  /// The frame clock when the camera was last set.
  let time: Double

  func draw(in context: inout GraphicsContext, size: CGSize) {
    context.withCairo { cr, scale in
      guard let renderer = SharedBasemap.renderer else {
        // Without the prepared data: plain water, and the message MapKit printed once on stderr.
        cairo_rectangle(cr, 0, 0, size.width, size.height)
        cairo_set_source_rgb(
          cr, BasemapPalette.water.red, BasemapPalette.water.green, BasemapPalette.water.blue)
        cairo_fill(cr)
        return
      }
      // While the camera moves, missing tiles are drawn by the background worker (tiles of a neighbouring
      // level stand in); at rest, and for a single picture, every tile is drawn, so a still map is complete.
      let moving = state.isMoving(viewport: viewport, size: size, now: time)
      renderer.frameBudget = moving ? 0.004 : nil
      let complete = renderer.draw(
        viewport: viewport, size: size, scale: Double(scale), into: cr, showsLabels: showsLabels,
        reserved: reserved(), language: language)
      state.missedTiles = !complete
      if !complete {
        if let worker = renderer.worker, worker.isBusy {
          SharedBasemap.waiting.append(redraw)
        } else {
          let handle = redraw
          DispatchQueue.main.async { handle.setNeedsDisplay() }
        }
      }
    }
  }

  func redrawCost(size: CGSize, pixels: Double) -> Double {
    // Compositing its tiles costs about what compositing a cached layer would; never cache it as one.
    pixels * 2
  }
}
