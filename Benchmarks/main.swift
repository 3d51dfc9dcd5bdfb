// Frame-time figures for the runtime (never asserted in tests). Run: swift run -c release swiftui-benchmarks [runs]
import FindYourMatch
import Foundation
import SwiftUI

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

func report(_ name: String, _ samples: [Double], tail: Double = 0.95) {
  let label = tail == 0.99 ? "p99" : "p95"
  print(
    "\(name.padding(toLength: 46, withPad: " ", startingAt: 0)) median \(ms(percentile(samples, 0.5)))  \(label) \(ms(percentile(samples, tail)))  (n=\(samples.count))"
  )
}

/// A store of its own, so the welcome screen (not a signed-in profile) is measured.
@MainActor func welcomeScreen() -> some View {
  IntroView().defaultAppStorage(UserDefaults(suiteName: "swiftui-benchmarks")!)
}

// MARK: Views measured

/// Lets the benchmark change a view's @State from outside, as a tap would.
@MainActor enum Remote {
  static var setLabel: ((String) -> Void)?
  static var nextStep: (() -> Void)?
}

/// A counter label (@State) drawn over the welcome screen's full-screen gradient.
struct LabelOverGradient: View {
  @State private var label = "Frame 0"
  var body: some View {
    ZStack {
      RadialGradient(
        gradient: Gradient(colors: [
          Color(red: 0.75, green: 0.55, blue: 0.95), Color(red: 0.45, green: 0.2, blue: 0.65),
        ]),
        center: .topLeading, startRadius: 5, endRadius: UIScreen.main.bounds.height
      )
      .ignoresSafeArea()
      Text(label).font(.largeTitle).fontWeight(.semibold).foregroundColor(.white)
    }
    .onAppear { Remote.setLabel = { label = $0 } }
  }
}

/// Seed 000's onboarding steps: full-screen sections that slide in from trailing and out to leading.
struct OnboardingSteps: View {
  @State private var step = 0
  let transition: AnyTransition = .asymmetric(
    insertion: .move(edge: .trailing), removal: .move(edge: .leading))

  var body: some View {
    ZStack {
      RadialGradient(
        gradient: Gradient(colors: [
          Color(red: 0.75, green: 0.55, blue: 0.95), Color(red: 0.45, green: 0.2, blue: 0.65),
        ]),
        center: .topLeading, startRadius: 5, endRadius: UIScreen.main.bounds.height
      )
      .ignoresSafeArea()
      ZStack {
        switch step {
        case 0:
          section(title: "Find your match", symbol: "heart.text.square.fill").transition(transition)
        case 1:
          section(title: "What's your name?", symbol: "person.circle.fill").transition(transition)
        default: section(title: "What's your age?", symbol: "star.fill").transition(transition)
        }
      }
      VStack {
        Spacer()
        Text(step == 0 ? "SIGN UP" : "NEXT")
          .font(.headline)
          .foregroundColor(.purple)
          .frame(height: 55)
          .frame(maxWidth: .infinity)
          .background(Color.white)
          .cornerRadius(10)
      }
      .padding(30)
    }
    .onAppear { Remote.nextStep = { withAnimation(.spring()) { step += 1 } } }
  }

