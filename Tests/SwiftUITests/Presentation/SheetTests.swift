import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

private struct SheetHost: View {
  @State var show = false
  @State var dismissals = 0
  var body: some View {
    ZStack {
      LinearGradient(colors: [.purple, .pink], startPoint: .top, endPoint: .bottom)
        .ignoresSafeArea()
      VStack {
        Text("dismissed \(dismissals)")
        Button("Open") { show = true }
      }
    }
    .sheet(isPresented: $show, onDismiss: { dismissals += 1 }) { SheetBody() }
  }
}

private struct SheetBody: View {
  @Environment(\.dismiss) var dismiss
  @State var taps = 0
  var body: some View {
    VStack(spacing: 20) {
      Text("In the sheet")
        .font(.title)
      Button("Tapped \(taps)") { taps += 1 }
      Button("Close") { dismiss() }
    }
  }
}

private struct Profile: Identifiable {
  let id: Int
}

private struct ItemSheetHost: View {
  @State var profile: Profile?
  var body: some View {
    Button("Show 3") { profile = Profile(id: 3) }
      .fullScreenCover(item: $profile) { profile in
        ProfileBody(profile: profile)
      }
  }
}

private struct ProfileBody: View {
  let profile: Profile
  @Environment(\.dismiss) var dismiss
  var body: some View {
    VStack {
      Text("Profile \(profile.id)")
      Button("Done") { dismiss() }
    }
  }
}

@MainActor @Suite struct SheetTests {
  @Test func SheetSlidesUpAndDismissActionClosesItAndRunsOnDismiss() throws {
    let driver = AppDriver(SheetHost())
    try driver.tap("Open")
    driver.advance(by: 0.1)
    let rising = try #require(driver.frame(of: "In the sheet", includingHidden: true))
    driver.settle()
    let settled = try #require(driver.frame(of: "In the sheet"))
    #expect(rising.minY > settled.minY + 50)
    // The card leaves a strip of the dimmed content visible under the status bar.
    let image = driver.screenshot()
    let strip = image.pixel(at: CGPoint(x: 195, y: 52))
    let card = image.pixel(at: CGPoint(x: 195, y: 70))
    #expect(card == .init(red: 255, green: 255, blue: 255), "\(card)")
    #expect(strip.red < 230 && strip.green < 150, "\(strip)")
    // Content in the sheet is live and keeps its state while shown.
    try driver.tap("Tapped 0")
    #expect(driver.exists("Tapped 1"))
    try driver.tap("Close")
    driver.settle()
    #expect(!driver.exists("In the sheet"))
    #expect(driver.exists("dismissed 1"))
    #expect(driver.host.presentationCount == 0)
  }

