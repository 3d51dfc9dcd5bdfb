import Foundation

/// UIKit's view controller, as a `UIViewControllerRepresentable` makes and updates it: its view is loaded on
/// first use (`loadView`, then `viewDidLoad`) and told when it appears and disappears with the SwiftUI view
/// that represents it. It presents nothing on Linux.
@MainActor open class UIViewController {
  open var title: String?
  open var preferredContentSize: CGSize = .zero
  open private(set) var children: [UIViewController] = []
  open private(set) weak var parent: UIViewController?
  private var loadedView: UIView?

  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
  public required init?(coder: NSCoder) {}
  public convenience init() { self.init(nibName: nil, bundle: nil) }

  open var view: UIView! {
    get {
      if loadedView == nil {
        loadView()
        if loadedView == nil { loadedView = UIView() }
        viewDidLoad()
      }
      return loadedView
    }
    set { loadedView = newValue }
  }

  open var isViewLoaded: Bool { loadedView != nil }
  open var viewIfLoaded: UIView? { loadedView }
  open func loadViewIfNeeded() { _ = view }

  open func loadView() { loadedView = UIView() }
  open func viewDidLoad() {}
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}
  open func viewWillLayoutSubviews() {}
  open func viewDidLayoutSubviews() {}

  open func addChild(_ childController: UIViewController) {
    childController.removeFromParent()
    children.append(childController)
    childController.parent = self
  }

  open func removeFromParent() {
    parent?.children.removeAll { $0 === self }
    parent = nil
  }

  open func willMove(toParent parent: UIViewController?) {}
  open func didMove(toParent parent: UIViewController?) {}

  /// There is no UIKit presentation on Linux: the controller is not shown, the completion runs at once.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    completion?()
  }

  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { completion?() }
}
