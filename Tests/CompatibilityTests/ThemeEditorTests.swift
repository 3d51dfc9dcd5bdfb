import Foundation
import SwiftUI
import SwiftUITesting
import Testing

/// `ThemeEditorScreen` against iOS: each colour picker is a colour well at the row's trailing edge (the colour
/// inside a ring of hues); tapping it opens the Colors sheet, whose grid writes the colour back.
@MainActor struct ThemeEditorTests {
  @Test func wellsShowTheColourAndTheSheetPicksANewOne() throws {
    let app = AppDriver(ThemeEditorScreen())
    let image = app.screenshot(to: "\(compatibilityScreenshots)/theme-editor.png")
    let well = try #require(
      app.find("Accent", exact: true).flatMap { _ in app.findAll("Accent").last })
    // The well's middle is the colour, blue; its rim the hues.
    #expect(
      image.pixel(at: well.center).isClose(to: 0, 122, 255, tolerance: 20),
      "\(image.pixel(at: well.center))")
    #expect(well.frame.maxX > 340 && abs(well.frame.width - 28) < 1)
    let background = try #require(app.findAll("Background").last)
    #expect(image.pixel(at: background.center).isClose(to: 255, 204, 51, tolerance: 20))
    app.tap(well)
    app.settle()
    #expect(app.exists("Colors"), "\(app.texts)")
    #expect(app.exists("OPACITY"))
    let sheet = app.screenshot(to: "\(compatibilityScreenshots)/theme-editor-sheet.png")
    // The grid: twelve columns across the sheet under the mode control, a row of greys then hues; the
    // seventh column is red, fully saturated in the fifth row of hues.
    let mode = try #require(app.find("Grid"))
    let cell = (390 - 32) / 12.0
    let red = CGPoint(x: 16 + cell * 6.5, y: mode.frame.maxY + 22 + 30 * 5.5)
    let swatch = sheet.pixel(at: red)
    #expect(swatch.red > 230 && swatch.green < 80 && swatch.blue < 40, "\(swatch)")
    app.tap(at: red)
    try app.tap("Close")
    app.settle()
    let after = app.screenshot()
    let preview = try #require(app.find("Accent preview"))
    let pixel = after.pixel(at: preview.center)
    #expect(
      pixel.red > 200 && pixel.green < 80 && pixel.blue < 80, "the preview turned red: \(pixel)")
  }
}
