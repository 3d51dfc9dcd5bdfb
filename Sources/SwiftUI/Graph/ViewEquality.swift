@_spi(Reflection) import Swift

/// Whether a re-created view value is the same input as the last one, so its node need not be updated (its body
/// not run, its layout and cached layers kept). SwiftUI compares view values this way; the rule here:
///
/// - A view (or a stored property) whose type is `Equatable` compares with its `==` (`.equatable()` wraps a view
///   in `EquatableView`, whose one property is that view).
/// - Otherwise a struct compares property by property, recursively, with the same rule.
/// - A view held as `any View` (an overlay's content) compares as that view, when both have the same type.
/// - Anything else — class references, closures, enums with references inside, other existentials (`AnyView`'s
///   box) — compares by its bits: the same object, the same closure context, the same payload. A closure
///   written in a body captures afresh every time, so a view holding one counts as changed.
/// - Dynamic properties compare as their storage does: `@State`, `@StateObject`, `@FocusState`,
///   `@GestureState`, `@Namespace`, `@Environment` and `@EnvironmentObject` always compare equal (their values
///   live in the node, and a node re-runs when a value it read changes); `@AppStorage` by key and store.
///   `Binding` holds closures, so a view holding one counts as changed (its node re-runs: cheap for a control).
///
/// The environment a child receives is compared separately (`EnvironmentValues.isIdentical`).
@MainActor enum ViewEquality {
  /// Equal values can be skipped; false means "assume changed" (never wrong, only slower).
  static func isEqual(_ old: any View, _ new: any View) -> Bool {
    let type = Swift.type(of: old)
    guard ObjectIdentifier(type) == ObjectIdentifier(Swift.type(of: new)) else { return false }
    return isEqual(old, new, comparing: comparison(for: type))
  }

  /// `isEqual` for two values known to be of one type, compared by `comparison` (a node keeps its type's): both
  /// are opened where they are, without casting one to the other's type or looking the comparison up (a parent
  /// of a thousand rows compares a thousand of them on every run).
  static func isEqual(_ old: any View, _ new: any View, comparing comparison: Comparison) -> Bool {
    func open<V: View>(_ old: V) -> Bool {
      func open<W: View>(_ new: W) -> Bool {
        withUnsafePointer(to: old) { a in
          withUnsafePointer(to: new) { b in
            comparison.equal(UnsafeRawPointer(a), UnsafeRawPointer(b))
          }
        }
      }
      return open(new)
    }
    return open(old)
  }

