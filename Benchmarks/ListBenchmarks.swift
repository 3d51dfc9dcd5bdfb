import Foundation
import SwiftUI

/// Resident memory now and at its peak, in MiB (Linux /proc).
func residentMiB() -> (now: Double, peak: Double) {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
    return (.nan, .nan)
  }
  func field(_ name: String) -> Double {
    guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name) }) else {
      return .nan
    }
    let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "") ?? .nan
    return kilobytes / 1024
  }
  return (field("VmRSS:"), field("VmHWM:"))
}

func mib(_ value: Double) -> String { String(format: "%7.1f MiB", value) }

/// A row as a matches list shows one: a name and a line under it.
struct NumberedRow: View {
  let index: Int
  var body: some View {
    VStack(alignment: .leading, spacing: 2) {
      Text("Person \(index)").font(.headline)
      Text("Row \(index) of the list").font(.caption).foregroundStyle(Color.secondary)
    }
  }
}

struct LongList: View {
  let count: Int
  var body: some View {
    List(0..<count, id: \.self) { NumberedRow(index: $0) }
  }
}

/// Which of the two optimisations the figures ran with (the environment switches them off).
func optimisations() -> String {
  let environment = ProcessInfo.processInfo.environment
  let lazy = environment["SWIFTUI_LAZY_ROWS"] != "0"
  let culling = environment["SWIFTUI_CULLING"] != "0"
  return "lazy rows \(lazy ? "on" : "off"), culling \(culling ? "on" : "off")"
}

@MainActor func listScrolling() {
  print("Scrolling a 10,000-row List at 2x (\(optimisations()); goal: p99 < 8 ms, memory flat)")
  let before = residentMiB()
  var host: ViewHost?
  let build = time(1) {
    host = ViewHost(rootView: LongList(count: 10_000), size: phone, scale: 2)
    _ = host?.render()
  }
  guard let host else { return }
  report("  first frame (build, layout, draw)", build)
  host.prepareWhileIdle()
  _ = host.render()
  let built = residentMiB()
  // A wheel step a frame, 60 pt (one and a half rows), then a few long jumps.
  let point = CGPoint(x: 195, y: 400)
  var frames: [Double] = []
  var rssAfterScrolling: [Double] = []
  var textLayouts: [String] = []
  // Each frame's update and render, to tell where the slow ones go.
  var kinds: [(kind: String, update: Double, render: Double)] = []
  func frame(_ kind: String, dy: CGFloat) {
    let (update, total) = scrolledFrame(host, dy: dy, at: point)
    frames.append(total)
    kinds.append((kind, update, total - update))
  }
  for _ in 0..<3 {
    for _ in 0..<(runs * 4) { frame("step", dy: 60) }
    for _ in 0..<3 { frame("jump", dy: 30_000) }
    rssAfterScrolling.append(residentMiB().now)
    textLayouts.append(
      "\(ViewHost.cachedTextLayouts) (\(ViewHost.cachedTextLayoutBytes >> 10) KiB)")
  }
  report("  a scrolled frame (scroll → update → render)", frames, tail: 0.99)
  for kind in ["step", "jump"] {
    let samples = kinds.filter { $0.kind == kind }.map { $0.update + $0.render }
    let name = kind == "step" ? "60 pt wheel steps" : "30,000 pt jumps"
    report("    of which \(name)", samples, tail: 0.99)
  }
  print("    slowest frame \(ms(frames.max() ?? .nan))")
  let slowest = kinds.sorted { $0.update + $0.render > $1.update + $1.render }.prefix(6)
  print(
    "    slowest frames (update + render ms): "
      + slowest.map { "\($0.kind) \(String(format: "%.1f + %.1f", $0.update, $0.render))" }
      .joined(separator: ", "))
  print("    RSS before the list \(mib(before.now)), after its first frame \(mib(built.now))")
  print(
    "    RSS after each third of the scrolling: \(rssAfterScrolling.map(mib).joined(separator: ", "))"
  )
  print(
    "    shaped text layouts cached after each third: \(textLayouts.joined(separator: ", "))"
  )
  print(
    "    rows drawn in the last frame: \(host.renderStats.nodes) nodes, \(host.culledSubtrees) subtrees culled"
  )
}

/// One scrolled frame: its update's milliseconds and its whole (update and render). A function of its own so
/// that a profiler can take each frame apart: `valgrind --tool=callgrind --dump-before='*scrolledFrame*'
/// --dump-after='*scrolledFrame*'` writes one part per frame (a jump's parts are the large ones).
@MainActor @inline(never) func scrolledFrame(_ host: ViewHost, dy: CGFloat, at point: CGPoint)
  -> (update: Double, total: Double)
{
  var update = 0.0
  let total = time(1) {
    update =
      time(1) {
        host.send(.scroll(dx: 0, dy: dy, at: point))
        host.update()
      }[0]
    _ = host.render()
  }[0]
  return (update, total)
}

