import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// Plain data: compared property by property.
private struct Row: View {
  let index: Int
  let title: String
  var body: some View { Text("\(title) \(index)") }
}

/// Holds a closure written in its parent's body: a new closure every time, so it counts as changed.
private struct RowWithAction: View {
  let index: Int
  let action: () -> Void
  var body: some View { Button("row \(index)", action: action) }
}

/// Equatable by its own rule: only `id` matters.
private struct Badge: View, Equatable {
  let id: Int
  let note: String
  var body: some View { Text("badge \(id) \(note)") }
  static func == (a: Badge, b: Badge) -> Bool { a.id == b.id }
}

/// Not Equatable by itself; `.equatable()` is not available, so it is wrapped in an Equatable one.
private struct Caption: View, Equatable {
  let text: String
  let reference: NSObject
  var body: some View { Text(text) }
  static func == (a: Caption, b: Caption) -> Bool { a.text == b.text }
}

private struct Parent: View {
  @State var tick = 0
  @State var shared = 0
  let object = NSObject()
  var body: some View {
    VStack {
      Button("tick") { tick += 1 }
      Button("share") { shared += 1 }
      Text("tick \(tick)")
      Row(index: shared, title: "shared")
      RowWithAction(index: 0) { tick += 1 }
      Badge(id: shared, note: "note \(tick)")
      Caption(text: "caption", reference: NSObject()).equatable()
      // Stacked on each other: only their evaluations are counted.
      ZStack { ForEach(0..<100, id: \.self) { index in Row(index: index, title: "row") } }
    }
  }
}

private struct CounterChild: View {
  @State var count = 0
  var body: some View { Button("count \(count)") { count += 1 } }
}

private struct TitleKey: EnvironmentKey { static let defaultValue = "none" }
extension EnvironmentValues {
  fileprivate var skippingTitle: String {
    get { self[TitleKey.self] }
    set { self[TitleKey.self] = newValue }
  }
}

private struct EnvironmentReader: View {
  @Environment(\.skippingTitle) var title
  var body: some View { Text("title \(title)") }
}

/// A reference in the environment (not Equatable): the same object is the same value.
private final class Palette {
  let name: String
  init(name: String) { self.name = name }
}
private struct PaletteKey: EnvironmentKey { static let defaultValue = Palette(name: "default") }
/// A struct that is not Equatable, holding a reference and a number.
private struct Styling {
  var palette: Palette
  var weight = 2
}
private struct StylingKey: EnvironmentKey {
  static let defaultValue = Styling(palette: Palette(name: "none"))
}
extension EnvironmentValues {
  fileprivate var skippingPalette: Palette {
    get { self[PaletteKey.self] }
    set { self[PaletteKey.self] = newValue }
  }
  fileprivate var skippingStyling: Styling {
    get { self[StylingKey.self] }
    set { self[StylingKey.self] = newValue }
  }
}

private struct PaletteReader: View {
  @Environment(\.skippingPalette) var palette
  var body: some View { Text("palette \(palette.name)") }
}

private struct PaletteParent: View {
  @State var tick = 0
  @State var palette = Palette(name: "first")
  var body: some View {
    VStack {
      Text("tick \(tick)")
      // A closure from the body: the modifier runs again on every tick and writes the same palette.
      PaletteReader().transformEnvironment(\.skippingPalette) { $0 = palette }
      Button("tick") { tick += 1 }
      Button("new palette") { palette = Palette(name: "second") }
    }
  }
}

private struct StorageReader: View {
  @AppStorage("skipping.value") var value = 0
  var body: some View { Text("stored \(value)") }
}

private struct BindingChild: View {
  @Binding var value: Int
  var body: some View { Text("bound \(value)") }
}

private struct ObservedChild: View {
  @ObservedObject var profile: ProfileObject
  var body: some View { Text("likes \(profile.likes)") }
}

private struct ObservableChild: View {
  let counter: ObservableCounter
  var body: some View { Text("observed \(counter.count)") }
}

/// Children that depend on things other than their view value, under a parent that re-runs.
private struct Dependencies: View {
  @State var tick = 0
  @State var title = "first"
  @State var bound = 0
  @StateObject var profile = ProfileObject()
  @State var counter = ObservableCounter()
  let store: UserDefaults
  @AppStorage var stored: Int
  init(store: UserDefaults) {
    self.store = store
    _stored = AppStorage(wrappedValue: 0, "skipping.value", store: store)
  }
  var body: some View {
    VStack {
      Text("tick \(tick)")
      CounterChild()
      EnvironmentReader().environment(\.skippingTitle, title)
      StorageReader().defaultAppStorage(store)
      BindingChild(value: $bound)
      ObservedChild(profile: profile)
      ObservableChild(counter: counter)
      Button("tick") { tick += 1 }
      Button("retitle") { title = "second" }
      Button("bind") { bound += 1 }
      Button("like") { profile.likes += 1 }
      Button("observe") { counter.count += 1 }
      Button("store") { stored = 7 }
    }
  }
}