  /// How one type compares, worked out once per type.
  indirect enum Comparison {
    case bits(size: Int)
    case equatable((UnsafeRawPointer, UnsafeRawPointer) -> Bool)
    case fields([(offset: Int, comparison: Comparison)])
    case alwaysEqual

    func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
      switch self {
      case .bits(let size): return size == 0 || memcmp(a, b, size) == 0
      case .equatable(let compare): return compare(a, b)
      case .alwaysEqual: return true
      case .fields(let fields):
        for field in fields
        where !field.comparison.equal(a + field.offset, b + field.offset) {
          return false
        }
        return true
      }
    }
  }

  /// The comparisons worked out so far, by type.
  private(set) static var known: [ObjectIdentifier: Comparison] = [:]

  static func comparison(for type: Any.Type) -> Comparison {
    if let comparison = known[ObjectIdentifier(type)] { return comparison }
    let comparison = makeComparison(for: type)
    known[ObjectIdentifier(type)] = comparison
    return comparison
  }

  /// Works out how the views of `node`'s subtree (and the shapes their clips wrap) compare, for the comparisons
  /// not made yet. Each new type costs a few lookups through every protocol conformance of the program (about
  /// 0.1 ms each here), and the first frame to update a screen's views meets a few hundred of them: the window
  /// makes them while idle instead (`ViewHost.prepareWhileIdle`), as a drag's first frame compares every card.
  static func prepareComparisons(under node: ViewNode) {
    _ = comparison(for: type(of: node.view))
    for shape in [node.attributes.clipShape, node.attributes.contentShape] {
      if let shape { _ = comparison(for: type(of: shape.base)) }
    }
    for child in node.children { prepareComparisons(under: child) }
  }

  private static func makeComparison(for type: Any.Type) -> Comparison {
    if type == (any View).self {
      // A view held as `any View` (an overlay's, a background's): the same type and an equal value.
      return .equatable { a, b in
        isEqual(a.load(as: (any View).self), b.load(as: (any View).self))
      }
    }
    if let property = type as? any SkippableProperty.Type {
      return .equatable(property.comparesEqual)
    }
    if let equatable = type as? any Equatable.Type {
      func open<T: Equatable>(_: T.Type) -> Comparison {
        .equatable { a, b in
          a.assumingMemoryBound(to: T.self).pointee == b.assumingMemoryBound(to: T.self).pointee
        }
      }
      return open(equatable)
    }
    func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
    let byteCount = _openExistential(type, do: size)
    // Only structs and tuples are looked into (reflecting other kinds is not supported by the runtime).
    let kind = unsafeBitCast(type, to: UnsafePointer<Int>.self).pointee
    guard kind == structKind || kind == tupleKind else { return .bits(size: byteCount) }
    var fieldTypes: [(offset: Int, type: Any.Type)] = []
    let reflected = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
      fieldTypes.append((offset, fieldType))
      return true
    }
    guard reflected else { return .bits(size: byteCount) }
    var fields: [(offset: Int, comparison: Comparison)] = []
    for field in fieldTypes {
      let comparison = comparison(for: field.type)
      if case .alwaysEqual = comparison { continue }
      fields.append((field.offset, comparison))
    }
    return fields.isEmpty ? .alwaysEqual : .fields(fields)
  }

  /// Both nil, or wrapping shapes of one type that compare equal by the rule above.
  static func sameShape(_ a: AnyShape?, _ b: AnyShape?) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case (let a?, let b?):
      let other = b.base
      guard type(of: a.base) == type(of: other) else { return false }
      func open<T>(_ first: T) -> Bool {
        let second = other as! T
        let comparison = comparison(for: T.self)
        return withUnsafePointer(to: first) { first in
          withUnsafePointer(to: second) { second in
            comparison.equal(UnsafeRawPointer(first), UnsafeRawPointer(second))
          }
        }
      }
      return _openExistential(a.base, do: open)
    default: return false
    }
  }

  /// Swift's metadata kinds (the first word of a type's metadata).
  private static let structKind = 0x200
  private static let tupleKind = 0x301
}

/// Built-in modifiers that set node attributes are closures over plain values: equal when they set equal
/// attributes (an offset to the same size), compared by applying both to blank attributes.
extension AttributeModifier: SkippableProperty {
  static func comparesEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
    var old = NodeAttributes()
    var new = NodeAttributes()
    a.assumingMemoryBound(to: Self.self).pointee.change(&old)
    b.assumingMemoryBound(to: Self.self).pointee.change(&new)
    // A clip or content shape is held as an AnyShape, whose closures are new every time: compared by the
    // shape it wraps (a card's `.cornerRadius(12)` is the same clip on every frame of a drag).
    guard ViewEquality.sameShape(old.clipShape, new.clipShape),
      ViewEquality.sameShape(old.contentShape, new.contentShape)
    else { return false }
    old.clipShape = nil
    new.clipShape = nil
    old.contentShape = nil
    new.contentShape = nil
    let comparison = ViewEquality.comparison(for: NodeAttributes.self)
    return withUnsafePointer(to: old) { old in
      withUnsafePointer(to: new) { new in
        comparison.equal(UnsafeRawPointer(old), UnsafeRawPointer(new))
      }
    }
  }
}

/// A dynamic property or modifier whose comparison is its own (see `ViewEquality`).
@MainActor protocol SkippableProperty {
  static func comparesEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool
}

/// Properties whose value lives in the node: a new view value's copy says nothing new.
protocol NodeStoredProperty: SkippableProperty {}
extension NodeStoredProperty {
  static func comparesEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool { true }
}

extension State: NodeStoredProperty {}
extension StateObject: NodeStoredProperty {}
extension FocusState: NodeStoredProperty {}
extension GestureState: NodeStoredProperty {}
extension Namespace: NodeStoredProperty {}
extension Environment: NodeStoredProperty {}
extension EnvironmentObject: NodeStoredProperty {}

extension AppStorage: SkippableProperty {
  static func comparesEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
    let old = a.assumingMemoryBound(to: Self.self).pointee.box
    let new = b.assumingMemoryBound(to: Self.self).pointee.box
    return old.key == new.key && old.explicitStore === new.explicitStore
  }
}
