import CoreLocation
import Foundation
import SwiftUI

/// The map itself, whichever initialiser made it: reads the camera request, animates the camera, draws the
/// basemap, the overlays and the annotations, and turns drags, double taps, wheel and pinch into camera moves
/// that the binding follows.
struct MapSurface: View {
  enum Camera {
    case region(Binding<MKCoordinateRegion>)
    case rect(Binding<MKMapRect>)
    case position(Binding<MapCameraPosition>)
    case initial(MapCameraPosition)

    var request: MapCameraRequest {
      switch self {
      case .region(let binding): return .region(binding.wrappedValue)
      case .rect(let binding): return .rect(binding.wrappedValue)
      case .position(let binding): return .position(binding.wrappedValue)
      case .initial(let position): return .position(position)
      }
    }
  }

  let camera: Camera
  let interactionModes: MapInteractionModes
  let bounds: MapCameraBounds?
  let items: @MainActor () -> [ResolvedMapItem]
  let selection: MapSelection?

  @State private var controller = MapController()
  /// Bumped when a gesture moves the camera: the body reads it, so the map redraws.
  @State private var moves = 0
  @Environment(\.mapStyle) private var style
  @Environment(\.mapCameraChangeHandlers) private var handlers

  var body: some View {
    // As on iOS, the map itself reaches under the safe area (status bar, home indicator, a tab bar) wherever
    // it touches it, while its compass and attribution keep inside it: MapKit places them by the map view's
    // safe area, which a tab bar raises.
    // The input modifiers sit outside the geometry reader: the reader's content is built again whenever its
    // size is set (twice a layout for a view reaching under the safe area), they need not be. They read the
    // size the content last saw.
    GeometryReader { proxy in
      surface(size: proxy.size, controlInsets: proxy.safeAreaInsets)
    }
    .contentShape(Rectangle())
    .gesture(panGesture())
    .simultaneousGesture(touchDownRecorder)
    // Alongside the pan, not instead of it: a slide of two fingers starts as a one-finger drag (the first
    // finger moves before the second), and the pan stands aside once two fingers act (`pinchStart`).
    .simultaneousGesture(
      pinchGesture().simultaneously(with: rotateGesture()).simultaneously(with: tiltGesture())
    )
    .onTapGesture(count: 2) { zoomIn(size: controller.size) }
    .onScrollWheel { event in
      guard interactionModes.contains(.zoom) else { return false }
      // A wheel notch is about 40 points of scrolling: a quarter of a zoom step, about the pointer.
      zoom(by: exp2(Double(event.delta.height) / 160), about: event.location, animated: false)
      return true
    }
    .onKeyPress(keys: ["+", "=", "-", .leftArrow, .rightArrow, .upArrow, .downArrow]) { press in
      keyPressed(press, size: controller.size)
    }
    .onPinch { event in
      let zooms = interactionModes.contains(.zoom) && event.scale != 1
      let turns = interactionModes.contains(.rotate) && event.rotation.degrees != 0
      guard zooms || turns else { return false }
      var viewport = controller.target ?? current
      let size = controller.size
      if zooms { viewport.zoom(by: Double(event.scale), about: event.location, in: size) }
      if turns { viewport.rotate(by: event.rotation.degrees, about: event.location, in: size) }
      move(to: viewport)
      return true
    }
    .ignoresSafeArea()
  }

  private func surface(size: CGSize, controlInsets: EdgeInsets) -> some View {
    _ = moves
    let items = self.items()
    let target = controller.resolveTarget(request: camera.request, size: size, items: items)
    let selected = selection?.get()
    return MapCameraAnimator(
      target: target, controller: controller, size: size, handlers: handlers,
      content: { viewport in
        MapLayers(
          viewport: viewport, size: size, items: items, style: style, selected: selected,
          select: selection.map { selection in { value in selection.set(value) } },
          controlInsets: controlInsets,
          resetHeading: interactionModes.contains(.rotate) ? resetHeading : nil,
          annotationSizes: controller.annotationSizes)
      }
    )
    .frame(width: size.width, height: size.height)
    .clipped()
  }

  /// The compass's tap: north back up, the short way round, animated as MapKit's is.
  func resetHeading() {
    var viewport = controller.target ?? current
    guard MapViewport.normalizedHeading(viewport.heading) != 0 else { return }
    viewport.heading -= remainder(viewport.heading, 360)
    move(to: viewport, animation: .easeInOut(duration: 0.35))
  }

