import Foundation
import SwiftUI
import SwiftUITesting
import Testing

/// `SymbolsScreen` against iOS: every symbol of a settings list, its toolbar and its tab bar is drawn — white
/// glyphs inside the coloured squares, the tab bar's symbols above their titles.
@MainActor struct SymbolsTests {
  @Test func settingsRowsToolbarAndTabBarShowTheirSymbols() throws {
    let app = AppDriver(SymbolsScreen())
    let image = app.screenshot(to: "\(compatibilityScreenshots)/symbols.png")
    for (title, color) in [
      ("Notifications", IOSColor.red), ("Privacy", IOSColor.blue), ("Wallet", IOSColor.green),
      ("Favourites", IOSColor.orange),
    ] {
      let row = try #require(app.find(title))
      // The icon square sits before the title: coloured, with a white glyph inside it.
      let square = CGRect(x: row.frame.minX - 46, y: row.frame.midY - 14, width: 29, height: 29)
      let colored = image.count(in: square) {
        $0.isClose(to: color.0, color.1, color.2, tolerance: 40)
      }
      let white = image.count(in: square.insetBy(dx: 5, dy: 5)) {
        $0.red > 235 && $0.green > 235 && $0.blue > 235
      }
      #expect(colored > 200, "\(title): \(colored) coloured points")
      #expect(white > 15, "\(title): \(white) white glyph points")
    }
    for tab in ["Home", "Search", "Profile"] {
      let title = try #require(app.findAll(tab).last)
      let icon = CGRect(x: title.frame.midX - 14, y: title.frame.minY - 30, width: 28, height: 28)
      #expect(image.count(in: icon) { !$0.isBackground } > 40, "\(tab)'s symbol")
    }
    let compose = try #require(app.find("Compose"))
    #expect(image.count(in: compose.frame) { $0.isClose(to: 0, 122, 255, tolerance: 60) } > 20)
  }
}

/// `exclamationmark.triangle` (the warning symbol tutorials show for errors) wherever a Label puts it.
@MainActor struct WarningSymbolTests {
  /// Inked points in the `width`-wide strip before `title` (a label's icon sits 8 pt before it).
  func inkBefore(_ title: String, width: CGFloat = 30, in app: AppDriver) throws -> Int {
    let image = app.screenshot()
    let element = try #require(app.findAll(title).last, "\(title)")
    let strip = CGRect(
      x: element.frame.minX - 8 - width, y: element.frame.minY - 6, width: width,
      height: element.frame.height + 12)
    return image.count(in: strip) { !$0.isBackground && $0.alpha > 0 }
  }

  @Test func theWarningSymbolDrawsInLabels() throws {
    let plain = AppDriver(Label("Plain", systemImage: "exclamationmark.triangle"))
    #expect(try inkBefore("Plain", in: plain) > 15)
    let tinted = AppDriver(
      Label("Tinted", systemImage: "exclamationmark.triangle").foregroundStyle(.orange))
    #expect(try inkBefore("Tinted", in: tinted) > 15)
    let large = AppDriver(
      Label("Large", systemImage: "exclamationmark.triangle").font(.largeTitle))
    #expect(try inkBefore("Large", width: 45, in: large) > 15)
    let button = AppDriver(
      Button(action: {}) { Label("Report", systemImage: "exclamationmark.triangle") })
    #expect(try inkBefore("Report", in: button) > 15)
    let list = AppDriver(List { Label("In a list", systemImage: "exclamationmark.triangle") })
    #expect(try inkBefore("In a list", in: list) > 15)
    let empty = AppDriver(
      ContentUnavailableView(
        "No connection", systemImage: "exclamationmark.triangle",
        description: Text("Try again later.")))
    let emptyImage = empty.screenshot(to: "\(compatibilityScreenshots)/warning-unavailable.png")
    let title = try #require(empty.find("No connection"))
    let above = CGRect(x: title.frame.midX - 30, y: title.frame.minY - 80, width: 60, height: 70)
    #expect(emptyImage.count(in: above) { !$0.isBackground } > 40)
  }
}
