import Foundation

/// UIKit's view, as far as SwiftUI code on Linux meets it: the class a `UIViewRepresentable` makes and
/// updates, a subclass an app writes (`override init(frame:)`, `required init?(coder:)`,
/// `layoutSubviews`), and the appearance proxies of the bars. Nothing of UIKit draws here; a represented
/// view's `backgroundColor` fills its frame (ViewRepresentable.swift).
@MainActor open class UIView {
  open var backgroundColor: UIColor?
  open var tintColor: UIColor!
  /// Set to the size SwiftUI gives a represented view when it is placed (at the origin: its place on screen
  /// belongs to SwiftUI), before `layoutSubviews`.
  open var frame: CGRect
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }
  open var isHidden = false
  open var alpha: CGFloat = 1
  open var tag = 0
  open var isUserInteractionEnabled = true
  open var clipsToBounds = false
  open var translatesAutoresizingMaskIntoConstraints = true
  open private(set) var subviews: [UIView] = []
  open private(set) weak var superview: UIView?

  public init(frame: CGRect) { self.frame = frame }
  public required init?(coder: NSCoder) { frame = .zero }
  public convenience init() { self.init(frame: .zero) }

  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  open func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// Called after the frame is set by a placement, as UIKit lays a view out.
  open func layoutSubviews() {}
  open func setNeedsLayout() {}
  open func layoutIfNeeded() {}
  open func setNeedsDisplay() {}
  open func sizeThatFits(_ size: CGSize) -> CGSize { size }
  open func sizeToFit() { frame.size = sizeThatFits(frame.size) }
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }
  open func invalidateIntrinsicContentSize() {}
  public static let noIntrinsicMetric: CGFloat = -1

  private static var proxies: [ObjectIdentifier: UIView] = [:]

  /// The class's appearance proxy: what is set on it styles every such control drawn afterwards. Made
  /// through `init?(coder:)`, the one initializer every subclass keeps.
  public class func appearance() -> Self {
    let key = ObjectIdentifier(self)
    if let proxy = proxies[key] as? Self { return proxy }
    let proxy = self.init(coder: NSCoder())!
    proxies[key] = proxy
    return proxy
  }

  /// The proxy if the app has asked for one, without creating it.
  class func existingAppearance() -> Self? { proxies[ObjectIdentifier(self)] as? Self }
}
