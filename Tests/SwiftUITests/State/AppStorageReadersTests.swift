import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

private struct ScoreLabel: View {
  let index: Int
  @AppStorage("score") private var score = 0
  var body: some View { Text("row \(index) score \(score)") }
}

/// Many views reading one key, some of which come and go.
private struct Scoreboard: View {
  @AppStorage("score") private var score = 0
  @State private var showsLateRows = true
  var body: some View {
    VStack {
      Button("bump") { score += 1 }
      Button("toggle rows") { showsLateRows.toggle() }
      ForEach(0..<150, id: \.self) { index in ScoreLabel(index: index) }
      if showsLateRows {
        ForEach(150..<200, id: \.self) { index in ScoreLabel(index: index) }
      }
    }
  }
}

@MainActor @Suite struct AppStorageReadersTests {
  func makeStore() -> UserDefaults {
    let name = "appstorage-readers-\(UUID().uuidString)"
    let store = UserDefaults(suiteName: name)!
    store.removePersistentDomain(forName: name)
    return store
  }

  @Test func oneWriteUpdatesEveryViewReadingTheKey() throws {
    let driver = AppDriver(
      Scoreboard().defaultAppStorage(makeStore()), size: CGSize(width: 390, height: 8000))
    try driver.tap("bump")
    try driver.tap("bump")
    let rows = driver.texts.filter { $0.hasPrefix("row ") }
    #expect(rows.count == 200)
    #expect(
      rows.allSatisfy { $0.hasSuffix(" score 2") },
      "\(rows.filter { !$0.hasSuffix(" score 2") }.prefix(3))")
  }

  @Test func rowsThatLeftAndCameBackShowTheLatestValue() throws {
    let driver = AppDriver(
      Scoreboard().defaultAppStorage(makeStore()), size: CGSize(width: 390, height: 8000))
    try driver.tap("toggle rows")
    driver.settle()
    #expect(!driver.exists("row 199 score 0"))
    // Written while the late rows are gone (their readers are dropped, not invalidated).
    for _ in 0..<3 { try driver.tap("bump") }
    try driver.tap("toggle rows")
    driver.settle()
    #expect(driver.exists("row 199 score 3"))
    try driver.tap("bump")
    #expect(driver.exists("row 0 score 4"))
    #expect(driver.exists("row 199 score 4"))
  }

  /// Readers of a key that a button's own state makes run again, without writing the key.
  private struct Readers: View {
    let key: String
    @State private var runs = 0
    var body: some View {
      VStack {
        Button("run \(runs)") { runs += 1 }
        ForEach(0..<50, id: \.self) { index in SharedLabel(index: index, runs: runs, key: key) }
      }
    }
  }
  private struct SharedLabel: View {
    let index: Int
    let runs: Int
    @AppStorage private var shared: String
    init(index: Int, runs: Int, key: String) {
      self.index = index
      self.runs = runs
      _shared = AppStorage(wrappedValue: "unset", key)
    }
    var body: some View { Text("label \(index) \(shared)") }
  }

  @Test func valuesChangedOutsideTheRuntimesWritesAreReadAtTheNextPass() throws {
    let name = "appstorage-readers-\(UUID().uuidString)"
    let store = UserDefaults(suiteName: name)!
    defer { store.removePersistentDomain(forName: name) }
    // Registered defaults are kept for the whole process: a key of this test's own.
    let key = "shared-\(UUID().uuidString)"
    let driver = AppDriver(
      Readers(key: key).defaultAppStorage(store), size: CGSize(width: 390, height: 3000))
    #expect(driver.exists("label 49 unset"))
    // Registered on another object (Foundation keeps them for every one): no write, no notification; the
    // readers see them when they next run.
    UserDefaults(suiteName: "\(name)-other")!.register(defaults: [key: "registered"])
    try driver.tap("run 0")
    #expect(driver.exists("label 0 registered"))
    #expect(driver.exists("label 49 registered"))
    // A stored value wins over the registered one, in every reader at once.
    store.set("stored", forKey: key)
    driver.settle()
    #expect(driver.exists("label 0 stored"))
    #expect(driver.exists("label 49 stored"))
    // Removing the whole domain brings the registered value back at the next pass.
    store.removePersistentDomain(forName: name)
    try driver.tap("run 1")
    #expect(driver.exists("label 0 registered"))
    #expect(driver.exists("label 49 registered"))
  }
}
