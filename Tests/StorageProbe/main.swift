// A SwiftUI program for the two-process @AppStorage tests: `write` stores values through views' @AppStorage,
// `read` prints what the views show, one "key=value" per line; `loop` writes a group of keys over and over
// (each tap stores the next number in all of them) until it is killed; `direct-loop` does the same through
// UserDefaults.standard itself, without @AppStorage, as much existing code does.
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

/// Each tap writes n+1 to three keys and a label, all in one update: they must reach the disk together.
struct GroupWriter: View {
  @AppStorage("g1") var g1: Int = 0
  @AppStorage("g2") var g2: Int = 0
  @AppStorage("g3") var g3: Int = 0
  @AppStorage("label") var label: String = ""
  var body: some View {
    Button {
      let next = g1 + 1
      g1 = next
      g2 = next
      g3 = next
      label = "n-\(next)"
    } label: {
      Color.red.frame(width: 40, height: 40)
    }
  }
}

/// One turn of the main queue: the next number in three keys and a label, set one by one; every other turn
/// also calls synchronize(), as older code does after its writes. Then the next turn.
@MainActor func writeDirectly(first: Bool) {
  let defaults = UserDefaults.standard
  let next = defaults.integer(forKey: "g1") + 1
  defaults.set(next, forKey: "g1")
  defaults.set(next, forKey: "g2")
  defaults.set(next, forKey: "g3")
  defaults.set("n-\(next)", forKey: "label")
  if first || next % 2 == 0 { defaults.synchronize() }
  if first {
    print("wrote")
    fflush(stdout)
  }
  DispatchQueue.main.async { writeDirectly(first: false) }
}

@MainActor func main() {
  switch CommandLine.arguments.dropFirst().first {
  case "write":
    let driver = AppDriver(Writer())
    do { try driver.tap("Write") } catch { fatalError("\(error)") }
  case "loop":
    let driver = AppDriver(GroupWriter(), size: CGSize(width: 40, height: 40), scale: 1)
    driver.tap(at: CGPoint(x: 20, y: 20))
    print("wrote")
    fflush(stdout)
    while true { driver.tap(at: CGPoint(x: 20, y: 20)) }
  case "direct-loop":
    // A SwiftUI host: from then on the runtime stores what is written to UserDefaults.standard.
    _ = AppDriver(EmptyView())
    writeDirectly(first: true)
    dispatchMain()
  case "read":
    let driver = AppDriver(Reader())
    for line in driver.texts { print(line) }
  default:
    print("usage: storage-probe write|read|loop|direct-loop")
    exit(2)
  }
}

MainActor.assumeIsolated { main() }