/// An idle focused field over the welcome screen's gradient: each blink redraws the caret's rectangle only.
struct FocusedField: View {
  @State private var name = "Nick"
  @FocusState private var focused: Bool
  var body: some View {
    ZStack {
      purpleBackground
      VStack(spacing: 20) {
        Text("What's your name?").font(.largeTitle).foregroundColor(.white)
        TextField("Name", text: $name).focused($focused)
          .padding(12).background(Color.white).cornerRadius(8).padding(.horizontal, 24)
        ForEach(0..<12, id: \.self) { index in
          Text("Line \(index) of the screen around the field").foregroundColor(.white)
        }
      }
    }
    .onAppear { focused = true }
  }
}

@MainActor func caretBlink() {
  print("An idle focused field: one caret blink (2x; goal < 0.2 ms)")
  let host = ViewHost(rootView: FocusedField(), size: phone, scale: 2)
  showFirstFrameThenIdle(host)
  var damage: [CGRect] = []
  host.onDamage = { damage.append($0) }
  // The blink runs on a run-loop timer: let it tick until the caret goes off.
  let deadline = Date().addingTimeInterval(3)
  while damage.isEmpty && Date() < deadline {
    RunLoop.main.run(until: Date().addingTimeInterval(0.05))
  }
  guard let rect = damage.first, let canvas = DamageCanvas(host: host) else {
    print("  the caret did not blink")
    return
  }
  canvas.render(nil)
  let window = Int(phone.width * 2) * Int(phone.height * 2)
  for culling in [false, true] {
    host.cullingEnabled = culling
    let samples = time(runs * 5) { canvas.render([rect]) }
    let drawn = canvas.pixelsDrawn
    report("  blink, culling \(culling ? "on" : "off")", samples)
    print(
      "    drawn and presented: \(drawn) of \(window) pixels (\(canvas.clip.map { "\(Int($0.width))x\(Int($0.height))" }.joined(separator: " "))), \(host.renderStats.nodes) nodes drawn"
    )
  }
  host.onDamage = nil
}

@MainActor func memoryFigures() {
  print("Memory")
  // Per 1,000 list rows: a 10,000-row list against a 1,000-row one.
  let base = residentMiB().now
  let small = ViewHost(rootView: LongList(count: 1_000), size: phone, scale: 2)
  _ = small.render()
  let afterSmall = residentMiB().now
  let large = ViewHost(rootView: LongList(count: 10_000), size: phone, scale: 2)
  _ = large.render()
  let afterLarge = residentMiB().now
  print(
    "  List of 1,000 rows: \(mib(afterSmall - base)); of 10,000 rows: \(mib(afterLarge - afterSmall)) (\(optimisations()))"
  )
  print("  per 1,000 list rows: \(mib((afterLarge - afterSmall) / 10))")
  // Scrolled through a screen a frame: what rows built and released leave behind. The first 2,000 rows fill
  // the bounded caches (shaped text); the next 4,000 must leave RSS where it was.
  let point = CGPoint(x: 195, y: 400)
  func scroll(rows: Int) {
    var passed = 0
    while passed < rows {
      large.send(.scroll(dx: 0, dy: phone.height, at: point))
      large.update()
      _ = large.render()
      passed += Int(phone.height / max(large.lazyRowEstimate ?? 44, 1))
    }
  }
  scroll(rows: 2_000)
  let warmed = residentMiB().now
  scroll(rows: 4_000)
  let scrolled = residentMiB().now
  print(
    "  scrolled through, per 1,000 rows: \(mib((scrolled - warmed) / 4)) (RSS \(mib(warmed)) after 2,000 rows, \(mib(scrolled)) after 6,000)"
  )
  _ = (small, large)
  // The app's peak at 2x through the whole demo, as its own process.
  let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    .deletingLastPathComponent().appendingPathComponent("find-your-match")
  guard FileManager.default.isExecutableFile(atPath: executable.path) else {
    print("  the app's peak after the demo: build find-your-match beside this program first")
    return
  }
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "swiftui-benchmarks-demo-\(ProcessInfo.processInfo.processIdentifier)")
  defer { try? FileManager.default.removeItem(at: folder) }
  var pid: pid_t = 0
  let arguments = [executable.path, "--demo", folder.path]
  var argv = arguments.map { strdup($0) } + [nil]
  defer { for pointer in argv { free(pointer) } }
  var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
  defer { posix_spawn_file_actions_destroy(&actions) }
  guard posix_spawn(&pid, executable.path, &actions, nil, &argv, environ) == 0 else {
    print("  the app's peak after the demo: could not start \(executable.path)")
    return
  }
  // The app's own high-water mark, read while it runs (ffmpeg, which it starts at the end, is not counted).
  var status: Int32 = 0
  var peak = 0.0
  while waitpid(pid, &status, WNOHANG) == 0 {
    if let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
    {
      peak = max(peak, kilobytes / 1024)
    }
    usleep(20_000)
  }
  print(
    "  the app's peak RSS through the demo (2x, frames written): \(mib(peak)) (exit status \(status))"
  )
}