  /// + and - zoom about the centre; the arrow keys pan by a fifth of the view; Option with the up and down
  /// arrows tilts the map (as two fingers sliding up and down do).
  private func keyPressed(_ press: KeyPress, size: CGSize) -> KeyPress.Result {
    let key = press.key
    let center = CGPoint(x: size.width / 2, y: size.height / 2)
    if press.modifiers.contains(.option), key == .upArrow || key == .downArrow {
      guard interactionModes.contains(.pitch) else { return .ignored }
      var viewport = controller.target ?? current
      viewport.pitch += key == .upArrow ? 15 : -15
      move(to: viewport, animation: .easeOut(duration: 0.25))
      return .handled
    }
    switch key {
    case "+", "=":
      zoom(by: 2, about: center, animated: true)
    case "-":
      zoom(by: 0.5, about: center, animated: true)
    default:
      guard interactionModes.contains(.pan) else { return .ignored }
      let step = min(size.width, size.height) / 5
      let offsets: [KeyEquivalent: CGSize] = [
        .leftArrow: CGSize(width: step, height: 0), .rightArrow: CGSize(width: -step, height: 0),
        .upArrow: CGSize(width: 0, height: step), .downArrow: CGSize(width: 0, height: -step),
      ]
      guard let offset = offsets[key] else { return .ignored }
      var viewport = controller.target ?? current
      viewport.pan(by: offset)
      move(to: viewport, animation: .easeOut(duration: 0.2))
    }
    return .handled
  }

  /// Two fingers on a touch screen: the map scales about where they started, following their spread, and
  /// turns with them (each as the interaction modes allow); both measured from where the gesture began.
  private func pinchGesture() -> some Gesture {
    MagnifyGesture()
      .onChanged { value in
        guard interactionModes.contains(.zoom), !controller.pinch.tilting else { return }
        controller.pinch.magnification = Double(value.magnification)
        controller.pinch.magnifying = true
        twoFingersMoved(anchor: value.startLocation, size: controller.size)
      }
      .onEnded { _ in
        controller.pinch.magnifying = false
        twoFingersLifted()
      }
  }

  private func rotateGesture() -> some Gesture {
    RotateGesture()
      .onChanged { value in
        guard interactionModes.contains(.rotate), !controller.pinch.tilting else { return }
        controller.pinch.rotation = value.rotation.degrees
        controller.pinch.rotating = true
        twoFingersMoved(anchor: value.startLocation, size: controller.size)
      }
      .onEnded { _ in
        controller.pinch.rotating = false
        twoFingersLifted()
      }
  }

  /// Two fingers sliding up together tilt the map (as on iOS: up tilts it further, down back towards
  /// looking straight down), about the centre of the view; while they do, they neither pinch nor turn it.
  private func tiltGesture() -> some Gesture {
    TwoFingerDragGesture(axis: .vertical)
      .onChanged { value in
        guard interactionModes.contains(.pitch) else { return }
        // Fingers never move in step: the first one's move alone turns their line a little and reads as
        // the start of a turn. A slide that has only done that much is a tilt; a real pinch or turn stays
        // one.
        if !controller.pinch.tilting {
          guard abs(controller.pinch.rotation) < 12, abs(controller.pinch.magnification - 1) < 0.1
          else { return }
          controller.pinch.rotation = 0
          controller.pinch.magnification = 1
        }
        // A slide of 200 points tilts the map fully (60°).
        controller.pinch.tilt = -Double(value.translation.height) * 0.3
        controller.pinch.tilting = true
        twoFingersMoved(anchor: value.startLocation, size: controller.size)
      }
      .onEnded { _ in
        controller.pinch.tilting = false
        twoFingersLifted()
      }
  }

  private func twoFingersMoved(anchor: CGPoint, size: CGSize) {
    // From where the camera was before the first finger's drag began: the fingers' first movement, before
    // the two-finger gesture was recognised, does not pan the map.
    if controller.pinchStart == nil { controller.pinchStart = controller.dragStart ?? current }
    let anchor = controller.pinch.anchor ?? anchor
    controller.pinch.anchor = anchor
    var viewport = controller.pinchStart!
    if controller.pinch.tilting {
      viewport.pitch += controller.pinch.tilt
    } else {
      viewport.zoom(by: controller.pinch.magnification, about: anchor, in: size)
      viewport.rotate(by: controller.pinch.rotation, about: anchor, in: size)
    }
    move(to: viewport)
  }

  /// Once neither the pinch, the turn nor the tilt goes on (one may end, unrecognised, while another does).
  private func twoFingersLifted() {
    guard !controller.pinch.magnifying, !controller.pinch.rotating, !controller.pinch.tilting
    else { return }
    controller.pinchStart = nil
    controller.pinch = MapController.Pinch()
  }

  // MARK: Moving the camera

  /// Sets the camera where a gesture put it, without animation, and lets the binding follow.
  private func move(to viewport: MapViewport, animation: Animation? = nil) {
    var viewport = viewport
    viewport.clamp()
    let publish = {
      controller.target = viewport
      controller.targetFollowsRequest = false
      publishToBinding(viewport)
      moves &+= 1
    }
    if let animation {
      withAnimation(animation, publish)
    } else {
      var transaction = Transaction()
      transaction.disablesAnimations = true
      withTransaction(transaction, publish)
    }
  }

  private func publishToBinding(_ viewport: MapViewport) {
    let size = controller.size
    switch camera {
    case .region(let binding):
      let region = viewport.region(in: size)
      controller.lastRequest = .region(region)
      binding.wrappedValue = region
    case .rect(let binding):
      let rect = viewport.rect(in: size)
      controller.lastRequest = .rect(rect)
      binding.wrappedValue = rect
    case .position(let binding):
      controller.userGeneration += 1
      let position = MapCameraPosition.positioned(
        byUser: viewport, generation: controller.userGeneration)
      controller.lastRequest = .position(position)
      binding.wrappedValue = position
    case .initial:
      break
    }
  }

