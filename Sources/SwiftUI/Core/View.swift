import Foundation

/// A piece of user interface. Primitive views (Text, stacks, modifiers) have `Body == Never` and are turned into
/// graph nodes directly; every other view is described by its `body`.
@MainActor @preconcurrency
public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
  /// The runtime's own (as SwiftUI's `_makeViewList`): how a view that stands for several children — a tuple, a
  /// conditional, ForEach, Group — flattens into its container's children; nil for a view that is one child.
  /// Each type answers for itself: asking a value whether it conforms to a protocol instead looks the first time
  /// through every protocol conformance of the program, and a screen's first frame met hundreds of new types.
  static var _flattening: _ViewFlattening? { get }
}

extension View {
  public static var _flattening: _ViewFlattening? { nil }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
  /// Primitive views have no body; asking for one is a programming error, as in SwiftUI.
  public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// Lets existing files with Xcode previews compile. Previews are not shown by this runtime.
@MainActor @preconcurrency
public protocol PreviewProvider {
  associatedtype Previews: View
  @ViewBuilder @MainActor static var previews: Previews { get }
}

/// Evaluates a view's body through an opened existential.
@MainActor func evaluateBody<V: View>(_ view: V) -> any View { view.body }
