import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// Seeds 000 and 002: the deprecated alert with only a title, shown from a validation failure.
private struct SeedAlert: View {
  @State var alertTitle = ""
  @State var showAlert = false
  var body: some View {
    ZStack {
      VStack {
        Text(showAlert ? "flag on" : "flag off")
        Button("Next") {
          alertTitle = "Your name must be at least three characters long 😅"
          showAlert.toggle()
        }
      }
    }
    .alert(isPresented: $showAlert) {
      return Alert(title: Text(alertTitle))
    }
  }
}

private struct ModernAlert: View {
  @State var show = false
  @State var log = "none"
  var body: some View {
    VStack {
      Text("log: \(log)")
      Button("Delete photo") { show = true }
      Button("Behind") { log = "behind tapped" }
    }
    .alert("Delete this photo?", isPresented: $show) {
      Button("Delete", role: .destructive) { log = "deleted" }
      Button("Keep", role: .cancel) { log = "kept" }
    } message: {
      Text("It will be gone for good.")
    }
  }
}

private struct Item: Identifiable {
  let id: Int
  let name: String
}

private struct ItemAlert: View {
  @State var item: Item?
  @State var log = "none"
  var body: some View {
    VStack {
      Text("log: \(log)")
      Button("Pick") { item = Item(id: 7, name: "Seven") }
    }
    .alert(item: $item) { item in
      Alert(
        title: Text(item.name), message: Text("Item \(item.id)"),
        primaryButton: .destructive(Text("Remove")) { log = "removed \(item.id)" },
        secondaryButton: .cancel())
    }
  }
}

@MainActor @Suite struct AlertTests {
  @Test func DeprecatedTitleOnlyAlertShowsOKThatClosesItAndResetsTheBinding() throws {
    let driver = AppDriver(SeedAlert())
    #expect(driver.alertTitle == nil)
    try driver.tap("Next")
    driver.settle()
    #expect(driver.alertTitle == "Your name must be at least three characters long 😅")
    #expect(driver.alertButtons == ["OK"])
    #expect(driver.exists("flag on"))
    try driver.tapAlertButton("OK")
    driver.settle()
    #expect(driver.alertTitle == nil)
    #expect(driver.exists("flag off"))
    #expect(!driver.exists("OK"))
    #expect(driver.host.presentationCount == 0)
    // It can be shown again.
    try driver.tap("Next")
    driver.settle()
    #expect(driver.alertTitle != nil)
  }

  @Test func ModernAlertRunsTheTappedActionAndPutsCancelOnTheLeading() throws {
    let driver = AppDriver(ModernAlert())
    try driver.tap("Delete photo")
    driver.settle()
    #expect(driver.alertTitle == "Delete this photo?")
    #expect(driver.alertMessage == "It will be gone for good.")
    #expect(driver.alertButtons == ["Keep", "Delete"])
    let keep = try #require(driver.frame(of: "Keep"))
    let delete = try #require(driver.frame(of: "Delete"))
    #expect(keep.midX < delete.midX)
    #expect(abs(keep.midY - delete.midY) < 1)
    try driver.tap("Delete")
    driver.settle()
    #expect(driver.exists("log: deleted"))
    #expect(driver.alertTitle == nil)

    try driver.tap("Delete photo")
    driver.settle()
    try driver.tap("Keep")
    driver.settle()
    #expect(driver.exists("log: kept"))
  }

  @Test func DestructiveButtonIsRedAndTheScreenBehindIsDimmed() throws {
    let plain = AppDriver(ModernAlert()).screenshot()
    let driver = AppDriver(ModernAlert())
    try driver.tap("Delete photo")
    driver.settle()
    let image = driver.screenshot()
    // Dimmed: a white corner of the screen turns grey.
    let corner = image.pixel(at: CGPoint(x: 5, y: 5))
    #expect(plain.pixel(at: CGPoint(x: 5, y: 5)).red == 255)
    #expect(corner.red < 215 && corner.red > 190, "\(corner)")
    let delete = try #require(driver.frame(of: "Delete"))
    var reddest = 0
    for dx in stride(from: -20.0, through: 20, by: 1) {
      let p = image.pixel(at: CGPoint(x: delete.midX + dx, y: delete.midY))
      reddest = max(reddest, Int(p.red) - Int(p.blue))
    }
    #expect(reddest > 120)
  }

