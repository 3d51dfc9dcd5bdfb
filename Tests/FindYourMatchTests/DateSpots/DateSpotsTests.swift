import Foundation
import MapKit
import SwiftUI
import SwiftUITesting
import Testing

@testable import FindYourMatch

/// The Date spots tab (seed 001's app): the map with a pin per place, the "Name, City" header and its list,
/// the preview card with Learn more and Next, and the detail sheet.
@MainActor @Suite struct DateSpotsTests {
  let model = DateSpotsViewModel()

  func launch() -> AppDriver {
    let driver = AppDriver(DateSpotsScreen().environmentObject(model), scale: 2)
    driver.settle()
    return driver
  }

  /// Where the screenshots go: SCREENSHOT_DIR when set, else a new temporary folder for the run.
  static let folder: String =
    ProcessInfo.processInfo.environment["SCREENSHOT_DIR"] ?? temporaryFolder("date-spots")

  @Test func theMapShowsRomeWithPinsTheHeaderAndTheCard() throws {
    let driver = launch()
    #expect(driver.exists("Colosseum, Rome"))
    #expect(driver.exists("Learn more"))
    #expect(driver.exists("Next"))
    #expect(driver.exists("© GSHHG, Natural Earth, GeoNames"))
    // The three Roman places have pins on screen; Paris's are far away.
    #expect(driver.exists("Pin Colosseum"))
    #expect(driver.exists("Pin Pantheon"))
    #expect(driver.exists("Pin Trevi Fountain"))
    #expect(!driver.exists("Pin Eiffel Tower"))
    let colosseum = try #require(driver.frame(of: "Pin Colosseum"))
    let pantheon = try #require(driver.frame(of: "Pin Pantheon"))
    #expect(colosseum.midX > pantheon.midX && colosseum.midY > pantheon.midY, "south-east")
    let image = driver.screenshot(to: "\(Self.folder)/date-spots-rome.png")
    // Land between the header and the card, left of the pins.
    let land = image.pixel(at: CGPoint(x: 40, y: 300))
    #expect(land.red > land.blue + 8, "land colour: \(land)")
  }

  @Test func nextChangesTheHeaderAndTheCardAndMovesTheMap() throws {
    let driver = launch()
    try driver.tap("Next")
    driver.advance(by: 0.15)
    #expect(driver.exists("Pantheon, Rome"))
    // The new card comes in from the trailing edge while the old one leaves.
    #expect(driver.exists("Colosseum", includingHidden: true) && driver.exists("Pantheon"))
    driver.settle()
    #expect(!driver.exists("Colosseum"))
    #expect(abs(model.mapRegion.center.latitude - 41.8986) < 1e-9)
    // The map is centred on the Pantheon now: its pin's tip is at the centre of the screen.
    let pin = try #require(driver.frame(of: "Pin Pantheon"))
    #expect(abs(pin.midX - 195) < 2, "\(pin)")
    for _ in 0..<8 {
      try driver.tap("Next")
      driver.settle()
    }
    #expect(driver.exists("Colosseum, Rome"), "Next wraps from the last place to the first")
  }