@MainActor @Suite struct EqualViewSkippingTests {
  func evaluations(_ driver: AppDriver, _ name: String) -> Int {
    driver.host.bodyEvaluations[name, default: 0]
  }

  @Test func unchangedChildrenAreNotReEvaluated() throws {
    let driver = AppDriver(Parent())
    #expect(evaluations(driver, "Row") == 101)
    try driver.tap("tick")
    #expect(driver.exists("tick 1"))
    #expect(evaluations(driver, "Parent") == 2)
    #expect(evaluations(driver, "Row") == 101, "no Row's index or title changed")
    #expect(evaluations(driver, "RowWithAction") == 2, "a closure from the body counts as changed")
    #expect(evaluations(driver, "Badge") == 1, "Equatable views compare with their ==")
    #expect(driver.exists("badge 0 note 0"), "so the skipped badge still shows its first note")
    #expect(evaluations(driver, "Caption") == 1, ".equatable() compares with ==")
  }

  @Test func changedChildrenAreReEvaluated() throws {
    let driver = AppDriver(Parent())
    try driver.tap("share")
    #expect(driver.exists("shared 1"))
    #expect(evaluations(driver, "Row") == 102, "only the row whose index changed")
    #expect(evaluations(driver, "Badge") == 2)
    #expect(driver.exists("badge 1 note 0"))
  }

  @Test func withoutSkippingEveryChildRuns() throws {
    let driver = AppDriver(Parent())
    driver.host.skipsEqualViews = false
    try driver.tap("tick")
    #expect(evaluations(driver, "Row") == 202)
    #expect(driver.exists("badge 0 note 1"))
  }

  @Test func skippedChildrenKeepTheirDependencies() throws {
    let suite = "swiftui-tests-skipping-\(UUID().uuidString)"
    let store = UserDefaults(suiteName: suite)!
    defer { store.removePersistentDomain(forName: suite) }
    let driver = AppDriver(Dependencies(store: store))
    func runs(_ name: String) -> Int { evaluations(driver, name) }
    try driver.tap("tick")
    #expect(driver.exists("tick 1"))
    for name in [
      "CounterChild", "EnvironmentReader", "StorageReader", "ObservedChild", "ObservableChild",
    ] {
      #expect(runs(name) == 1, "\(name) is skipped when its parent re-runs")
    }
    #expect(driver.host.skippedUpdates > 0)

    try driver.tap("count 0")
    #expect(driver.exists("count 1"), "its own @State")
    try driver.tap("retitle")
    #expect(driver.exists("title second"), "@Environment")
    try driver.tap("bind")
    #expect(driver.exists("bound 1"), "@Binding")
    try driver.tap("like")
    #expect(driver.exists("likes 1"), "@ObservedObject")
    try driver.tap("observe")
    #expect(driver.exists("observed 1"), "@Observable")
    try driver.tap("store")
    #expect(driver.exists("stored 7"), "@AppStorage")
  }

  @Test func theSameObjectInTheEnvironmentIsNoChange() throws {
    let driver = AppDriver(PaletteParent())
    try driver.tap("tick")
    try driver.tap("tick")
    #expect(driver.exists("tick 2"))
    #expect(evaluations(driver, "PaletteReader") == 1, "the same palette object: nothing changed")
    try driver.tap("new palette")
    #expect(driver.exists("palette second"), "another object is a change")
    #expect(evaluations(driver, "PaletteReader") == 2)
  }

