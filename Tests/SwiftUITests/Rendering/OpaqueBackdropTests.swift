import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// A screen whose first drawing is an opaque fill over the whole window (the welcome screen's gradient) is drawn
/// without the background fill under it, and looks exactly the same; anything that leaves a pixel of the window
/// uncovered or see-through still gets the fill.
@MainActor @Suite struct OpaqueBackdropTests {
  /// A backdrop behind some content, as the app's screens have it.
  private struct Screen<Backdrop: View>: View {
    let backdrop: Backdrop
    var body: some View {
      ZStack {
        backdrop
        VStack(spacing: 12) {
          Text("Find your match").font(.title)
          RoundedRectangle(cornerRadius: 10).fill(Color.white.opacity(0.6))
            .frame(width: 120, height: 40)
        }
      }
    }
  }

  private func differingPixels(_ a: RenderedImage, _ b: RenderedImage) -> Int {
    var differing = 0
    for y in 0..<a.pixelHeight {
      for x in 0..<a.pixelWidth where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { differing += 1 }
    }
    return differing
  }

  /// Renders `view` with the fill left out where it can be and with it always drawn; returns whether the first
  /// frame filled the background and how many pixels differ between the two.
  private func compare(_ view: some View, scale: CGFloat = 2) -> (filled: Bool, differing: Int) {
    let host = ViewHost(rootView: view, size: CGSize(width: 200, height: 300), scale: scale)
    let skipping = host.render()
    let filled = host.renderer.stats.backgroundFilled
    host.renderer.opaqueBackdropEnabled = false
    let always = host.render()
    #expect(host.renderer.stats.backgroundFilled)
    return (filled, differingPixels(skipping, always))
  }

  private static let purple = Gradient(colors: [
    Color(red: 0.75, green: 0.55, blue: 0.95), Color(red: 0.35, green: 0.1, blue: 0.6),
  ])

  @Test func aFullWindowGradientOrColourReplacesTheBackgroundFill() {
    let gradient = compare(
      Screen(
        backdrop: RadialGradient(
          gradient: Self.purple, center: .topLeading, startRadius: 5, endRadius: 300
        ).ignoresSafeArea()))
    #expect(!gradient.filled)
    #expect(gradient.differing == 0)

    let linear = compare(
      Screen(
        backdrop: LinearGradient(gradient: Self.purple, startPoint: .top, endPoint: .bottom)
          .ignoresSafeArea()),
      scale: 3)
    #expect(!linear.filled)
    #expect(linear.differing == 0)

    let color = compare(Screen(backdrop: Color.indigo.ignoresSafeArea()))
    #expect(!color.filled)
    #expect(color.differing == 0)
  }

  @Test func theBackgroundIsFilledUnderWhatLeavesPixelsUncoveredOrSeeThrough() {
    let cases: [(String, AnyView)] = [
      // Inside the safe area: the status bar and home indicator strips show the background.
      ("inside the safe area", AnyView(Screen(backdrop: Color.indigo))),
      ("translucent", AnyView(Screen(backdrop: Color.indigo.opacity(0.5).ignoresSafeArea()))),
      (
        "a translucent gradient stop",
        AnyView(
          Screen(
            backdrop: LinearGradient(
              colors: [.indigo, .indigo.opacity(0.9)], startPoint: .top, endPoint: .bottom
            ).ignoresSafeArea()))
      ),
      (
        "rounded corners",
        AnyView(
          Screen(backdrop: RoundedRectangle(cornerRadius: 20).fill(.indigo).ignoresSafeArea()))
      ),
      ("faded", AnyView(Screen(backdrop: Color.indigo.ignoresSafeArea().opacity(0.99)))),
      // A quarter of a point short of the left edge: half a device pixel column shows the background.
      (
        "moved off the edge",
        AnyView(Screen(backdrop: Color.indigo.ignoresSafeArea().offset(x: 0.25)))
      ),
      (
        "turned",
        AnyView(Screen(backdrop: Color.indigo.ignoresSafeArea().rotationEffect(.degrees(1))))
      ),
    ]
    for (name, view) in cases {
      let result = compare(view)
      #expect(result.filled, "\(name): the background fill was left out")
      #expect(result.differing == 0, "\(name)")
    }
  }

  /// The window draws only what changed over the frame it holds: a frame over an opaque backdrop leaves the fill
  /// out inside the changed rectangles too, and shows what a whole frame would.
  @Test func framesDrawnOnlyWhereTheyChangedMatchWholeFrames() throws {
    let model = OpaqueBackdropModel()
    let host = ViewHost(
      rootView: OpaqueBackdropScreen(model: model), size: CGSize(width: 200, height: 300), scale: 2)
    let canvas = try #require(DamageCanvas(host: host))
    #expect(canvas.renderChanges() == nil, "the first frame is drawn whole")
    #expect(!host.renderer.stats.backgroundFilled)
    model.wide = true
    let drawn = try #require(canvas.renderChanges(), "only around the capsule")
    #expect(!drawn.isEmpty)
    #expect(!host.renderer.stats.backgroundFilled)
    host.renderer.opaqueBackdropEnabled = false
    #expect(differingPixels(canvas.snapshot(), host.render()) == 0)
  }
}

@Observable final class OpaqueBackdropModel {
  var wide = false
}

private struct OpaqueBackdropScreen: View {
  let model: OpaqueBackdropModel
  var body: some View {
    ZStack {
      RadialGradient(
        colors: [
          Color(red: 0.75, green: 0.55, blue: 0.95), Color(red: 0.35, green: 0.1, blue: 0.6),
        ],
        center: .topLeading, startRadius: 5, endRadius: 300
      ).ignoresSafeArea()
      Capsule().fill(Color.white.opacity(0.7)).frame(width: model.wide ? 150 : 60, height: 30)
    }
  }
}
