import Foundation

/// An app: `@main struct MyApp: App { var body: some Scene { WindowGroup { ContentView() } } }`.
@MainActor @preconcurrency
public protocol App {
  associatedtype Body: Scene
  @SceneBuilder @MainActor var body: Self.Body { get }
  @MainActor init()
}

extension App {
  /// Runs the app in a window, or headless with `--screenshot FILE` (`--size 390x844`, `--scale 2`).
  @MainActor public static func main() {
    AppRunner.run(Self.init())
  }
}

@MainActor @preconcurrency
public protocol Scene {
  associatedtype Body: Scene
  @SceneBuilder @MainActor var body: Self.Body { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
  public var body: Never { fatalError("\(Self.self) is a primitive scene") }
}

@resultBuilder
public enum SceneBuilder {
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
  public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
}

/// The app's window and the views in it.
public struct WindowGroup<Content: View>: Scene {
  public typealias Body = Never
  let title: String?
  let content: Content
  public init(@ViewBuilder content: () -> Content) {
    title = nil
    self.content = content()
  }
  public init(_ title: String, @ViewBuilder content: () -> Content) {
    self.title = title
    self.content = content()
  }
  public init(_ title: String, id: String, @ViewBuilder content: () -> Content) {
    self.init(title, content: content)
  }
}

/// Scenes the runner knows how to show.
@MainActor protocol WindowScene {
  var windowTitle: String? { get }
  var rootView: any View { get }
}

extension WindowGroup: WindowScene {
  var windowTitle: String? { title }
  var rootView: any View { content }
}
