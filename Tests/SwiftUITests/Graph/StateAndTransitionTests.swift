import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

private struct Counter: View {
  @State var count = 0
  var body: some View {
    VStack {
      Text("Count \(count)")
      Button("Add") { count += 1 }
    }
  }
}

private struct Steps: View {
  @State var step = 0
  var body: some View {
    ZStack {
      switch step {
      case 0:
        Color.red.frame(width: 100, height: 100).transition(
          .asymmetric(insertion: .move(edge: .trailing), removal: .move(edge: .leading)))
      default:
        Color.blue.frame(width: 100, height: 100).transition(
          .asymmetric(insertion: .move(edge: .trailing), removal: .move(edge: .leading)))
      }
      Button("Next") { withAnimation(.linear(duration: 1)) { step += 1 } }.offset(y: 200)
    }
  }
}

@MainActor @Suite struct StateAndTransitionTests {
  @Test func TappingAButtonUpdatesStateAndKeepsItAcrossUpdates() throws {
    let driver = AppDriver(Counter())
    #expect(driver.exists("Count 0"))
    try driver.tap("Add")
    try driver.tap("Add")
    #expect(driver.exists("Count 2"), "\(driver.texts)")
  }

  @Test func StepChangeSlidesNewInFromTrailingAndOldOutToLeading() throws {
    let driver = AppDriver(Steps())
    try driver.tap("Next")
    driver.advance(by: 0.5)
    let image = driver.screenshot()
    // Halfway through a linear 1 s move by the view's own width (100 pt): old square 50 pt left of centre,
    // new one 50 pt right of it; both visible.
    let center = CGPoint(x: 195, y: 47 + (844 - 47 - 34) / 2)
    #expect(image.pixel(at: CGPoint(x: center.x - 60, y: center.y)).red == 255)
    #expect(image.pixel(at: CGPoint(x: center.x + 60, y: center.y)).blue == 255)
    driver.settle()
    let done = driver.screenshot()
    #expect(done.pixel(at: center).blue == 255)
    #expect(
      done.pixel(at: CGPoint(x: center.x - 80, y: center.y))
        == .init(red: 255, green: 255, blue: 255))
  }
}
