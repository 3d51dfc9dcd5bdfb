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
}