  @Test func TapsBehindAnAlertDoNothing() throws {
    let driver = AppDriver(ModernAlert())
    let behind = try #require(driver.frame(of: "Behind"))
    try driver.tap("Delete photo")
    driver.settle()
    driver.tap(at: CGPoint(x: behind.midX, y: behind.midY))
    driver.settle()
    #expect(driver.exists("log: none"))
    #expect(driver.alertTitle == "Delete this photo?")
  }

  @Test func ReturnAndEscapeAnswerTheAlert() throws {
    let driver = AppDriver(ModernAlert())
    try driver.tap("Delete photo")
    driver.settle()
    driver.press(.escape)
    driver.settle()
    #expect(driver.exists("log: kept"))
    #expect(driver.alertTitle == nil)
    // Return never picks the destructive button: with only Delete and Keep it means Keep.
    try driver.tap("Delete photo")
    driver.settle()
    driver.press(.returnKey)
    driver.settle()
    #expect(driver.exists("log: kept"))
    // With no alert, keys do nothing.
    driver.press(.returnKey)
    #expect(driver.exists("log: kept"))
  }

  @Test func ItemAlertShowsTheItemAndClearsItWhenAnswered() throws {
    let driver = AppDriver(ItemAlert())
    try driver.tap("Pick")
    driver.settle()
    #expect(driver.alertTitle == "Seven")
    #expect(driver.alertMessage == "Item 7")
    #expect(driver.alertButtons == ["Cancel", "Remove"])
    try driver.tap("Remove")
    driver.settle()
    #expect(driver.exists("log: removed 7"))
    #expect(driver.alertTitle == nil)
  }

  @Test func AlertOverThePurpleGradientLooksLikeIOS() throws {
    let view = ZStack {
      LinearGradient(
        colors: [Color(red: 0.55, green: 0.3, blue: 0.9), Color(red: 0.9, green: 0.4, blue: 0.7)],
        startPoint: .top, endPoint: .bottom
      )
      .ignoresSafeArea()
      SeedAlert()
    }
    let folder = temporaryFolder("alert")
    let driver = AppDriver(view)
    let before = driver.screenshot()
    try driver.tap("Next")
    driver.advance(by: 0.05)
    let appearing = driver.screenshot(to: "\(folder)/alert-appearing.png")
    driver.settle()
    let image = driver.screenshot(to: "\(folder)/alert.png")
    #expect(driver.alertTitle != nil)
    // A light panel 270 points wide, centred on the screen.
    let panel = try #require(
      image.bounds(in: CGRect(x: 0, y: 200, width: 390, height: 444)) { $0.isWhite(225) })
    #expect(abs(panel.width - 270) <= 2, "\(panel)")
    #expect(abs(panel.midX - 195) <= 1 && abs(panel.midY - 422) <= 30, "\(panel)")
    // Its bold title (dark ink) in the upper part, the blue OK button below it.
    // (The title's emoji has a blue drop: the button is looked for in the panel's bottom 44 points.)
    let title = try #require(image.bounds(in: panel) { $0.isDark() })
    let ok = try #require(
      image.bounds(in: CGRect(x: panel.minX, y: panel.maxY - 44, width: panel.width, height: 44)) {
        $0.isAccentBlue
      })
    #expect(abs(title.midX - 195) <= 3 && title.minY > panel.minY)
    #expect(ok.minY > title.maxY && abs(ok.midX - 195) <= 3)
    // The screen behind is dimmed; 0.05 s in, the panel is still faint and the dimming slight.
    let corner = CGPoint(x: 20, y: 20)
    #expect(image.pixel(at: corner).red < before.pixel(at: corner).red - 20)
    #expect(appearing.pixel(at: corner).red > image.pixel(at: corner).red)
    #expect(!appearing.pixel(at: CGPoint(x: 195, y: panel.minY + 4)).isWhite(225))
  }
}
