import Foundation

extension Animation {
  /// Delays the start of the animation by the specified number of seconds.
  /// Inside a repeat, every repetition waits again.
  public func delay(_ delay: TimeInterval) -> Animation {
    adding(.delay(delay))
  }

  /// Changes the duration of an animation by adjusting its speed
  /// (2 runs twice as fast).
  public func speed(_ speed: Double) -> Animation {
    adding(.speed(speed))
  }

  /// Repeats the animation for a specific number of times. Each reversal
  /// counts as one repetition; once done the value jumps to the target,
  /// exactly like Apple (an even count with autoreverse ends with a jump).
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    adding(.repeatCount(repeatCount, autoreverses: autoreverses))
  }

  /// Repeats the animation for the lifespan of the view containing it.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    adding(.repeatCount(nil, autoreverses: autoreverses))
  }

  /// Causes the animation to report logical completion after the specified
  /// duration, if it has not already logically completed.
  public func logicallyComplete(after duration: TimeInterval) -> Animation {
    adding(.logicallyComplete(after: duration))
  }
}
