import SwiftUI
import SwiftUITesting
import Testing

/// `EmployeesSplitScreen` and `DepartmentsSplitScreen` (Apple's documentation examples) against iOS: in a
/// regular width the columns stand side by side and choosing a row in the sidebar shows its detail beside
/// it; on a phone the split view is one stack, choosing a row pushes the next column, and going back clears
/// the choice.
@MainActor struct SplitSelectionTests {
  static let wide = CGSize(width: 1024, height: 768)

  @Test func wideTheSidebarSelectionShowsItsDetailBesideIt() throws {
    let app = AppDriver(EmployeesSplitScreen(), size: Self.wide)
    let prompt = try #require(app.find("Select an employee")).frame
    #expect(prompt.minX > 320, "the detail column is beside the sidebar: \(prompt)")
    let row = try #require(app.find("Grace Hopper")).frame
    #expect(row.maxX < 320)
    try app.tap("Grace Hopper")
    app.settle()
    let image = app.screenshot(to: "\(compatibilityScreenshots)/split-wide-selected.png")
    #expect(app.exists("Admiral") && !app.exists("Select an employee"))
    let detail = try #require(app.find("Admiral")).frame
    #expect(abs(detail.midX - (320 + (1024 - 320) / 2)) < 2, "centred in the detail: \(detail)")
    // The sidebar stays, its chosen row filled with the tint (systemBlue) and its name white, as iPadOS
    // marks a sidebar's choice; a hairline between the columns.
    #expect(app.findAll("Grace Hopper").contains { $0.frame == row })
    #expect(image.pixel(at: CGPoint(x: 300, y: row.midY)).isClose(to: 0, 122, 255, tolerance: 8))
    let name = image.count(in: row) { $0.isWhite(215) }
    #expect(name > 100, "white text on the blue row: \(name) white pixels")
    let other = try #require(app.find("Alan Turing")).frame
    #expect(
      image.pixel(at: CGPoint(x: 300, y: other.midY)).isClose(to: 255, 255, 255, tolerance: 8))
    #expect(
      image.count(in: CGRect(x: 319, y: 300, width: 2, height: 100)) { !$0.isBackground } > 50)
    try app.tap("Alan Turing")
    app.settle()
    #expect(app.exists("Mathematician") && !app.exists("Admiral"))
  }

  @Test func onAPhoneChoosingARowPushesTheDetailAndBackClearsIt() throws {
    let app = AppDriver(EmployeesSplitScreen())
    #expect(!app.exists("Select an employee"), "a phone shows the sidebar first")
    try app.tap("Ada Lovelace")
    app.settle()
    app.screenshot(to: "\(compatibilityScreenshots)/split-phone-pushed.png")
    #expect(app.exists("Engineer"))
    let title = try #require(app.findAll("Ada Lovelace").first { $0.frame.minY < 150 })
    #expect(abs(title.frame.minX - 16) < 1, "the detail's title in the bar: \(title.frame)")
    try app.tap("Employees")  // the back button
    app.settle()
    #expect(!app.exists("Engineer"))
    let image = app.screenshot()
    let row = try #require(app.find("Ada Lovelace")).frame
    #expect(
      !image.pixel(at: CGPoint(x: 380, y: row.midY)).isClose(to: 209, 209, 214, tolerance: 8),
      "the choice is cleared")
    try app.tap("Alan Turing")
    app.settle()
    #expect(app.exists("Mathematician"))
  }

  @Test func threeColumnsWideAndCollapsed() throws {
    let wide = AppDriver(DepartmentsSplitScreen(), size: Self.wide)
    #expect(wide.exists("Select a department") && wide.exists("Select an employee"))
    try wide.tap("Research")
    wide.settle()
    let grace = try #require(wide.find("Grace Hopper")).frame
    #expect(grace.minX > 320 && grace.maxX < 640, "in the content column: \(grace)")
    try wide.tap("Grace Hopper")
    wide.settle()
    wide.screenshot(to: "\(compatibilityScreenshots)/split-three-columns.png")
    #expect(try #require(wide.find("Admiral")).frame.minX > 640)

    let phone = AppDriver(DepartmentsSplitScreen())
    try phone.tap("Codebreaking")
    phone.settle()
    try phone.tap("Alan Turing")
    phone.settle()
    #expect(phone.exists("Mathematician"))
    try phone.tap("Codebreaking")  // back to the content column
    phone.settle()
    #expect(!phone.exists("Mathematician") && phone.exists("Alan Turing"))
  }
}
