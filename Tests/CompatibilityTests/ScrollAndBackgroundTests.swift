import SwiftUI
import SwiftUITesting
import Testing

/// `ShortPanelScreen` and `ColorPagesScreen` against iOS: content that fits does not move under a
/// `.basedOnSize` drag while the default one stretches, long content still scrolls; a pushed page's
/// `.containerBackground(_:for: .navigation)` fills the page behind its text, up under the bar.
@MainActor struct ScrollAndBackgroundTests {
  private func dragDown(_ app: AppDriver, from start: CGPoint, by distance: CGFloat) {
    app.touchDown(at: start)
    for step in 1...8 {
      app.touchMove(to: CGPoint(x: start.x, y: start.y + distance * CGFloat(step) / 8))
      app.advance(by: 1.0 / 60)
    }
  }

  @Test func basedOnSizeKeepsContentThatFitsStill() throws {
    let app = AppDriver(ShortPanelScreen())
    app.settle()
    let still = try #require(app.frame(of: "Fits, stays put"))
    dragDown(app, from: CGPoint(x: still.midX, y: still.midY), by: 80)
    #expect(try #require(app.frame(of: "Fits, stays put")).minY == still.minY)
    app.touchUp(at: CGPoint(x: still.midX, y: still.midY + 80))
    app.settle()

    let bouncy = try #require(app.frame(of: "Fits, bounces"))
    dragDown(app, from: CGPoint(x: bouncy.midX, y: bouncy.midY), by: 80)
    #expect(try #require(app.frame(of: "Fits, bounces")).minY > bouncy.minY + 20, "rubber band")
    app.touchUp(at: CGPoint(x: bouncy.midX, y: bouncy.midY + 80))
    app.settle()
    #expect(try #require(app.frame(of: "Fits, bounces")).minY == bouncy.minY)

    let row = try #require(app.frame(of: "Long row 3"))
    app.drag(from: CGPoint(x: row.midX, y: row.midY), to: CGPoint(x: row.midX, y: row.midY - 60))
    app.settle()
    #expect(try #require(app.frame(of: "Long row 3")).minY < row.minY - 30, "long content scrolls")
  }

  @Test func aPagesContainerBackgroundFillsIt() throws {
    let app = AppDriver(ColorPagesScreen())
    app.settle()
    try app.tap("Red")
    app.settle()
    let image = app.screenshot(to: "\(compatibilityScreenshots)/container-background.png")
    let text = try #require(app.frame(of: "Red"))
    #expect(image.pixel(at: CGPoint(x: 40, y: 500)).isClose(to: 255, 59, 48), "the page is red")
    #expect(image.pixel(at: CGPoint(x: 40, y: 20)).isClose(to: 255, 59, 48), "up under the bar")
    #expect(image.pixel(at: CGPoint(x: text.midX, y: text.maxY + 30)).isClose(to: 255, 59, 48))
    try app.tap("Colors")
    app.settle()
    try app.tap("Blue")
    app.settle()
    let blue = app.screenshot().pixel(at: CGPoint(x: 40, y: 500))
    #expect(blue.blue > 200 && blue.red < 100, "the blue page has its own background")
  }
}
