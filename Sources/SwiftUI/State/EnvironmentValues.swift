import Foundation

public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// Values handed down the view tree. Each ancestor's modifiers write; every descendant reads.
public struct EnvironmentValues: CustomStringConvertible {
  var values: [ObjectIdentifier: Any] = [:]
  /// Objects from `.environmentObject(_:)` and `.environment(_:)`, keyed by their type.
  var objects: [ObjectIdentifier: AnyObject] = [:]

  public init() {}

  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get {
      // An unset key (most reads) answers without a dynamic cast.
      guard let value = values[ObjectIdentifier(key)] else { return K.defaultValue }
      return value as? K.Value ?? K.defaultValue
    }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  public var description: String { "EnvironmentValues(\(values.count) values)" }

  /// The same storage: nothing was written since one was copied from the other. Cheap, and enough for a child
  /// to know its environment did not change (nodes keep the environment they gave their children while it holds
  /// the same values).
  func isIdentical(to other: EnvironmentValues) -> Bool {
    Self.sameStorage(values, other.values) && Self.sameStorage(objects, other.objects)
  }

  private static func sameStorage<K, V>(_ a: [K: V], _ b: [K: V]) -> Bool {
    withUnsafeBytes(of: a) { a in
      withUnsafeBytes(of: b) { b in
        // A dictionary is one reference: compared as a word (a generic byte-by-byte comparison cost a Text
        // node ~450 instructions each time it asked whether its environment changed).
        guard a.count == MemoryLayout<UInt>.size else { return a.elementsEqual(b) }
        return a.loadUnaligned(as: UInt.self) == b.loadUnaligned(as: UInt.self)
      }
    }
  }

  /// The same keys holding equal values: by `==` where the value is Equatable, objects by identity, anything
  /// else (a closure, a struct holding one) by the bits of the value itself (the same context, the same
  /// references). False when unsure: a false "changed" costs an update, a false "same" would lose one.
  func hasSameValues(as other: EnvironmentValues) -> Bool {
    if isIdentical(to: other) { return true }
    guard values.count == other.values.count, objects.count == other.objects.count else {
      return false
    }
    for (key, object) in objects where other.objects[key] !== object { return false }
    for (key, value) in values {
      guard let otherValue = other.values[key], Self.same(value, otherValue) else { return false }
    }
    return true
  }

  static func same(_ a: Any, _ b: Any) -> Bool {
    if let a = a as? any Equatable {
      func equal<T: Equatable>(_ a: T) -> Bool { (b as? T) == a }
      return equal(a)
    }
    // Opened to the value's own type: its bytes, not the existential's buffer, which also holds unused
    // (uninitialised) words beside a small value or an object reference.
    func sameBits<T>(_ a: T) -> Bool {
      guard type(of: b) == T.self, let b = b as? T else { return false }
      if T.self is AnyClass {
        return (a as AnyObject) === (b as AnyObject)
      }
      return withUnsafeBytes(of: a) { a in withUnsafeBytes(of: b) { b in a.elementsEqual(b) } }
    }
    return _openExistential(a, do: sameBits)
  }

  /// Pixels per point of the window the view is shown in (set by its host).
  public var displayScale: CGFloat {
    get { self[DisplayScaleKey.self] }
    set { self[DisplayScaleKey.self] = newValue }
  }
}

/// Declares an environment key inline, as with Apple's `@Entry` macro's expansion.
struct ValueKey<Tag, Value>: EnvironmentKey {
  static var defaultValue: Value { fatalError("ValueKey must be used with a default") }
}

