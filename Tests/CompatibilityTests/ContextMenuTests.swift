import SwiftUI
import SwiftUITesting
import Testing

/// `PhotoContextMenuScreen` against iOS context menus: half a second's press lifts the view over the dimmed,
/// blurred screen and shows the menu just below it, lined up with its leading edge; a row runs its action and
/// closes the menu, a touch outside closes it, a tap does nothing.
@MainActor struct ContextMenuTests {
  func longPress(_ app: AppDriver, _ point: CGPoint) {
    app.touchDown(at: point)
    app.advance(by: 0.6)
    app.touchUp(at: point)
    app.settle()
  }

  @Test func aLongPressLiftsTheViewAndShowsTheMenuBelowIt() throws {
    let app = AppDriver(PhotoContextMenuScreen())
    let card = try #require(app.find("Long press me"))
    app.touchDown(at: card.center)
    app.advance(by: 0.3)
    #expect(!app.exists("Copy"), "not before half a second")
    app.advance(by: 0.3)
    app.touchUp(at: card.center)
    app.settle()
    let image = app.screenshot(to: "\(compatibilityScreenshots)/context-menu.png")
    let copy = try #require(app.find("Copy"))
    let delete = try #require(app.find("Delete"))
    // The card, lifted in place: still green, over a dimmed screen.
    let green = try #require(image.bounds { $0.green > 150 && $0.red < 100 && $0.blue < 100 })
    #expect(abs(green.midX - 195) < 2 && abs(green.midY - card.center.y) < 2, "\(green)")
    #expect(!image.pixel(at: CGPoint(x: 10, y: 800)).isWhite(240), "the screen behind is dimmed")
    // The menu: 8 pt below the card, rows of 44 pt, the destructive one red.
    #expect(
      copy.frame.minY > green.maxY && copy.frame.minY - green.maxY < 30, "\(copy.frame) \(green)")
    #expect(abs(delete.center.y - copy.center.y - 44) < 1.5)
    #expect(image.count(in: delete.frame) { $0.isClose(to: 255, 59, 48, tolerance: 40) } > 10)
    try app.tap("Copy")
    app.settle()
    #expect(app.exists("Copied") && !app.exists("Delete"))
  }

  @Test func eachRowHasItsTitleFirstAndItsIconAtTheTrailingEdge() throws {
    let app = AppDriver(PhotoContextMenuScreen())
    longPress(app, try #require(app.find("Long press me")).center)
    let image = app.screenshot(to: "\(compatibilityScreenshots)/context-menu-rows.png")
    let copy = try #require(app.find("Copy")).frame
    let icon = try #require(app.find("doc.on.doc")).frame
    let trash = try #require(app.find("trash")).frame
    // The panel's edges, from its light fill along the Copy row.
    let panel = try #require(
      image.bounds(in: CGRect(x: 0, y: copy.midY - 1, width: 390, height: 2)) {
        $0.isClose(to: 247, 247, 247, tolerance: 3)
      })
    #expect(abs(copy.minX - (panel.minX + 16)) < 2, "the title first: \(copy) in \(panel)")
    #expect(icon.minX > copy.maxX + 16, "the icon after it: \(icon)")
    #expect(
      abs(icon.midX - (panel.maxX - 16 - 12)) < 2, "at the trailing edge: \(icon) in \(panel)")
    #expect(abs(trash.midX - icon.midX) < 1, "icons in one column")
    #expect(abs(icon.midY - copy.midY) < 2)
    // The destructive row's icon is red like its title.
    #expect(image.count(in: trash) { $0.isClose(to: 255, 59, 48, tolerance: 40) } > 5)
  }

  @Test func aTouchOutsideClosesItAndATapOpensNothing() throws {
    let app = AppDriver(PhotoContextMenuScreen())
    let card = try #require(app.find("Long press me"))
    app.tap(at: card.center)
    app.settle()
    #expect(!app.exists("Copy"))
    longPress(app, card.center)
    #expect(app.exists("Copy"))
    app.tap(at: CGPoint(x: 195, y: 100))
    app.settle()
    #expect(!app.exists("Copy") && app.exists("None"))
  }

  @Test func theDeprecatedContextMenuValueWorks() throws {
    let app = AppDriver(PhotoContextMenuScreen())
    let heart = try #require(app.find("heart.fill"))
    longPress(app, heart.center)
    try app.tap("Like")
    app.settle()
    #expect(app.exists("Liked"))
  }
}
