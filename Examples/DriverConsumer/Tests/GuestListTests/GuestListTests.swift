import GuestList
import SwiftUI
import SwiftUITesting
import Testing

/// Drives `GuestListView` from a target that, like another package, sees only the public API of SwiftUI and
/// SwiftUITesting (its manifest entry has `packageAccess: false`).
@MainActor struct GuestListTests {
  @Test func typedNamesAreAddedAsRows() throws {
    let app = AppDriver(GuestListView())
    #expect(app.find("Add")?.isEnabled == false)
    try app.type("Ada", into: "Name")
    #expect(app.value(ofIdentifier: "name-field") == "Ada")
    #expect(app.find(identifier: "name-field")?.kind == .textField)
    try app.tap("Add")
    try app.type("Grace", intoIdentifier: "name-field")
    try app.tap("Add")

    #expect(app.find(identifier: "count")?.label == "Guests: 2")
    #expect(app.value(of: "Name") == "")
    let rows = app.findAll(identifier: "guest")
    #expect(rows.map(\.label) == ["Ada", "Grace"])
    // Rows are stacked top to bottom, each as tall as its padded text.
    #expect(rows[0].frame.maxY <= rows[1].frame.minY)
    #expect(rows[0].frame.height > 20)
  }

  @Test func theSwitchAndTheSliderReportTheirValues() throws {
    let app = AppDriver(GuestListView())
    #expect(app.find("Plus-ones")?.kind == .toggle)
    #expect(app.value(of: "Plus-ones") == "0")
    let toggle = try #require(app.find("Plus-ones"))
    // The switch is at the trailing end of the row.
    app.tap(at: CGPoint(x: toggle.frame.maxX - 20, y: toggle.center.y))
    #expect(app.value(of: "Plus-ones") == "1")
    #expect(app.exists("Tables of 4, plus-ones welcome"))

    let slider = try #require(app.find(identifier: "table-size"))
    #expect(slider.kind == .slider)
    #expect(slider.value == "25%")
    // From the thumb (a quarter along) to the far end.
    let thumb = CGPoint(
      x: slider.frame.minX + 14 + (slider.frame.width - 28) / 4, y: slider.center.y)
    app.drag(from: thumb, to: CGPoint(x: slider.frame.maxX + 20, y: slider.center.y))
    #expect(app.value(ofIdentifier: "table-size") == "100%")
    #expect(app.exists("Tables of 10, plus-ones welcome"))
  }

  @Test func screenshotsShowTheRows() async throws {
    let app = AppDriver(GuestListView())
    try app.type("Ada", into: "Name")
    try app.tap("Add")
    #expect(await app.wait(forIdentifier: "guest", timeout: 1))
    let row = try #require(app.find(identifier: "guest"))
    let image = app.screenshot()
    // The row's yellow background, just inside its top-left corner.
    let pixel = image.pixel(at: CGPoint(x: row.frame.minX + 2, y: row.frame.minY + 2))
    #expect(pixel.red > 240 && pixel.green > 190 && pixel.blue < 30)
    #expect(throws: AppDriver.DriverError.self) { try app.tap(identifier: "missing") }
  }
}