private struct FontKey: EnvironmentKey { static var defaultValue: Font? { nil } }
private struct ForegroundKey: EnvironmentKey { static var defaultValue: AnyShapeStyle? { nil } }
private struct TintKey: EnvironmentKey { static var defaultValue: Color? { nil } }
private struct MultilineKey: EnvironmentKey { static var defaultValue: TextAlignment { .leading } }
private struct LineLimitKey: EnvironmentKey { static var defaultValue: Int? { nil } }
private struct TruncationKey: EnvironmentKey {
  static var defaultValue: Text.TruncationMode { .tail }
}
private struct LayoutDirectionKey: EnvironmentKey {
  /// As on iOS, from the language the app runs in (LC_ALL / LC_MESSAGES / LANG), not from `\.locale`.
  static var defaultValue: LayoutDirection { LaunchLocale.layoutDirection }
}
private struct ColorSchemeKey: EnvironmentKey { static var defaultValue: ColorScheme { .launch } }
private struct LocaleKey: EnvironmentKey {
  static var defaultValue: Locale { LaunchLocale.current }
}
private struct EnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }
private struct SafeAreaKey: EnvironmentKey { static var defaultValue: EdgeInsets { EdgeInsets() } }
private struct ControlSizeKey: EnvironmentKey { static var defaultValue: ControlSize { .regular } }
private struct TextStyleKey: EnvironmentKey {
  static var defaultValue: TextStyling { TextStyling() }
}
private struct MinimumScaleKey: EnvironmentKey { static var defaultValue: CGFloat { 1 } }
private struct DisplayScaleKey: EnvironmentKey { static var defaultValue: CGFloat { 1 } }
private struct DismissKey: EnvironmentKey {
  static var defaultValue: DismissAction { DismissAction(action: nil) }
}
private struct OpenURLKey: EnvironmentKey {
  static var defaultValue: OpenURLAction { OpenURLAction.system }
}
private struct AppStorageStoreKey: EnvironmentKey { static var defaultValue: UserDefaults? { nil } }
private struct ImageScaleKey: EnvironmentKey { static var defaultValue: Image.Scale { .medium } }

extension EnvironmentValues {
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }
  var foregroundStyle: AnyShapeStyle? {
    get { self[ForegroundKey.self] }
    set { self[ForegroundKey.self] = newValue }
  }
  var tint: Color? {
    get { self[TintKey.self] }
    set { self[TintKey.self] = newValue }
  }
  public var multilineTextAlignment: TextAlignment {
    get { self[MultilineKey.self] }
    set { self[MultilineKey.self] = newValue }
  }
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }
  public var truncationMode: Text.TruncationMode {
    get { self[TruncationKey.self] }
    set { self[TruncationKey.self] = newValue }
  }
  public var minimumScaleFactor: CGFloat {
    get { self[MinimumScaleKey.self] }
    set { self[MinimumScaleKey.self] = newValue }
  }
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }
  public var isEnabled: Bool {
    get { self[EnabledKey.self] }
    set { self[EnabledKey.self] = newValue }
  }
  public var controlSize: ControlSize {
    get { self[ControlSizeKey.self] }
    set { self[ControlSizeKey.self] = newValue }
  }
  public var imageScale: Image.Scale {
    get { self[ImageScaleKey.self] }
    set { self[ImageScaleKey.self] = newValue }
  }
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
  var defaultAppStorage: UserDefaults? {
    get { self[AppStorageStoreKey.self] }
    set { self[AppStorageStoreKey.self] = newValue }
  }
  var safeAreaInsets: EdgeInsets {
    get { self[SafeAreaKey.self] }
    set { self[SafeAreaKey.self] = newValue }
  }
  /// Text modifiers applied to a container (`.bold()` on a VStack, say) that its Texts inherit.
  var textStyling: TextStyling {
    get { self[TextStyleKey.self] }
    set { self[TextStyleKey.self] = newValue }
  }
}

public enum LayoutDirection: Hashable, Sendable, CaseIterable {
  case leftToRight, rightToLeft
}

public enum ColorScheme: Hashable, Sendable, CaseIterable {
  case light, dark
}

public enum ControlSize: Hashable, Sendable, CaseIterable {
  case mini, small, regular, large, extraLarge
}

/// Weight, italics and other text traits set on containers.
struct TextStyling {
  var weight: Font.Weight?
  var italic = false
  var design: Font.Design?
  var width: Font.Width?
}
