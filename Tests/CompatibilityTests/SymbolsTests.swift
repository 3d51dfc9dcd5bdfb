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
