import Foundation

/// A button that pushes its destination: the page slides in from the trailing edge over everything, with a
/// back button; `dismiss` inside it, or the back button, pops it.
public struct NavigationLink<Label: View, Destination: View>: View {
  let label: Label
  let destination: Destination
  let isActive: Binding<Bool>?
  @State private var isPushed = false

  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.destination = destination()
    self.label = label()
    isActive = nil
  }

  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
    isActive = nil
  }

  public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
    self.isActive = isActive
  }

  public var body: some View {
    let pushed = isActive ?? $isPushed
    Button(action: { pushed.wrappedValue = true }) { label }
      .modifier(
        PushModifier(
          destination: pushed.wrappedValue ? destination : nil, pop: { pushed.wrappedValue = false }
        ))
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
      .background(Color.white.ignoresSafeArea())
      .offset(x: shown ? 0 : width)
      .allowsHitTesting(visible)
    }
    .animation(PushModifier.animation, value: shown)
    .onAppear { appeared = true }
  }
}
