// A SwiftUI program for the two-process @AppStorage tests: `write` stores values through views' @AppStorage,
// `read` prints what the views show, one "key=value" per line.
import Foundation
import SwiftUI
import SwiftUITesting

enum Mode: String { case light, dark }

struct Writer: View {
  @AppStorage("count") var count: Int = 0
  @AppStorage("name") var name: String?
  @AppStorage("flag") var flag: Bool = false
  @AppStorage("score") var score: Double = 0
  @AppStorage("site") var site: URL?
  @AppStorage("mode") var mode: Mode = .light
  var body: some View {
    Button("Write") {
      count = 42
      name = "Ada 👩🏽‍💻"
      flag = true
      score = 2.5
      site = URL(string: "https://example.org/a")
      mode = .dark
    }
  }
}

struct Reader: View {
  @AppStorage("count") var count: Int = 0
  @AppStorage("name") var name: String?
  @AppStorage("flag") var flag: Bool = false
  @AppStorage("score") var score: Double = 0
  @AppStorage("site") var site: URL?
  @AppStorage("mode") var mode: Mode = .light
  var body: some View {
    VStack {
      Text(verbatim: "count=\(count)")
      Text(verbatim: "name=\(name ?? "nil")")
      Text(verbatim: "flag=\(flag)")
      Text(verbatim: "score=\(score)")
      Text(verbatim: "site=\(site?.absoluteString ?? "nil")")
      Text(verbatim: "mode=\(mode.rawValue)")
    }
  }
}

@MainActor func main() {
  switch CommandLine.arguments.dropFirst().first {
  case "write":
    let driver = AppDriver(Writer())
    do { try driver.tap("Write") } catch { fatalError("\(error)") }
  case "read":
    let driver = AppDriver(Reader())
    for line in driver.texts { print(line) }
  default:
    print("usage: storage-probe write|read")
    exit(2)
  }
}

MainActor.assumeIsolated { main() }
