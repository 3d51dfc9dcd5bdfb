import Foundation

/// What modifiers say about a node beyond its layout and drawing. Reset and re-derived on every update.
struct NodeAttributes {
  var transition: AnyTransition?
  var layoutPriority: Double?
  var zIndex: Double = 0
  var spacerMinLength: CGFloat??  // .some(nil) = a Spacer with default minimum
  var effects = Effects()
  var clipShape: AnyShape?
  /// `.containerShape(_:)`: the shape `ContainerRelativeShape`s inside take, inset by an amount
  /// (Views/ContainerRelativeShape.swift).
  var containerShape: ((CGFloat) -> AnyShape)?
  var clipsToBounds = false
  var shadow: ShadowEffect?
  /// Colour effects (`.brightness`, `.saturation`, …), innermost first, applied to the rendered content.
  var colorFilters: [GraphicsContext.Filter] = []
  /// `.blendMode`: how the rendered content is composited onto what is below it.
  var blendMode: BlendMode = .normal
  var geometryEffect: GeometryEffectAttribute?
  var allowsHitTesting = true
  var isDisabled = false
  var contentShape: AnyShape?
  /// A primitive's own test of which points of its frame take touches (Gestures/PrimitiveInput.swift).
  var hitTest: ((CGPoint, CGSize) -> Bool)?
  var gestures: [GestureAttachment] = []
  /// What a right-click on the view does: the menu a long press shows (a context menu, a text's Copy).
  var secondaryClick: (@MainActor () -> Void)?
  var onAppear: [() -> Void] = []
  var onDisappear: [() -> Void] = []
  var animationOverride: AnimationOverride?
  var transactionTransform: ((inout Transaction) -> Void)?
  var ignoredSafeAreaEdges: Edge.Set = []
  /// A bar is drawn along the view's bottom edge (the tab bar, a bottom toolbar): for the views inside, the
  /// safe area ends there, so a scroll view reaching it goes on under the bar (SafeAreaResolver).
  var safeAreaEndsAtBottom = false
  /// A bar is drawn along the view's top edge (the navigation bar): for the views inside, the safe area
  /// starts there, so a vertical scroll view reaching it goes on under the bar and the status bar.
  var safeAreaStartsAtTop = false
  /// A scroll view: what reaches into the safe area is the scroll view, its content inset by as much, so
  /// nothing in the content reaches out (a first row's background stays off the status bar at rest).
  var keepsContentInSafeArea = false
  /// A sheet's card: what inside it ignores the safe area reaches up to the card's top, never past it (a page's
  /// scroll view in a sheet goes on under the sheet's bar, not over the dimmed screen above the card).
  var confinesSafeAreaReach = false
  var accessibilityLabel: String?
  var accessibilityHint: String?
  /// `flipsForRightToLeftLayoutDirection(true)`, and directional symbols: drawn mirrored (and touched
  /// through the mirror) when the layout direction is right to left.
  var flipsForRightToLeft = false
  var accessibilityIdentifier: String?
  var accessibility = AccessibilityAttributes()
  /// Set by `.coordinateSpace(name:)`: geometry and gestures may measure in this view's space by name.
  var coordinateSpaceName: AnyHashable?
  /// Wheel and trackpad-pinch input the view takes itself (Gestures/ContinuousInput.swift).
  var wheelHandler: ((WheelEvent) -> Bool)?
  var pinchHandler: ((PinchEvent) -> Bool)?
  /// A control the test driver and keyboard focus can act on.
  var control: ControlAttachment?
  var focusBinding: FocusBinding?
  /// `.dropDestination`: what a drag over the view may drop on it (Controls/DragAndDrop.swift).
  var dropDestination: DropDestinationAttachment?
  /// `matchedGeometryEffect`: the id it shares with views that appear as it leaves (Graph/MatchedGeometry.swift).
  var matchedGeometry: MatchedGeometryAttribute?
  /// `.visualEffect` / `.scrollTransition`: effects worked out from the view's geometry each time it is
  /// presented — given the node, its size and its transform to the window before them (NodePresentation).
  var visualEffect: (@MainActor (ViewNode, CGSize, CGAffineTransform) -> PresentedVisualEffect)?
  /// `.onHover` / `.onContinuousHover` (Gestures/Hover.swift).
  var hoverHandlers: [HoverHandler] = []
  /// `.focusedValue`: what this node publishes to `@FocusedValue` readers while focus is inside it.
  var focusedValues: [(inout FocusedValues) -> Void] = []
}

struct HoverHandler {
  /// Told of every move over the view, not only of coming and going.
  let isContinuous: Bool
  let coordinateSpace: CoordinateSpace
  let action: (HoverPhase) -> Void
}

/// What a visual effect does to a view as presented: a transform in its own space (applied before its own
/// scale, rotation and position), an opacity and a blur on top of its own.
struct PresentedVisualEffect {
  var transform = CGAffineTransform.identity
  var opacity = 1.0
  var blurRadius = 0.0
}

/// What accessibility modifiers say about a node beyond its label and hint (Inspection/ reads them).
struct AccessibilityAttributes {
  var isHidden = false
  var value: String?
  var addedTraits: AccessibilityTraits = []
  var removedTraits: AccessibilityTraits = []
  var children: AccessibilityChildBehavior?
  var sortPriority: Double?
}

/// A `GeometryEffect`'s transform for a size and its presented animatable data (Modifiers/GeometryEffect.swift).
struct GeometryEffectAttribute {
  let transform: @MainActor (CGSize, _AnyAnimatableData?) -> ProjectionTransform
}

/// The drawing effects that animate: offset, opacity, scale, rotation, blur.
struct Effects: Equatable {
  var offset: CGSize = .zero
  var opacity: Double = 1
  var scale: CGSize = CGSize(width: 1, height: 1)
  var scaleAnchor: UnitPoint = .center
  var rotation: Double = 0  // degrees
  var rotationAnchor: UnitPoint = .center
  var blurRadius: Double = 0

  var vector: [Double] {
    [offset.width, offset.height, opacity, scale.width, scale.height, rotation, blurRadius]
  }
  mutating func apply(vector v: [Double]) {
    offset = CGSize(width: v[0], height: v[1])
    opacity = v[2]
    scale = CGSize(width: v[3], height: v[4])
    rotation = v[5]
    blurRadius = v[6]
  }
  var isIdentity: Bool {
    offset == .zero && opacity == 1 && scale == CGSize(width: 1, height: 1) && rotation == 0
      && blurRadius == 0
  }
}

struct ShadowEffect {
  var color: Color
  var radius: CGFloat
  var x: CGFloat
  var y: CGFloat
}

enum AnimationOverride {
  /// The deprecated `.animation(_:)`: every change below animates with this animation.
  case always(Animation?)
  /// `.animation(_:value:)`: only when the value changed in this update pass.
  case whenChanged(Animation?, changedInPass: Int)
}

/// A modifier that only sets node attributes and passes its content through.
struct AttributeModifier: BuiltinModifier {
  let change: (inout NodeAttributes) -> Void
  func makeNode(_ node: ViewNode, content: any View) {
    change(&node.attributes)
    node.setContent(content)
  }
}
