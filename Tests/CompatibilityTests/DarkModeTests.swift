import SwiftUI
import SwiftUITesting
import Testing

/// `NightModeScreen` against iOS 17's dark appearance: `.preferredColorScheme(.dark)` set inside the
/// navigation stack darkens the whole window — the grouped background black, the cells systemGray6-dark
/// (28, 28, 30), the large title and labels white, secondary text (235, 235, 245) at 60 % — and
/// `\.colorScheme` reads `.dark`; switching it off brings iOS's light values back.
@MainActor struct DarkModeTests {
  @Test func thePreferredSchemeDarkensTheWholeWindow() throws {
    let app = AppDriver(NightModeScreen())
    app.settle()
    let image = app.screenshot(to: "\(compatibilityScreenshots)/night-mode.png")
    #expect(app.exists("Dark appearance"))
    // The status bar's strip and the margins beside the cards: the grouped background, black.
    #expect(image.pixel(at: CGPoint(x: 195, y: 10)).isClose(to: 0, 0, 0, tolerance: 2))
    let toggle = try #require(app.find("Dark mode")).frame
    #expect(image.pixel(at: CGPoint(x: 8, y: toggle.midY)).isClose(to: 0, 0, 0, tolerance: 2))
    // The cell behind the toggle's title.
    #expect(
      image.pixel(at: CGPoint(x: 24, y: toggle.midY)).isClose(to: 28, 28, 30, tolerance: 3))
    // The title and the labels are white; secondary text is light grey over the cell.
    let title = try #require(app.find("Settings")).frame
    #expect(image.count(in: title) { $0.isClose(to: 255, 255, 255, tolerance: 10) } > 20)
    #expect(
      image.count(in: title) { $0.red > 100 && $0.red < 200 }
        < image.count(in: title) { $0.red > 240 })
    let secondary = try #require(app.find("Shown on your profile")).frame
    #expect(image.count(in: secondary) { $0.isClose(to: 152, 152, 159, tolerance: 12) } > 5)
    #expect(image.count(in: secondary) { $0.red > 235 } == 0, "not as bright as primary text")
    let name = try #require(app.find("Name")).frame
    #expect(app.value(of: "Name") == "Ada")
    #expect(image.count(in: name) { $0.red > 240 } > 5, "the text field's text is white")
  }

  @Test func switchingBackToLightRestoresTheLightLook() throws {
    let app = AppDriver(NightModeScreen())
    app.settle()
    try app.tap("Dark mode")
    app.settle()
    let image = app.screenshot(to: "\(compatibilityScreenshots)/night-mode-light.png")
    #expect(app.exists("Light appearance"))
    let toggle = try #require(app.find("Dark mode")).frame
    #expect(image.pixel(at: CGPoint(x: 8, y: toggle.midY)).isClose(to: 242, 242, 247, tolerance: 2))
    #expect(
      image.pixel(at: CGPoint(x: 24, y: toggle.midY)).isClose(to: 255, 255, 255, tolerance: 2))
    let title = try #require(app.find("Settings")).frame
    #expect(image.count(in: title) { $0.red < 30 } > 20, "the title is black again")
  }
}
