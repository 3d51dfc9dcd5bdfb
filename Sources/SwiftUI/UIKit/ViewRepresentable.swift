import Foundation

/// A UIKit view in a SwiftUI hierarchy. As on iOS, the coordinator is made first, then the view once for
/// the view's identity, `updateUIView` right after and whenever the representable's properties or its
/// environment change, and `dismantleUIView` when the identity ends; the view's `frame` is the size SwiftUI
/// places it at, followed by `layoutSubviews`. UIKit draws nothing on Linux: the view's `backgroundColor`
/// (as `updateUIView` left it) fills the frame, and the rest of the space is empty.
///
/// On iOS `Body` is `Never`; here `body` is given (a view that hosts the UIView), so conforming types are
/// written exactly as on iOS.
@MainActor public protocol UIViewRepresentable: View {
  associatedtype UIViewType: UIView
  associatedtype Coordinator = Void
  typealias Context = UIViewRepresentableContext<Self>

  func makeUIView(context: Context) -> UIViewType
  func updateUIView(_ uiView: UIViewType, context: Context)
  static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
  func makeCoordinator() -> Coordinator
  /// iOS 16: the view's size for a proposal; nil takes the UIView's intrinsic size, else the proposal.
  func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
  public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
  public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context)
    -> CGSize?
  { nil }
  public var body: RepresentedUIKitView<Self> { RepresentedUIKitView(representable: self) }
}

extension UIViewRepresentable where Coordinator == Void {
  public func makeCoordinator() -> Coordinator { () }
}

/// What a representable's methods are told: its coordinator, the environment and the update's transaction.
@MainActor public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  public let coordinator: Representable.Coordinator
  public var transaction: Transaction
  public var environment: EnvironmentValues
}

/// A UIKit view controller in a SwiftUI hierarchy, with the same calls as `UIViewRepresentable`; its
/// controller's `view` is the one placed (loaded on first use, `viewDidLoad` then), told
/// `viewWillAppear` / `viewDidAppear` as it is first shown and `viewWillDisappear` / `viewDidDisappear` as
/// it goes. Nothing of UIKit is drawn but the view's `backgroundColor`.
@MainActor public protocol UIViewControllerRepresentable: View {
  associatedtype UIViewControllerType: UIViewController
  associatedtype Coordinator = Void
  typealias Context = UIViewControllerRepresentableContext<Self>

  func makeUIViewController(context: Context) -> UIViewControllerType
  func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
  static func dismantleUIViewController(
    _ uiViewController: UIViewControllerType, coordinator: Coordinator)
  func makeCoordinator() -> Coordinator
  func sizeThatFits(
    _ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context
  ) -> CGSize?
}

extension UIViewControllerRepresentable {
  public static func dismantleUIViewController(
    _ uiViewController: UIViewControllerType, coordinator: Coordinator
  ) {}
  public func sizeThatFits(
    _ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context
  ) -> CGSize? { nil }
  public var body: RepresentedUIKitView<Self> { RepresentedUIKitView(representable: self) }
}

extension UIViewControllerRepresentable where Coordinator == Void {
  public func makeCoordinator() -> Coordinator { () }
}

@MainActor
public struct UIViewControllerRepresentableContext<
  Representable: UIViewControllerRepresentable
> {
  public let coordinator: Representable.Coordinator
  public var transaction: Transaction
  public var environment: EnvironmentValues
}

/// The view a representable's `body` is: it keeps the UIKit object for the node's identity and drives the
/// representable's calls from the node's updates, layout and end.
public struct RepresentedUIKitView<Representable: View>: View, PrimitiveView {
  public typealias Body = Never
  let representable: Representable

  func makeNode(_ node: ViewNode) {
    var slot = 0
    let host = node.storage(&slot) { RepresentedUIKitHost() }
    let transaction = Transaction.current
    let environment = node.environment
    if let representable = representable as? any UIViewRepresentable {
      host.bridge = representable.update(host.bridge, transaction, environment)
    } else if let representable = representable as? any UIViewControllerRepresentable {
      host.bridge = representable.update(host.bridge, transaction, environment)
    }
    node.layout = RepresentedUIKitLayout(host: host)
    if let view = host.bridge?.view, !view.isHidden, let color = view.backgroundColor {
      node.drawing = ShapeDrawing(
        shape: AnyShape(Rectangle()),
        style: .fill(AnyShapeStyle(Color(uiColor: color).opacity(view.alpha)), FillStyle()))
    } else {
      node.drawing = nil
    }
  }
}