  @Test func theHeaderOpensTheListAndARowSelects() throws {
    let driver = launch()
    try driver.tap("Colosseum, Rome")
    driver.settle()
    #expect(driver.exists("Eiffel Tower"))
    #expect(driver.exists("Paris"))
    try driver.tap("Louvre Museum")
    driver.advance(by: 0.5)
    #expect(driver.exists("Louvre Museum, Paris"))
    let flight = driver.screenshot(to: "\(Self.folder)/date-spots-flight.png")
    // Mid-flight the map keeps drawing under the header, which already names the new place.
    let header = try #require(driver.frame(of: "Louvre Museum, Paris"))
    #expect(flight.inkCount(in: header) > 100)
    #expect(
      flight.fraction(in: CGRect(x: 0, y: 300, width: 390, height: 200)) { !$0.isWhite(254) } > 0.9)
    driver.settle()
    #expect(!driver.exists("Red Square"), "the list closed")
    #expect(driver.exists("Pin Louvre Museum"))
    #expect(driver.exists("Pin Eiffel Tower"))
    let paris = driver.screenshot(to: "\(Self.folder)/date-spots-paris.png")
    // The pins are drawn in the app's purple where they are.
    for name in ["Pin Louvre Museum", "Pin Eiffel Tower"] {
      let pin = try #require(driver.frame(of: name))
      let purple = paris.count(in: pin) {
        $0.isClose(to: .init(red: 115, green: 51, blue: 166), tolerance: 12)
      }
      #expect(purple > 100, "\(name) at \(pin)")
    }
  }

  /// The nine places do not fit between the header and the card on a phone: the open list scrolls, and the
  /// card stays where it was (nothing is pushed off the screen).
  @Test func theOpenListScrollsAndTheCardStaysOnScreen() throws {
    let driver = launch()
    let card = try #require(driver.frame(of: "Learn more"))
    try driver.tap("Colosseum, Rome")
    driver.settle()
    let open = try #require(driver.frame(of: "Learn more"))
    let list = driver.screenshot(to: "\(Self.folder)/date-spots-list.png")
    // The list's rows are drawn over the header's material, above the card.
    #expect(list.inkCount(in: try #require(driver.frame(of: "Eiffel Tower"))) > 50)
    #expect(abs(open.minY - card.minY) < 0.5, "the card stayed: \(card) → \(open)")
    let first = try #require(driver.frame(of: "Pantheon"))
    #expect(first.maxY < card.minY, "rows above the card")
    // The last row is below the list's end until the list is scrolled.
    let last = driver.frame(of: "Red Square")
    #expect(
      last.map { $0.minY > card.minY - 20 } ?? true,
      "the last row starts hidden: \(String(describing: last))")
    driver.drag(from: CGPoint(x: 195, y: first.maxY + 60), to: CGPoint(x: 195, y: 140))
    driver.settle()
    let scrolled = try #require(driver.frame(of: "Red Square"))
    #expect(scrolled.maxY < card.minY, "scrolled into view: \(scrolled)")
    try driver.tap("Red Square")
    driver.settle()
    #expect(driver.exists("Red Square, Moscow"))
  }

  @Test func learnMoreOpensTheDetailSheet() throws {
    let driver = launch()
    try driver.tap("Learn more")
    driver.settle()
    #expect(driver.exists("Read more on Wikipedia"))
    #expect(driver.exists("Close"))
    let detail = driver.screenshot(to: "\(Self.folder)/date-spots-detail.png")
    // The sheet covers all but a dimmed strip of the map: the illustration's sky at its top, the title in
    // black, the link in blue.
    let dimmed = detail.pixel(at: CGPoint(x: 195, y: 10))
    #expect(dimmed.red < 215 && dimmed.red > 150, "the map behind is dimmed: \(dimmed)")
    let sky = detail.pixel(at: CGPoint(x: 195, y: 150))
    #expect(sky.blue > 230 && sky.red < 190, "the illustration's sky: \(sky)")
    let title = try #require(driver.elements().last { $0.kind == .text && $0.label == "Colosseum" })
      .frame
    #expect(detail.inkCount(in: title) > 100)
    let link = try #require(driver.frame(of: "Read more on Wikipedia"))
    #expect(detail.count(in: link) { $0.isAccentBlue } > 100)
    try driver.tap("Read more on Wikipedia")
    driver.settle()
    let said = driver.texts.contains { $0.contains("https://en.wikipedia.org/wiki/Colosseum") }
    #expect(said, "\(driver.texts)")
    try driver.tap("Close")
    driver.settle()
    #expect(!driver.exists("Read more on Wikipedia"))
    #expect(model.sheetLocation == nil)
  }
}
