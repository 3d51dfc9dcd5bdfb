/// What a bar's contributions have in common: telling an unchanged contribution apart, so a view that
/// re-runs its body with the same modifiers does not make the bar resolve and redraw.
protocol BarContribution {
  func isSame(as other: Self) -> Bool
}

/// The contributions the views of one page or tab make to its bar, each kept under its modifier's link and
/// the depth of its node; the navigation bar and the tab bar both resolve theirs from this.
struct BarContributions<Value: BarContribution> {
  private var entries: [ObjectIdentifier: (depth: Int, value: Value)] = [:]

  /// Whether the contributions changed (the bar must resolve again).
  mutating func contribute(_ value: Value, from id: ObjectIdentifier, depth: Int) -> Bool {
    if let old = entries[id], old.depth == depth, old.value.isSame(as: value) { return false }
    entries[id] = (depth, value)
    return true
  }

  /// Whether there was a contribution to take back.
  mutating func withdraw(_ id: ObjectIdentifier) -> Bool {
    entries.removeValue(forKey: id) != nil
  }

  /// Innermost first: a bar applying them in this order lets the outer contributions overwrite.
  var innermostFirst: [Value] {
    entries.values.sorted { $0.depth > $1.depth }.map(\.value)
  }
}
