// Frame-time figures for the runtime (never asserted in tests). Run: swift run -c release swiftui-benchmarks [runs]
// [section], section one of: first, layout, text, transition, card, keystroke, slider, fanout (also storage), form,
// equal, deck, map, list, slide, caret, memory; page (the page push alone, only when asked). SWIFTUI_LAZY_ROWS=0
// and SWIFTUI_CULLING=0 give the figures without lazy rows and culling.
import FindYourMatch
import Foundation
import SwiftUI

/// The benchmark's settings store, opened once as an app opens its store once per launch: opening one reads
/// (and checks) its file, which a new `UserDefaults` object per host would repeat inside every figure.
@MainActor let benchmarkSettings = UserDefaults(suiteName: "swiftui-benchmarks")!

/// A settings store and a database of their own, so the welcome screen (not a signed-in home) is measured.
@MainActor func welcomeScreen() -> some View {
  IntroView(databaseURL: benchmarkDatabase).defaultAppStorage(benchmarkSettings)
}
let benchmarkDatabase = FileManager.default.temporaryDirectory.appendingPathComponent(
  "swiftui-benchmarks-\(ProcessInfo.processInfo.processIdentifier).sqlite")

// MARK: Views measured

/// A counter label (@State) drawn over the welcome screen's full-screen gradient.
struct LabelOverGradient: View {
  @State private var label = "Frame 0"
  var body: some View {
    ZStack {
      purpleBackground
      Text(label).font(.largeTitle).fontWeight(.semibold).foregroundColor(.white)
    }
    .onAppear { Remote.setLabel = { label = $0 } }
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
  // The welcome screen's model opens the account database as the graph is built: the app's own start-up
  // inside "building the graph and layout", timed alone here.
  report(
    "    the app opening its database (in each build)",
    time(runs) { _ = LoginStateModel(databaseURL: benchmarkDatabase) })
  let host = ViewHost(rootView: welcomeScreen(), size: phone, scale: 2)
  showFirstFrameThenIdle(host)
  report("  redraw of an unchanged frame, 2x", time(runs) { _ = host.render() })
  // The same seed 000 screen the step transition slides, a view of the benchmark's own: the runtime's first
  // frame without the app's start-up (its database, its settings), comparable across versions of the app.
  for scale in [1, 2, 3] as [CGFloat] {
    _ = ViewHost(rootView: OnboardingSteps(), size: phone, scale: scale).render()
    report(
      "  seed 000's first step alone, \(Int(scale))x",
      time(runs) { _ = ViewHost(rootView: OnboardingSteps(), size: phone, scale: scale).render() })
  }
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
    showFirstFrameThenIdle(host)
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

MainActor.assumeIsolated {
  print("swiftui-benchmarks: \(runs) runs per figure (pass a number to change)\n")
  // `swiftui-benchmarks 40 first` (etc.) runs one section only, for profiling.
  let only = CommandLine.arguments.dropFirst().first { Int($0) == nil }
  if only == nil || only == "first" { firstRender() }
  if only == nil || only == "layout" { layoutOnly() }
  if only == nil || only == "text" { textChange() }
  if only == nil || only == "transition" { stepTransition() }
  if only == nil || only == "card" { cardTransitions() }
  // Only when asked: the page push of `card` in a process of its own. In `card` it follows the photo and symbol
  // cards, and what they left (fonts, kept layer memory, caches) decides its first frames; alone, it is the push
  // from a fresh start, the same in every version.
  if only == "page" { pagePushAlone() }
  if only == nil || only == "keystroke" { keystrokeInLongField() }
  if only == nil || only == "slider" { sliderDrag() }
  if only == nil || only == "fanout" || only == "storage" { appStorageFanOut() }
  if only == nil || only == "form" { formBodyEvaluations() }
  if only == nil || only == "equal" { equalViewsSkipped() }
  if only == nil || only == "deck" { deckDragAndThrow() }
  if only == nil || only == "map" { mapFrames() }
  if only == nil || only == "list" { listScrolling() }
  if only == nil || only == "slide" { windowSlide() }
  if only == nil || only == "caret" { caretBlink() }
  if only == nil || only == "memory" { memoryFigures() }
}
