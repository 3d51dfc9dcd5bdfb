import Foundation

/// UIKit's haptic feedback generators. A desktop has no haptic engine, so these do nothing, as on an iPhone
/// with system haptics turned off; apps call them freely.
@MainActor open class UIFeedbackGenerator {
  public init() {}
  open func prepare() {}
}

@MainActor public final class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
  public let style: FeedbackStyle
  public init(style: FeedbackStyle) { self.style = style }
  public override convenience init() { self.init(style: .medium) }
  public func impactOccurred() {}
  public func impactOccurred(intensity: CGFloat) {}
}

@MainActor public final class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  public enum FeedbackType: Int, Sendable { case success, warning, error }
  public func notificationOccurred(_ notificationType: FeedbackType) {}
}

@MainActor public final class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  public func selectionChanged() {}
}
