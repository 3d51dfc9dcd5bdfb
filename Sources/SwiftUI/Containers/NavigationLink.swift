import Foundation

/// A button that pushes a page on the stack it is in: its destination view, or the value it carries (shown
/// by the `navigationDestination(for:)` declared for the value's type). The pushed page slides in from the
/// trailing edge with a back button; the back button, a swipe from the leading edge or `dismiss` pops it.
public struct NavigationLink<Label: View, Destination: View>: View {
  let label: Label
  let destination: Destination?
  let value: (any Hashable)?
  let isActive: Binding<Bool>?
  @State private var isPushed = false
  @Environment(\.navigationStack) private var stack

  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.init(destination: destination(), label: label)
  }

  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
    value = nil
    isActive = nil
  }

  public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
    value = nil
    self.isActive = isActive
  }

  public init(
    isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination,
    @ViewBuilder label: () -> Label
  ) {
    self.init(destination: destination(), isActive: isActive, label: label)
  }

  @Environment(\.isInListRow) private var isInListRow

  public var body: some View {
    if isInListRow && splitRoute?.sideBySide == true {
      // In a split view's column side by side the row shows what it shows in the next column: no chevron,
      // as on iPadOS (the row is filled while the next column shows its destination).
      linkButton {
        label.frame(maxWidth: .infinity, alignment: .leading).contentShape(Rectangle())
      }
      .buttonStyle(PlainButtonStyle())
    } else if isInListRow {
      // In a list the whole row is the link: its label in the primary colour, a grey chevron at the end.
      linkButton {
        HStack(spacing: 8) {
          label.frame(maxWidth: .infinity, alignment: .leading)
          DisclosureChevron()
            .stroke(style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
            .foregroundColor(DisclosureChevron.color)
            .frame(width: DisclosureChevron.size.width, height: DisclosureChevron.size.height)
            .flipsForRightToLeftLayoutDirection(true)
        }
        .contentShape(Rectangle())
      }
      .buttonStyle(PlainButtonStyle())
    } else {
      linkButton { label }
    }
  }

  @Environment(\.navigationSplitRoute) private var splitRoute
  @Environment(\.listSelection) private var listSelection
  @Environment(\.navigationSplitLinkRow) private var linkRow

  @ViewBuilder private func linkButton<L: View>(@ViewBuilder _ shown: () -> L) -> some View {
    let shown = shown()
    if let splitRoute, splitRoute.sideBySide {
      // In a split view's sidebar or content column, as on iPadOS, the link's destination becomes the
      // next column's root rather than a page of its own column.
      let destination = self.destination
      let value = self.value
      let stack = self.stack
      let selection = listSelection
      let source = linkRow
      Button(action: {
        let next = splitRoute.column + 1
        if let destination {
          splitRoute.split.replace(column: next, with: destination, source: source)
        } else if let value {
          let value = AnyHashable(value)
          if let stack, stack.destination(for: value) != nil {
            splitRoute.split.replace(
              column: next, with: NavigationSplitValueDestination(value: value, stack: stack),
              source: source)
          } else if let selection {
            // `List(selection:) { NavigationLink(value:) }`: the value is the list's choice.
            selection.choose(value)
          } else {
            Log.warn(
              "A NavigationLink is presenting a value of type \(type(of: value.base)) but there is "
                + "no matching navigationDestination declaration in the split view's column.")
          }
        }
      }) { shown }
      .disabled(destination == nil && value == nil)
    } else if let destination {
      let pushed = isActive ?? $isPushed
      Button(action: { pushed.wrappedValue = true }) { shown }
        .modifier(
          NavigationPushModifier(
            destination: pushed.wrappedValue ? destination : nil,
            pop: { pushed.wrappedValue = false }))
    } else {
      let value = self.value
      let stack = self.stack
      Button(action: {
        if let value, let stack { stack.push(value) }
      }) { shown }
      .disabled(value == nil || stack == nil)
    }
  }
}

/// The destination a value link in a split view's column shows in the next column: the one declared in the
/// link's column for the value's type, read again when the declarations change.
struct NavigationSplitValueDestination: View {
  let value: AnyHashable
  let stack: NavigationStackModel

  var body: some View {
    let _ = stack.destinationsChanged.observe()
    if let destination = stack.destination(for: value) { AnyView(destination) }
  }
}

