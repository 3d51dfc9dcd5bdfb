import SwiftUI
import SwiftUITesting
import Testing

/// Navigation screens against iOS 17 on a 390 × 844 phone: the large title at the 16 pt margin in a 96 pt
/// bar under the 47 pt status bar, the inline title centred in 44 pt, bar buttons 16 pt from the edge, the
/// blue back chevron 8 pt from the leading edge with the previous title beside it.
@MainActor struct NavigationTests {
  @Test func aRecipeStackPushesByValueAndByPathAndPopsBack() throws {
    let app = AppDriver(RecipesScreen())
    let image = app.screenshot(to: "\(compatibilityScreenshots)/recipes.png")
    let title = try #require(app.find("Recipes"))
    #expect(abs(title.frame.minX - 16) < 0.5)
    #expect(title.frame.minY > 47 + 44 && title.frame.maxY <= 47 + 96)
    // The plus button: blue, 16 pt from the trailing edge, centred in the 44 pt row.
    let plus = try #require(app.find("plus"))
    #expect(abs(plus.frame.maxX - 374) < 2 && abs(plus.center.y - 69) < 1, "\(plus)")
    #expect(image.count(in: plus.frame) { $0.isAccentBlue } > 10)
    // The first row sits under the large title: the grouped list's first row starts below the bar.
    #expect(try #require(app.find("Pancakes")).frame.minY > 47 + 96)

    try app.tap("Tomato soup")
    app.settle()
    let detail = app.screenshot(to: "\(compatibilityScreenshots)/recipe-detail.png")
    let inline = try #require(app.findAll("Tomato soup").first { $0.frame.midY < 91 })
    #expect(abs(inline.center.x - 195) < 0.5 && abs(inline.center.y - 69) < 1)
    let back = try #require(app.find("Recipes"))
    #expect(back.frame.minX > 24 && back.frame.minX < 30)
    let chevron = try #require(
      detail.bounds(in: CGRect(x: 0, y: 47, width: back.frame.minX - 1, height: 44)) {
        $0.isAccentBlue
      })
    #expect(chevron.minX >= 8 && chevron.minX < 10 && chevron.height > 18)
    try app.tap("Save")
    #expect(app.exists("Saved"))
    try app.tap("Cook it")
    app.settle()
    #expect(app.exists("star.fill"), "the list shows the favourite after dismiss")

    try app.tap("plus")
    app.settle()
    #expect(app.exists("90 minutes"))
    app.drag(from: CGPoint(x: 6, y: 500), to: CGPoint(x: 320, y: 500))
    app.settle()
    #expect(app.exists("Pancakes") && !app.exists("90 minutes"))
  }

  @Test func theNavigationViewContactsListPushesAndPresentationModePops() throws {
    let app = AppDriver(ContactsScreen())
    app.screenshot(to: "\(compatibilityScreenshots)/contacts.png")
    #expect(abs(try #require(app.find("Contacts")).frame.minX - 16) < 0.5)
    #expect(abs(try #require(app.find("Add")).frame.maxX - 374) < 0.5)
    try app.tap("Olga")
    app.settle()
    app.screenshot(to: "\(compatibilityScreenshots)/contact-detail.png")
    #expect(app.exists("+7 912 345 67 89"))
    let inline = try #require(app.find("Olga"))
    #expect(abs(inline.center.x - 195) < 0.5)
    try app.tap("Done")
    app.settle()
    #expect(app.exists("Aziza") && !app.exists("+7 912 345 67 89"))
  }

  @Test func aSplitViewIsOneStackOnAPhone() throws {
    let app = AppDriver(NotesSplitScreen())
    app.screenshot(to: "\(compatibilityScreenshots)/notes.png")
    #expect(app.exists("Notes") && app.exists("Shopping"))
    #expect(!app.exists("Select a note"))
    try app.tap("Ideas")
    app.settle()
    #expect(app.exists("Note: Ideas"))
    try app.tap("Notes")
    app.settle()
    #expect(app.exists("Shopping"))
  }
}