  @Test func environmentComparison() {
    let palette = Palette(name: "a")
    func environment(_ write: (inout EnvironmentValues) -> Void) -> EnvironmentValues {
      var values = EnvironmentValues()
      write(&values)
      return values
    }
    // Built separately, so no storage is shared and each value is compared by its rule.
    func same(_ a: (inout EnvironmentValues) -> Void, _ b: (inout EnvironmentValues) -> Void)
      -> Bool
    {
      environment(a).hasSameValues(as: environment(b))
    }
    #expect(same({ $0.skippingPalette = palette }, { $0.skippingPalette = palette }), "one object")
    #expect(!same({ $0.skippingPalette = palette }, { $0.skippingPalette = Palette(name: "a") }))
    let long = "a title long enough to be stored on the heap"
    #expect(
      same({ $0.skippingTitle = long }, { $0.skippingTitle = String(long.reversed().reversed()) }),
      "Equatable values by ==")
    #expect(!same({ $0.skippingTitle = long }, { $0.skippingTitle = "other" }))
    #expect(
      same(
        { $0.skippingStyling = Styling(palette: palette) },
        { $0.skippingStyling = Styling(palette: palette) }), "a plain struct by its own bits")
    #expect(
      !same(
        { $0.skippingStyling = Styling(palette: palette) },
        { $0.skippingStyling = Styling(palette: palette, weight: 3) }))
    #expect(
      !same(
        { $0.skippingStyling = Styling(palette: palette) },
        { $0.skippingStyling = Styling(palette: Palette(name: "a")) }))
    #expect(!same({ $0.skippingTitle = long }, { _ in }), "a missing key")
  }

  @Test func comparisonRules() {
    struct Plain: View {
      var a = 1
      var b = 2.5
      var c = true
      var body: some View { EmptyView() }
    }
    struct Holding: View {
      var name = "x"
      var list = ["a", "b"]
      var object: NSObject
      var body: some View { EmptyView() }
    }
    let object = NSObject()
    #expect(ViewEquality.isEqual(Plain(), Plain()))
    #expect(!ViewEquality.isEqual(Plain(), Plain(a: 2)))
    #expect(!ViewEquality.isEqual(Plain(), Plain(c: false)))
    #expect(
      ViewEquality.isEqual(
        Holding(name: "long enough to be stored on the heap", object: object),
        Holding(name: "long enough to be stored on the heap", object: object)))
    #expect(!ViewEquality.isEqual(Holding(object: object), Holding(object: NSObject())))
    #expect(!ViewEquality.isEqual(Holding(list: ["a"], object: object), Holding(object: object)))
    #expect(ViewEquality.isEqual(Text("a").bold(), Text("a").bold()))
    #expect(!ViewEquality.isEqual(Text("a").bold(), Text("b").bold()))
    #expect(ViewEquality.isEqual(Color.red.frame(width: 3), Color.red.frame(width: 3)))
    #expect(!ViewEquality.isEqual(Color.red.frame(width: 3), Color.red.frame(width: 4)))
    #expect(
      ViewEquality.isEqual(AnyView(Text("a")), AnyView(Text("a"))), "a type-erased view as its view"
    )
    #expect(!ViewEquality.isEqual(AnyView(Text("a")), AnyView(Text("b"))))
    #expect(!ViewEquality.isEqual(AnyView(Text("a")), AnyView(Color.red)))
    #expect(
      ViewEquality.isEqual(Color.red.offset(x: 2), Color.red.offset(x: 2)), "attribute modifiers")
    #expect(!ViewEquality.isEqual(Color.red.offset(x: 2), Color.red.offset(x: 3)))
    #expect(ViewEquality.isEqual(Color.red.overlay(Text("a")), Color.red.overlay(Text("a"))))
    #expect(!ViewEquality.isEqual(Color.red.overlay(Text("a")), Color.red.overlay(Text("b"))))
  }
}

/// A column of plain rows under a counter: the parent re-runs on every tick, the rows are equal each time.
private struct TickingColumn: View {
  @State var tick = 0
  var body: some View {
    VStack(spacing: 0) {
      Button("tick \(tick)") { tick += 1 }
      ForEach(0..<30, id: \.self) { index in Row(index: index, title: "row") }
    }
  }
}

extension EqualViewSkippingTests {
  @Test func skippedRowsDrawTheSameAsRowsRunAgain() throws {
    let skipping = AppDriver(TickingColumn())
    let running = AppDriver(TickingColumn())
    running.host.skipsEqualViews = false
    for count in 1...3 {
      try skipping.tap("tick \(count - 1)")
      try running.tap("tick \(count - 1)")
      let a = skipping.screenshot()
      let b = running.screenshot()
      var differing = 0
      for y in 0..<a.pixelHeight {
        for x in 0..<a.pixelWidth where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) {
          differing += 1
        }
      }
      #expect(differing == 0, "after \(count) ticks")
    }
    #expect(evaluations(skipping, "Row") == 30, "each row ran once, when it was made")
    #expect(evaluations(running, "Row") == 120)
    #expect(evaluations(skipping, "TickingColumn") == 4)
  }
}
