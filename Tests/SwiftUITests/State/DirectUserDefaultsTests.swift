import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// Shows a key through @AppStorage and writes keys through UserDefaults itself, as much existing code does.
private struct Greeting: View {
  let store: UserDefaults
  @AppStorage("name") private var name = "nobody"
  var body: some View {
    VStack {
      Text("hello \(name)")
      Button("sign in") {
        store.set("Ada", forKey: "name")
        store.set(3, forKey: "visits")
      }
    }
  }
}

/// Code that writes UserDefaults directly gets what @AppStorage writes get: the views reading the key update,
/// the runtime stores the writes of one update together, and the file is always replaced whole.
@MainActor @Suite struct DirectUserDefaultsTests {
  let name = "direct-defaults-\(UUID().uuidString)"
  var store: UserDefaults { UserDefaults(suiteName: name)! }
  var file: URL { SettingsLocation.file(forDomain: name)! }

  func stored() throws -> [String: Any] {
    let data = try Data(contentsOf: file)
    return try #require(
      try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        as? [String: Any])
  }

  func inode() -> UInt64 {
    var info = stat()
    return stat(file.path, &info) == 0 ? UInt64(info.st_ino) : 0
  }

  @Test func aDirectWriteUpdatesTheViewsAndIsStoredWithTheUpdate() throws {
    defer { try? FileManager.default.removeItem(at: file) }
    let store = self.store
    let driver = AppDriver(Greeting(store: store).defaultAppStorage(store))
    #expect(driver.exists("hello nobody"))
    try driver.tap("sign in")
    #expect(driver.exists("hello Ada"), "the view reading the key shows what the code wrote")
    let values = try stored()
    #expect(values["name"] as? String == "Ada")
    #expect(values["visits"] as? Int == 3)
  }

  @Test func synchronizeReplacesTheFileInsteadOfRewritingIt() throws {
    defer { try? FileManager.default.removeItem(at: file) }
    let store = self.store
    let driver = AppDriver(Greeting(store: store).defaultAppStorage(store))
    #expect(driver.exists("hello nobody"))
    store.set("Grace", forKey: "name")
    #expect(store.synchronize())
    let first = inode()
    store.set("Ada", forKey: "name")
    #expect(store.synchronize())
    // Foundation rewrites the same file in place (a crash in the middle leaves it empty); a new file taking the
    // old one's place leaves one or the other.
    #expect(inode() != first)
    #expect(try stored()["name"] as? String == "Ada")
  }
}
