import Foundation

extension View {
  /// Runs `action` with the value the views inside set for `key`, once laid out, whenever it changes (and
  /// first when it differs from the key's default); a state it sets shows in the same frame.
  public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View where K.Value: Equatable {
    modifier(PreferenceChangeModifier<K>(action: action))
  }

  /// An overlay built from the value the views inside set for `key` (the default when none did), rebuilt when
  /// the value changes; it sits over the view, aligned, as `.overlay` does.
  public func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(
      PreferenceValueModifier<K, V>(alignment: alignment, isBackground: false, transform: transform)
    )
  }

  /// The same behind the view, as `.background` does.
  public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(
      PreferenceValueModifier<K, V>(alignment: alignment, isBackground: true, transform: transform))
  }
}

/// The value a reader saw after the last layout, and the latest body's action.
final class PreferenceReading<Value> {
  var last: Value?
  var action: ((Value) -> Void)?
}

struct PreferenceChangeModifier<Key: PreferenceKey>: BuiltinModifier where Key.Value: Equatable {
  let action: (Key.Value) -> Void
  func makeNode(_ node: ViewNode, content: any View) {
    var slot = 0
    let reading = node.storage(&slot) { PreferenceReading<Key.Value>() }
    reading.action = action
    node.setContent(content)
    node.graph.readAfterLayout(node) { node in
      let value = Preferences.value(Key.self, over: node.liveChildren) ?? Key.defaultValue
      let previous = reading.last ?? Key.defaultValue
      reading.last = value
      guard value != previous else { return }
      let action = reading.action
      node.graph.enqueueAfterUpdate { action?(value) }
    }
  }
}

/// The value an overlay or background was last built from.
final class PreferenceValueBox<Value> {
  var value: Value?
  var comparison: ViewEquality.Comparison?
}

struct PreferenceValueModifier<Key: PreferenceKey, Secondary: View>: BuiltinModifier {
  let alignment: Alignment
  let isBackground: Bool
  let transform: (Key.Value) -> Secondary
  func makeNode(_ node: ViewNode, content: any View) {
    var slot = 0
    let box = node.storage(&slot) { PreferenceValueBox<Key.Value>() }
    node.layout = SecondaryLayout(alignment: alignment, isBackground: isBackground)
    node.setContent(content)
    node.setSecondary(transform(box.value ?? Key.defaultValue))
    if isBackground {
      let backgrounds = node.children.filter { $0.role == 1 }
      node.children = backgrounds + node.children.filter { $0.role != 1 }
    }
    node.graph.readAfterLayout(node) { node in
      let value = Preferences.value(Key.self, over: node.children(role: 0)) ?? Key.defaultValue
      if let old = box.value, Self.same(old, value, in: box) { return }
      box.value = value
      // Built again from the new value in the next pass of this update.
      node.graph.invalidate(node)
    }
  }

  /// A key's value need not be Equatable: compared as views' stored values are (ViewEquality), so plain data
  /// and anchors compare by value.
  @MainActor private static func same(
    _ a: Key.Value, _ b: Key.Value, in box: PreferenceValueBox<Key.Value>
  )
    -> Bool
  {
    let comparison = box.comparison ?? ViewEquality.comparison(for: Key.Value.self)
    box.comparison = comparison
    return withUnsafePointer(to: a) { a in
      withUnsafePointer(to: b) { b in comparison.equal(UnsafeRawPointer(a), UnsafeRawPointer(b)) }
    }
  }
}