  func section(title: String, symbol: String) -> some View {
    VStack(spacing: 40) {
      Spacer()
      Image(systemName: symbol)
        .resizable()
        .scaledToFit()
        .frame(width: 200, height: 200)
        .foregroundColor(.white)
      Text(title)
        .font(.largeTitle)
        .fontWeight(.semibold)
        .foregroundColor(.white)
        .overlay(
          Capsule(style: .continuous).frame(height: 3).offset(y: 5).foregroundColor(.white),
          alignment: .bottom)
      Text(
        "Meet people nearby who share what you love. Tell us a little about yourself and we'll do the rest."
      )
      .fontWeight(.medium)
      .foregroundColor(.white)
      Spacer()
      Spacer()
    }
    .multilineTextAlignment(.center)
    .padding(30)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

// MARK: Measurements

@MainActor func firstRender() {
  print("First full render of the welcome screen (new host: build, layout, draw)")
  for scale in [1, 2, 3] as [CGFloat] {
    _ = ViewHost(rootView: welcomeScreen(), size: phone, scale: scale).render()  // warm fonts and symbols
    var builds: [Double] = []
    let samples = time(runs) {
      var host: ViewHost?
      builds += time(1) { host = ViewHost(rootView: welcomeScreen(), size: phone, scale: scale) }
      _ = host?.render()
    }
    report("  \(Int(scale))x", samples)
    report("    of which building the graph and layout", builds)
  }
  let host = ViewHost(rootView: welcomeScreen(), size: phone, scale: 2)
  _ = host.render()
  report("  redraw of an unchanged frame, 2x", time(runs) { _ = host.render() })
}

@MainActor func layoutOnly() {
  print("Layout only (forget every cached size, lay the welcome screen out again)")
  let host = ViewHost(rootView: welcomeScreen(), size: phone, scale: 2)
  host.update()
  report("  welcome screen", time(runs) { host.relayoutFromScratch() })
}

/// Every label is new text (no run reuses another run's shaped text).
@MainActor var labelsShown = 0

@MainActor func textChange() {
  print(
    "Re-render after one Text changes (@State label over the full-screen gradient, 2x; goal < 4 ms)"
  )
  for caching in [true, false] {
    let host = ViewHost(rootView: LabelOverGradient(), size: phone, scale: 2)
    host.layerCachingEnabled = caching
    _ = host.render()
    var updates: [Double] = []
    let samples = time(runs) {
      labelsShown += 1
      Remote.setLabel?("Frame \(labelsShown)")
      updates += time(1) { host.update() }
      _ = host.render()
    }
    let stats = host.renderStats
    report("  layer cache \(caching ? "on " : "off")", samples)
    report("    of which update (body, layout)", updates)
    print(
      "    last frame: \(stats.nodes) nodes drawn, \(stats.rasterized) layers rasterized, \(stats.reused) reused"
    )
  }
}

@MainActor func stepTransition() {
  print(
    "Seed 000 step transition at 2x (spring, .move trailing in / leading out, 60 fps virtual time)")
  var medians: [Bool: Double] = [:]
  var tails: [Bool: Double] = [:]
  for caching in [true, false] {
    var samples: [Double] = []
    for _ in 0..<max(runs / 10, 3) {
      let host = ViewHost(rootView: OnboardingSteps(), size: phone, scale: 2)
      host.layerCachingEnabled = caching
      _ = host.render()
      Remote.nextStep?()
      host.update()
      var frames = 0
      repeat {
        samples += time(1) {
          host.advance(by: 1.0 / 60)
          _ = host.render()
        }
        frames += 1
      } while host.isAnimating && frames < 600
    }
    medians[caching] = percentile(samples, 0.5)
    tails[caching] = percentile(samples, 0.99)
    report("  layer cache \(caching ? "on " : "off")", samples, tail: 0.99)
  }
  if let on = medians[true], let off = medians[false], let onTail = tails[true],
    let offTail = tails[false]
  {
    print(String(format: "  cache off / on: p50 %.2fx, p99 %.2fx", off / on, offTail / onTail))
  }
}

MainActor.assumeIsolated {
  print("swiftui-benchmarks: \(runs) runs per figure (pass a number to change)\n")
  // `swiftui-benchmarks 40 first` (etc.) runs one section only, for profiling.
  let only = CommandLine.arguments.dropFirst().first { Int($0) == nil }
  if only == nil || only == "first" { firstRender() }
  if only == nil || only == "layout" { layoutOnly() }
  if only == nil || only == "text" { textChange() }
  if only == nil || only == "transition" { stepTransition() }
}
