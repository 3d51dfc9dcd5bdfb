import SwiftUI
import SwiftUITesting
import Testing

/// Custom layouts through the `Layout` protocol, `AnyLayout` and the stack layouts, and lazy stacks.
@MainActor struct LayoutTests {
  @Test func aFlowLayoutWrapsTagsAndReadsItsLayoutValues() throws {
    let app = AppDriver(TagCloudScreen())
    let image = app.screenshot(to: "\(compatibilityScreenshots)/tag-cloud.png")
    let swift = try #require(app.find("Swift"))
    let swiftUI = try #require(app.find("SwiftUI"))
    let linux = try #require(app.find("Linux"))
    let cairo = try #require(app.find("Cairo"))
    // "Swift" and "SwiftUI" share the first line, 8 pt apart beyond their 12 pt paddings.
    #expect(abs(swift.center.y - swiftUI.center.y) < 0.5)
    #expect(abs(swiftUI.frame.minX - swift.frame.maxX - 32) < 1)
    // "Linux" starts a line (there was room for it) and, being a whole line, pushes "Cairo" to the next.
    #expect(linux.frame.minY > swift.frame.maxY)
    #expect(abs(linux.frame.minX - swift.frame.minX) < 0.5)
    #expect(cairo.frame.minY > linux.frame.maxY)
    #expect(abs(cairo.frame.minX - swift.frame.minX) < 0.5)
    // Every tag inside the padded width, and its capsule drawn behind it.
    for tag in ["Swift", "SwiftUI", "Linux", "Cairo", "Pango", "SDL", "Layout", "Grids", "Stacks"] {
      let element = try #require(app.find(tag))
      #expect(element.frame.minX >= 16 + 12 - 0.5 && element.frame.maxX <= 374 - 12 + 0.5)
    }
    let capsule = image.pixel(at: CGPoint(x: swift.frame.minX - 6, y: swift.center.y))
    #expect(capsule.isClose(to: 217, 235, 255, tolerance: 10), "\(capsule)")
  }

  @Test func anyLayoutSwitchesStacksAndKeepsState() throws {
    let app = AppDriver(AdaptiveStackScreen())
    try app.tap("Taps: 0")
    try app.tap("Taps: 1")
    let before = try #require(app.find("Taps: 2"))
    var image = app.screenshot(to: "\(compatibilityScreenshots)/any-layout-h.png")
    // Side by side: red, green, then the counter, 12 pt apart, centred on the screen.
    let redCenter = CGPoint(x: before.frame.minX - 12 - 72 - 30, y: before.center.y)
    #expect(image.pixel(at: redCenter).isClose(to: 255, 59, 48))
    #expect(abs((redCenter.x - 30 + before.frame.maxX) / 2 - 195) < 1)

    try app.tap("Switch")
    app.settle()
    let after = try #require(app.find("Taps: 2"), "the counter kept its state")
    image = app.screenshot(to: "\(compatibilityScreenshots)/any-layout-v.png")
    #expect(abs(after.center.x - 195) < 1)
    // Stacked: red above green above the counter.
    let greenCenter = CGPoint(x: 195, y: after.frame.minY - 12 - 30)
    #expect(image.pixel(at: greenCenter).isClose(to: 52, 199, 89))
    #expect(image.pixel(at: CGPoint(x: 195, y: greenCenter.y - 72)).isClose(to: 255, 59, 48))

    // ZStackLayout as a view: the text at the yellow rectangle's bottom trailing corner.
    let z = try #require(app.find("Z"))
    #expect(
      image.pixel(at: CGPoint(x: z.frame.minX - 5, y: z.frame.minY - 5)).isClose(to: 255, 204, 0))
    #expect(image.pixel(at: CGPoint(x: z.frame.maxX + 1, y: z.center.y)).isBackground)
  }

  @Test func lazyStacksFillTheirCrossAxis() throws {
    let app = AppDriver(LazyRowsScreen())
    let image = app.screenshot(to: "\(compatibilityScreenshots)/lazy-stacks.png")
    let first = try #require(app.find("Row 1"))
    let second = try #require(app.find("Row 2"))
    #expect(first.frame.minX == 0, "leading-aligned in the full width")
    #expect(abs(second.frame.minY - first.frame.maxY - 10) < 0.5)
    // The stack's background spans the screen's width, not only its widest row.
    let y = first.center.y
    #expect(image.pixel(at: CGPoint(x: 380, y: y)).isClose(to: 255, 223, 178, tolerance: 12))
    #expect(app.exists("Row 30", includingHidden: true))
  }
}

/// `StoriesScreen`: scroll views take what they are offered along their axis and their content's size across it.
@MainActor struct ScrollViewSizingTests {
  @Test func aHorizontalScrollViewIsAsTallAsItsContent() throws {
    let app = AppDriver(StoriesScreen())
    let image = app.screenshot(to: "\(compatibilityScreenshots)/stories.png")
    let stories = try #require(app.frame(ofIdentifier: "stories"))
    let title = try #require(app.find("Stories"))
    let feed = try #require(app.find("Feed"))
    #expect(stories.height == 64, "\(stories)")
    #expect(stories.width == 390, "the whole width offered")
    #expect(stories.minY == title.frame.maxY + 8)
    #expect(feed.frame.minY == stories.maxY + 8)
    // The first circle (orange) starts 16 pt in; the feed's title is just below the circles.
    #expect(image.pixel(at: CGPoint(x: 16 + 32, y: stories.midY)).isClose(to: 255, 149, 0))
    #expect(image.pixel(at: CGPoint(x: 16 + 32, y: stories.maxY + 2)).isBackground)
    // A vertical scroll view beside another view is as wide as its content; the mint colour takes the rest.
    let posts = try #require(app.frame(ofIdentifier: "posts"))
    let post = try #require(app.findAll("Post").first)
    let sidebar = try #require(app.frame(ofIdentifier: "sidebar"))
    #expect(posts.width == post.frame.width, "\(posts) \(post.frame)")
    #expect(sidebar.minX == posts.maxX + 8)
    #expect(abs(posts.maxY - (844 - 34)) < 0.5, "as tall as offered")
  }
}
