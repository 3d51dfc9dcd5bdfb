import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

private struct Home: View {
  @State var selection = "discover"
  let newMatches: Int

  var body: some View {
    TabView(selection: $selection) {
      Text("Deck").tabItem { Label("Discover", systemImage: "flame.fill") }.tag("discover")
      Text("Matches list")
        .tabItem { Label("Matches", systemImage: "heart.fill") }
        .badge(newMatches)
        .tag("matches")
      Text("Me").tabItem { Label("Profile", systemImage: "person.crop.circle.fill") }
        .badge("New")
        .tag("profile")
    }
    .tint(.purple)
  }
}

/// The iOS tab bar: Label items (icon above title), the tint on the selected one, grey on the others, and
/// UITabBarItem's red badges.
@MainActor @Suite struct TabBarTests {
  static let purple = RenderedImage.Pixel(red: 175, green: 82, blue: 222)
  static let red = RenderedImage.Pixel(red: 255, green: 59, blue: 48)

  /// The pixels of a rectangle (points) that are close to `colour`.
  func count(_ colour: RenderedImage.Pixel, in rect: CGRect, of image: RenderedImage) -> Int {
    var hits = 0
    for y in stride(from: rect.minY, to: rect.maxY, by: 0.5) {
      for x in stride(from: rect.minX, to: rect.maxX, by: 0.5)
      where image.pixel(at: CGPoint(x: x, y: y)).distance(to: colour) <= 40 {
        hits += 1
      }
    }
    return hits
  }

  @Test func labelsStandIconAboveTitleAtTheBottom() throws {
    let driver = AppDriver(Home(newMatches: 0))
    let title = try #require(driver.frame(of: "Discover"))
    let icon = try #require(driver.frame(of: "flame.fill"))
    #expect(icon.maxY <= title.minY + 0.5, "icon \(icon) above title \(title)")
    #expect(abs(icon.midX - title.midX) < 1)
    #expect(icon.minY >= 844 - 34 - 49, "icon \(icon) inside the bar")
    #expect(
      title.maxY > 844 - 34 - 49 && title.maxY <= 844 - 34,
      "in the 49 pt bar above the home indicator")
    let profile = try #require(driver.frame(of: "Profile"))
    #expect(profile.midX > 390 * 2 / 3, "tabs share the width in order")
  }

  /// A page taller than the room above the bar overflows its area, centred, as a hosting controller's view
  /// does; the bar stays where UIKit keeps it.
  @Test func aPageTallerThanItsAreaLeavesTheBarInPlace() throws {
    let driver = AppDriver(
      TabView {
        VStack(spacing: 0) {
          Text("Top of the tall page")
          Color.orange.frame(height: 1000)
        }
        .tabItem { Label("Tall", systemImage: "flame.fill") }
        Text("Other").tabItem { Label("Other", systemImage: "heart.fill") }
      })
    let title = try #require(driver.frame(of: "Tall"))
    #expect(
      title.maxY > 844 - 34 - 49 && title.maxY <= 844 - 34, "the bar's title in the bar: \(title)")
    // Centred, its first line is above the window; the orange runs on above and behind the bar's area.
    #expect(driver.frame(of: "Top of the tall page") == nil)
    let image = driver.screenshot()
    for y in [60.0, 400, 750] {
      let pixel = image.pixel(at: CGPoint(x: 195, y: y))
      #expect(
        pixel.distance(to: .init(red: 255, green: 149, blue: 0)) <= 40, "orange at \(y): \(pixel)")
    }
  }

  @Test func theSelectedTabTakesTheTintAndTheOthersAreGrey() throws {
    let driver = AppDriver(Home(newMatches: 0))
    var image = driver.screenshot()
    let discover = try #require(driver.frame(of: "flame.fill"))
    let matches = try #require(driver.frame(of: "heart.fill"))
    #expect(count(Self.purple, in: discover, of: image) > 40)
    #expect(count(Self.purple, in: matches, of: image) == 0)
    #expect(
      count(RenderedImage.Pixel(red: 153, green: 153, blue: 153), in: matches, of: image) > 40)
    try driver.tap("Matches")
    driver.settle()
    #expect(driver.exists("Matches list"))
    image = driver.screenshot()
    #expect(count(Self.purple, in: matches, of: image) > 40)
    #expect(count(Self.purple, in: discover, of: image) == 0)
  }

  @Test func badgesAreRedCapsulesAtTheIconsTopRightAndZeroShowsNone() throws {
    let driver = AppDriver(Home(newMatches: 3))
    let badge = try #require(driver.frame(of: "3"))
    let heart = try #require(driver.frame(of: "heart.fill"))
    #expect(badge.midX > heart.midX && badge.midY < heart.midY, "badge \(badge), icon \(heart)")
    #expect(driver.exists("New"))
    let image = driver.screenshot()
    let around = badge.insetBy(dx: -6, dy: -4)
    #expect(count(Self.red, in: around, of: image) > 60, "a red capsule behind the count")
    #expect(count(RenderedImage.Pixel(red: 255, green: 255, blue: 255), in: badge, of: image) > 4)

    let none = AppDriver(Home(newMatches: 0))
    #expect(!none.exists("0"))
    let quiet = none.screenshot()
    #expect(count(Self.red, in: around, of: quiet) == 0)
  }
}

