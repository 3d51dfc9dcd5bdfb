import SwiftUI
import SwiftUITesting
import Testing

/// The empty-state screens against iOS 17's ContentUnavailableView: centred in the space given, a large grey
/// symbol above a bold title, the description in grey below, then the actions.
@MainActor struct EmptyStateTests {
  @Test func anEmptyInboxShowsSymbolTitleDescriptionAndAction() throws {
    let app = AppDriver(EmptyInboxScreen())
    let image = app.screenshot(to: "\(compatibilityScreenshots)/empty-inbox.png")
    let icon = try #require(app.find("tray.fill"))
    let title = try #require(app.find("No Mail"))
    let description = try #require(app.find("New mails you receive will appear here."))
    let refresh = try #require(app.find("Refresh"))

    // Stacked and centred on the screen's vertical axis, in the middle of its height.
    for element in [icon, title, description, refresh] {
      #expect(abs(element.center.x - 195) < 1.5, "\(element)")
    }
    #expect(icon.frame.maxY < title.frame.minY)
    #expect(title.frame.maxY < description.frame.minY)
    #expect(description.frame.maxY < refresh.frame.minY)
    let middle = (icon.frame.minY + refresh.frame.maxY) / 2
    #expect(abs(middle - 422) < 40, "block centred: \(middle)")
    // A large symbol and a title2-sized bold title.
    #expect(icon.frame.height >= 44)
    #expect(title.frame.height >= 26 && title.frame.height <= 30)
    // The symbol and the description are grey, the title is black.
    #expect(image.count(in: icon.frame) { $0.isClose(to: 138, 138, 142, tolerance: 12) } > 100)
    #expect(image.count(in: icon.frame) { $0.red < 100 } == 0)
    #expect(image.count(in: title.frame) { $0.red < 40 && $0.alpha > 200 } > 50)
    #expect(image.count(in: description.frame) { $0.red < 100 } == 0)
    // The prominent button is filled with the tint.
    #expect(
      image.pixel(at: CGPoint(x: refresh.frame.minX - 6, y: refresh.center.y)).isClose(
        to: 0, 122, 255))

    try app.tap("Refresh")
    #expect(!app.exists("No Mail"))
    #expect(app.exists("Welcome!"))
  }

  @Test func theTitleAndSymbolFormAndTheSearchForm() throws {
    let offline = AppDriver(OfflineScreen())
    offline.screenshot(to: "\(compatibilityScreenshots)/offline.png")
    let symbol = try #require(offline.find("wifi.slash"))
    let title = try #require(offline.find("No Connection"))
    #expect(symbol.frame.maxY < title.frame.minY)
    #expect(offline.exists("Check your internet connection and try again."))

    let search = AppDriver(SearchScreen(query: "pizza"))
    search.screenshot(to: "\(compatibilityScreenshots)/search.png")
    let glass = try #require(search.find("magnifyingglass"))
    let noResults = try #require(search.find("No Results for “pizza”"))
    #expect(glass.frame.maxY < noResults.frame.minY)
    #expect(search.exists("Check the spelling or try a new search."))
    // Centred in the space under the large title.
    let header = try #require(search.find("Search"))
    #expect(noResults.frame.minY > header.frame.maxY + 100)
    #expect(AppDriver(SearchScreen(query: "")).exists("No Results"))
  }
}
