import Foundation

/// How a view's content changes when it is replaced in an animated update (a counter's digits rolling).
/// Accepted: text and symbols here take their new content at once, whatever the transition.
public struct ContentTransition: Equatable, Sendable {
  enum Kind: Equatable {
    case identity, opacity, interpolate, symbolEffect
    case numericText(countsDown: Bool)
  }
  let kind: Kind
  public static let identity = ContentTransition(kind: .identity)
  public static let opacity = ContentTransition(kind: .opacity)
  public static let interpolate = ContentTransition(kind: .interpolate)
  public static let symbolEffect = ContentTransition(kind: .symbolEffect)
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(kind: .numericText(countsDown: countsDown))
  }
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(kind: .numericText(countsDown: false))
  }
}

private struct ContentTransitionKey: EnvironmentKey {
  static var defaultValue: ContentTransition { .identity }
}

extension EnvironmentValues {
  public var contentTransition: ContentTransition {
    get { self[ContentTransitionKey.self] }
    set { self[ContentTransitionKey.self] = newValue }
  }
}

extension View {
  public func contentTransition(_ transition: ContentTransition) -> some View {
    environment(\.contentTransition, transition)
  }
}
