import CCairo
import Foundation
import SwiftUI

/// The basemap under a map's annotations: a primitive that fills its frame and draws the offline basemap
/// for the frame's viewport through `BasemapRenderer` (one per process, so every map shares its tiles).
struct MapBasemapLayer: PackagePrimitiveView {
  typealias Body = Never
  let viewport: MapViewport
  let showsLabels: Bool

  func makeNode(_ node: PrimitiveNode) {
    node.setLayout(FillProposalLayout())
    let state = node.state { BasemapLayerState() }
    node.setDrawing(
      BasemapDrawing(
        viewport: viewport, showsLabels: showsLabels, state: state, redraw: node.redrawHandle))
  }
}

/// What one map's basemap remembers between frames: the viewport it last drew, to tell motion from rest.
@MainActor final class BasemapLayerState {
  var lastViewport: MapViewport?
  var lastSize: CGSize = .zero
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
    return BasemapRenderer(file: file)
  }()
}

struct BasemapDrawing: PrimitiveDrawing {
  let viewport: MapViewport
  let showsLabels: Bool
  let state: BasemapLayerState
  let redraw: PrimitiveRedrawHandle

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
      // While the camera moves, new tiles are drawn within a frame budget (coarser tiles stand in);
      // at rest every tile is drawn, so a still map is always complete.
      let moving = state.lastViewport != viewport || state.lastSize != size
      state.lastViewport = viewport
      state.lastSize = size
      renderer.frameBudget = moving ? 0.005 : nil
      let complete = renderer.draw(
        viewport: viewport, size: size, scale: Double(scale), into: cr, showsLabels: showsLabels)
      if !complete {
        let handle = redraw
        DispatchQueue.main.async { handle.setNeedsDisplay() }
      }
    }
  }

  func redrawCost(size: CGSize, pixels: Double) -> Double {
    // Compositing its tiles costs about what compositing a cached layer would; never cache it as one.
    pixels * 2
  }
}
