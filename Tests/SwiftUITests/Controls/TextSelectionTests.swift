import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// `.textSelection(.enabled)` as on iOS: a long press on the text (or a right-click in the window) lifts it
/// and shows Copy, which puts the whole text on the clipboard, and Share…, which hands it to the desktop as a
/// ShareLink does; the setting is inherited, `.disabled` turns it off inside, and texts without it show
/// nothing.
@MainActor @Suite struct TextSelectionTests {
  func longPress(_ app: AppDriver, _ point: CGPoint) {
    app.touchDown(at: point)
    app.advance(by: 0.6)
    app.touchUp(at: point)
    app.settle()
  }

  @Test func aLongPressShowsCopyWhichCopiesTheText() throws {
    Clipboard.provider = InMemoryClipboard()
    let app = AppDriver(
      VStack(spacing: 40) {
        Text("Order number **A-1234**").textSelection(.enabled)
        Text("Not selectable")
      })
    let order = try #require(app.find("Order number A-1234"))
    app.tap(at: order.center)
    app.settle()
    #expect(!app.exists("Copy"), "a tap shows nothing")
    longPress(app, order.center)
    let copy = try #require(app.find("Copy"))
    #expect(copy.frame.minY > order.frame.maxY, "the menu is below the text")
    try app.tap("Copy")
    app.settle()
    #expect(!app.exists("Copy"))
    #expect(Clipboard.provider.read() == "Order number A-1234", "the characters, without markdown")

    longPress(app, try #require(app.find("Not selectable")).center)
    #expect(!app.exists("Copy"))
  }

  @Test func selectionIsInheritedAndCanBeTurnedOffInside() throws {
    Clipboard.provider = InMemoryClipboard()
    let app = AppDriver(
      VStack(spacing: 40) {
        Text("Inherited")
        Text("Turned off").textSelection(.disabled)
      }
      .textSelection(.enabled))
    longPress(app, try #require(app.find("Turned off")).center)
    #expect(!app.exists("Copy"))
    longPress(app, try #require(app.find("Inherited")).center)
    try app.tap("Copy")
    app.settle()
    #expect(UIPasteboard.general.string == "Inherited")
  }

  @Test func aRightClickShowsTheMenuAtOnce() throws {
    Clipboard.provider = InMemoryClipboard()
    let app = AppDriver(
      VStack(spacing: 40) {
        Text("Right-click me").textSelection(.enabled)
        Text("Context").contextMenu { Button("Share") {} }
        Text("Plain")
      })
    app.secondaryClick(at: try #require(app.find("Plain")).center)
    #expect(!app.exists("Copy") && !app.exists("Share"))
    app.secondaryClick(at: try #require(app.find("Right-click me")).center)
    try app.tap("Copy")
    app.settle()
    #expect(UIPasteboard.general.string == "Right-click me")
    app.secondaryClick(at: try #require(app.find("Context")).center)
    #expect(app.exists("Share"))
  }

  @Test func theMenuSpeaksTheTextsLanguage() throws {
    let app = AppDriver(
      Text("Привет").textSelection(.enabled).environment(\.locale, Locale(identifier: "ru_RU")))
    app.secondaryClick(at: try #require(app.find("Привет")).center)
    #expect(app.exists("Скопировать"))
    #expect(app.exists("Поделиться…"))
  }

  @Test func shareHandsTheTextToTheDesktopAndSaysSo() throws {
    Clipboard.provider = InMemoryClipboard()
    let app = AppDriver(
      VStack(spacing: 40) {
        Text("Meet at **noon**").textSelection(.enabled)
      })
    longPress(app, try #require(app.find("Meet at noon")).center)
    let copy = try #require(app.find("Copy"))
    let share = try #require(app.find("Share…"))
    #expect(share.frame.minY >= copy.frame.maxY - 1, "Share… is the row under Copy")
    try app.tap("Share…")
    app.settle()
    #expect(!app.exists("Copy") && !app.exists("Share…"), "the menu closed")
    #expect(Clipboard.provider.read() == "Meet at noon")
    // The alert a ShareLink shows: "Copied", the text, OK.
    #expect(app.exists("Copied"))
    #expect(app.findAll("Meet at noon").count == 2, "the text and the alert's message")
    try app.tap("OK")
    app.settle()
    #expect(!app.exists("Copied"))
  }
}