/// A representable's UIKit object and the calls that reach it, with the representable's types erased.
@MainActor final class RepresentableBridge {
  let view: UIView
  let size: (ProposedViewSize) -> CGSize?
  let dismantle: () -> Void
  let placed: () -> Void
  var coordinator: Any?
  var controller: UIViewController?
  init(
    view: UIView, size: @escaping (ProposedViewSize) -> CGSize?,
    dismantle: @escaping () -> Void, placed: @escaping () -> Void = {}
  ) {
    self.view = view
    self.size = size
    self.dismantle = dismantle
    self.placed = placed
  }
}

@MainActor final class RepresentedUIKitHost: NodeLifetimeObserver {
  var bridge: RepresentableBridge?
  func nodeWillDisappear() {
    bridge?.dismantle()
    bridge = nil
  }
}

extension UIViewRepresentable {
  /// Makes the coordinator and view on the first call, then updates the view with this value.
  fileprivate func update(
    _ existing: RepresentableBridge?, _ transaction: Transaction, _ environment: EnvironmentValues
  ) -> RepresentableBridge {
    let kept = existing?.coordinator as? Coordinator
    let keptView = kept == nil ? nil : existing?.view as? UIViewType
    // As iOS: the coordinator first, then the view made with it (once per identity), then every update.
    let coordinator = keptView == nil ? makeCoordinator() : kept!
    let context = Context(
      coordinator: coordinator, transaction: transaction, environment: environment)
    let view = keptView ?? makeUIView(context: context)
    updateUIView(view, context: context)
    return bridge(view: view, coordinator: coordinator, context: context)
  }

  private func bridge(view: UIViewType, coordinator: Coordinator, context: Context)
    -> RepresentableBridge
  {
    let bridge = RepresentableBridge(
      view: view,
      size: { proposal in self.sizeThatFits(proposal, uiView: view, context: context) },
      dismantle: { Self.dismantleUIView(view, coordinator: coordinator) })
    bridge.coordinator = coordinator
    return bridge
  }
}

extension UIViewControllerRepresentable {
  fileprivate func update(
    _ existing: RepresentableBridge?, _ transaction: Transaction, _ environment: EnvironmentValues
  ) -> RepresentableBridge {
    let kept = existing?.coordinator as? Coordinator
    let keptController = kept == nil ? nil : existing?.controller as? UIViewControllerType
    let coordinator = keptController == nil ? makeCoordinator() : kept!
    let context = Context(
      coordinator: coordinator, transaction: transaction, environment: environment)
    let controller = keptController ?? makeUIViewController(context: context)
    updateUIViewController(controller, context: context)
    let appears = keptController == nil
    if appears { controller.viewWillAppear(false) }
    let bridge = bridge(controller: controller, coordinator: coordinator, context: context)
    if appears { controller.viewDidAppear(false) }
    return bridge
  }

  private func bridge(
    controller: UIViewControllerType, coordinator: Coordinator, context: Context
  ) -> RepresentableBridge {
    let bridge = RepresentableBridge(
      view: controller.view,
      size: { proposal in
        self.sizeThatFits(proposal, uiViewController: controller, context: context)
      },
      dismantle: {
        controller.viewWillDisappear(false)
        controller.viewDidDisappear(false)
        Self.dismantleUIViewController(controller, coordinator: coordinator)
      },
      placed: {
        controller.viewWillLayoutSubviews()
        controller.viewDidLayoutSubviews()
      })
    bridge.coordinator = coordinator
    bridge.controller = controller
    return bridge
  }
}

/// A represented view's size: the representable's `sizeThatFits`, else the UIView's intrinsic size along
/// the axes it has one, else the proposal (10 pt where nothing is proposed, as flexible views measure).
struct RepresentedUIKitLayout: NodeLayout {
  let host: RepresentedUIKitHost

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    guard let bridge = host.bridge else { return proposal.replacingUnspecifiedDimensions() }
    if let size = bridge.size(proposal) { return size }
    let intrinsic = bridge.view.intrinsicContentSize
    let fallback = proposal.replacingUnspecifiedDimensions()
    return CGSize(
      width: intrinsic.width >= 0 ? intrinsic.width : fallback.width,
      height: intrinsic.height >= 0 ? intrinsic.height : fallback.height)
  }

  func placeChildren(in size: CGSize, node: ViewNode) {
    guard let bridge = host.bridge else { return }
    bridge.view.frame = CGRect(origin: .zero, size: size)
    bridge.placed()
    bridge.view.layoutSubviews()
  }
}
