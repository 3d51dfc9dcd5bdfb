import Foundation

/// A split view's columns side by side, as iPadOS stands them: each column its own stack; the leading ones
/// (the sidebar, then the content column) `columnWidth` wide from the leading edge, hairlines between, the
/// detail in the rest. Hidden leading columns slide out past the leading edge while the detail widens, with
/// `.balanced`; with `.prominentDetail` (and `.automatic` on a portrait window) the detail keeps the whole width and the leading columns slide over
/// it, shadowed, a tap on the detail putting them away. The first column shown has the sidebar button at
/// the leading end of its bar: in the sidebar it hides the sidebar, elsewhere it shows the column before.
struct NavigationSplitColumns: View {
  /// The sidebar, the content column if any, the detail.
  let columns: [AnyView]
  let split: NavigationSplitModel
  let visibility: Binding<NavigationSplitViewVisibility>
  @Environment(\.navigationSplitViewStyle) private var style
  @Environment(\.isPortraitWindow) private var portrait

  static let columnWidth: CGFloat = 320
  /// How columns come and go (UIKit's split view slides them in about a third of a second).
  static let slide = Animation.spring(response: 0.35, dampingFraction: 1)

  var body: some View {
    let replacements = split.replacements.value
    let widths = split.widths.value
    let showsToggle = !split.removesSidebarToggle.value
    let overlays = style.overlays(portrait: portrait)
    let leading = columns.count - 1
    let hidden = Self.hiddenLeadingColumns(
      visibility.wrappedValue, leadingColumns: leading, overlays: overlays)
    let visibility = self.visibility
    let _ = split.standSideBySide(
      detailColumn: leading,
      dismissOverlay: overlays && hidden < leading
        ? { withAnimation(Self.slide) { visibility.wrappedValue = .detailOnly } } : nil)
    NavigationSplitLayout(
      leadingWidths: (0..<leading).map { widths[$0] ?? Self.columnWidth },
      hiddenLeading: hidden, overlays: overlays
    ) {
      // The detail first, so that the leading columns are drawn over it when they overlay it.
      ForEach([leading] + Array(0..<leading), id: \.self) { column in
        let isDetail = column == leading
        let shown = column >= hidden
        NavigationStack {
          (replacements[column].map { AnyView($0.content) } ?? columns[column])
            .environment(
              \.navigationSplitRoute,
              isDetail ? nil : .init(column: column, split: split, sideBySide: true)
            )
            .toolbar {
              if showsToggle && column == hidden {
                ToolbarItem(placement: .topBarLeading) {
                  NavigationSplitSidebarToggle(
                    hides: column == 0,
                    action: {
                      let next = Self.toggled(from: column, leadingColumns: leading)
                      withAnimation(Self.slide) { visibility.wrappedValue = next }
                    })
                }
              }
            }
        }
        // A link's destination is the root of a new stack.
        .id(replacements[column]?.id ?? 0)
        .overlay(alignment: .trailing) {
          if !isDetail { NavigationSplitSeparator() }
        }
        .overlay {
          if isDetail && overlays && hidden < leading {
            // The leading columns lie over the detail: a tap on it puts them away.
            Color.clear.contentShape(Rectangle())
              .onTapGesture {
                withAnimation(Self.slide) { visibility.wrappedValue = .detailOnly }
              }
          }
        }
        .overlay(alignment: .trailing) {
          if overlays && shown && column == leading - 1 { NavigationSplitOverlayShadow() }
        }
        .allowsHitTesting(shown)
      }
    }
    .animation(Self.slide, value: hidden)
  }

  /// How many leading columns (the sidebar, then the content column) are out of sight.
  static func hiddenLeadingColumns(
    _ visibility: NavigationSplitViewVisibility, leadingColumns: Int, overlays: Bool
  ) -> Int {
    switch visibility {
    case .all: 0
    case .doubleColumn: leadingColumns - 1
    case .detailOnly: leadingColumns
    // Balanced, every column stands; a prominent detail is shown alone until asked for more.
    default: overlays ? leadingColumns : 0
    }
  }

  /// What the sidebar button in `column` (the first one shown) asks for: the sidebar's hides it, another
  /// column's shows the column before it.
  static func toggled(from column: Int, leadingColumns: Int) -> NavigationSplitViewVisibility {
    if column == 0 { return leadingColumns == 2 ? .doubleColumn : .detailOnly }
    return column - 1 == 0 ? .all : .doubleColumn
  }
}

/// Places the split view's columns: the detail first among its subviews, then the leading columns in order.
struct NavigationSplitLayout: Layout {
  let leadingWidths: [CGFloat]
  /// The leading columns out of sight, past the leading edge.
  let hiddenLeading: Int
  /// The detail keeps the whole width under the leading columns.
  let overlays: Bool

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    var x = bounds.minX - leadingWidths.prefix(hiddenLeading).reduce(0, +)
    for (index, width) in leadingWidths.enumerated() where index + 1 < subviews.count {
      subviews[index + 1].place(
        at: CGPoint(x: x, y: bounds.minY), anchor: .topLeading,
        proposal: ProposedViewSize(width: width, height: bounds.height))
      x += width
    }
    let detailX = overlays ? bounds.minX : max(x, bounds.minX)
    subviews.first?.place(
      at: CGPoint(x: detailX, y: bounds.minY), anchor: .topLeading,
      proposal: ProposedViewSize(width: max(bounds.maxX - detailX, 0), height: bounds.height))
  }
}

/// The sidebar button iPadOS puts in the bar: the `sidebar.left` symbol in the tint colour.
private struct NavigationSplitSidebarToggle: View {
  let hides: Bool
  let action: () -> Void

  var body: some View {
    Button(action: action) {
      Image(systemName: "sidebar.left")
    }
    .accessibilityLabel(Text(system: hides ? "Hide Sidebar" : "Show Sidebar"))
  }
}

/// The shadow a column lying over the detail casts on it, beyond its trailing edge, top to bottom.
private struct NavigationSplitOverlayShadow: View {
  static let width: CGFloat = 10

  var body: some View {
    LinearGradient(
      colors: [Color.black.opacity(0.12), Color.black.opacity(0)], startPoint: .leading,
      endPoint: .trailing
    )
    .frame(width: Self.width)
    .offset(x: Self.width)
    .ignoresSafeArea()
    .allowsHitTesting(false)
  }
}

/// The hairline along a column's trailing edge, from the top of the screen to the bottom.
private struct NavigationSplitSeparator: View {
  @Environment(\.displayScale) private var displayScale
  var body: some View {
    SystemColor.separator.frame(width: 1 / max(displayScale, 1)).ignoresSafeArea()
  }
}
