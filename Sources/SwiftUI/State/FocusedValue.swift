import Foundation

/// A key for a value the focused view (or one of its ancestors) publishes with `.focusedValue`.
public protocol FocusedValueKey {
  associatedtype Value
}

/// The values published by the view with keyboard focus and its ancestors, the innermost first.
public struct FocusedValues {
  var values: [ObjectIdentifier: Any] = [:]

  public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
    get { values[ObjectIdentifier(key)] as? Key.Value }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

/// Reads a value the focused view or one of its ancestors publishes (a menu command acting on the focused
/// document); nil when nothing focused publishes it. The view re-runs when focus moves.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
  let keyPath: KeyPath<FocusedValues, Value?>
  let box = FocusedValueBox()

  public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
    self.keyPath = keyPath
  }

  public var wrappedValue: Value? { box.values?[keyPath: keyPath] }
}

final class FocusedValueBox {
  var values: FocusedValues?
}

extension FocusedValue: InstallableProperty {
  func install(on node: ViewNode, slot: inout Int) {
    // Reading the generation makes the view re-run when focus moves.
    _ = node.graph.focusGeneration.value
    var values = FocusedValues()
    var current = node.graph.focusedNode
    var chain: [ViewNode] = []
    while let each = current {
      chain.append(each)
      current = each.parent
    }
    // Outer publishers first, so the innermost value of a key is the one kept.
    for each in chain.reversed() {
      for publish in each.attributes.focusedValues { publish(&values) }
    }
    box.values = values
  }
}

struct FocusedValueModifier: BuiltinModifier {
  let publish: (inout FocusedValues) -> Void
  func makeNode(_ node: ViewNode, content: any View) {
    node.attributes.focusedValues.append(publish)
    node.setContent(content)
  }
}

extension View {
  /// Publishes `value` under `keyPath` while this view, or a view inside it, has keyboard focus.
  public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value)
    -> some View
  {
    modifier(FocusedValueModifier { $0[keyPath: keyPath] = value })
  }

  /// Publishes `value` (or removes it, nil) under `keyPath` while focus is here.
  public func focusedValue<Value>(
    _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?
  )
    -> some View
  {
    modifier(FocusedValueModifier { $0[keyPath: keyPath] = value })
  }
}
