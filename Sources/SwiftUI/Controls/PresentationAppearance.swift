import Foundation

/// Whether the views behind a sheet can be used while it is shown: `.enabled` leaves them undimmed and
/// reachable, `.enabled(upThrough:)` only while the sheet rests at that detent or a lower one.
public struct PresentationBackgroundInteraction: Sendable {
  enum Kind: Sendable {
    case automatic, disabled, enabled
    case upThrough(PresentationDetent)
  }
  let kind: Kind
  public static let automatic = PresentationBackgroundInteraction(kind: .automatic)
  public static let disabled = PresentationBackgroundInteraction(kind: .disabled)
  public static let enabled = PresentationBackgroundInteraction(kind: .enabled)
  public static func enabled(upThrough detent: PresentationDetent)
    -> PresentationBackgroundInteraction
  {
    PresentationBackgroundInteraction(kind: .upThrough(detent))
  }

  /// Whether the content behind is usable with the sheet resting at `height`; `heightOf` gives a detent's.
  func allowsInteraction(at height: CGFloat, heightOf: (PresentationDetent) -> CGFloat) -> Bool {
    switch kind {
    case .automatic, .disabled: return false
    case .enabled: return true
    case .upThrough(let detent): return height <= heightOf(detent) + 0.5
    }
  }
}

extension View {
  /// Fills the sheet presenting this view with `style` instead of the system background (a material shows
  /// what is behind the sheet).
  public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
    let fill = AnyShapeStyle(style)
    return modifier(_SheetOptionsModifier { $0.background = Rectangle().fill(fill) })
  }

  /// Puts `content` behind the sheet's content, filling the sheet, instead of the system background.
  public func presentationBackground<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    let view = content()
    return modifier(
      _SheetOptionsModifier {
        $0.background = ZStack(alignment: alignment) {
          Color.clear
          view
        }
      })
  }

  /// The radius of the sheet's top corners.
  public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
    modifier(_SheetOptionsModifier { $0.cornerRadius = cornerRadius })
  }

  public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction)
    -> some View
  {
    modifier(_SheetOptionsModifier { $0.backgroundInteraction = interaction })
  }

  /// A swipe down no longer closes the sheet presenting this view: it springs back.
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    modifier(_SheetOptionsModifier { $0.dismissDisabled = isDisabled })
  }

  /// Accepted: a swipe on a sheet's scroll view scrolls it, as `.scrolls` asks, once the sheet is at its
  /// largest detent.
  public func presentationContentInteraction(_ behavior: PresentationContentInteraction)
    -> some View
  {
    self
  }
}

public struct PresentationContentInteraction: Sendable {
  let kind: Int
  public static let automatic = PresentationContentInteraction(kind: 0)
  public static let resizes = PresentationContentInteraction(kind: 1)
  public static let scrolls = PresentationContentInteraction(kind: 2)
}

// MARK: Inspector

extension View {
  /// A trailing column on an iPad; on a phone width the inspector is presented as a sheet, as iOS does.
  public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V)
    -> some View
  {
    let view = content()
    return sheet(isPresented: isPresented) { view }
  }

  /// The inspector column's width, where it is a column; a sheet on a phone has the screen's width.
  public func inspectorColumnWidth(_ width: CGFloat) -> some View { self }

  public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil)
    -> some View
  {
    self
  }
}
