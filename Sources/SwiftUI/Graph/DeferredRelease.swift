/// Subtrees gone from the tree (a lazy container's rows that scrolled far away, their disappearance already
/// told) are freed a few at a time, at the start of each frame, and the rest when the window is idle: a jump
/// of a long list builds a screenful of rows, and freeing the screenful it left in the same frames cost as
/// much again (a row's nodes, their closures, layouts and drawings).
extension ViewGraph {
  /// Keeps `subtrees` until they are freed by `releaseDeferredSlice` or `releaseDeferred`.
  func releaseLater(_ subtrees: [ViewNode]) {
    deferredReleases.append(contentsOf: subtrees)
  }

  /// Frees a slice of the subtrees waiting: at least `minimumReleaseSlice`, and half of those waiting, so a
  /// backlog shrinks geometrically and memory stays flat however long the scrolling.
  func releaseDeferredSlice() {
    guard !deferredReleases.isEmpty else { return }
    let count = min(
      deferredReleases.count,
      max(Self.minimumReleaseSlice, deferredReleases.count / Self.releaseDivisor))
    deferredReleases.removeLast(count)
  }

  /// Frees every subtree waiting (the host is idle, or the graph's owner asks).
  func releaseDeferred() {
    deferredReleases.removeAll()
  }

  /// The subtrees freed at least in a frame: a few rows, a small part of a frame's time.
  static let minimumReleaseSlice = 12
  /// The share of the subtrees waiting freed in a frame: half, so a long list's memory after a jump is what it
  /// was before (measured: smaller shares kept a jump's rows about and memory a few MiB higher).
  static let releaseDivisor = 2
}
