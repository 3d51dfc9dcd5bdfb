import SwiftUI
import SwiftUITesting
import Testing

/// `PhotoActionsScreen` and `LegacyActionSheetScreen` against the iOS action sheet on a phone: two rounded
/// groups 8 pt from the screen's sides at the bottom (the actions, then Cancel alone in white), 57 pt rows,
/// 20 pt text in blue or red, the title shown only when asked for, Cancel added when no button has its role.
@MainActor struct ConfirmationDialogTests {
  /// The home indicator's safe area is 34 pt: Cancel's group ends there.
  static let groupsBottom: CGFloat = 844 - 34

  @Test func theDialogIsAnActionSheetAtTheBottomWithCancelApart() throws {
    let app = AppDriver(PhotoActionsScreen())
    #expect(!app.exists("Red"))
    try app.tap("Show Options")
    app.settle()
    let image = app.screenshot(to: "\(compatibilityScreenshots)/confirmation-dialog.png")
    #expect(app.exists("Select a color"), "titleVisibility: .visible shows the title")
    let red = try #require(app.find("Red"))
    let green = try #require(app.find("Green"))
    let blue = try #require(app.find("Blue"))
    let cancel = try #require(app.find("Cancel"))
    // Rows are 57 pt apart; Cancel sits 8 pt below the last action's row, its group on the safe area.
    #expect(abs(green.center.y - red.center.y - 57) < 1, "\(red.frame) \(green.frame)")
    #expect(abs(blue.center.y - green.center.y - 57) < 1)
    #expect(abs(cancel.center.y - (Self.groupsBottom - 28.5)) < 1, "\(cancel.frame)")
    #expect(abs(blue.center.y - (Self.groupsBottom - 57 - 8 - 28.5)) < 1, "\(blue.frame)")
    for row in [red, green, blue, cancel] {
      #expect(abs(row.center.x - 195) < 1, "centred: \(row)")
    }
    // 8 pt margins: dimmed screen outside, the group inside; Cancel's group is opaque white.
    let beside = image.pixel(at: CGPoint(x: 4, y: cancel.center.y))
    let inGroup = image.pixel(at: CGPoint(x: 12, y: cancel.center.y))
    #expect(beside.red < 215, "dimmed beside the group: \(beside)")
    #expect(inGroup.isWhite(250), "Cancel's group is white: \(inGroup)")
    let actionsFill = image.pixel(at: CGPoint(x: 12, y: green.center.y))
    #expect(
      actionsFill.red > 235 && actionsFill.red < 252,
      "the actions' group is light grey: \(actionsFill)")
    // The gap between the groups shows the dimmed screen.
    let gap = image.pixel(at: CGPoint(x: 100, y: Self.groupsBottom - 57 - 4))
    #expect(gap.red < 215, "\(gap)")
    // 14 pt corners: the group's corner pixel is dimmed, a point inside the curve is not.
    #expect(image.pixel(at: CGPoint(x: 9, y: Self.groupsBottom - 1)).red < 215)
    #expect(image.pixel(at: CGPoint(x: 14, y: Self.groupsBottom - 5)).isWhite(250))
    // 20 pt text: the label's ink is about 14-15 pt tall; blue actions, a bolder Cancel.
    let ink = try #require(image.bounds(in: red.frame) { $0.isAccentBlue })
    #expect(ink.height > 12 && ink.height < 17, "\(ink)")
    #expect(image.count(in: cancel.frame) { $0.isAccentBlue } > 20)
    let title = try #require(app.find("Select a color"))
    #expect(title.frame.maxY < red.frame.minY)
    #expect(
      image.count(in: title.frame) { $0.isClose(to: 138, 138, 142, tolerance: 20) } > 5,
      "grey title")

    try app.tap("Green")
    app.settle()
    #expect(app.exists("Green") && !app.exists("Red") && !app.exists("Cancel"))
  }

  @Test func theTitleIsHiddenByDefaultCancelIsAddedAndDestructiveIsRed() throws {
    let app = AppDriver(PhotoActionsScreen())
    try app.tap("Delete")
    app.settle()
    let image = app.screenshot(to: "\(compatibilityScreenshots)/confirmation-delete.png")
    #expect(!app.exists("Delete photo?"))
    let message = try #require(app.find("This photo will be deleted from all your devices."))
    let delete = try #require(app.find("Delete Photo"))
    let cancel = try #require(app.find("Cancel"))
    #expect(message.frame.maxY < delete.frame.minY && delete.frame.maxY < cancel.frame.minY)
    #expect(image.count(in: delete.frame) { $0.isClose(to: 255, 59, 48, tolerance: 40) } > 20)
    #expect(image.count(in: message.frame) { $0.red < 100 } == 0, "the message is grey")
    // A tap on the dimmed screen is Cancel: nothing else happens.
    app.tap(at: CGPoint(x: 195, y: 150))
    app.settle()
    #expect(!app.exists("Delete Photo"))
    #expect(app.exists("None"))
  }

  @Test func presentingDataGivesItToTheActionsAndACancelRoleButtonReplacesCancel() throws {
    let app = AppDriver(PhotoActionsScreen())
    try app.tap("Share report.pdf")
    app.settle()
    #expect(app.exists("Share") && app.exists("report.pdf is 2 MB."))
    #expect(!app.exists("Cancel"))
    let send = try #require(app.find("Send report.pdf"))
    let notNow = try #require(app.find("Not now"))
    #expect(abs(notNow.center.y - (Self.groupsBottom - 28.5)) < 1)
    #expect(send.frame.maxY < notNow.frame.minY - 8)
    try app.tap("Not now")
    app.settle()
    #expect(app.exists("Kept report.pdf"))
    try app.tap("Share report.pdf")
    app.settle()
    try app.tap("Send report.pdf")
    app.settle()
    #expect(app.exists("Sent report.pdf"))
  }

  @Test func escapeIsCancel() throws {
    let app = AppDriver(PhotoActionsScreen())
    try app.tap("Show Options")
    app.settle()
    app.press(.escape)
    app.settle()
    #expect(!app.exists("Red") && app.exists("None"))
  }

  @Test func theDeprecatedActionSheetShowsItsTitleAndButtons() throws {
    let app = AppDriver(LegacyActionSheetScreen())
    try app.tap("Change background")
    app.settle()
    let image = app.screenshot(to: "\(compatibilityScreenshots)/action-sheet.png")
    let titles = app.findAll("Change background")
    #expect(titles.contains { $0.frame.minY > 422 }, "the sheet's title, always shown: \(titles)")
    #expect(app.exists("Select a new color"))
    let remove = try #require(app.find("Remove"))
    let cancel = try #require(app.find("Cancel"))
    #expect(image.count(in: remove.frame) { $0.isClose(to: 255, 59, 48, tolerance: 40) } > 20)
    #expect(abs(cancel.center.y - (Self.groupsBottom - 28.5)) < 1)
    try app.tap("Remove")
    app.settle()
    #expect(app.exists("Removed") && !app.exists("Cancel"))
  }

  @Test func inArabicTheSheetKeepsItsPlaceAndCancelIsTranslated() throws {
    let app = AppDriver(
      PhotoActionsScreen()
        .environment(\.locale, Locale(identifier: "ar"))
        .environment(\.layoutDirection, .rightToLeft))
    // Without a bundle, text is looked up in the catalogs beside the runner: the screen's Delete is Arabic too.
    try app.tap("حذف")
    app.settle()
    app.screenshot(to: "\(compatibilityScreenshots)/confirmation-arabic.png")
    #expect(!app.exists("Cancel"))
    let cancel = try #require(app.find("إلغاء"))
    #expect(abs(cancel.center.x - 195) < 1 && abs(cancel.center.y - (Self.groupsBottom - 28.5)) < 1)
    let message = try #require(app.find("This photo will be deleted from all your devices."))
    #expect(abs(message.center.x - 195) < 1.5, "\(message.frame)")
  }
}
