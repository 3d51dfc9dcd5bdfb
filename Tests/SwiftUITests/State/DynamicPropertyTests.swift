import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// A property wrapper of the app's own made of ours: its @State lives in the view's node.
@propertyWrapper private struct Counter: DynamicProperty {
  @State private var count = 0
  var wrappedValue: Int {
    get { count }
    nonmutating set { count = newValue }
  }
}

/// Two counters of its own, a plain value and an optional around them, in declaration order.
private struct TwoCounters: View {
  let title: String
  let note: String?
  @Counter var first
  @State private var flag = false
  @Counter var second
  var body: some View {
    VStack {
      Text("\(title) \(first) \(second) \(flag ? "on" : "off")")
      Button("first") { first += 1 }
      Button("second") { second += 10 }
      Button("flag") { flag.toggle() }
    }
  }
}

/// A view holding an existential next to its state: reflected as a whole, with the same result.
private struct HoldingAnyValue: View {
  let payload: Any
  @State private var taps = 0
  var body: some View {
    VStack {
      Text("taps \(taps) \(payload)")
      Button("tap") { taps += 1 }
    }
  }
}

@MainActor @Suite struct DynamicPropertyTests {
  @Test func stateInsideACustomDynamicPropertyKeepsItsOwnSlot() throws {
    let driver = AppDriver(TwoCounters(title: "counts", note: nil))
    #expect(driver.exists("counts 0 0 off"))
    try driver.tap("first")
    #expect(driver.exists("counts 1 0 off"))
    try driver.tap("second")
    try driver.tap("second")
    #expect(driver.exists("counts 1 20 off"))
    try driver.tap("flag")
    try driver.tap("first")
    #expect(driver.exists("counts 2 20 on"))
  }

  @Test func aViewHoldingAnExistentialKeepsItsState() throws {
    let driver = AppDriver(HoldingAnyValue(payload: "x"))
    try driver.tap("tap")
    try driver.tap("tap")
    #expect(driver.exists("taps 2 x"))
  }
}
