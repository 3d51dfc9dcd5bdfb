import Foundation
import Observation
import SwiftUITesting
import Testing

@testable import SwiftUI

// Frames sampled mid-animation against closed forms: shapes' animatableData, shadows, animatable modifiers and
// views, geometry effects and custom-modifier transitions. Where possible the animated frame is also compared
// pixel for pixel with a still render of the same view at the closed-form value.

@Observable final class AnimatableModel {
  var on = false
  var taps = 0
}

// MARK: Views under test

struct Pie: Shape {
  var fraction: Double
  var animatableData: Double {
    get { fraction }
    set { fraction = newValue }
  }
  func path(in rect: CGRect) -> Path {
    var path = Path()
    let center = CGPoint(x: rect.midX, y: rect.midY)
    path.move(to: center)
    path.addArc(
      center: center, radius: min(rect.width, rect.height) / 2, startAngle: .degrees(-90),
      endAngle: .degrees(-90 + 360 * fraction), clockwise: false)
    path.closeSubpath()
    return path
  }
}

/// A rectangle inset by one amount horizontally and another vertically: two animated components.
struct InsetBox: Shape {
  var dx: CGFloat
  var dy: CGFloat
  var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(dx, dy) }
    set { (dx, dy) = (newValue.first, newValue.second) }
  }
  func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: dx, dy: dy)) }
}

struct CountingModifier: AnimatableModifier {
  var value: Double
  var animatableData: Double {
    get { value }
    set { value = newValue }
  }
  func body(content: Content) -> some View {
    content.overlay(Text("\(Int(value.rounded()))"))
  }
}

/// A plain ViewModifier that is Animatable (Apple's replacement for AnimatableModifier).
struct SlideByProgress: ViewModifier, Animatable {
  var progress: Double
  var animatableData: Double {
    get { progress }
    set { progress = newValue }
  }
  func body(content: Content) -> some View { content.offset(x: 200 * progress) }
}

struct CountingText: View, Animatable {
  var value: Double
  var animatableData: Double {
    get { value }
    set { value = newValue }
  }
  var body: some View { Text("n=\(Int(value.rounded()))") }
}

struct Shift: GeometryEffect {
  var x: CGFloat
  var animatableData: CGFloat {
    get { x }
    set { x = newValue }
  }
  func effectValue(size: CGSize) -> ProjectionTransform {
    ProjectionTransform(CGAffineTransform(translationX: x, y: 0))
  }
}

/// Rotates about the view's centre, in degrees.
struct Rotate: GeometryEffect {
  var angle: Double
  var animatableData: Double {
    get { angle }
    set { angle = newValue }
  }
  func effectValue(size: CGSize) -> ProjectionTransform {
    let center = CGAffineTransform(translationX: -size.width / 2, y: -size.height / 2)
    let rotation = CGAffineTransform(rotationAngle: angle * .pi / 180)
    let back = CGAffineTransform(translationX: size.width / 2, y: size.height / 2)
    return ProjectionTransform(center.concatenating(rotation).concatenating(back))
  }
}

/// Not Animatable: only the rotation effect in its body animates.
struct Pivot: ViewModifier {
  let angle: Double
  func body(content: Content) -> some View {
    content.rotationEffect(.degrees(angle), anchor: .topLeading)
  }
}

extension AnyTransition {
  /// The usual way apps declare a custom transition.
  static var pivot: AnyTransition { .modifier(active: Pivot(angle: 90), identity: Pivot(angle: 0)) }
}

/// Animatable: its body runs each frame with the interpolated amount.
struct Dim: AnimatableModifier {
  var amount: Double
  var animatableData: Double {
    get { amount }
    set { amount = newValue }
  }
  func body(content: Content) -> some View { content.opacity(amount) }
}

/// Nothing in it animates: the transition switches at once.
struct Marker: ViewModifier {
  let name: String
  func body(content: Content) -> some View { content.accessibilityIdentifier(name) }
}

// MARK: Helpers

/// Reads the model in its body, so changing it re-evaluates the content.
struct Observing<Content: View>: View {
  let model: AnimatableModel
  let content: (AnimatableModel) -> Content
  var body: some View { content(model) }
}

