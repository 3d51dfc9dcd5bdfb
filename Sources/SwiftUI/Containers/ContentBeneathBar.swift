import Foundation

/// Whether content runs under a bar along the bottom (the tab bar, a page's bottom toolbar). As on iOS 15 and
/// later, such a bar is transparent, without its hairline, while nothing is beneath it — content that does not
/// reach it, or a scroll view scrolled to its bottom edge — and shows its background once a scroll view's
/// content is under it. Each vertical scroll view reaching under the bar reports for itself; the bar depends
/// on the result.
@MainActor final class ContentBeneathBar {
  private var reporters: Set<ObjectIdentifier> = []
  private let changed = NavigationSignal()

  var isBeneath: Bool {
    changed.observe()
    return !reporters.isEmpty
  }

  func report(_ id: ObjectIdentifier, beneath: Bool) {
    let before = reporters.isEmpty
    if beneath { reporters.insert(id) } else { reporters.remove(id) }
    if reporters.isEmpty != before { changed.fire() }
  }
}

/// Lives in a vertical scroll view's node: tells the bars along the bottom of its page and its tab whether
/// its content is beneath them, and takes that back when the view goes.
@MainActor final class BottomBarReporter: NodeLifetimeObserver {
  private var bars: [ContentBeneathBar] = []
  private var beneath = false

  /// The bars the scroll view is under now (its tab's bar, its page's bottom toolbar).
  func attach(_ bars: [ContentBeneathBar]) {
    guard !bars.elementsEqual(self.bars, by: ===) else { return }
    for bar in self.bars { bar.report(ObjectIdentifier(self), beneath: false) }
    self.bars = bars
    for bar in bars { bar.report(ObjectIdentifier(self), beneath: beneath) }
  }

  func report(_ beneath: Bool) {
    guard beneath != self.beneath else { return }
    self.beneath = beneath
    for bar in bars { bar.report(ObjectIdentifier(self), beneath: beneath) }
  }

  func nodeWillDisappear() { report(false) }
}