  private var current: MapViewport {
    controller.presented ?? controller.target ?? MapViewport(centerX: 0.5, centerY: 0.5, zoom: 9)
  }

  private func panGesture() -> some Gesture {
    DragGesture(minimumDistance: 4)
      .onChanged { value in
        guard interactionModes.contains(.pan) else { return }
        // A second finger turns the drag into a pinch or a turn: the drag is over.
        if controller.pinchStart != nil || controller.dragCancelled {
          controller.dragStart = nil
          controller.dragCancelled = true
          return
        }
        if controller.dragStart == nil { controller.dragStart = current }
        var viewport = controller.dragStart!
        viewport.pan(by: value.translation)
        move(to: viewport)
      }
      .onEnded { value in
        defer {
          controller.dragStart = nil
          controller.dragCancelled = false
        }
        guard interactionModes.contains(.pan), !controller.dragCancelled,
          let start = controller.dragStart
        else { return }
        var resting = start
        resting.pan(by: value.translation)
        move(to: resting)
        // Momentum: the map glides on towards where the flick would have taken it, slowing down.
        let extra = CGSize(
          width: value.predictedEndTranslation.width - value.translation.width,
          height: value.predictedEndTranslation.height - value.translation.height)
        guard hypot(extra.width, extra.height) > 8 else { return }
        var glide = resting
        glide.pan(by: extra)
        move(to: glide, animation: .timingCurve(0.25, 0.8, 0.35, 1, duration: 0.7))
      }
  }

  private var touchDownRecorder: some Gesture {
    DragGesture(minimumDistance: 0).onChanged { value in
      controller.lastTouchDown = value.startLocation
    }
  }

  private func zoomIn(size: CGSize) {
    guard interactionModes.contains(.zoom) else { return }
    var viewport = controller.target ?? current
    let anchor = controller.lastTouchDown ?? CGPoint(x: size.width / 2, y: size.height / 2)
    viewport.zoom(by: 2, about: anchor, in: size)
    move(to: viewport, animation: .easeInOut(duration: 0.3))
  }

  /// Zooms by `factor` about a point (wheel, pinch, keys), animated briefly so steps look continuous.
  func zoom(by factor: Double, about anchor: CGPoint, animated: Bool) {
    guard interactionModes.contains(.zoom) else { return }
    var viewport = controller.target ?? current
    viewport.zoom(by: factor, about: anchor, in: controller.size)
    move(to: viewport, animation: animated ? .easeOut(duration: 0.2) : nil)
  }
}

/// Interpolates the camera with the runtime's animations: its data is the target's centre and zoom, so
/// `withAnimation` (any curve or spring) moves it; its body shows each frame's camera.
struct MapCameraAnimator<Content: View>: View, Animatable {
  var animatableData:
    AnimatablePair<
      AnimatablePair<Double, Double>, AnimatablePair<Double, AnimatablePair<Double, Double>>
    >
  let target: MapViewport
  let controller: MapController
  let size: CGSize
  let handlers: [MapCameraChangeHandler]
  let content: (MapViewport) -> Content

  init(
    target: MapViewport, controller: MapController, size: CGSize,
    handlers: [MapCameraChangeHandler], content: @escaping (MapViewport) -> Content
  ) {
    animatableData = AnimatablePair(
      AnimatablePair(target.centerX, target.centerY),
      AnimatablePair(target.zoom, AnimatablePair(target.heading, target.pitch)))
    self.target = target
    self.controller = controller
    self.size = size
    self.handlers = handlers
    self.content = content
  }

  var body: some View {
    let linear = MapViewport(
      centerX: animatableData.first.first, centerY: animatableData.first.second,
      zoom: animatableData.second.first, heading: animatableData.second.second.first,
      pitch: animatableData.second.second.second)
    let shown = controller.shown(linear: linear, target: target)
    controller.presented = shown
    report(shown, settled: linear == target)
    return content(shown)
  }

  private func report(_ viewport: MapViewport, settled: Bool) {
    guard !handlers.isEmpty, size.width > 0 else { return }
    var calls: [MapCameraChangeHandler] = []
    if controller.reportedContinuous != viewport {
      controller.reportedContinuous = viewport
      calls += handlers.filter { $0.frequency == .continuous }
    }
    if settled, controller.reportedEnd != viewport {
      controller.reportedEnd = viewport
      calls += handlers.filter { $0.frequency == .onEnd }
    }
    guard !calls.isEmpty else { return }
    let region = viewport.region(in: size)
    let context = MapCameraUpdateContext(
      camera: MapCamera(
        centerCoordinate: viewport.center, distance: viewport.cameraDistance(in: size),
        heading: MapViewport.normalizedHeading(viewport.heading), pitch: viewport.pitch),
      region: region, rect: viewport.rect(in: size))
    // After this update: the app's handler may change state.
    DispatchQueue.main.async {
      for handler in calls { handler.action(context) }
    }
  }
}