@MainActor private func makeHost<V: View>(
  _ model: AnimatableModel, size: CGSize = CGSize(width: 200, height: 200),
  @ViewBuilder _ content: @escaping (AnimatableModel) -> V
) -> ViewHost {
  makeHost(Observing(model: model, content: content), size: size)
}

@MainActor private func makeHost<V: View>(_ view: V, size: CGSize = CGSize(width: 200, height: 200))
  -> ViewHost
{
  ViewHost(rootView: view, size: size, scale: 2, safeAreaInsets: EdgeInsets())
}

@MainActor private func allNodes(_ host: ViewHost) -> [ViewNode] {
  var result: [ViewNode] = []
  func visit(_ node: ViewNode) {
    result.append(node)
    if let wrapper = node.transitionWrapper { visit(wrapper.root) }
    node.children.forEach(visit)
  }
  visit(host.graph.root)
  return result
}

/// Largest channel difference over the whole image.
private func maxDifference(_ a: RenderedImage, _ b: RenderedImage) -> Int {
  var worst = 0
  for y in 0..<min(a.pixelHeight, b.pixelHeight) {
    for x in 0..<min(a.pixelWidth, b.pixelWidth) {
      worst = max(worst, a.pixel(x: x, y: y).distance(to: b.pixel(x: x, y: y)))
    }
  }
  return worst
}

/// How many pixels differ by more than `threshold` on some channel.
private func differingPixels(_ a: RenderedImage, _ b: RenderedImage, threshold: Int = 24) -> Int {
  var count = 0
  for y in 0..<min(a.pixelHeight, b.pixelHeight) {
    for x in 0..<min(a.pixelWidth, b.pixelWidth)
    where a.pixel(x: x, y: y).distance(to: b.pixel(x: x, y: y)) > threshold {
      count += 1
    }
  }
  return count
}

/// Where the frames the tests check are written, to be looked at.
private let framesFolder = temporaryFolder("animatable-tests")

private func save(_ image: RenderedImage, _ name: String) {
  image.writePNG(to: "\(framesFolder)/\(name).png")
}

/// The easeInOut curve (0.42, 0, 0.58, 1) at x.
private func easeInOut(_ x: Double) -> Double { Curves.bezier(x, 0.42, 0, 0.58, 1) }

// MARK: Tests

