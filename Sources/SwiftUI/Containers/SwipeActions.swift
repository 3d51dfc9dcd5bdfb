import Foundation

/// The leading or trailing edge of a view, in the reading direction.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
  case leading, trailing

  public struct Set: OptionSet, Sendable, Hashable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ edge: HorizontalEdge) { self.init(rawValue: 1 << edge.rawValue) }
    public static let leading = Set(.leading)
    public static let trailing = Set(.trailing)
    public static let all: Set = [.leading, .trailing]
  }
}

extension View {
  /// Buttons revealed by swiping a list row from `edge`; the first is outermost, and a full swipe runs it.
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
    @ViewBuilder content: () -> T
  ) -> some View {
    modifier(
      _SwipeActionsModifier(
        edge: edge, actions: SwipeActionSet(allowsFullSwipe: allowsFullSwipe, content: content())))
  }
}

/// One edge's swipe actions.
struct SwipeActionSet {
  var allowsFullSwipe: Bool
  /// The buttons, first outermost.
  var buttons: [any View]
  /// What each button does, for a full swipe (nil where a view is not a button).
  var actions: [(() -> Void)?]

  @MainActor init(allowsFullSwipe: Bool, content: any View) {
    self.allowsFullSwipe = allowsFullSwipe
    let children = flatten(content).filter { !($0.view is EmptyView) }
    buttons = children.map(\.view)
    actions = children.map { ($0.view as? any AlertActionConvertible)?.alertAction.action }
  }

  /// The Delete a ForEach's `onDelete` gives a row.
  @MainActor static func delete(_ perform: @escaping () -> Void) -> SwipeActionSet {
    SwipeActionSet(
      allowsFullSwipe: true,
      content: Button(role: .destructive, action: perform) { Text(system: "Delete") })
  }
}

struct SwipeActionsKey: _ViewTraitKey {
  static var defaultValue: [HorizontalEdge: SwipeActionSet] { [:] }
}

struct _SwipeActionsModifier: BuiltinModifier, ViewTraitWriting {
  let edge: HorizontalEdge
  let actions: SwipeActionSet
  /// The outermost modifier for an edge counts, as a tag does.
  func write(to traits: inout ViewTraitCollection) {
    if traits[SwipeActionsKey.self][edge] == nil { traits[SwipeActionsKey.self][edge] = actions }
  }
  func makeNode(_ node: ViewNode, content: any View) { node.setContent(content) }
}

enum SwipeMetrics {
  /// Each button's width when the row is open.
  static let buttonWidth: CGFloat = 74
  /// How far past its width (as a share of the row) a swipe must go to run the first action.
  static let fullSwipeFraction: CGFloat = 0.6
  /// An untinted action's colour (systemGray).
  static let defaultTint = Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255)
}

/// The buttons behind a swiped row, filling the revealed width; past a full swipe's threshold the first
/// (outermost) takes all of it.
struct SwipeActionsStrip: View {
  let actions: SwipeActionSet
  let edge: HorizontalEdge
  /// How much of the row is uncovered, in points.
  let revealed: CGFloat
  let fullSwipe: Bool
  let close: () -> Void

  var body: some View {
    let count = actions.buttons.count
    let natural = CGFloat(count) * SwipeMetrics.buttonWidth
    // Beyond the natural width the outermost button takes the extra, as UIKit's do.
    let scale = natural > 0 ? min(revealed / natural, 1) : 0
    let extra = max(revealed - natural, 0)
    let close = self.close
    HStack(spacing: 0) {
      // The first button is outermost: at the row's edge on the side it was swiped from.
      ForEach(edge == .trailing ? Array((0..<count).reversed()) : Array(0..<count), id: \.self) {
        index in
        let width =
          fullSwipe
          ? (index == 0 ? revealed : 0)
          : SwipeMetrics.buttonWidth * scale + (index == 0 ? extra : 0)
        AnyView(erasing: actions.buttons[index])
          .labelStyle(.iconOnly)
          .buttonStyle(SwipeActionButtonStyle(width: width, close: close))
      }
    }
  }
}

/// Full row height, white label on the button's tint: red when destructive, grey when untinted.
struct SwipeActionButtonStyle: ButtonStyle {
  let width: CGFloat
  let close: () -> Void
  func makeBody(configuration: Configuration) -> some View {
    SwipeActionButtonBody(configuration: configuration, width: width, close: close)
  }
}

private struct SwipeActionButtonBody: View {
  let configuration: ButtonStyleConfiguration
  let width: CGFloat
  let close: () -> Void
  @Environment(\.tint) private var tint

  var body: some View {
    let fill: Color =
      configuration.role == .destructive ? .red : (tint ?? SwipeMetrics.defaultTint)
    let close = self.close
    configuration.label
      .font(.system(size: 15, weight: .medium))
      .foregroundStyle(Color.white)
      .lineLimit(1)
      .frame(width: max(width, 0))
      .frame(maxHeight: .infinity)
      .clipped()
      .background(fill.opacity(configuration.isPressed ? 0.8 : 1))
      .contentShape(Rectangle())
      .simultaneousGesture(TapGesture().onEnded { close() })
  }
}
