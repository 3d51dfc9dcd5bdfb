import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// Seed 001: the preview card of the selected location; "Keyingi" (Next) swaps cards, the new one in from
/// trailing and the old one out to leading, and wraps from the last location to the first.
@MainActor @Suite struct Seed001LocationPreviewTests {
  func launch() -> AppDriver {
    AppDriver(
      Seed001.LocationsView()
        .environmentObject(Seed001.LocationsViewModel())
        .defaultAppStorage(freshStore()),
      scale: 2)
  }

  @Test func theCardShowsTheNameAndCityAndTwoButtons() throws {
    let driver = launch()
    #expect(driver.exists("Colosseum"))
    #expect(driver.exists("Rome"))
    #expect(driver.exists("Batafsil"))
    #expect(driver.exists("Keyingi"))
    let name = try #require(driver.frame(of: "Colosseum"))
    #expect(name.minY > 844 / 2, "the card sits at the bottom: \(name)")
    driver.screenshot(to: "\(screenshotFolder)/seed001-card.png")
  }

  @Test func nextSwapsCardsWithTheAsymmetricTransition() throws {
    let driver = launch()
    let atRest = try #require(driver.frame(of: "Colosseum"))
    try driver.tap("Keyingi")
    driver.advance(by: 0.12)

    let leaving = try #require(
      driver.frame(of: "Colosseum", includingHidden: true), "\(driver.texts)")
    let arriving = try #require(driver.frame(of: "Pantheon"), "\(driver.texts)")
    #expect(leaving.midX < atRest.midX - 20, "the old card leaves to the left: \(leaving)")
    #expect(arriving.midX > atRest.midX + 20, "the new card comes from the right: \(arriving)")
    driver.screenshot(to: "\(screenshotFolder)/seed001-swap-midway.png")

    driver.settle()
    #expect(!driver.exists("Colosseum"))
    let pantheon = try #require(driver.frame(of: "Pantheon"))
    #expect(abs(pantheon.minX - atRest.minX) < 1)
  }

  @Test func nextWrapsFromTheLastLocationToTheFirst() throws {
    let driver = launch()
    for expected in ["Pantheon", "Trevi Fountain", "Eiffel Tower", "Louvre Museum", "Colosseum"] {
      try driver.tap("Keyingi")
      driver.settle()
      #expect(driver.exists(expected), "\(driver.texts)")
    }
    #expect(driver.exists("Rome"))
    #expect(!driver.exists("Louvre Museum"))
  }

  @Test func theMapBehindTheCardShowsRomeAndFollowsNext() throws {
    let model = Seed001.LocationsViewModel()
    let driver = AppDriver(
      Seed001.LocationsView().environmentObject(model).defaultAppStorage(freshStore()), scale: 2)
    driver.settle()
    // MapKit's Map(coordinateRegion:) draws the offline basemap: land around the Colosseum.
    let image = driver.screenshot(to: "\(screenshotFolder)/seed001-map.png")
    let land = image.pixel(at: CGPoint(x: 60, y: 300))
    #expect(Int(land.red) > Int(land.blue) + 8, "land colour behind the card: \(land)")
    #expect(driver.exists("© GSHHG, Natural Earth, GeoNames"))
    try driver.tap("Keyingi")
    driver.settle()
    #expect(abs(model.mapRegion.center.latitude - 41.8986) < 1e-9)
    #expect(abs(model.mapRegion.center.longitude - 12.4769) < 1e-9)
  }
}
