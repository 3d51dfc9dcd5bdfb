import Foundation

/// A height a sheet rests at: `.large` (the full sheet), `.medium` (half the screen), a fraction of the full
/// sheet or a fixed height.
public struct PresentationDetent: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case large, medium
    case fraction(CGFloat)
    case height(CGFloat)
  }
  let kind: Kind

  public static let large = PresentationDetent(kind: .large)
  public static let medium = PresentationDetent(kind: .medium)
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(kind: .fraction(fraction))
  }
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(kind: .height(height))
  }

  /// How much of the screen the sheet covers at this detent, from the screen's bottom edge: `.height` is the
  /// content's height above the home indicator, as in UIKit.
  func sheetHeight(large: CGFloat, screen: CGSize, bottomSafeArea: CGFloat) -> CGFloat {
    switch kind {
    case .large: return large
    case .medium: return min(screen.height / 2, large)
    case .fraction(let fraction): return min(max(fraction, 0), 1) * large
    case .height(let height): return min(height + bottomSafeArea, large)
    }
  }
}

extension View {
  /// The heights the sheet presenting this view rests at; it opens at the smallest.
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    modifier(_SheetOptionsModifier { $0.detents = detents })
  }

  /// As above, with the current detent bound to `selection` both ways.
  public func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> some View {
    modifier(
      _SheetOptionsModifier {
        $0.detents = detents
        $0.selection = selection
      })
  }

  /// The grabber at the sheet's top: `.automatic` shows it when the sheet has more than one detent.
  public func presentationDragIndicator(_ visibility: Visibility) -> some View {
    modifier(_SheetOptionsModifier { $0.dragIndicator = visibility })
  }
}

/// What the presented content asks of its sheet; read from the content's modifiers when it is presented.
struct SheetOptions: _ViewTraitKey {
  var detents: Set<PresentationDetent>?
  var selection: Binding<PresentationDetent>?
  var dragIndicator = Visibility.automatic
  /// `.presentationBackground`: drawn instead of the system background behind the content.
  var background: (any View)?
  /// `.presentationCornerRadius`: the card's top corners (nil: the system's).
  var cornerRadius: CGFloat?
  var backgroundInteraction = PresentationBackgroundInteraction.automatic
  /// `.interactiveDismissDisabled()`: a swipe down springs back instead of closing the sheet.
  var dismissDisabled = false
  static var defaultValue: SheetOptions { SheetOptions() }

  @MainActor static func of(_ content: any View) -> SheetOptions {
    flatten(content).first?.traits[SheetOptions.self] ?? SheetOptions()
  }
}

public struct _SheetOptionsModifier: BuiltinModifier, ViewTraitWriting {
  let change: (inout SheetOptions) -> Void
  func write(to traits: inout ViewTraitCollection) { change(&traits[SheetOptions.self]) }
  func makeNode(_ node: ViewNode, content: any View) { node.setContent(content) }
}

/// The sheet's grabber: a 36 × 5 pt grey capsule 5 pt from its top.
struct SheetDragIndicator: View {
  var body: some View {
    Capsule()
      .fill(SystemColor.tertiaryLabel)
      .frame(width: 36, height: 5)
      .padding(.top, 5)
  }
}

// MARK: Popover

/// Where a popover points: on a phone a popover is a sheet, so this is kept for code only.
public enum PopoverAttachmentAnchor {
  case point(UnitPoint)
}

extension View {
  /// On a phone width a popover is shown as a sheet, as iOS does.
  public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .point(.center),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    sheet(isPresented: isPresented, content: content)
  }

  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .point(.center),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    sheet(item: item, content: content)
  }

  /// Popovers adapt to sheets on a phone; asking for the popover look is accepted and changes nothing here.
  public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
    self
  }
}

public struct PresentationAdaptation: Sendable {
  public static let automatic = PresentationAdaptation()
  public static let none = PresentationAdaptation()
  public static let popover = PresentationAdaptation()
  public static let sheet = PresentationAdaptation()
  public static let fullScreenCover = PresentationAdaptation()
}
