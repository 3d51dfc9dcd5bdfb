/// Time as the hosts see it: the window host advances it from the display, the headless host exactly, so a
/// frame at t = 0.137 s renders the same on every run.
@MainActor public final class FrameClock {
  public private(set) var now: Double
  public init(now: Double = 0) { self.now = now }
  public func advance(by seconds: Double) { now += max(seconds, 0) }
  public func set(_ time: Double) { now = max(time, now) }
}
