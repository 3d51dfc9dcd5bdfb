import Foundation

/// `SWIFTUI_WINDOW_TRACE=1`: the window host prints its start-up phases, every wake-up of its loop and every frame
/// it presents (when, and the rectangles sent to the display), and its peak RSS when it closes, on stderr. The window
/// tests read these lines; nothing is printed otherwise. `SWIFTUI_STARTUP_PHASES=1` prints the start-up phases
/// alone (scripts/window-bench.sh reads them).
@MainActor final class WindowTrace {
  static let environmentVariable = "SWIFTUI_WINDOW_TRACE"
  static let phasesVariable = "SWIFTUI_STARTUP_PHASES"
  let enabled: Bool
  /// Whether the start-up phases are measured and printed.
  let printsPhases: Bool
  private let start = DispatchTime.now().uptimeNanoseconds
  private var last: UInt64
  /// Each phase's wall time and the CPU time all threads spent meanwhile (on a busy machine the two differ).
  private var phases: [(name: String, wall: Double, cpu: Double)] = []
  private let startCPU = WindowTrace.processCPU
  private var lastCPU: Double

  init(environment: [String: String]) {
    func isSet(_ name: String) -> Bool {
      let value = environment[name] ?? ""
      return !value.isEmpty && value != "0"
    }
    enabled = isSet(Self.environmentVariable)
    printsPhases = enabled || isSet(Self.phasesVariable)
    last = start
    lastCPU = startCPU
  }

  /// CPU time of the whole process so far, in milliseconds.
  static var processCPU: Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
  }

  /// Milliseconds since the process started, from the kernel's start time (in clock ticks, so coarse).
  static var processAge: Double? {
    guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")"),
      let uptimeText = try? String(contentsOfFile: "/proc/uptime", encoding: .utf8),
      let uptime = Double(uptimeText.split(separator: " ").first ?? "")
    else { return nil }
    // Field 22 (starttime); fields after the command name start at field 3.
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 19, let ticks = Double(fields[19]) else { return nil }
    let hertz = Double(sysconf(Int32(_SC_CLK_TCK)))
    return (uptime - ticks / hertz) * 1000
  }

  /// Records the end of a start-up phase.
  func phase(_ name: String) {
    guard printsPhases else { return }
    let now = DispatchTime.now().uptimeNanoseconds
    let cpu = Self.processCPU
    phases.append((name, Double(now - last) / 1e6, cpu - lastCPU))
    last = now
    lastCPU = cpu
  }

  /// Prints the phases, ending with the first frame on screen.
  func printStartup(before hostStarted: Double?) {
    guard printsPhases else { return }
    var lines = ["window: start-up (wall time, CPU time of all threads)"]
    func line(_ name: String, _ milliseconds: Double, _ cpu: Double) -> String {
      "  " + name.padding(toLength: 36, withPad: " ", startingAt: 0)
        + String(format: "%7.1f ms  (CPU %6.1f ms)", milliseconds, cpu)
    }
    if let hostStarted {
      lines.append(line("process start → window host", hostStarted, startCPU))
    }
    for phase in phases { lines.append(line(phase.name, phase.wall, phase.cpu)) }
    let total = Double(last - start) / 1e6 + (hostStarted ?? 0)
    lines.append(
      line("first frame shown, in all", total, lastCPU)
        + String(format: ", RSS %.1f MiB", Self.rss.current))
    write(lines.joined(separator: "\n"))
  }

  /// `t=` is milliseconds since the window host started: the pacing of frames and wake-ups can be read off.
  private var stamp: String {
    String(format: "t=%.1f", Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
  }

  func wake(_ count: Int, reason: String) {
    guard enabled else { return }
    write("window: wake \(count) \(stamp) \(reason)")
  }

  /// A presented frame: when it started, how long drawing and presenting took, and the rectangles sent.
  func frame(_ count: Int, started: UInt64, rects: String, milliseconds: Double) {
    guard enabled else { return }
    let at = String(format: "t=%.1f", Double(started - start) / 1e6)
    write("window: frame \(count) \(at) " + String(format: "%.2f ms ", milliseconds) + rects)
  }

  func closing(frames: Int, wakeUps: Int) {
    guard enabled else { return }
    let rss = Self.rss
    write(
      String(
        format: "window: closed after %d frames, %d wake-ups; RSS %.1f MiB, peak RSS %.1f MiB",
        frames,
        wakeUps, rss.current, rss.peak))
  }

  /// Resident and peak resident memory in MiB, from /proc.
  static var rss: (current: Double, peak: Double) {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return (0, 0)
    }
    func value(_ key: String) -> Double {
      guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(key) }),
        let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
      else { return 0 }
      return kilobytes / 1024
    }
    return (value("VmRSS:"), value("VmHWM:"))
  }

  func write(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
