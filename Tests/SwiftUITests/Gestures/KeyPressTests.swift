import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

private final class Presses {
  var log: [String] = []
}

/// `onKeyPress`: keys reach the handlers of what is on screen when no text field has focus — the topmost
/// view first, an inner view before its container — and a handled key goes no further.
@MainActor @Suite struct KeyPressTests {
  @Test func arrowKeysReachHandlersAndTheInnerViewHearsFirst() {
    let presses = Presses()
    let view = VStack {
      Color.red.frame(width: 100, height: 100)
        .onKeyPress(.leftArrow) {
          presses.log.append("inner left")
          return .handled
        }
        .onKeyPress(keys: [.upArrow, .delete]) { press in
          presses.log.append(press.key == .upArrow ? "inner up" : "inner delete")
          return .ignored
        }
    }
    .focusable()
    .onKeyPress(keys: [.leftArrow, .rightArrow, .upArrow]) { press in
      presses.log.append(press.key == .rightArrow ? "outer right" : "outer other")
      return .handled
    }
    let driver = AppDriver(view)
    driver.press(.left)
    driver.press(.right)
    driver.press(.up)
    driver.press(.backspace)
    #expect(
      presses.log == ["inner left", "outer right", "inner up", "outer other", "inner delete"],
      "\(presses.log)")
  }

  @Test func aFocusedTextFieldKeepsItsKeys() {
    let presses = Presses()
    struct Form: View {
      let presses: Presses
      @State var text = "ab"
      @FocusState var focused: Bool
      var body: some View {
        TextField("Name", text: $text).focused($focused)
          .onAppear { focused = true }
          .onKeyPress(.leftArrow) {
            presses.log.append("left")
            return .handled
          }
      }
    }
    let driver = AppDriver(Form(presses: presses))
    driver.settle()
    driver.press(.left)
    driver.press(.backspace)
    #expect(presses.log.isEmpty)
    #expect(driver.value(of: "Name") == "b", "the caret moved left, then deleted the a")
  }

  @Test func anAlertTakesEscapeBeforeTheScreenBehindIt() throws {
    let presses = Presses()
    struct Screen: View {
      let presses: Presses
      @State var shown = true
      var body: some View {
        Color.white
          .onKeyPress(.escape) {
            presses.log.append("screen")
            return .handled
          }
          .alert("Hello", isPresented: $shown) { Button("OK", role: .cancel) {} }
      }
    }
    let driver = AppDriver(Screen(presses: presses))
    driver.settle()
    #expect(driver.exists("Hello"))
    driver.press(.escape)
    driver.settle()
    #expect(!driver.exists("Hello"))
    #expect(presses.log.isEmpty)
    driver.press(.escape)
    #expect(presses.log == ["screen"])
  }
}
