import Foundation
import SwiftUI
import SwiftUITesting
import Testing

/// `TripControlsScreen` against iOS: a Link is tinted text that hands its URL to `\.openURL`; ShareLink is
/// the share symbol and "Share" (on a desktop it copies and says so); the default Gauge is a capacity bar
/// with its labels around it; the circular capacity gauge fills clockwise from twelve o'clock; a capsule
/// bordered button has round ends.
@MainActor struct ControlsTests {
  final class Opened { var urls: [URL] = [] }

  @Test func linksShareLinksGaugesAndBorderShapesDrawAndActAsOnIOS() throws {
    let opened = Opened()
    let app = AppDriver(
      TripControlsScreen().environment(
        \.openURL,
        OpenURLAction { url in
          opened.urls.append(url)
          return .handled
        }))
    let image = app.screenshot(to: "\(compatibilityScreenshots)/controls.png")

    // The link: tinted blue text, a link to the driver, opening its destination.
    let link = try #require(app.find("Privacy policy"))
    #expect(image.count(in: link.frame) { $0.isClose(to: 0, 122, 255, tolerance: 40) } > 10)
    #expect(app.visibleElements.contains { $0.kind == .link && $0.label == "Privacy policy" })
    try app.tap("Privacy policy")
    #expect(opened.urls == [URL(string: "https://example.com/privacy")!])

    // The gauge: label above the bar, bounds at its ends, the value below; blue over 60% of the bar.
    let label = try #require(app.find("Battery"))
    let minimum = try #require(app.find("0"))
    let maximum = try #require(app.find("100"))
    let current = try #require(app.find("60%"))
    #expect(label.frame.maxY < minimum.frame.minY && minimum.frame.maxY < current.frame.maxY)
    #expect(minimum.frame.maxX < maximum.frame.minX)
    let barStart = minimum.frame.maxX + 6
    let barEnd = maximum.frame.minX - 6
    let bar = image.row(y: minimum.frame.midY, from: barStart + 3, to: barEnd - 3)
    let blue = bar.filter { $0.isClose(to: 0, 122, 255) }.count
    #expect(abs(Double(blue) / Double(bar.count) - 0.6) < 0.05, "\(blue) of \(bar.count)")

    // The circular capacity gauge: green at three and six o'clock, track at nine.
    let ring = try #require(app.find("60"))
    let c = ring.center
    // (A 58 pt ring: its 6 pt stroke is centred 29 pt from the middle.)
    #expect(image.pixel(at: CGPoint(x: c.x + 29, y: c.y)).isClose(to: 52, 199, 89))
    #expect(image.pixel(at: CGPoint(x: c.x, y: c.y + 29)).isClose(to: 52, 199, 89))
    #expect(image.pixel(at: CGPoint(x: c.x - 29, y: c.y)).isClose(to: 227, 227, 232, tolerance: 8))

    // The capsule button: filled at the middle of its ends, clear at its corners.
    let charge = try #require(app.find("Charge"))
    let button = charge.frame.insetBy(dx: -12, dy: -7)
    #expect(image.pixel(at: CGPoint(x: button.minX + 3, y: button.midY)).isClose(to: 0, 122, 255))
    #expect(image.pixel(at: CGPoint(x: button.minX + 1, y: button.minY + 1)).isBackground)

    // ShareLink: the share symbol and "Share"; a tap copies and says so, with the item.
    #expect(app.exists("Share"))
    try app.tap("Share")
    app.advance(by: 0.5)
    #expect(app.exists("Copied"))
    #expect(app.exists("https://example.com/trips/rome", exact: false))
    try app.tap("OK")
    app.advance(by: 1)
    #expect(!app.exists("Copied"))
  }
}
