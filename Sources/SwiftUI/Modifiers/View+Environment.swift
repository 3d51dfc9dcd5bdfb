import Foundation
import Observation

/// Writes to the environment of its content.
struct EnvironmentModifier: BuiltinModifier {
  let transform: (inout EnvironmentValues) -> Void
  func makeNode(_ node: ViewNode, content: any View) {
    node.environmentTransform = transform
    node.setContent(content)
  }
}

extension View {
  func transformEnvironment(_ transform: @escaping (inout EnvironmentValues) -> Void) -> some View {
    modifier(EnvironmentModifier(transform: transform))
  }

  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some View
  {
    transformEnvironment { $0[keyPath: keyPath] = value }
  }
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  )
    -> some View
  {
    transformEnvironment { transform(&$0[keyPath: keyPath]) }
  }
  /// Puts an @Observable object in the environment for `@Environment(Type.self)`.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    transformEnvironment { $0.objects[ObjectIdentifier(T.self)] = object }
  }

  public func font(_ font: Font?) -> some View { environment(\.font, font) }
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    transformEnvironment { $0.textStyling.weight = weight }
  }
  public func bold(_ isActive: Bool = true) -> some View {
    transformEnvironment { if isActive { $0.textStyling.weight = .bold } }
  }
  public func italic(_ isActive: Bool = true) -> some View {
    transformEnvironment { if isActive { $0.textStyling.italic = true } }
  }
  public func fontDesign(_ design: Font.Design?) -> some View {
    transformEnvironment { $0.textStyling.design = design }
  }
  public func foregroundColor(_ color: Color?) -> some View {
    transformEnvironment { $0.foregroundStyle = color.map(AnyShapeStyle.init) }
  }
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    transformEnvironment { $0.foregroundStyle = AnyShapeStyle(style) }
  }
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2)
    -> some View
  {
    transformEnvironment {
      $0.foregroundStyle = AnyShapeStyle(primary)
      $0.secondaryForegroundStyle = AnyShapeStyle(secondary)
    }
  }
  public func tint(_ tint: Color?) -> some View { transformEnvironment { $0.tint = tint } }
  public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
    transformEnvironment { environment in
      if let tint, case .color(let color) = resolvePaint(tint, environment: environment) {
        environment.tint = color
      }
    }
  }
  public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    environment(\.multilineTextAlignment, alignment)
  }
  public func lineLimit(_ number: Int?) -> some View {
    transformEnvironment {
      $0.lineLimit = number
      $0.reservedLines = nil
    }
  }
  public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    environment(\.truncationMode, mode)
  }
  public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    environment(\.minimumScaleFactor, factor)
  }
  public func disabled(_ disabled: Bool) -> some View {
    transformEnvironment { if disabled { $0.isEnabled = false } }
  }
  public func controlSize(_ size: ControlSize) -> some View { environment(\.controlSize, size) }
  public func imageScale(_ scale: Image.Scale) -> some View { environment(\.imageScale, scale) }
  public func defaultAppStorage(_ store: UserDefaults) -> some View {
    environment(\.defaultAppStorage, store)
  }
  /// The appearance of the whole window (and what it presents), as on iOS: the root's `\.colorScheme`
  /// becomes this one while the view is shown; nil leaves it to the launch appearance.
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    modifier(PreferredColorSchemeModifier(colorScheme: colorScheme))
  }
  public func textCase(_ textCase: Text.Case?) -> some View { self }
}

extension View {
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    transformEnvironment { $0.objects[ObjectIdentifier(T.self)] = object }
  }
}

/// Hands its colour scheme up to the window: the graph's root environment takes it after the update.
struct PreferredColorSchemeModifier: BuiltinModifier {
  let colorScheme: ColorScheme?
  func makeNode(_ node: ViewNode, content: any View) {
    let graph = node.graph
    let key = ObjectIdentifier(node)
    let scheme = colorScheme
    graph.enqueueAfterUpdate { [handle = graph.handle] in
      handle.graph?.preferColorScheme(scheme, from: key)
    }
    node.attributes.onDisappear.append { [handle = graph.handle] in
      handle.graph?.preferColorScheme(nil, from: key)
    }
    node.setContent(content)
  }
}

extension ViewGraph {
  /// Records a view's preferred scheme (nil: none) and gives the window the one still preferred, else the
  /// launch appearance; everything below the root is updated when that changes.
  func preferColorScheme(_ scheme: ColorScheme?, from key: ObjectIdentifier) {
    colorSchemePreferences[key] = scheme
    let wanted = colorSchemePreferences.values.first ?? .launch
    guard rootEnvironment.colorScheme != wanted else { return }
    rootEnvironment.colorScheme = wanted
    invalidate(root)
  }
}