@MainActor @Suite struct AnimatableTests {
  @Test func roundedRectangleCornerRadiusInterpolates() {
    let model = AnimatableModel()
    let host = makeHost(model) { model in
      RoundedRectangle(cornerRadius: model.on ? 40 : 0, style: .circular).fill(Color.blue).frame(
        width: 160, height: 160)
    }
    withAnimation(.linear(duration: 1)) { model.on = true }
    host.advance(by: 0.25)
    let shape = allNodes(host).first { $0.drawing is ShapeDrawing }!
    let corner = shape.dataTrack!.presented(at: host.clock.now).cast(
      to: AnimatablePair<CGFloat, CGFloat>.self)!
    #expect(abs(corner.first - 10) < 0.5)
    #expect(abs(corner.second - 10) < 0.5)
    #expect(host.update(), "frames are requested while the path animates")
    let frame = host.render()
    let still = makeHost(
      RoundedRectangle(cornerRadius: 10, style: .circular).fill(Color.blue).frame(
        width: 160, height: 160)
    )
    .render()
    save(frame, "corner-radius-t0.25")
    #expect(
      maxDifference(frame, still) <= 2, "the frame at t = 0.25 is the still shape with radius 10")
    host.advance(by: 0.8)
    #expect(!host.update())
    let end = makeHost(
      RoundedRectangle(cornerRadius: 40, style: .circular).fill(Color.blue).frame(
        width: 160, height: 160)
    )
    .render()
    #expect(maxDifference(host.render(), end) <= 2)
  }

  @Test func customShapeAnimatableDataFollowsTheCurve() {
    let model = AnimatableModel()
    let host = makeHost(model) { model in
      Pie(fraction: model.on ? 0.9 : 0.1).fill(Color.orange).frame(width: 160, height: 160)
    }
    withAnimation(.easeInOut(duration: 1)) { model.on = true }
    host.advance(by: 0.3)
    let expected = 0.1 + 0.8 * easeInOut(0.3)
    let shape = allNodes(host).first { $0.drawing is ShapeDrawing }!
    let fraction = shape.dataTrack!.presented(at: host.clock.now).cast(to: Double.self)!
    #expect(abs(fraction - expected) < 1e-3)
    let frame = host.render()
    save(frame, "pie-t0.3")
    let still = makeHost(Pie(fraction: expected).fill(Color.orange).frame(width: 160, height: 160))
      .render()
    #expect(maxDifference(frame, still) <= 2)
    // Against the pie at the start value the frame is clearly different: the path did move.
    let start = makeHost(Pie(fraction: 0.1).fill(Color.orange).frame(width: 160, height: 160))
      .render()
    #expect(maxDifference(frame, start) > 100)
  }

  @Test func animatablePairInterpolatesBothComponents() {
    let model = AnimatableModel()
    let host = makeHost(model) { model in
      InsetBox(dx: model.on ? 40 : 0, dy: model.on ? 0 : 60).fill(Color.green).frame(
        width: 160, height: 160)
    }
    withAnimation(.linear(duration: 2)) { model.on = true }
    host.advance(by: 0.5)
    let shape = allNodes(host).first { $0.drawing is ShapeDrawing }!
    let pair = shape.dataTrack!.presented(at: host.clock.now).cast(
      to: AnimatablePair<CGFloat, CGFloat>.self)!
    #expect(abs(pair.first - 10) < 0.01)
    #expect(abs(pair.second - 45) < 0.01)
    let still = makeHost(InsetBox(dx: 10, dy: 45).fill(Color.green).frame(width: 160, height: 160))
      .render()
    #expect(maxDifference(host.render(), still) <= 2)
  }

  @Test func retargetingMidFlightAddsUpLikeOtherAttributes() {
    // A shape's data follows the same rules as frames and effects: Bézier changes add up, springs merge.
    let steps: [(Double, Double, Animation)] = [
      (0, 100, .linear(duration: 1)), (0.4, 20, .easeInOut(duration: 0.5)),
      (0.6, 60, .spring(response: 0.4)),
      (0.7, 0, .spring(response: 0.3, dampingFraction: 0.6)), (0.9, 30, .easeOut(duration: 0.3)),
    ]
    var vector = AnimatedVector([0])
    var track = AnimatableTrack<_AnyAnimatableData>(_AnyAnimatableData(0.0))
    var stepIndex = 0
    for frame in 0...120 {
      let time = Double(frame) / 60
      while stepIndex < steps.count, steps[stepIndex].0 <= time + 1e-9 {
        let (_, target, animation) = steps[stepIndex]
        vector.set([target], animation: animation, at: time)
        track.set(_AnyAnimatableData(target), animation: animation, at: time)
        stepIndex += 1
      }
      let presented = track.presented(at: time).cast(to: Double.self)!
      #expect(abs(presented - vector.presented(at: time)[0]) < 1e-6, "t = \(time)")
      vector.prune(at: time)
      track.prune(at: time)
    }
  }

  @Test func shadowRadiusAndOffsetAnimate() {
    let model = AnimatableModel()
    let host = makeHost(model) { model in
      Color.blue.frame(width: 80, height: 80)
        .shadow(
          color: .black, radius: model.on ? 2 : 10, x: model.on ? 0 : 20, y: model.on ? 0 : 12)
    }
    withAnimation(.linear(duration: 1)) { model.on = true }
    host.advance(by: 0.5)
    let node = allNodes(host).first { $0.attributes.shadow != nil }!
    let shadow = host.renderer.presentedShadow(node, at: host.clock.now)!
    #expect(abs(shadow.radius - 6) < 0.05)
    #expect(abs(shadow.x - 10) < 0.05)
    #expect(abs(shadow.y - 6) < 0.05)
    let frame = host.render()
    save(frame, "shadow-t0.5")
    let still = makeHost(
      Color.blue.frame(width: 80, height: 80).shadow(color: .black, radius: 6, x: 10, y: 6)
    ).render()
    #expect(maxDifference(frame, still) <= 3)
    let before = makeHost(
      Color.blue.frame(width: 80, height: 80).shadow(color: .black, radius: 10, x: 20, y: 12)
    ).render()
    #expect(maxDifference(frame, before) > 20)
  }

  @Test func animatableModifierBodyShowsTheInterpolatedValue() {
    let model = AnimatableModel()
    let host = makeHost(model) { model in
      Color.clear.frame(width: 100, height: 40).modifier(
        CountingModifier(value: model.on ? 100 : 0))
    }
    #expect(host.elements().map(\.label).contains("0"))
    withAnimation(.linear(duration: 1)) { model.on = true }
    #expect(
      host.elements().map(\.label).contains("0"), "the change's own frame still shows the start")
    host.advance(by: 0.25)
    #expect(host.elements().map(\.label).contains("25"))
    host.advance(by: 0.25)
    #expect(host.elements().map(\.label).contains("50"))
    #expect(host.update(), "frames keep coming while the modifier animates")
    let image = host.render()
    save(image, "counting-t0.5")
    host.advance(by: 0.6)
    #expect(host.elements().map(\.label).contains("100"))
    #expect(!host.update())
  }

  @Test func animatableViewModifierOffsetsByProgress() {
    let model = AnimatableModel()
    let host = makeHost(model, size: CGSize(width: 300, height: 100)) { model in
      Color.red.frame(width: 20, height: 20).accessibilityIdentifier("box")
        .modifier(SlideByProgress(progress: model.on ? 1 : 0))
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
    #expect(host.frame(ofIdentifier: "box")?.minX == 0)
    withAnimation(.easeInOut(duration: 1)) { model.on = true }
    host.advance(by: 0.4)
    let x = host.frame(ofIdentifier: "box")!.minX
    #expect(abs(x - 200 * easeInOut(0.4)) < 0.5)
    host.advance(by: 1)
    #expect(host.frame(ofIdentifier: "box")?.minX == 200)
  }

  @Test func animatableViewBodyShowsTheInterpolatedValue() {
    let model = AnimatableModel()
    let host = makeHost(model) { model in CountingText(value: model.on ? 10 : 0) }
    withAnimation(.linear(duration: 1)) { model.on = true }
    host.advance(by: 0.5)
    #expect(host.elements().map(\.label) == ["n=5"])
    host.advance(by: 0.6)
    #expect(host.elements().map(\.label) == ["n=10"])
  }

  @Test func geometryEffectMovesWhatIsDrawnAndWhereItIsHit() {
    let model = AnimatableModel()
    let host = makeHost(model, size: CGSize(width: 200, height: 60)) { model in
      Color.red.frame(width: 40, height: 40).accessibilityIdentifier("box")
        .modifier(Shift(x: model.on ? 100 : 0))
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
    withAnimation(.linear(duration: 1)) { model.on = true }
    host.advance(by: 0.25)
    #expect(abs(host.frame(ofIdentifier: "box")!.minX - 25) < 0.01)
    let image = host.render()
    save(image, "geometry-shift-t0.25")
    #expect(image.pixel(at: CGPoint(x: 27, y: 20)).isClose(to: .init(Color.red), tolerance: 8))
    #expect(image.pixel(at: CGPoint(x: 23, y: 20)) == .white)
    #expect(image.pixel(at: CGPoint(x: 63, y: 20)).isClose(to: .init(Color.red), tolerance: 8))
    #expect(image.pixel(at: CGPoint(x: 67, y: 20)) == .white)
  }

  @Test func geometryEffectTakesTouchesWhereItDraws() throws {
    let model = AnimatableModel()
    let driver = AppDriver(
      Button("hit") { model.taps += 1 }.frame(width: 80, height: 40).modifier(Shift(x: 120)))
    let frame = try #require(driver.frame(of: "hit"))
    driver.tap(at: CGPoint(x: frame.midX - 120, y: frame.midY))
    #expect(model.taps == 0, "the untransformed place is empty")
    driver.tap(at: CGPoint(x: frame.midX, y: frame.midY))
    #expect(model.taps == 1)
  }

  @Test func geometryEffectAsTransitionRotatesIn() {
    let model = AnimatableModel()
    let transition = AnyTransition.modifier(active: Rotate(angle: 90), identity: Rotate(angle: 0))
    let host = makeHost(model) { model in
      ZStack {
        Color.clear.frame(width: 200, height: 200)
        if model.on { Color.blue.frame(width: 120, height: 40).transition(transition) }
      }.frame(width: 200, height: 200)
    }
    withAnimation(.linear(duration: 1)) { model.on = true }
    let wrapper = try! #require(allNodes(host).compactMap(\.transitionWrapper).first)
    #expect(
      abs(wrapper.root.dataTrack!.presented(at: host.clock.now).cast(to: Double.self)! - 90) < 1e-9)
    host.advance(by: 0.5)
    #expect(
      abs(wrapper.root.dataTrack!.presented(at: host.clock.now).cast(to: Double.self)! - 45) < 1e-6)
    let frame = host.render()
    save(frame, "rotate-transition-t0.5")
    let still = makeHost(
      ZStack { Color.blue.frame(width: 120, height: 40).modifier(Rotate(angle: 45)) }.frame(
        width: 200, height: 200)
    ).render()
    #expect(maxDifference(frame, still) <= 3)
    host.advance(by: 0.6)
    #expect(
      allNodes(host).allSatisfy { $0.transitionWrapper == nil },
      "the wrapper goes once the view is in")
    let end = makeHost(
      ZStack { Color.blue.frame(width: 120, height: 40) }.frame(width: 200, height: 200)
    ).render()
    #expect(maxDifference(host.render(), end) <= 2)
  }

  @Test func rotationEffectModifierTransitionRotatesOutThenRemoves() {
    let model = AnimatableModel()
    model.on = true
    let host = makeHost(model) { model in
      ZStack {
        Color.clear.frame(width: 200, height: 200)
        if model.on {
          Text("Card").frame(width: 120, height: 40).background(Color.yellow).transition(.pivot)
        }
      }.frame(width: 200, height: 200)
    }
    withAnimation(.linear(duration: 1)) { model.on = false }
    host.advance(by: 0.5)
    let rotation = allNodes(host).compactMap { node -> Double? in
      guard let track = node.effectsTrack, node.attributes.effects.rotation != 0 else { return nil }
      var effects = Effects()
      effects.apply(vector: track.presented(at: host.clock.now))
      return effects.rotation
    }
    #expect(rotation.count == 1)
    #expect(abs((rotation.first ?? 0) - 45) < 1e-6)
    let frame = host.render()
    save(frame, "pivot-removal-t0.5")
    let still = makeHost(
      ZStack {
        Text("Card").frame(width: 120, height: 40).background(Color.yellow)
          .rotationEffect(.degrees(45), anchor: .topLeading)
      }.frame(width: 200, height: 200)
    ).render()
    // The rotating modifier is drawn from a cached layer: only its resampled edges may differ.
    #expect(differingPixels(frame, still) < frame.pixelWidth * frame.pixelHeight / 100)
    host.layerCachingEnabled = false
    #expect(maxDifference(host.render(), still) <= 3)
    #expect(host.elements().map(\.label).contains("Card"), "still leaving")
    host.advance(by: 0.6)
    #expect(!host.elements().map(\.label).contains("Card"))
    #expect(maxDifference(host.render(), makeHost(Color.white).render()) == 0)
  }

  @Test func customTransitionCombinesWithOpacity() {
    let model = AnimatableModel()
    let transition = AnyTransition.modifier(active: Shift(x: -100), identity: Shift(x: 0)).combined(
      with: .opacity)
    let host = makeHost(model) { model in
      ZStack {
        Color.clear.frame(width: 200, height: 200)
        if model.on {
          Color.black.frame(width: 40, height: 40).accessibilityIdentifier("box").transition(
            transition)
        }
      }.frame(width: 200, height: 200)
    }
    withAnimation(.linear(duration: 1)) { model.on = true }
    host.advance(by: 0.5)
    let image = host.render()
    save(image, "shift-opacity-transition-t0.5")
    // Half way: 50 pt left of its place, half transparent over white.
    let pixel = image.pixel(at: CGPoint(x: 100 - 50, y: 100))
    #expect(abs(Int(pixel.red) - 128) <= 3)
    #expect(image.pixel(at: CGPoint(x: 100, y: 100)) == .white)
  }

  @Test func nonAnimatableTransitionModifierSwitchesAtOnce() {
    let model = AnimatableModel()
    let transition = AnyTransition.modifier(
      active: Marker(name: "active"), identity: Marker(name: "identity"))
    let host = makeHost(model) { model in
      ZStack {
        Color.clear.frame(width: 200, height: 200)
        if model.on { Color.blue.frame(width: 40, height: 40).transition(transition) }
      }
    }
    withAnimation(.linear(duration: 1)) { model.on = true }
    host.update()
    // SwiftUI shows the active phase only for the instant of insertion, then identity; nothing interpolates.
    host.advance(by: 1 / 60)
    #expect(
      allNodes(host).allSatisfy { $0.transitionWrapper == nil },
      "nothing animates, so nothing is kept")
    withAnimation(.linear(duration: 1)) { model.on = false }
    host.advance(by: 1 / 60)
    #expect(
      maxDifference(host.render(), makeHost(Color.white).render()) == 0,
      "no animatable change: no-op removal")
  }

  @Test func animatableModifierTransitionIsSeenByTheDriver() {
    let model = AnimatableModel()
    let transition = AnyTransition.modifier(active: Dim(amount: 0), identity: Dim(amount: 1))
      .combined(with: .modifier(active: Shift(x: 80), identity: Shift(x: 0)))
    let host = makeHost(model) { model in
      ZStack {
        Color.clear.frame(width: 200, height: 200)
        if model.on { Text("Hello").transition(transition) }
      }
    }
    withAnimation(.easeInOut(duration: 1)) { model.on = true }
    host.advance(by: 0.3)
    let progress = easeInOut(0.3)
    let element = host.elements().first { $0.label == "Hello" }!
    #expect(abs(element.opacity - progress) < 0.01)
    let restingX = 100 - element.frame.width / 2
    #expect(abs(element.frame.minX - (restingX + 80 * (1 - progress))) < 0.5)
    #expect(host.update(), "frames keep coming while the wrapper animates")
    host.advance(by: 0.8)
    let settled = host.elements().first { $0.label == "Hello" }!
    #expect(settled.opacity == 1)
    #expect(abs(settled.frame.minX - restingX) < 0.01)
    #expect(allNodes(host).allSatisfy { $0.transitionWrapper == nil })
  }

  @Test func removalMidInsertionReversesFromWhatIsShown() {
    let model = AnimatableModel()
    let transition = AnyTransition.modifier(active: Shift(x: 100), identity: Shift(x: 0))
    let host = makeHost(model) { model in
      ZStack {
        Color.clear.frame(width: 200, height: 200)
        if model.on { Text("Hello").transition(transition) }
      }
    }
    withAnimation(.linear(duration: 1)) { model.on = true }
    host.advance(by: 0.5)
    let restingX = 100 - host.elements().first { $0.label == "Hello" }!.frame.width / 2
    #expect(abs(host.elements().first { $0.label == "Hello" }!.frame.minX - (restingX + 50)) < 0.5)
    withAnimation(.linear(duration: 1)) { model.on = false }
    // Béziers add up: the insertion's remaining half and the removal run together, so the shift holds at 50
    // while both are linear, then rises to 100 as the removal finishes alone.
    host.advance(by: 0.25)
    #expect(abs(host.elements().first { $0.label == "Hello" }!.frame.minX - (restingX + 50)) < 0.5)
    host.advance(by: 0.5)
    #expect(abs(host.elements().first { $0.label == "Hello" }!.frame.minX - (restingX + 75)) < 0.5)
    #expect(host.elements().first { $0.label == "Hello" }?.isHittable == false)
    host.advance(by: 0.3)
    #expect(host.elements().allSatisfy { $0.label != "Hello" }, "gone once the removal ended")
  }
}
