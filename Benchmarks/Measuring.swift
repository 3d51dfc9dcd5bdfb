import Foundation
import SwiftUI

/// How many samples each figure takes: `swiftui-benchmarks 80` for more.
let runs = CommandLine.arguments.dropFirst().compactMap { Int($0) }.first ?? 40
let phone = CGSize(width: 390, height: 844)

/// This thread's CPU time in milliseconds. Frame costs are CPU times: the machine is shared (other builds run
/// beside the benchmark), and wall-clock time would count the time we were not even scheduled.
func cpuMilliseconds() -> Double {
  var spec = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
  return Double(spec.tv_sec) * 1000 + Double(spec.tv_nsec) / 1e6
}

/// Milliseconds of each run of `body`.
@MainActor func time(_ count: Int, _ body: () -> Void) -> [Double] {
  (0..<count).map { _ in
    let start = cpuMilliseconds()
    body()
    return cpuMilliseconds() - start
  }
}

func percentile(_ samples: [Double], _ p: Double) -> Double {
  let sorted = samples.sorted()
  guard !sorted.isEmpty else { return .nan }
  let index = min(Int((Double(sorted.count - 1) * p).rounded()), sorted.count - 1)
  return sorted[index]
}

func ms(_ value: Double) -> String { String(format: "%7.2f ms", value) }

/// SWIFTUI_BENCH_SAMPLES=1 prints every sample after its figure, in the order taken, to find where a tail comes from.
let printsSamples = ProcessInfo.processInfo.environment["SWIFTUI_BENCH_SAMPLES"] != nil

func report(_ name: String, _ samples: [Double], tail: Double = 0.95) {
  let label = tail == 0.99 ? "p99" : "p95"
  defer {
    if printsSamples {
      print("      samples: " + samples.map { String(format: "%.2f", $0) }.joined(separator: " "))
    }
  }
  print(
    "\(name.padding(toLength: 46, withPad: " ", startingAt: 0)) median \(ms(percentile(samples, 0.5)))  \(label) \(ms(percentile(samples, tail)))  (n=\(samples.count))"
  )
}

/// A host's first frame, then what the window does in the moment without events that always follows it before
/// a person's first tap or key (`ViewHost.prepareWhileIdle`: how the views' types compare, the layers of content
/// at rest, and the redraw of what those layers settle), so a figure's first sample is the interaction's cost,
/// as in the window, not the idle work's. Not measured.
/// SWIFTUI_BENCH_IDLE=0 leaves the idle preparation out, for comparison.
@MainActor func showFirstFrameThenIdle(_ host: ViewHost) {
  _ = host.render()
  guard ProcessInfo.processInfo.environment["SWIFTUI_BENCH_IDLE"] != "0" else { return }
  host.prepareWhileIdle()
  _ = host.render()
}

/// Lets the benchmark change a view's state from outside, as a tap or a keystroke would.
@MainActor enum Remote {
  static var setLabel: ((String) -> Void)?
  static var nextStep: (() -> Void)?
  static var showCard: (() -> Void)?
  static var pushPage: (() -> Void)?
  static var fieldText: (() -> String)?
  static var sliderValue: (() -> Double)?
  static var writeCounter: ((Int) -> Void)?
}

/// Seed 000's background, full screen.
@MainActor var purpleBackground: some View {
  RadialGradient(
    gradient: Gradient(colors: [
      Color(red: 0.75, green: 0.55, blue: 0.95), Color(red: 0.45, green: 0.2, blue: 0.65),
    ]),
    center: .topLeading, startRadius: 5, endRadius: UIScreen.main.bounds.height
  )
  .ignoresSafeArea()
}
