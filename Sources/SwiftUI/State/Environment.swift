import Foundation

/// Reads a value from the view's environment.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  let box: EnvironmentBox<Value>

  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    box = EnvironmentBox(read: { $0[keyPath: keyPath] })
  }

  public var wrappedValue: Value {
    guard let value = box.value else {
      fatalError("@Environment read outside of a view's body (the view is not installed yet)")
    }
    return value
  }
}

extension Environment {
  /// `@Environment(Model.self)` for an @Observable object put in the environment with `.environment(_:)`.
  public init(_ objectType: Value.Type) where Value: AnyObject {
    box = EnvironmentBox(read: { environment in
      guard let object = environment.objects[ObjectIdentifier(objectType)] as? Value else {
        fatalError(
          "No Observable object of type \(objectType) found. A View.environment(_:) for \(objectType) may be missing as an ancestor of this view."
        )
      }
      return object
    })
  }
}

final class EnvironmentBox<Value> {
  let read: (EnvironmentValues) -> Value
  var value: Value?
  init(read: @escaping (EnvironmentValues) -> Value) { self.read = read }
}

extension Environment: InstallableProperty {
  func install(on node: ViewNode, slot: inout Int) {
    box.value = box.read(node.environment)
  }
}

/// Dismisses the presentation (sheet, full-screen cover) that contains the view.
public struct DismissAction {
  let action: (@MainActor () -> Void)?
  @MainActor public func callAsFunction() { action?() }
}

/// Opens URLs; by default with the desktop's handler (xdg-open).
public struct OpenURLAction {
  public struct Result: Sendable {
    let accepted: Bool
    public static let handled = Result(accepted: true)
    public static let discarded = Result(accepted: false)
    public static let systemAction = Result(accepted: false)
  }
  let handler: (URL) -> Result
  public init(handler: @escaping (URL) -> Result) { self.handler = handler }
  public func callAsFunction(_ url: URL) {
    if !handler(url).accepted { Self.openWithSystem(url) }
  }
  static let system = OpenURLAction { _ in .systemAction }
  /// Whether the desktop's opener could be started for the URL.
  @discardableResult static func openWithSystem(_ url: URL) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["xdg-open", url.absoluteString]
    do { try process.run() } catch {
      FileHandle.standardError.write(
        Data("openURL: could not run xdg-open for \(url): \(error)\n".utf8))
      return false
    }
    return true
  }
}
