import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// The driver's queries mean what a person sees: off-screen, clipped-away, transparent and leaving views
/// are not there.
@MainActor @Suite struct VisibleElementQueryTests {
  @Test func viewsOutsideTheWindowOrAClipAreNotThere() {
    let driver = AppDriver(
      VStack {
        Text("Shown")
        Text("Pushed off screen").offset(x: 600)
        Text("Half off screen").offset(x: 195)
        VStack {
          Text("Inside the clip")
          Text("Clipped away").offset(y: 80)
        }
        .frame(width: 200, height: 40, alignment: .top)
        .clipped()
        Text("Transparent").opacity(0)
      })
    #expect(driver.exists("Shown"))
    #expect(!driver.exists("Pushed off screen"))
    #expect(driver.exists("Half off screen"), "part of it is in the window")
    #expect(driver.exists("Inside the clip"))
    #expect(!driver.exists("Clipped away"))
    #expect(!driver.exists("Transparent"))
    #expect(driver.texts == ["Shown", "Half off screen", "Inside the clip"])
    #expect(driver.frame(of: "Clipped away") == nil)
    #expect(driver.exists("Clipped away", includingHidden: true), "drawn, but clipped away")
    #expect(!driver.exists("Transparent", includingHidden: true), "nothing of it is drawn")
  }

  struct Leaving: View {
    @State var shown = true
    var body: some View {
      VStack {
        if shown { Text("Goodbye") }
        Button("Hide") { withAnimation(.linear(duration: 1)) { shown = false } }
      }
    }
  }

  @Test func aViewOnItsWayOutIsNotThereThoughItStillFades() throws {
    let driver = AppDriver(Leaving())
    try driver.tap("Hide")
    driver.advance(by: 0.3)
    #expect(!driver.exists("Goodbye"))
    let fading = try #require(driver.opacity(of: "Goodbye", includingHidden: true))
    #expect(fading > 0.5 && fading < 0.9, "still drawn, fading: \(fading)")
    #expect(driver.opacity(of: "Goodbye") == nil)
  }

  @Test func aScrolledAwayRowIsNotThere() {
    let driver = AppDriver(
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<40) { index in Text("Row \(index)").frame(height: 44) }
        }
      })
    #expect(driver.exists("Row 0"))
    #expect(!driver.exists("Row 39"))
    driver.scroll(dy: 2000, at: CGPoint(x: 195, y: 400))
    driver.settle()
    #expect(!driver.exists("Row 0"))
    #expect(driver.exists("Row 39"))
  }
}
