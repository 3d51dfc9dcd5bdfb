import Foundation

/// Views that update on a clock of their own (`TimelineView`, `KeyframeAnimator`, a repeating phase animator):
/// each asks for one update of its node at a time of the graph clock, and asks again when its body runs. A
/// request due by the next frame keeps the host drawing frames (`hasFrameRequests`, read by the tick); a later
/// one is a main run-loop timer that asks the host for a frame when it is due, so the window sleeps until then.
/// A node that is gone or did not ask again gets nothing: a timeline removed or paused costs no frame.
@MainActor struct TimedUpdateRequest {
  weak var node: ViewNode?
  var time: Double
}

extension ViewGraph {
  /// Where the graph clock's zero is in calendar time, for views that show dates (a timeline's entries).
  var date: Date { Date(timeIntervalSinceReferenceDate: clockEpoch + clock.now) }

  /// Updates `node` once the graph clock reaches `time` (at the next frame when it already has).
  func requestUpdate(of node: ViewNode, at time: Double) {
    timedUpdates.removeAll { $0.node === node || $0.node == nil }
    timedUpdates.append(TimedUpdateRequest(node: node, time: time))
    let delay = time - clock.now
    guard delay > Self.frameInterval else { return }
    // In the window the run loop's timers wake it; headless hosts move the clock themselves.
    let timer = Timer(timeInterval: delay, repeats: false) { [handle] _ in
      onMainActor { handle.graph?.onNeedsFrame?() }
    }
    RunLoop.main.add(timer, forMode: .common)
  }

  /// Invalidates the nodes whose time has come (at the start of an update).
  func runDueTimedUpdates() {
    guard !timedUpdates.isEmpty else { return }
    let now = clock.now
    var kept: [TimedUpdateRequest] = []
    for request in timedUpdates {
      guard let node = request.node, node.isAlive else { continue }
      if request.time <= now + 1e-9 {
        invalidate(node, transaction: Transaction())
      } else {
        kept.append(request)
      }
    }
    timedUpdates = kept
  }

  /// Whether a view wants an update by the next frame: the host keeps drawing frames.
  var hasFrameRequests: Bool {
    let soon = clock.now + Self.frameInterval
    return timedUpdates.contains { request in
      guard let node = request.node, node.isAlive else { return false }
      return request.time <= soon
    }
  }

  /// One frame at 60 Hz: requests closer than this are served by drawing frames, not by a timer.
  static let frameInterval = 1.0 / 60 + 1e-6
}
