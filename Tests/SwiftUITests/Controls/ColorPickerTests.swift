import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

@MainActor final class Picked {
  var color: CGColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
}

/// A colour picker bound to a CGColor the test reads back.
private struct CGColorHost: View {
  let picked: Picked
  let supportsOpacity: Bool
  @State var color = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
  var body: some View {
    VStack {
      ColorPicker("Ink", selection: $color, supportsOpacity: supportsOpacity)
        .onChange(of: color.rgba) { _, _ in picked.color = color }
      Spacer()
    }
    .padding()
  }
}

@MainActor struct ColorPickerTests {
  static func driver(supportsOpacity: Bool) -> (AppDriver, Picked) {
    let picked = Picked()
    return (AppDriver(CGColorHost(picked: picked, supportsOpacity: supportsOpacity)), picked)
  }

  @Test func theWellShowsTheColourInARingOfHues() throws {
    let (app, _) = Self.driver(supportsOpacity: true)
    let image = app.screenshot(to: "\(temporaryFolder("color-picker"))/well.png")
    let well = try #require(app.findAll("Ink").last)
    #expect(abs(well.frame.width - ColorWell.diameter) < 0.5 && well.frame.maxX > 370)
    #expect(
      image.pixel(at: well.center).isClose(to: .init(red: 0, green: 0, blue: 255), tolerance: 6))
    // The rim: red at three o'clock, cyan-ish at nine (the hues go round), white between rim and colour.
    let rim = well.frame.width / 2 - 1.75
    let right = image.pixel(at: CGPoint(x: well.center.x + rim, y: well.center.y))
    let left = image.pixel(at: CGPoint(x: well.center.x - rim, y: well.center.y))
    #expect(right.red > 200 && right.blue < 90, "\(right)")
    #expect(left.red < 90 && left.green > 150, "\(left)")
    #expect(image.pixel(at: CGPoint(x: well.center.x + 9, y: well.center.y)).isWhite(240))
  }

  @Test func theGridWritesTheColourBackToACGColorBinding() throws {
    let (app, picked) = Self.driver(supportsOpacity: false)
    app.tap(try #require(app.findAll("Ink").last))
    app.settle()
    #expect(app.exists("Colors"), "\(app.texts)")
    #expect(!app.exists("OPACITY"), "no opacity slider without supportsOpacity")
    // The first row of the grid is greys from white to black: its last swatch is black.
    let black = try #require(app.find(Color(white: 0).description))
    app.tap(black)
    #expect(picked.color.rgba == [0, 0, 0, 1], "\(picked.color)")
    // The spectrum: the middle of its left edge is pure red.
    try app.tap("Spectrum")
    app.settle()
    let sheet = app.screenshot(to: "\(temporaryFolder("color-picker"))/spectrum.png")
    _ = sheet
    let mode = try #require(app.find("Spectrum"))
    let spectrumTop = mode.frame.maxY + 22
    let height = ColorSpectrum.height
    app.tap(at: CGPoint(x: 17, y: spectrumTop + height / 2))
    #expect(
      picked.color.rgba[0] > 0.9 && picked.color.rgba[1] < 0.2 && picked.color.rgba[2] < 0.2,
      "\(picked.color)")
  }

  @Test func theOpacitySliderChangesOnlyTheAlpha() throws {
    let (app, picked) = Self.driver(supportsOpacity: true)
    app.tap(try #require(app.findAll("Ink").last))
    app.settle()
    #expect(app.exists("OPACITY") && app.exists("100%"))
    let slider = try #require(app.elements().first { $0.kind == .control("slider") })
    app.tap(at: CGPoint(x: slider.frame.minX + slider.frame.width * 0.25, y: slider.frame.midY))
    app.drag(
      from: CGPoint(x: slider.frame.maxX - 2, y: slider.frame.midY),
      to: CGPoint(x: slider.frame.midX, y: slider.frame.midY), duration: 1, steps: 10)
    app.settle()
    let rgba = picked.color.rgba
    #expect(rgba[0] == 0 && rgba[1] == 0 && rgba[2] == 1, "\(rgba)")
    #expect(rgba[3] > 0.3 && rgba[3] < 0.7, "\(rgba)")
  }
}
