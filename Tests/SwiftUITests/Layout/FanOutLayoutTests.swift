import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// One of many labels reading the same stored number: its width changes with the number's digits.
private struct StoredCountReader: View {
  let index: Int
  @AppStorage("fanout.count") private var count = 0
  var body: some View { Text("Row \(index): \(count)").font(.caption) }
}

/// A reader whose font changes with the number, given by its own modifier or by its environment: a label that
/// keeps its style while only its string changes must still take a new one.
private struct StoredStyleReader: View {
  let index: Int
  @AppStorage("fanout.count") private var count = 0
  var body: some View {
    if index.isMultiple(of: 2) {
      Text("Row \(index): \(count)").font(count.isMultiple(of: 2) ? .caption : .title3)
    } else {
      Text("Row \(index): \(count)").environment(\.font, count > 10 ? .headline : .caption)
    }
  }
}

private struct StoredStyleColumn: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 2) {
      ForEach(0..<12, id: \.self) { index in StoredStyleReader(index: index) }
    }
  }
}

/// A column of readers in a scroll view that reaches under the status bar and the home indicator, as wide as
/// its widest label: a write changes every label and so the column's width.
private struct StoredCountColumn: View {
  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 2) {
        ForEach(0..<60, id: \.self) { index in StoredCountReader(index: index) }
      }
    }
  }
}

/// Cards as wide as the scroll view around them, and a lazy column that builds the rows shown.
private struct ContainerSized: View {
  var body: some View {
    VStack(spacing: 0) {
      ScrollView(.horizontal) {
        HStack(spacing: 0) {
          ForEach(0..<3, id: \.self) { index in
            Text("Card \(index)").containerRelativeFrame(.horizontal)
              .background(index == 1 ? Color.orange : Color.teal)
          }
        }
      }
      .frame(height: 60)
      ScrollView {
        LazyVStack(spacing: 0) {
          ForEach(0..<200, id: \.self) { index in Text("Lazy \(index)").frame(height: 40) }
        }
      }
    }
  }
}

/// Layout keeps what it measured across updates; a change measures again only what it touched. What is drawn
/// must be what a new window showing the same state draws.
@MainActor @Suite struct FanOutLayoutTests {
  func differingPixels(_ a: RenderedImage, _ b: RenderedImage) -> Int {
    guard a.pixelWidth == b.pixelWidth, a.pixelHeight == b.pixelHeight else { return -1 }
    var differing = 0
    for y in 0..<a.pixelHeight {
      for x in 0..<a.pixelWidth where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { differing += 1 }
    }
    return differing
  }

  /// A settings store of its own for one test, removed when `body` returns.
  func withTemporaryStore(_ body: (UserDefaults) -> Void) {
    let suite = "swiftui-tests-fanout-\(UUID().uuidString)"
    let store = UserDefaults(suiteName: suite)!
    defer { store.removePersistentDomain(forName: suite) }
    body(store)
  }

  @Test func aWriteReadByManyViewsRunsEachReaderOnceAndDrawsTheNewValue() {
    withTemporaryStore { store in
      let driver = AppDriver(StoredCountColumn().defaultAppStorage(store))
      _ = driver.screenshot()
      // 1, 11 and 111 are narrower and wider than what they replace: the column's width changes each time.
      for value in [1, 11, 7, 111] {
        let before = driver.host.bodyEvaluations["StoredCountReader", default: 0]
        store.set(value, forKey: "fanout.count")
        let frame = driver.screenshot()
        #expect(
          driver.host.bodyEvaluations["StoredCountReader", default: 0] - before == 60,
          "each reader once")
        #expect(driver.exists("Row 0: \(value)"))
        let fresh = AppDriver(StoredCountColumn().defaultAppStorage(store)).screenshot()
        #expect(differingPixels(frame, fresh) == 0, "after writing \(value)")
      }
    }
  }

  @Test func aLabelWhoseFontChangesWithItsStringTakesTheNewFont() {
    withTemporaryStore { store in
      let driver = AppDriver(StoredStyleColumn().defaultAppStorage(store))
      _ = driver.screenshot()
      // 2 keeps both fonts, 3 changes the modifier's, 13 the environment's, 14 both.
      for value in [2, 3, 13, 14, 16] {
        store.set(value, forKey: "fanout.count")
        let frame = driver.screenshot()
        let fresh = AppDriver(StoredStyleColumn().defaultAppStorage(store))
        #expect(differingPixels(frame, fresh.screenshot()) == 0, "after writing \(value)")
        #expect(driver.frame(of: "Row 0: \(value)") == fresh.frame(of: "Row 0: \(value)"))
        #expect(driver.frame(of: "Row 1: \(value)") == fresh.frame(of: "Row 1: \(value)"))
      }
    }
  }

  @Test func viewsSizedToTheirScrollViewFollowItWhenTheWindowResizes() {
    let driver = AppDriver(ContainerSized())
    _ = driver.screenshot()
    let wide = CGSize(width: 600, height: 1100)
    driver.resize(to: wide)
    #expect(driver.frame(of: "Card 0")?.midX == 300, "a card as wide as the new scroll view")
    #expect(!driver.exists("Card 1"), "the next card starts where the window ends")
    #expect(driver.exists("Lazy 22"), "the rows the taller window shows are built")
    let fresh = AppDriver(ContainerSized(), size: wide)
    #expect(differingPixels(driver.screenshot(), fresh.screenshot()) == 0)
    driver.resize(to: CGSize(width: 390, height: 844))
    #expect(driver.frame(of: "Card 0")?.midX == 195)
    #expect(
      differingPixels(driver.screenshot(), AppDriver(ContainerSized()).screenshot()) == 0)
  }
}
