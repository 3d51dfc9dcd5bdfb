import SwiftUI
import SwiftUITesting
import Testing

/// `GrowingBannerScreen` against iOS: `onGeometryChange` reports the view's width once it is laid out and
/// again when it changes, not on updates that leave it as it was, and the view keeps its own size.
@MainActor struct GeometryChangeTests {
  @Test func theActionHearsTheWidthAndItsChanges() throws {
    let app = AppDriver(GrowingBannerScreen())
    app.settle()
    #expect(app.exists("Width 150, 1 changes"))
    // The reader behind the banner does not change its size: yellow 150 pt wide, white beyond.
    let banner = try #require(app.find("Banner")).frame
    let image = app.screenshot()
    let yellow = image.pixel(at: CGPoint(x: banner.midX + 70, y: banner.midY))
    #expect(yellow.red > 240 && yellow.green > 200 && yellow.blue < 60, "\(yellow)")
    #expect(image.pixel(at: CGPoint(x: banner.midX + 80, y: banner.midY)).isWhite())
    try app.tap("Widen")
    app.settle()
    #expect(app.exists("Width 300, 2 changes"))
    // Another update (the label above changed) with the same width: no further call.
    app.advance(by: 0.5)
    #expect(app.exists("Width 300, 2 changes"))
  }
}
