import Foundation
import SwiftUI

/// One of 1,000 plain-data children: equal to its last value whenever the parent runs again.
struct PlainRow: View {
  let index: Int
  let title: String
  var body: some View {
    HStack {
      Text(title)
      Text("\(index)")
    }
  }
}

/// A parent whose body reads a counter (so it re-runs) around 1,000 children that do not depend on it.
struct ThousandChildren: View {
  @State private var tick = 0
  var body: some View {
    VStack(spacing: 0) {
      Text("tick \(tick)")
      ForEach(0..<1000, id: \.self) { index in PlainRow(index: index, title: "Row") }
    }
    .onAppear { Remote.writeCounter = { tick = $0 } }
  }
}

@MainActor func equalViewsSkipped() {
  print(
    "A parent with 1,000 unchanged children re-running its body (2x; goal < 2 ms, children not re-run)"
  )
  for skipping in [true, false] {
    let host = ViewHost(rootView: ThousandChildren(), size: phone, scale: 2)
    host.skipsEqualViews = skipping
    showFirstFrameThenIdle(host)
    var value = 0
    var reruns: [Int] = []
    let samples = time(runs) {
      value += 1
      let before = host.bodyEvaluations["PlainRow", default: 0]
      Remote.writeCounter?(value)
      host.update()
      reruns.append(host.bodyEvaluations["PlainRow", default: 0] - before)
    }
    report("  skipping equal views \(skipping ? "on " : "off"): write → update", samples)
    print("    children re-run per update: \(reruns.min() ?? 0)…\(reruns.max() ?? 0)")
  }
}