/// The tab bar as on iOS 15 and later: clear, without its hairline, unless a scroll view's content runs under
/// it; `.toolbar(.hidden, for: .tabBar)` on a pushed page hides it.
@MainActor @Suite struct TabBarEdgeTests {
  /// The bar's top: its 49 pt row and a hairline's third of a point over the home indicator.
  static let barTop: CGFloat = 844 - 34 - 49 - 1 / 3
  static let barMid: CGFloat = 844 - 34 - 24.5

  struct Screen: View {
    var body: some View {
      TabView {
        List(0..<60, id: \.self) { Text("Row \($0)") }
          .listStyle(.plain)
          .tabItem { Label("Rows", systemImage: "list.bullet") }
        Text("Short")
          .tabItem { Label("Short", systemImage: "star") }
        NavigationStack {
          NavigationLink("Open") {
            VStack {
              Text("Full height")
              NavigationLink("Deeper") { Text("With the bar") }
            }
            .toolbar(.hidden, for: .tabBar)
          }
        }
        .tabItem { Label("Pages", systemImage: "book") }
      }
    }
  }

  @Test func theBarIsClearUntilContentRunsUnderIt() throws {
    let driver = AppDriver(Screen())
    var image = driver.screenshot(to: "\(temporaryFolder("tab-bar"))/rows.png")
    // The rows go on under the bar: its material and its hairline show.
    #expect(driver.exists("Row 16"), "a row under the bar is drawn and seen through it")
    let material = image.pixel(at: CGPoint(x: 5, y: Self.barMid))
    #expect(material.red > 240 && material.red < 252, "\(material)")
    #expect(image.pixel(at: CGPoint(x: 5, y: Self.barTop + 0.1)).red < 235, "hairline")
    driver.scroll(dy: 5000, at: CGPoint(x: 195, y: 400))
    driver.settle()
    image = driver.screenshot(to: "\(temporaryFolder("tab-bar"))/rows-end.png")
    #expect(
      image.pixel(at: CGPoint(x: 5, y: Self.barMid)).isWhite(253), "scrolled to the end: clear")
    #expect(image.pixel(at: CGPoint(x: 5, y: Self.barTop + 0.1)).isWhite(253), "no hairline")
    let last = try #require(driver.frame(of: "Row 59"))
    #expect(last.maxY <= Self.barTop + 0.5, "the last row rests above the bar: \(last)")
    driver.scroll(dy: -300, at: CGPoint(x: 195, y: 400))
    driver.settle()
    #expect(driver.screenshot().pixel(at: CGPoint(x: 5, y: Self.barMid)).red < 252, "under again")
    try driver.tap("Short")
    driver.settle()
    image = driver.screenshot(to: "\(temporaryFolder("tab-bar"))/short.png")
    #expect(image.pixel(at: CGPoint(x: 5, y: Self.barMid)).isWhite(253), "content above it: clear")
    #expect(image.pixel(at: CGPoint(x: 5, y: Self.barTop + 0.1)).isWhite(253), "no hairline")
    #expect(driver.exists("Rows") && driver.exists("star"), "the items stay")
  }

  @Test func aPushedPageCanHideTheBar() throws {
    let driver = AppDriver(Screen())
    try driver.tap("Pages")
    driver.settle()
    try driver.tap("Open")
    driver.settle()
    #expect(!driver.exists("Short") && !driver.exists("star"), "\(driver.host.elements())")
    // The page has the bar's room: its content is centred down to the home indicator.
    let text = try #require(driver.frame(of: "Full height"))
    let link = try #require(driver.frame(of: "Deeper"))
    #expect(abs((text.minY + link.maxY) / 2 - (47 + 44 + 810) / 2) < 1, "\(text) \(link)")
    // A page pushed over it that does not hide the bar has it back; going back hides it again.
    try driver.tap("Deeper")
    driver.settle()
    #expect(driver.exists("With the bar") && driver.exists("Short"), "\(driver.host.elements())")
    try driver.tap("Back")
    driver.settle()
    #expect(driver.exists("Full height") && !driver.exists("Short"))
    try driver.tap("Back")
    driver.settle()
    #expect(driver.exists("Short") && driver.exists("Open"))
  }
}
