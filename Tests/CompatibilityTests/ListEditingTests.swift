import SwiftUI
import SwiftUITesting
import Testing

/// `InboxEditingScreen` and `SelectionListScreen` against iOS lists: swipe actions are full-height tinted
/// buttons (74 pt each, red when destructive) revealed by a sideways drag, the first outermost and run by a
/// full swipe; `onDelete` gives Delete; edit mode shows the red minus and the reorder handle; a row is
/// selected grey by a tap, several in edit mode with circles. Right to left, the trailing edge is the left.
@MainActor struct ListEditingTests {
  /// An inset grouped card spans x 16...374 on a 390 pt screen.
  static let cardMaxX: CGFloat = 374
  static let cardMinX: CGFloat = 16

  func swipe(_ app: AppDriver, _ label: String, by dx: CGFloat, from x: CGFloat) throws -> CGRect {
    let row = try #require(app.find(label))
    app.drag(
      from: CGPoint(x: x, y: row.center.y), to: CGPoint(x: x + dx, y: row.center.y), duration: 0.4)
    app.settle()
    return row.frame
  }

  @Test func aSwipeRevealsFullHeightTintedButtonsAndATapRunsOne() throws {
    let app = AppDriver(InboxEditingScreen())
    let row = try swipe(app, "Amina", by: -150, from: 300)
    let image = app.screenshot(to: "\(compatibilityScreenshots)/swipe-actions.png")
    let y = row.midY
    // Delete (first, destructive) is outermost; Archive (tinted blue) beside it; each 74 pt.
    for dy: CGFloat in [-19, 0, 19] {
      #expect(image.pixel(at: CGPoint(x: Self.cardMaxX - 8, y: y + dy)).isClose(to: 255, 59, 48))
      #expect(image.pixel(at: CGPoint(x: Self.cardMaxX - 111, y: y + dy)).isClose(to: 0, 122, 255))
    }
    #expect(image.pixel(at: CGPoint(x: Self.cardMaxX - 150, y: y)).isWhite(), "only 148 pt open")
    let moved = try #require(app.frame(of: "Amina", includingHidden: true))
    #expect(abs(moved.minX - (row.minX - 148)) < 1.5, "\(moved)")
    // The icon shows, not the title.
    #expect(
      image.count(in: CGRect(x: Self.cardMaxX - 74, y: y - 10, width: 74, height: 20)) {
        $0.isWhite()
      } > 10)
    app.tap(at: CGPoint(x: Self.cardMaxX - 111, y: y))
    app.settle()
    #expect(app.exists("Archived: Amina"))
    let closed = try #require(app.find("Amina"))
    #expect(abs(closed.frame.minX - row.minX) < 1, "the row closes after its action")
  }

  @Test func aFullSwipeRunsTheFirstActionAndAShortOneSpringsBack() throws {
    let app = AppDriver(InboxEditingScreen())
    let row = try swipe(app, "Botir", by: -40, from: 300)
    #expect(abs((app.find("Botir")?.frame.minX ?? 0) - row.minX) < 1, "40 pt is not enough to open")
    _ = try swipe(app, "Botir", by: -300, from: 360)
    #expect(!app.exists("Botir"))
    #expect(app.exists("Amina") && app.exists("Chloe"))
  }

  @Test func theLeadingEdgeHasItsOwnActionsWithoutAFullSwipe() throws {
    let app = AppDriver(InboxEditingScreen())
    let row = try swipe(app, "Chloe", by: 300, from: 40)
    let image = app.screenshot()
    #expect(image.pixel(at: CGPoint(x: Self.cardMinX + 8, y: row.midY)).isClose(to: 255, 149, 0))
    #expect(
      image.pixel(at: CGPoint(x: Self.cardMinX + 80, y: row.midY)).isWhite(), "one button, 74 pt")
    #expect(
      app.exists("Chloe", includingHidden: true),
      "allowsFullSwipe: false keeps the row open instead")
    app.screenshot(to: "\(compatibilityScreenshots)/swipe-leading.png")
    app.tap(at: CGPoint(x: Self.cardMinX + 37, y: row.midY))
    app.settle()
    #expect(app.exists("Chloe ★"))
  }

  @Test func aVerticalDragScrollsAndRevealsNothing() throws {
    let app = AppDriver(InboxEditingScreen())
    let row = try #require(app.find("Dilnoza"))
    app.drag(
      from: CGPoint(x: 300, y: row.center.y), to: CGPoint(x: 290, y: row.center.y - 120),
      duration: 0.4)
    app.settle()
    let image = app.screenshot()
    #expect(
      image.count(in: CGRect(x: 200, y: 0, width: 170, height: 844)) { $0.isClose(to: 255, 59, 48) }
        == 0)
  }

  @Test func onDeleteGivesASwipeToDelete() throws {
    let app = AppDriver(InboxEditingScreen())
    let row = try swipe(app, "Banana", by: -120, from: 300)
    let delete = try #require(app.find("Delete"))
    #expect(
      abs(delete.center.y - row.midY) < 1 && abs(delete.center.x - (Self.cardMaxX - 37)) < 1.5)
    let image = app.screenshot()
    #expect(image.pixel(at: CGPoint(x: Self.cardMaxX - 5, y: row.midY)).isClose(to: 255, 59, 48))
    try app.tap("Delete")
    app.settle()
    #expect(!app.exists("Banana"), "\(app.texts)")
    #expect(app.exists("Apple") && app.exists("Cherry"), "\(app.texts)")
  }

  @Test func editModeShowsDeleteControlsAndHandlesAndMovesRows() throws {
    let app = AppDriver(InboxEditingScreen())
    try app.tap("Edit")
    app.settle()
    #expect(app.exists("Done") && !app.exists("Edit"))
    let image = app.screenshot(to: "\(compatibilityScreenshots)/edit-mode.png")
    let apple = try #require(app.find("Apple"))
    // The red minus sits at the row's leading inset, the content moves 38 pt along.
    #expect(abs(apple.frame.minX - (Self.cardMinX + 20 + 38)) < 1.5, "\(apple.frame)")
    #expect(
      image.pixel(at: CGPoint(x: Self.cardMinX + 20 + 5, y: apple.center.y - 6)).isClose(
        to: 255, 59, 48))
    #expect(app.findAll("Reorder").count == 3, "a handle on each movable row")
    let handle = CGRect(x: Self.cardMaxX - 16 - 18, y: apple.center.y - 5, width: 18, height: 10)
    #expect(
      image.count(in: handle) { $0.isClose(to: 174, 174, 178, tolerance: 20) } > 20, "grey bars")
    let amina = try #require(app.find("Amina"))
    #expect(
      abs(amina.frame.minX - (Self.cardMinX + 20)) < 1.5, "rows without onDelete keep their place")
    // Apple's handle dragged down two rows: Banana, Cherry, Apple.
    app.drag(
      from: CGPoint(x: Self.cardMaxX - 20, y: apple.center.y),
      to: CGPoint(x: Self.cardMaxX - 20, y: apple.center.y + 88), duration: 0.5)
    app.settle()
    let ys = ["Banana", "Cherry", "Apple"].compactMap { app.find($0)?.center.y }
    #expect(ys.count == 3 && ys[0] < ys[1] && ys[1] < ys[2], "\(ys)")
    // The minus opens Delete.
    let banana = try #require(app.find("Banana"))
    app.tap(at: CGPoint(x: Self.cardMinX + 20 + 11, y: banana.center.y))
    app.settle()
    try app.tap("Delete")
    app.settle()
    #expect(!app.exists("Banana"))
    try app.tap("Done")
    app.settle()
    #expect(app.exists("Edit") && app.findAll("Reorder").isEmpty)
  }

  @Test func sectionsShowHeadersAndFootersAndRowBackgrounds() throws {
    let app = AppDriver(InboxEditingScreen())
    let image = app.screenshot()
    let header = try #require(app.find("MESSAGES"))
    let footer = try #require(app.find("Swipe a message for more."))
    let first = try #require(app.find("Amina"))
    let last = try #require(app.find("Dilnoza"))
    #expect(header.frame.maxY < first.frame.minY && last.frame.maxY < footer.frame.minY)
    #expect(app.exists("FRUITS"))
    let highlighted = try #require(app.find("Highlighted"))
    #expect(
      image.pixel(at: CGPoint(x: Self.cardMinX + 4, y: highlighted.center.y)).isClose(
        to: 255, 204, 0, tolerance: 30))
  }

  @Test func rightToLeftTheTrailingActionsAreOnTheLeft() throws {
    let app = AppDriver(InboxEditingScreen().environment(\.layoutDirection, .rightToLeft))
    let row = try swipe(app, "Amina", by: 150, from: 90)
    let image = app.screenshot(to: "\(compatibilityScreenshots)/swipe-actions-rtl.png")
    #expect(image.pixel(at: CGPoint(x: Self.cardMinX + 8, y: row.midY)).isClose(to: 255, 59, 48))
    #expect(image.pixel(at: CGPoint(x: Self.cardMinX + 111, y: row.midY)).isClose(to: 0, 122, 255))
    let moved = try #require(app.frame(of: "Amina", includingHidden: true))
    #expect(abs(moved.maxX - (row.maxX + 148)) < 1.5, "\(moved) from \(row)")
    // The leading (favourite) actions come from the right.
    app.tap(at: CGPoint(x: 300, y: row.midY))
    app.settle()
    let chloe = try swipe(app, "Chloe", by: -200, from: 350)
    #expect(
      app.screenshot().pixel(at: CGPoint(x: Self.cardMaxX - 8, y: chloe.midY)).isClose(
        to: 255, 149, 0))
  }

  @Test func rightToLeftEditModeMirrorsTheMinusAndTheHandle() throws {
    let app = AppDriver(InboxEditingScreen().environment(\.layoutDirection, .rightToLeft))
    try app.tap("Edit")
    app.settle()
    let image = app.screenshot(to: "\(compatibilityScreenshots)/edit-mode-rtl.png")
    let apple = try #require(app.find("Apple"))
    // The minus at the right (leading) inset, the text 38 pt to its left, the handle at the left.
    #expect(abs(apple.frame.maxX - (Self.cardMaxX - 20 - 38)) < 1.5, "\(apple.frame)")
    #expect(
      image.pixel(at: CGPoint(x: Self.cardMaxX - 20 - 5, y: apple.center.y - 6)).isClose(
        to: 255, 59, 48))
    let handle = CGRect(x: Self.cardMinX + 16, y: apple.center.y - 5, width: 18, height: 10)
    #expect(
      image.count(in: handle) { $0.isClose(to: 174, 174, 178, tolerance: 20) } > 20, "grey bars")
    // Dragging the handle (on the left) moves the row.
    app.drag(
      from: CGPoint(x: Self.cardMinX + 20, y: apple.center.y),
      to: CGPoint(x: Self.cardMinX + 20, y: apple.center.y + 44), duration: 0.5)
    app.settle()
    let ys = ["Banana", "Apple", "Cherry"].compactMap { app.find($0)?.center.y }
    #expect(ys.count == 3 && ys[0] < ys[1] && ys[1] < ys[2], "\(ys)")
    // The minus opens Delete on the left (trailing) edge.
    let apple2 = try #require(app.find("Apple"))
    app.tap(at: CGPoint(x: Self.cardMaxX - 20 - 11, y: apple2.center.y))
    app.settle()
    let delete = try #require(app.find("Delete"))
    #expect(abs(delete.center.x - (Self.cardMinX + 37)) < 1.5, "\(delete.frame)")
  }

  @Test func aTapSelectsOneRowAndEditModeChoosesSeveral() throws {
    let app = AppDriver(SelectionListScreen())
    try app.tap("Ben")
    app.settle()
    #expect(app.exists("Picked: Ben"))
    let ben = try #require(app.find("Ben"))
    let image = app.screenshot(to: "\(compatibilityScreenshots)/list-selection.png")
    #expect(
      image.pixel(at: CGPoint(x: Self.cardMinX + 6, y: ben.center.y)).isClose(
        to: 209, 209, 214, tolerance: 6))
    try app.tap("Ana")
    app.settle()
    #expect(app.exists("Picked: Ana"))
    // A set is chosen only in edit mode.
    try app.tap("Many Ana")
    app.settle()
    #expect(app.exists("Chosen: "))
    try app.tap("Select")
    app.settle()
    try app.tap("Many Ana")
    try app.tap("Many Cem")
    app.settle()
    #expect(app.exists("Chosen: Ana,Cem"))
    let ana = try #require(app.find("Many Ana"))
    let circles = app.screenshot()
    #expect(
      circles.count(in: CGRect(x: Self.cardMinX + 20, y: ana.center.y - 11, width: 22, height: 22))
      { $0.isAccentBlue } > 100)
    try app.tap("Many Ana")
    app.settle()
    #expect(app.exists("Chosen: Cem"))
  }
}
