import SwiftUI
import SwiftUITesting
import Testing

/// `DownloadScreen` against iOS: UIActivityIndicatorView's 20 pt spinner, UIProgressView's 4 pt bar filled
/// with the tint from the leading edge over its light grey track, the label above and the current value
/// below in the secondary colour, `.circular` a spinner even with a value, and a custom style drawn instead.
@MainActor struct ProgressTests {
  @Test func spinnersBarsAndACustomStyleDrawAsOnIOS() throws {
    let app = AppDriver(DownloadScreen())
    let image = app.screenshot(to: "\(compatibilityScreenshots)/progress.png")

    // Three spinners: the plain one, the titled one and the circular style with a value.
    let spinners = app.findAll("In progress")
    #expect(spinners.count == 3)
    for spinner in spinners {
      #expect(spinner.frame.width == 20 && spinner.frame.height == 20)
    }
    let titled = try #require(app.find("Loading…"))
    #expect(titled.frame.minY > spinners[1].frame.maxY)
    #expect(abs(titled.center.x - spinners[1].center.x) < 1)

    // The bar for 0.5: tint on the leading half, track on the trailing half, between its two labels.
    let label = try #require(app.find("Downloading"))
    let current = try #require(app.find("50%"))
    #expect(label.frame.maxY < current.frame.minY)
    let barY = (label.frame.maxY + current.frame.minY) / 2
    let bar = image.row(y: barY, from: 16, to: 374)
    let filled = bar.filter { $0.isClose(to: 0, 122, 255) }.count
    let track = bar.filter { $0.isClose(to: 227, 227, 232, tolerance: 8) }.count
    #expect(abs(filled - 179) <= 4, "blue over half the bar: \(filled) of \(bar.count)")
    #expect(abs(track - 179) <= 4, "track over the other half: \(track)")
    #expect(bar[20].isClose(to: 0, 122, 255) && bar[340].isClose(to: 227, 227, 232, tolerance: 8))
    // The current value is secondary text: no pixel of it is as dark as primary text.
    let darkest = image.count(in: current.frame) { $0.red < 100 }
    #expect(darkest == 0)
    #expect(image.count(in: current.frame) { $0.isClose(to: 138, 138, 142, tolerance: 12) } > 5)

    // `.linear` with an orange tint, 30 of 100.
    let uploading = try #require(app.find("Uploading"))
    let orangeRow = image.row(y: uploading.frame.maxY + 6, from: 16, to: 374)
    let orange = orangeRow.filter { $0.isClose(to: 255, 149, 0) }.count
    #expect(abs(orange - 107) <= 4, "orange over 30% of the bar: \(orange)")

    // The custom ring: green from twelve o'clock clockwise to nine, the grey track after that.
    let ring = try #require(app.find("75%"))
    let c = ring.center
    #expect(image.pixel(at: CGPoint(x: c.x + 30, y: c.y)).isClose(to: 52, 199, 89))
    #expect(image.pixel(at: CGPoint(x: c.x, y: c.y + 30)).isClose(to: 52, 199, 89))
    let afterNine = image.pixel(at: CGPoint(x: c.x - 21, y: c.y - 21))
    #expect(!afterNine.isClose(to: 52, 199, 89) && !afterNine.isBackground)
  }

  @Test func theBarFollowsItsValue() throws {
    let app = AppDriver(DownloadScreen())
    try app.tap("Restart")
    let label = try #require(app.find("Downloading"))
    let current = try #require(app.find("0%"))
    let bar = app.screenshot().row(
      y: (label.frame.maxY + current.frame.minY) / 2, from: 16, to: 374)
    #expect(bar.filter { $0.isClose(to: 0, 122, 255) }.count <= 2)
    #expect(bar.filter { $0.isClose(to: 227, 227, 232, tolerance: 8) }.count > 350)
  }
}
