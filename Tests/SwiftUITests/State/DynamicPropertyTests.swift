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

/// A view holding another as `any View` (as a List row holds its content) between its state: its own
/// properties are read in place, and the view it holds is looked at as reflection would.
private struct HoldingAView: View {
  @State private var before = 0
  let content: any View
  @Environment(\.layoutDirection) private var direction
  @State private var after = 0
  var body: some View {
    VStack {
      Text("held \(before) \(after) \(direction == .leftToRight ? "ltr" : "rtl")")
      AnyView(erasing: content)
      Button("before") { before += 1 }
      Button("after") { after += 10 }
    }
  }
}

/// A view that is also a dynamic property of its own making: held as `any View`, its state is its holder's.
private struct SelfCounting: View, DynamicProperty {
  @State var count = 0
  var body: some View { Text("inner") }
}

private struct HoldingADynamicView: View {
  let content: any View
  @State private var taps = 0
  var body: some View {
    let held = content as? SelfCounting
    VStack {
      Text("holder \(taps) \(held?.count ?? -1)")
      Button("tap") { taps += 1 }
      Button("inner") { held?.count += 1 }
    }
  }
}

@MainActor @Suite struct DynamicPropertyTests {
  @Test func aViewHoldingAViewKeepsEachStateInItsOwnSlot() throws {
    let driver = AppDriver(HoldingAView(content: Text("inside")))
    #expect(driver.exists("held 0 0 ltr"))
    #expect(driver.exists("inside"))
    try driver.tap("before")
    try driver.tap("after")
    try driver.tap("after")
    #expect(driver.exists("held 1 20 ltr"))
  }

  @Test func aHeldViewThatIsADynamicPropertyIsInstalled() throws {
    // Its @State lives in the holder's node, as reflecting the holder installs it: a write to it shows.
    let driver = AppDriver(HoldingADynamicView(content: SelfCounting()))
    #expect(driver.exists("holder 0 0"))
    try driver.tap("inner")
    #expect(driver.exists("holder 0 1"))
    try driver.tap("tap")
    #expect(driver.exists("holder 1 1"))
  }

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
