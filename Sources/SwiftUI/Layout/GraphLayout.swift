import Foundation

/// The layout stage of an update pass (UpdateStages): the root is proposed the safe area of the graph's size.
extension ViewGraph {
  func layout() {
    layoutDirty = false
    let full = CGRect(origin: .zero, size: size)
    let safe = full.inset(by: effectiveSafeAreaInsets)
    let content = root.sizeThatFits(ProposedViewSize(safe.size))
    // The root is centred in the safe area, as a hosting controller does.
    root.frame = CGRect(
      x: safe.minX + (safe.width - content.width) / 2,
      y: safe.minY + (safe.height - content.height) / 2,
      width: content.width, height: content.height)
    root.place(in: content)
    SafeAreaResolver(screen: full, safe: safe).apply(to: root, origin: .zero)
    animationsDirty = true
  }

  /// The phone insets, shrunk in a window too small for them (they never take more than a third of it).
  var effectiveSafeAreaInsets: EdgeInsets {
    var insets = safeAreaInsets
    let vertical = insets.top + insets.bottom
    if vertical > size.height / 3, vertical > 0 {
      let factor = size.height / 3 / vertical
      insets.top *= factor
      insets.bottom *= factor
    }
    return insets
  }
}