/// The disclosure indicator of a list row that pushes: 7 × 12 pt, tertiary grey.
struct DisclosureChevron: Shape {
  static let size = CGSize(width: 7, height: 12)
  static let color = Color(red: 196 / 255, green: 196 / 255, blue: 199 / 255)

  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.minX + 1, y: rect.minY + 1))
    path.addLine(to: CGPoint(x: rect.maxX - 1, y: rect.midY))
    path.addLine(to: CGPoint(x: rect.minX + 1, y: rect.maxY - 1))
    return path
  }
}

private struct IsInListRowKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  /// Inside a List's rows (a NavigationLink there draws as a row with a disclosure chevron).
  var isInListRow: Bool {
    get { self[IsInListRowKey.self] }
    set { self[IsInListRowKey.self] = newValue }
  }
}

extension NavigationLink where Destination == Never {
  /// Pushes `value`; the stack shows it with the `navigationDestination(for:)` declared for its type.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
    destination = nil
    self.value = value
    isActive = nil
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    self.init(value: value) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(value: value) { Text(title) }
  }
}

extension NavigationLink where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(title) }
  }
  public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(destination: destination) { Text(title) }
  }
  public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
    self.init(destination: destination, isActive: isActive) { Text(titleKey) }
  }
}

/// Lives in a pushing modifier's node: its page goes when the view does.
@MainActor final class NavigationPushLink: NodeLifetimeObserver {
  weak var stack: NavigationStackModel?

  func nodeWillDisappear() { stack?.hidePushedView(id: ObjectIdentifier(self)) }
}

/// Pushes `destination` on the enclosing stack while it is non-nil (a link's destination view,
/// `navigationDestination(isPresented:)`); outside a stack it is shown above everything, as a page with a
/// back button.
struct NavigationPushModifier: BuiltinModifier {
  let destination: (any View)?
  let pop: () -> Void

  func makeNode(_ node: ViewNode, content: any View) {
    guard let stack = node.environment.navigationStack else {
      PushModifier(destination: destination, pop: pop).makeNode(node, content: content)
      return
    }
    var slot = 0
    let link = node.storage(&slot) { NavigationPushLink() }
    if link.stack !== stack {
      link.stack?.hidePushedView(id: ObjectIdentifier(link))
      link.stack = stack
    }
    if let destination {
      stack.showPushedView(
        id: ObjectIdentifier(link), above: node.environment.navigationPage?.key ?? [0],
        content: destination, pop: pop)
    } else {
      stack.hidePushedView(id: ObjectIdentifier(link))
    }
    node.setContent(content)
  }
}

struct PushModifier: BuiltinModifier {
  let destination: (any View)?
  let pop: () -> Void

  static let animation = Animation.spring(response: 0.35, dampingFraction: 1)
  static let disappearDuration = 0.45

  func makeNode(_ node: ViewNode, content: any View) {
    var slot = 0
    let link = node.storage(&slot) { PresentationLink() }
    link.graph = node.graph
    if let destination {
      let environment = node.environment.presenting(dismiss: pop)
      let pop = self.pop
      let width = node.graph.size.width
      link.show(
        { visible in
          PushedPage(
            visible: visible, width: width, pop: pop,
            content: PresentedEnvironment(environment: environment, content: destination))
        },
        keyHandler: { key in
          guard key == .escape else { return false }
          pop()
          return true
        })
    } else {
      link.hide(after: Self.disappearDuration)
    }
    node.setContent(content)
  }
}

struct PushedPage: View {
  let visible: Bool
  let width: CGFloat
  let pop: () -> Void
  let content: PresentedEnvironment
  @State private var appeared = false

  var body: some View {
    let shown = visible && appeared
    ZStack(alignment: .top) {
      Color.black.opacity(shown ? 0.1 : 0).ignoresSafeArea()
      VStack(spacing: 0) {
        HStack {
          Button(action: pop) {
            HStack(spacing: 4) {
              Image(systemName: "chevron.left").font(.system(size: 17, weight: .semibold))
              Text(system: "Back")
            }
          }
          Spacer()
        }
        .padding(.horizontal, 8)
        .frame(height: 44)
        content.frame(maxWidth: .infinity, maxHeight: .infinity)
      }
      .background(SystemColor.background.ignoresSafeArea())
      .offset(x: shown ? 0 : width)
      .allowsHitTesting(visible)
    }
    .animation(PushModifier.animation, value: shown)
    .onAppear { appeared = true }
  }
}