  @Test func SwipingDownFarEnoughDismissesAndAShortSwipeSpringsBack() throws {
    let driver = AppDriver(SheetHost())
    try driver.tap("Open")
    driver.settle()
    let top = try #require(driver.frame(of: "In the sheet"))
    driver.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 660), duration: 0.5)
    driver.settle()
    #expect(driver.frame(of: "In the sheet") == top)
    driver.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 700), duration: 0.5)
    driver.settle()
    #expect(!driver.exists("In the sheet"))
    #expect(driver.exists("dismissed 1"))
  }

  @Test func TapsOnTheDimmedStripDoNotReachTheContent() throws {
    let driver = AppDriver(SheetHost())
    try driver.tap("Open")
    driver.settle()
    driver.tap(at: CGPoint(x: 195, y: 52))
    driver.settle()
    #expect(driver.exists("In the sheet"))
  }

  @Test func FullScreenCoverForAnItemCoversEverythingAndClosesWithDismiss() throws {
    let driver = AppDriver(ItemSheetHost())
    try driver.tap("Show 3")
    driver.settle()
    #expect(driver.exists("Profile 3"))
    let image = driver.screenshot()
    #expect(image.pixel(at: CGPoint(x: 5, y: 5)) == .init(red: 255, green: 255, blue: 255))
    // The cover takes the touches: a tap where the button is does not reach it.
    driver.tap(at: CGPoint(x: 195, y: 422))
    driver.settle()
    #expect(driver.exists("Profile 3"))
    try driver.tap("Done")
    driver.settle()
    #expect(!driver.exists("Profile 3"))
    #expect(driver.exists("Show 3"))
  }

  @Test func SheetRisesCoversAllButATopStripAndFollowsADrag() throws {
    let folder = temporaryFolder("sheet")
    let driver = AppDriver(SheetHost())
    let before = driver.screenshot()
    try driver.tap("Open")
    driver.advance(by: 0.15)
    let rising = driver.screenshot(to: "\(folder)/sheet-rising.png")
    driver.settle()
    let open = driver.screenshot(to: "\(folder)/sheet.png")
    // The sheet's top edge: the first white row down the middle (the backdrop is a purple gradient).
    func top(_ image: RenderedImage) -> CGFloat { image.firstRow(atX: 195) { $0.isWhite() } ?? 844 }
    let settledTop = top(open)
    #expect((50...64).contains(settledTop), "the sheet leaves a strip of the screen above it")
    #expect(top(rising) > settledTop + 50 && top(rising) < 800, "halfway up after 0.15 s")
    // Rounded top corners show the backdrop; the backdrop behind is dimmed.
    #expect(!open.pixel(at: CGPoint(x: 1, y: settledTop + 1)).isWhite())
    let dimmed = open.pixel(at: CGPoint(x: 195, y: 20))
    let undimmed = before.pixel(at: CGPoint(x: 195, y: 20))
    #expect(
      dimmed.red < undimmed.red && dimmed.green < undimmed.green && dimmed.blue < undimmed.blue)
    // The sheet's title is drawn, centred.
    let title = try #require(
      open.bounds(in: CGRect(x: 0, y: settledTop, width: 390, height: 600)) { $0.isDark() })
    #expect(abs(title.midX - 195) <= 2)

    driver.host.send(.pointerDown(CGPoint(x: 195, y: 400)))
    for step in 1...10 {
      driver.advance(by: 0.03)
      driver.host.send(.pointerMoved(CGPoint(x: 195, y: 400 + Double(step) * 20)))
    }
    let dragging = driver.screenshot(to: "\(folder)/sheet-dragging.png")
    // Dragged 200 points down: the sheet and what it shows follow the finger.
    #expect(abs(top(dragging) - (settledTop + 200)) <= 4, "top at \(top(dragging))")
    let draggedTitle = try #require(
      dragging.bounds(in: CGRect(x: 0, y: top(dragging), width: 390, height: 600)) { $0.isDark() })
    #expect(abs(draggedTitle.minY - (title.minY + 200)) <= 4)
    driver.host.send(.pointerUp(CGPoint(x: 195, y: 600)))
    driver.settle()
  }

  /// A navigation stack of 40 numbered rows in a scroll view, shown in a sheet.
  private struct RowsSheetHost: View {
    @State var show = true
    var body: some View {
      Color.purple.ignoresSafeArea()
        .sheet(isPresented: $show) {
          NavigationStack {
            ScrollView {
              VStack(spacing: 0) {
                ForEach(0..<40, id: \.self) { index in
                  Text("Row \(index)").frame(maxWidth: .infinity, minHeight: 60)
                }
              }
            }
            .navigationTitle("Rows")
            .navigationBarTitleDisplayMode(.inline)
          }
        }
    }
  }

  /// The window frame of the first scroll view in the tree (laid out, before any offset is drawn).
  static func scrollViewFrame(_ node: ViewNode, origin: CGPoint) -> CGRect? {
    let frame = node.frame.offsetBy(dx: origin.x, dy: origin.y)
    if node.attributes.keepsContentInSafeArea { return frame }
    for child in node.children {
      if let found = scrollViewFrame(child, origin: frame.origin) { return found }
    }
    return nil
  }

  @Test func ScrollViewInASheetsPageGoesUnderTheSheetsBarButNotAboveTheSheet() throws {
    let driver = AppDriver(RowsSheetHost())
    driver.settle()
    // The card starts 10 pt below the status bar (47 pt), its bar is 44 pt: the first row rests below it.
    let sheetTop: CGFloat = 57
    let first = try #require(driver.frame(of: "Row 0"))
    #expect(abs(first.minY - (sheetTop + 44 + 19.5)) < 1, "\(first)")
    // The scroll view reaches up under the sheet's bar to the card's top edge, not over the dimmed strip.
    let scrollView = try #require(Self.scrollViewFrame(driver.host.graph.root, origin: .zero))
    #expect(abs(scrollView.minY - sheetTop) < 0.5, "\(scrollView)")
    // Scrolling over the dimmed strip above the card does not reach the sheet's scroll view.
    driver.scroll(dy: 100, at: CGPoint(x: 195, y: 30))
    driver.settle()
    #expect(driver.frame(of: "Row 0") == first)
    driver.tap(at: CGPoint(x: 195, y: 30))
    driver.settle()
    #expect(driver.exists("Row 0"), "the sheet stays")
    // Inside the card it scrolls, and the rows go on under the sheet's bar, not above the card.
    driver.scroll(dy: 100, at: CGPoint(x: 195, y: 400))
    driver.settle()
    let scrolled = try #require(driver.frame(of: "Row 2"))
    #expect(abs(scrolled.minY - (first.minY + 120 - 100)) < 1, "\(scrolled)")
    let image = driver.screenshot(to: "\(temporaryFolder("sheet"))/rows-sheet-scrolled.png")
    let strip = image.pixel(at: CGPoint(x: 195, y: 30))
    #expect(
      !strip.isWhite() && strip.blue > strip.green, "the dimmed purple above the card: \(strip)")
  }
}
