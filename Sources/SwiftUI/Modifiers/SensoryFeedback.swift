import Foundation

/// Haptic and audio feedback iOS plays when a value changes (`.sensoryFeedback`). A desktop has no haptic
/// engine: the modifiers are accepted and play nothing.
public struct SensoryFeedback: Equatable, Sendable {
  enum Kind: Equatable {
    case success, warning, error, selection, increase, decrease, start, stop, alignment, levelChange
    case pathComplete
    case impact(weight: Weight?, flexibility: Flexibility?, intensity: Double)
  }
  let kind: Kind

  public static let success = SensoryFeedback(kind: .success)
  public static let warning = SensoryFeedback(kind: .warning)
  public static let error = SensoryFeedback(kind: .error)
  public static let selection = SensoryFeedback(kind: .selection)
  public static let increase = SensoryFeedback(kind: .increase)
  public static let decrease = SensoryFeedback(kind: .decrease)
  public static let start = SensoryFeedback(kind: .start)
  public static let stop = SensoryFeedback(kind: .stop)
  public static let alignment = SensoryFeedback(kind: .alignment)
  public static let levelChange = SensoryFeedback(kind: .levelChange)
  public static let pathComplete = SensoryFeedback(kind: .pathComplete)
  public static let impact = SensoryFeedback(
    kind: .impact(weight: .medium, flexibility: nil, intensity: 1))

  public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
    SensoryFeedback(kind: .impact(weight: weight, flexibility: nil, intensity: intensity))
  }
  public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
    SensoryFeedback(kind: .impact(weight: nil, flexibility: flexibility, intensity: intensity))
  }

  public struct Weight: Equatable, Sendable {
    let value: Int
    public static let light = Weight(value: 0)
    public static let medium = Weight(value: 1)
    public static let heavy = Weight(value: 2)
  }

  public struct Flexibility: Equatable, Sendable {
    let value: Int
    public static let rigid = Flexibility(value: 0)
    public static let solid = Flexibility(value: 1)
    public static let soft = Flexibility(value: 2)
  }
}

extension View {
  /// Plays `feedback` when `trigger` changes — nothing on a desktop.
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
    self
  }

  /// Plays `feedback` when `trigger` changes and `condition(old, new)` holds — nothing on a desktop.
  public func sensoryFeedback<T: Equatable>(
    _ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool
  ) -> some View {
    self
  }

  /// Plays the feedback `feedback(old, new)` returns when `trigger` changes — nothing on a desktop.
  public func sensoryFeedback<T: Equatable>(
    trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?
  ) -> some View {
    self
  }
}
