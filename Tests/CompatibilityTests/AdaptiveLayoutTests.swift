import SwiftUI
import SwiftUITesting
import Testing

/// Grid, ViewThatFits, safeAreaInset and containerRelativeFrame on a 390 × 844 phone (safe area 47…810).
@MainActor struct AdaptiveLayoutTests {
  @Test func gridColumnsAreAsWideAsTheirWidestCell() throws {
    let app = AppDriver(ScoreboardScreen())
    let image = app.screenshot(to: "\(compatibilityScreenshots)/grid.png")
    let names = try ["Team", "Lions", "Eagles", "Bears", "Total"].map { try #require(app.find($0)) }
    let won = try ["Won", "12", "8", "10"].map { try #require(app.find($0)) }
    let lost = try ["Lost", "3", "7", "5", "15"].map { try #require(app.find($0)) }
    // The grid's alignment (leading) for the first and last columns; the middle one is trailing-aligned
    // because one of its cells asks for it.
    for name in names { #expect(abs(name.frame.minX - names[0].frame.minX) < 0.5, "\(name)") }
    for number in won { #expect(abs(number.frame.maxX - won[0].frame.maxX) < 0.5, "\(number)") }
    for number in lost { #expect(abs(number.frame.minX - lost[0].frame.minX) < 0.5, "\(number)") }
    // Column widths: the widest cell of each, 12 pt apart ("Total" spans two columns and sizes neither).
    let firstColumn = names.dropLast().map(\.frame.width).max()!
    #expect(abs(won[0].frame.minX - (names[0].frame.minX + firstColumn + 12)) < 0.5)
    #expect(abs(lost[0].frame.minX - (won[0].frame.maxX + 12)) < 0.5)
    // Cells of a row share its line; rows are 8 pt apart.
    #expect(abs(names[1].center.y - won[1].center.y) < 0.5)
    #expect(abs(names[2].frame.minY - names[1].frame.maxY - 8) < 0.5)
    // The divider spans only the columns (it is unsized horizontally): the grid, and the yellow background
    // 16 pt around it, end 16 pt after the widest cell of the last column.
    let y = names[1].center.y
    let yellow = image.pixel(at: CGPoint(x: lost[0].frame.maxX + 10, y: y))
    #expect(yellow.red > 240 && yellow.blue < 215, "\(yellow)")
    #expect(image.pixel(at: CGPoint(x: lost[0].frame.maxX + 22, y: y)).isBackground)
    #expect(image.pixel(at: CGPoint(x: names[0].frame.minX - 22, y: y)).isBackground)
  }

  @Test func aFlexibleDividerWidensTheGridAndAnchorsPlaceCells() throws {
    let app = AppDriver(ScoreboardScreen())
    let image = app.screenshot()
    let red = try #require(app.find(identifier: "red"))
    let green = try #require(app.find(identifier: "green"))
    let blue = try #require(app.find(identifier: "blue"))
    let orange = try #require(app.find(identifier: "orange"))
    // Columns of 60 and 80 pt widened to the 358 pt offered by the divider: 165 and 185 pt, cells centred.
    #expect(abs(red.center.x - (16 + 82.5)) < 0.5)
    #expect(abs(green.center.x - (16 + 165 + 8 + 92.5)) < 0.5)
    #expect(abs(blue.center.x - red.center.x) < 0.5)
    // Rows of 40, the divider's 1/3 and 60 pt, 8 pt apart.
    #expect(abs(blue.frame.minY - (red.frame.maxY + 8 + 1 / 3 + 8)) < 0.5)
    // The anchored cell sits in its area's top-leading corner, though its row aligns to the bottom.
    #expect(abs(orange.frame.minX - (16 + 165 + 8)) < 0.5)
    #expect(abs(orange.frame.minY - blue.frame.minY) < 0.5)
    #expect(
      image.pixel(at: CGPoint(x: orange.frame.minX + 5, y: orange.frame.minY + 5)).isClose(
        to: 255, 149, 0))
    #expect(image.pixel(at: CGPoint(x: orange.frame.minX + 5, y: blue.frame.maxY - 5)).isBackground)
  }

  @Test func viewThatFitsShowsTheFirstViewThatFits() throws {
    let app = AppDriver(ResponsiveActionsScreen())
    app.screenshot(to: "\(compatibilityScreenshots)/view-that-fits.png")
    // Wide: side by side. Narrow: the row does not fit in 180 pt, so the stacked version shows.
    let saveWide = try #require(app.find("Save wide"))
    let shareWide = try #require(app.find("Share wide"))
    #expect(abs(saveWide.center.y - shareWide.center.y) < 0.5)
    #expect(shareWide.frame.minX > saveWide.frame.maxX)
    let saveNarrow = try #require(app.find("Save narrow"))
    let shareNarrow = try #require(app.find("Share narrow"))
    #expect(shareNarrow.frame.minY > saveNarrow.frame.maxY)
    #expect(abs(saveNarrow.center.x - shareNarrow.center.x) < 0.5)
    // The version not chosen is not shown (a button is found as itself and as its text).
    #expect(app.findAll("Save narrow").allSatisfy { abs($0.center.y - saveNarrow.center.y) < 0.5 })
    #expect(app.findAll("Save wide").allSatisfy { abs($0.center.y - saveWide.center.y) < 0.5 })
    // Only the chosen version answers taps.
    try app.tap("Share narrow")
    try app.tap("Save wide")
    #expect(app.exists("Taps: 11"))
    // Along the horizontal axis only: the long headline does not fit in 150 pt, the short one does.
    #expect(app.exists("Find your match"))
    #expect(!app.exists("Find your match in the city tonight", includingHidden: false))
  }

  @Test func safeAreaInsetsStackAndTheScrollViewScrollsUnderThem() throws {
    let app = AppDriver(ChatInsetScreen())
    var image = app.screenshot(to: "\(compatibilityScreenshots)/safe-area-inset.png")
    // The banner at the top, the composer at the bottom edge, the typing bar stacked above it.
    #expect(image.pixel(at: CGPoint(x: 5, y: 47 + 20)).isClose(to: 255, 204, 0))
    #expect(image.pixel(at: CGPoint(x: 5, y: 810 - 25)).isClose(to: 0, 122, 255))
    #expect(image.pixel(at: CGPoint(x: 5, y: 810 - 50 - 15)).isClose(to: 52, 199, 89))
    let composer = try #require(app.find("Composer"))
    let typing = try #require(app.find("Typing…"))
    #expect(abs(composer.center.y - 785) < 0.5 && abs(typing.center.y - 745) < 0.5)
    // The first message starts below the banner and its 8 pt spacing; the scroll view itself reaches under
    // the bars, so rows under them are laid out and shown through to the window's safe area.
    let first = try #require(app.find("Message 1"))
    #expect(abs(first.center.y - (47 + 40 + 8 + 22)) < 0.5)
    let underBar = try #require(
      app.find("Message 16"), "a row under the composer is inside the scroll view")
    #expect(underBar.frame.minY > 760)
    // It goes on under the home indicator too (behind the composer's blue, which reaches the bottom of the
    // screen): the row there is laid out, none further.
    #expect(try #require(app.find("Message 17")).frame.minY > 790)
    #expect(!app.exists("Message 18"))
    // Scrolled to the end, the last message stops right above the typing bar.
    app.scroll(dy: 100_000, at: CGPoint(x: 195, y: 400))
    app.settle()
    image = app.screenshot()
    let last = try #require(app.find("Message 30"))
    #expect(abs(last.center.y - (730 - 22)) < 0.5, "\(last)")
    #expect(image.pixel(at: CGPoint(x: 5, y: 810 - 25)).isClose(to: 0, 122, 255))
  }

  @Test func aPlainViewIsLaidOutBesideItsInset() throws {
    let app = AppDriver(FooterInsetScreen())
    let image = app.screenshot(to: "\(compatibilityScreenshots)/safe-area-inset-footer.png")
    let footer = try #require(app.find("Footer"))
    let content = try #require(app.find("Content"))
    // The footer at the bottom trailing corner, 16 pt padding around its text.
    #expect(abs(footer.frame.maxY - (810 - 16)) < 0.5)
    #expect(abs(footer.frame.maxX - (390 - 16)) < 0.5)
    // The orange view ends 8 pt (the default spacing) above the footer's background.
    let footerTop = footer.frame.minY - 16
    #expect(abs(content.frame.maxY - (footerTop - 8)) < 0.5)
    #expect(image.pixel(at: CGPoint(x: 5, y: footerTop - 12)).isClose(to: 255, 149, 0))
    #expect(image.pixel(at: CGPoint(x: 5, y: footerTop - 4)).isBackground)
    #expect(image.pixel(at: CGPoint(x: 380, y: footerTop + 4)).isClose(to: 175, 82, 222))
  }

  @Test func containerRelativeFramesFollowTheirScrollViewOrTheWindow() throws {
    let app = AppDriver(CarouselScreen())
    app.screenshot(to: "\(compatibilityScreenshots)/container-relative-frame.png")
    // Cards of two thirds: ((390 − 2 × 10) / 3) × 2 + 10 = 256.67 pt, 10 pt apart, from the leading edge.
    let card0 = try #require(app.frame(of: "Card 0"))
    let card1 = try #require(app.frame(of: "Card 1", includingHidden: true))
    #expect(abs(card0.midX - 256.67 / 2) < 0.5)
    #expect(abs(card1.midX - card0.midX - 266.67) < 0.5)
    // Pages as large as their 200 pt scroll view, each text at its page's top-leading corner.
    let page0 = try #require(app.frame(of: "Page 0"))
    let page1 = try #require(app.frame(of: "Page 1", includingHidden: true))
    #expect(page0.minX == 0 && abs(page1.minY - page0.minY - 200) < 0.5)
    #expect(!app.exists("Page 1"))
    // Outside a scroll view the container is the window's safe area: half of 390 pt.
    let half = try #require(app.frame(ofIdentifier: "half"))
    #expect(abs(half.width - 195) < 0.5 && abs(half.minX - 97.5) < 0.5)
  }
}
