import Foundation
import SwiftUI

/// One of 1,000 small views reading the same key.
struct CounterReader: View {
  let index: Int
  @AppStorage("benchmark.counter") private var counter = 0
  var body: some View {
    Text("Row \(index): \(counter)").font(.caption)
  }
}

/// A ForEach of 1,000 readers; the writer's own body does not read the key.
struct CounterFanOut: View {
  @AppStorage("benchmark.counter") private var counter = 0
  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 2) {
        ForEach(0..<1000, id: \.self) { index in CounterReader(index: index) }
      }
    }
    .onAppear { Remote.writeCounter = { counter = $0 } }
  }
}

@MainActor func appStorageFanOut() {
  print(
    "One @AppStorage write read by 1,000 views (ForEach of small Text views in a ScrollView, 2x)")
  let store = UserDefaults(suiteName: "swiftui-benchmarks-storage")!
  store.removePersistentDomain(forName: "swiftui-benchmarks-storage")
  let host = ViewHost(rootView: CounterFanOut().defaultAppStorage(store), size: phone, scale: 2)
  showFirstFrameThenIdle(host)
  var value = 0
  var updates: [Double] = []
  var evaluations: [Int] = []
  let samples = time(max(runs / 2, 5)) {
    value += 1
    let before = host.bodyEvaluations["CounterReader", default: 0]
    updates += time(1) {
      Remote.writeCounter?(value)
      host.update()
    }
    evaluations.append(host.bodyEvaluations["CounterReader", default: 0] - before)
    _ = host.render()
  }
  report("  write → update → render", samples)
  report("    of which write → update (bodies, layout)", updates)
  print("    readers re-evaluated per write: \(evaluations.min() ?? 0)…\(evaluations.max() ?? 0)")
  store.removePersistentDomain(forName: "swiftui-benchmarks-storage")
}
