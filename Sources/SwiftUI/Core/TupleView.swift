@_spi(Reflection) import Swift

/// Several views built by one block. Each element keeps its position as part of its identity.
public struct TupleView<T>: View {
  public typealias Body = Never
  public var value: T
  public init(_ value: T) { self.value = value }
}

extension TupleView: MultiView {
  public static var _flattening: _ViewFlattening? { .multiView(Self.self) }
  func flatten(into list: inout [ResolvedChild], prefix: ViewPath) {
    if let elements = TupleElements.elements(of: T.self) {
      withUnsafePointer(to: value) { base in
        for (index, element) in elements.enumerated() {
          let view = element.load(UnsafeRawPointer(base) + element.offset)
          SwiftUI.flatten(view, prefix: prefix.appending(.index(index)), into: &list)
        }
      }
      return
    }
    for (index, element) in Mirror(reflecting: value).children.enumerated() {
      if let view = element.value as? any View {
        SwiftUI.flatten(view, prefix: prefix.appending(.index(index)), into: &list)
      }
    }
  }
}

/// Where a tuple of views keeps each view, worked out once per tuple type: flattening reads each element in
/// place, where reflecting the tuple built a `Mirror` and cast every element to `View` (each body of a List
/// row built while scrolling holds a few tuples).
@MainActor enum TupleElements {
  typealias Element = (offset: Int, load: (UnsafeRawPointer) -> any View)

  /// By tuple type; nil (reflect) for anything but a tuple whose every element's static type is a view.
  private static var known: [ObjectIdentifier: [Element]?] = [:]

  static func elements(of type: Any.Type) -> [Element]? {
    if let cached = known[ObjectIdentifier(type)] { return cached }
    let made = make(type)
    known[ObjectIdentifier(type)] = .some(made)
    return made
  }

  private static func make(_ type: Any.Type) -> [Element]? {
    guard unsafeBitCast(type, to: UnsafePointer<Int>.self).pointee == tupleKind else { return nil }
    var elements: [Element] = []
    var allViews = true
    let reflected = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
      // An element held as an existential (or anything not statically a view) is left to reflection.
      guard let view = fieldType as? any View.Type else {
        allViews = false
        return false
      }
      elements.append((offset, loader(view)))
      return true
    }
    guard reflected, allViews else { return nil }
    return elements
  }

  private static func loader<V: View>(_: V.Type) -> (UnsafeRawPointer) -> any View {
    { $0.assumingMemoryBound(to: V.self).pointee }
  }

  private static let tupleKind = 0x301
}
