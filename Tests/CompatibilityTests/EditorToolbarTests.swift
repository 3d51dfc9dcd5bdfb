import Foundation
import SwiftUI
import SwiftUITesting
import Testing

/// `EditorToolbarScreen` against iOS: the control group is one grey rounded bar split evenly between its
/// tinted buttons; a button-style toggle is a bordered button when off and a prominent one when on; a
/// custom style draws what it says; a control group opens a menu with its buttons as one row of icons over
/// titles.
@MainActor struct EditorToolbarTests {
  @Test func controlGroupsAndToggleStylesLookAndActAsOnIOS() throws {
    let app = AppDriver(EditorToolbarScreen())
    let image = app.screenshot(to: "\(compatibilityScreenshots)/editor-toolbar.png")
    let cut = try #require(app.find("Cut"))
    let copy = try #require(app.find("Copy"))
    let paste = try #require(app.find("Paste"))
    // Equal shares of one bar: the titles' centres are evenly spaced across the padded width.
    #expect(abs((copy.frame.midX - cut.frame.midX) - (paste.frame.midX - copy.frame.midX)) < 1)
    #expect(abs(copy.frame.midX - 195) < 1)
    let bar = image.pixel(at: CGPoint(x: 24, y: cut.frame.midY))
    #expect(bar.isClose(to: 239, 239, 240, tolerance: 5), "grey bar: \(bar)")
    #expect(
      image.count(in: cut.frame) { $0.isClose(to: 0, 122, 255, tolerance: 60) } > 10,
      "tinted titles")
    try app.tap("Paste")
    #expect(app.exists("Last: paste"))

    // Bold is on: a prominent button (the tint behind a white label); Italic is off: a bordered one (a light
    // tint behind a tinted label).
    let bold = try #require(app.find("Bold"))
    let italic = try #require(app.find("Italic"))
    let boldBackground = image.pixel(at: CGPoint(x: bold.frame.maxX + 6, y: bold.frame.midY))
    #expect(boldBackground.isClose(to: 0, 122, 255, tolerance: 10), "\(boldBackground)")
    let italicBackground = image.pixel(at: CGPoint(x: italic.frame.maxX + 6, y: italic.frame.midY))
    #expect(italicBackground.isClose(to: 217, 235, 255, tolerance: 10), "\(italicBackground)")
    try app.tap("Italic")
    let after = app.screenshot()
    #expect(
      after.pixel(at: CGPoint(x: italic.frame.maxX + 6, y: italic.frame.midY)).isClose(
        to: 0, 122, 255, tolerance: 10))

    // The custom style's checkbox, and the switch, off (grey track).
    #expect(app.exists("Check spelling"))
    #expect(app.value(of: "Autosave") == "0")
    try app.tap("Check spelling")
    #expect(app.value(of: "Autosave") == "0", "the checkbox is its own toggle")

    // The navigation group: two plain chevrons side by side, no bar behind them.
    let back = try #require(app.find("Back"))
    let forward = try #require(app.find("Forward"))
    #expect(back.frame.maxX < forward.frame.minX && forward.frame.minX - back.frame.maxX < 40)
    #expect(image.pixel(at: CGPoint(x: forward.frame.maxX + 8, y: forward.frame.midY)).isBackground)
    try app.tap("Forward")
    #expect(app.exists("Last: forward"))
    // The menu: its control group is one row, Cut and Copy side by side above Select All.
    try app.tap("Edit")
    app.settle()
    let menuCut = try #require(app.findAll("Cut").last)
    let menuCopy = try #require(app.findAll("Copy").last)
    let selectAll = try #require(app.find("Select All"))
    #expect(
      abs(menuCut.frame.midY - menuCopy.frame.midY) < 1 && menuCut.frame.maxX < menuCopy.frame.minX)
    #expect(menuCut.frame.maxY < selectAll.frame.minY)
    _ = app.screenshot(to: "\(compatibilityScreenshots)/editor-toolbar-menu.png")
    app.tap(menuCopy)
    app.settle()
    #expect(app.exists("Last: menu copy"), "\(app.texts)")
  }
}
