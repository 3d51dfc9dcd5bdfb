import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// A field that refuses text over its limit: `onChange` puts the old text back and raises an alert.
private struct LimitedField: View {
  @State var name = ""
  @State var showAlert = false
  var body: some View {
    VStack {
      TextField("Your name...", text: $name)
    }
    .onChange(of: name) { old, new in
      guard new.count > 10 else { return }
      name = old
      showAlert = true
    }
    .alert("At most 10 characters", isPresented: $showAlert) {
      Button("OK", role: .cancel) {}
    }
  }
}

/// A chain of `onAppear` / `onChange` actions, each changing state the next one reacts to.
private struct Chain: View {
  @State var step = 0
  var body: some View {
    Text("step \(step)")
      .onAppear { step = 1 }
      .onChange(of: step) { _, new in if new < 3 { step = new + 1 } }
  }
}

/// A view whose `onChange` changes its own value every time: frames must still come out.
private struct Runaway: View {
  @State var count = 0
  var body: some View {
    Text("count \(count)")
      .onAppear { count = 1 }
      .onChange(of: count) { _, new in count = new + 1 }
  }
}

/// State changed by actions that run after an update pass (onChange, onAppear) is applied in the same update,
/// before the frame is drawn, as in SwiftUI: the frame after a change never shows what `onChange` undid.
@MainActor @Suite struct ChangesFromActionsTests {
  @Test func aPasteUndoneInOnChangeIsNeverDrawnAndItsAlertComesWithIt() throws {
    let driver = AppDriver(LimitedField())
    try driver.tap("Your name...")
    driver.type("Jo")
    Clipboard.provider.write(String(repeating: "x", count: 50))
    // The key is handled with one update after it; the elements are read as they would be drawn now.
    driver.press(.character("v"), modifiers: .control)
    #expect(driver.host.elements().contains { $0.label == "Your name..." && $0.value == "Jo" })
    #expect(driver.host.presentationCount == 1, "the alert is presented in the same update")
    driver.settle()
    #expect(driver.alertTitle == "At most 10 characters")
    #expect(driver.exists("OK"))
  }

  @Test func actionsThatChangeStateAreFollowedToTheEndInOneUpdate() {
    let driver = AppDriver(Chain())
    // The update before the first frame.
    driver.host.update()
    #expect(driver.host.elements().contains { $0.label == "step 3" })
  }

  @Test func aViewThatChangesStateOnEveryPassStillLetsFramesOut() {
    let driver = AppDriver(Runaway())
    driver.host.update()
    let first = driver.texts
    driver.host.update()
    let second = driver.texts
    #expect(first != second, "each update moves on, a few passes at a time")
  }
}
