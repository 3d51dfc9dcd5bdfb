import SwiftUI
import SwiftUITesting
import Testing

/// `FruitSearchScreen` and `ContactSearchScreen` against iOS 17's search bar: a 36 pt rounded grey field
/// under the large title with the magnifying glass and the prompt ("Search" by default); typing filters the
/// list through the binding; Cancel shows while searching and ends it; suggestions show while searching and
/// fill the field; Return runs `.onSubmit(of: .search)`.
@MainActor struct SearchableTests {
  @Test func theFieldSitsUnderTheLargeTitleAndTypingFiltersTheList() throws {
    let app = AppDriver(FruitSearchScreen())
    let image = app.screenshot(to: "\(compatibilityScreenshots)/search.png")
    let title = try #require(app.find("Fruits"))
    let prompt = try #require(app.find("Search fruits"))
    #expect(prompt.frame.minY > title.frame.maxY, "under the title: \(prompt.frame) \(title.frame)")
    // The grey field: tertiarySystemFill over white, 36 pt tall, 16 pt from the edges.
    let field = try #require(
      image.bounds(in: CGRect(x: 0, y: title.frame.maxY, width: 390, height: 60)) {
        $0.isClose(to: 239, 239, 240, tolerance: 6)
      })
    #expect(abs(field.height - 36) < 2 && abs(field.minX - 16) < 2, "\(field)")
    #expect(prompt.frame.minX > field.minX + 20, "after the glass")
    let glass = CGRect(x: field.minX + 4, y: field.minY, width: 24, height: 36)
    #expect(image.count(in: glass) { $0.red < 170 } > 10, "the magnifying glass")
    #expect(app.exists("Browsing") && app.exists("Mango"))

    try app.type("an", into: "Search fruits")
    app.settle()
    _ = app.screenshot(to: "\(compatibilityScreenshots)/search-typed.png")
    #expect(app.exists("Banana") && app.exists("Mango") && app.exists("Orange"))
    #expect(!app.exists("Apple") && !app.exists("Pear"))
    #expect(app.exists("Cancel"))

    try app.tap("Cancel")
    app.settle()
    #expect(!app.exists("Cancel"))
    #expect(app.exists("Apple") && app.exists("Browsing"), "Cancel clears the search")
  }

  @Test func suggestionsAndSubmit() throws {
    let app = AppDriver(FruitSearchScreen())
    try app.tap("Search fruits")
    app.settle()
    _ = app.screenshot(to: "\(compatibilityScreenshots)/search-suggestions.png")
    let suggestion = try #require(app.find("Cherry"))
    #expect(!app.exists("Mango"), "the suggestions cover the list while searching")
    app.tap(suggestion)
    app.settle()
    #expect(app.value(of: "Search fruits") == "Cherry", "the completion fills the field")
    try app.tap("Search fruits")
    app.press(.returnKey)
    app.settle()
    try app.tap("Cancel")
    app.settle()
    #expect(app.exists("Submitted Cherry"))
  }

  @Test func searchableOnTheStackSearchesItsRootPageWithTheDefaultPrompt() throws {
    let app = AppDriver(ContactSearchScreen())
    let title = try #require(app.find("Contacts"))
    let prompt = try #require(app.find("Search"))
    #expect(prompt.frame.minY > title.frame.maxY)
    try app.type("D", into: "Search")
    app.settle()
    #expect(app.exists("Dana") && !app.exists("Ann"))
  }
}
