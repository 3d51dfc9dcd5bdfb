import Foundation
import SwiftUI
import SwiftUITesting
import Testing

/// A view made outside the SwiftUI module through its `package` seam only (no `@testable`): a disc that lays
/// out square, draws through `GraphicsContext`, takes touches only inside its circle, pans with its own
/// pointer handler and places a child view at the point it was last touched.
private struct Disc<Pin: View>: View, PackagePrimitiveView {
  typealias Body = Never
  let color: Color
  let pin: Pin
  let onPan: (CGPoint) -> Void

  final class Pan: PrimitivePointerHandling {
    var onPan: (CGPoint) -> Void = { _ in }
    var start: CGPoint?
    var events: [String] = []
    func pointerBegan(_ pointer: PrimitivePointer) -> PrimitivePointerDisposition {
      start = pointer.location
      events.append("began")
      return .undecided
    }
    func pointerMoved(_ pointer: PrimitivePointer) -> PrimitivePointerDisposition {
      guard let start else { return .release }
      events.append("moved")
      onPan(pointer.location)
      return hypot(pointer.location.x - start.x, pointer.location.y - start.y) > 5
        ? .claim : .undecided
    }
    func pointerEnded(_ pointer: PrimitivePointer) { events.append("ended") }
    func pointerCancelled() { events.append("cancelled") }
  }

  struct SquareLayout: PrimitiveLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [PrimitiveSubview]) -> CGSize {
      let side = min(proposal.width ?? 50, proposal.height ?? 50)
      return CGSize(width: side, height: side)
    }
    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: [PrimitiveSubview]
    ) {
      // The pin's bottom centre on the disc's top-left quarter point.
      for subview in subviews {
        subview.place(
          at: CGPoint(x: bounds.width / 4, y: bounds.height / 4), anchor: .bottom,
          proposal: .unspecified)
      }
    }
  }

  struct Drawing: PrimitiveDrawing {
    let color: Color
    func draw(in context: inout GraphicsContext, size: CGSize) {
      context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(color))
    }
  }

  struct Round: PrimitiveHitTesting {
    func contains(_ point: CGPoint, size: CGSize) -> Bool {
      let dx = point.x - size.width / 2
      let dy = point.y - size.height / 2
      return dx * dx + dy * dy <= size.width * size.width / 4
    }
  }

  func makeNode(_ node: PrimitiveNode) {
    node.setLayout(SquareLayout())
    node.setDrawing(Drawing(color: color))
    node.setHitTesting(Round())
    let pan = node.state { Pan() }
    pan.onPan = onPan
    node.addPointerHandler(pan)
    node.setContent(pin)
  }
}

@MainActor @Suite struct PackagePrimitiveTests {
  let red = RenderedImage.Pixel(red: 255, green: 59, blue: 48)

  func host<V: View>(_ view: V) -> ViewHost {
    ViewHost(
      rootView: view, size: CGSize(width: 200, height: 200), scale: 1,
      safeAreaInsets: EdgeInsets())
  }

  @Test func laysOutDrawsAndPlacesItsContent() {
    let view = Disc(
      color: .red, pin: Color.blue.frame(width: 10, height: 20), onPan: { _ in }
    )
    .frame(width: 200, height: 100)
    let image = host(view).render()
    // The square layout takes 100 × 100 of the 200 × 100 frame: the disc spans x 50…150, y 50…150.
    #expect(image.pixel(at: CGPoint(x: 100, y: 100)).distance(to: red) <= 3)
    #expect(image.pixel(at: CGPoint(x: 45, y: 100)) == .init(red: 255, green: 255, blue: 255))
    #expect(
      image.pixel(at: CGPoint(x: 52, y: 52)) == .init(red: 255, green: 255, blue: 255),
      "a disc leaves its frame's corners empty")
    // The pin (10 × 20) stands on (75, 75): x 70…80, y 55…75.
    let blue = RenderedImage.Pixel(red: 0, green: 122, blue: 255)
    #expect(image.pixel(at: CGPoint(x: 75, y: 65)).distance(to: blue) <= 3)
    #expect(image.pixel(at: CGPoint(x: 75, y: 78)).distance(to: red) <= 3)
  }

  @Test func takesTouchesOnlyInsideItsCircle() {
    var tapsBehind = 0
    var panned: [CGPoint] = []
    let host = host(
      ZStack {
        Color.green.onTapGesture { tapsBehind += 1 }
        Disc(color: .red, pin: EmptyView(), onPan: { panned.append($0) })
          .frame(width: 100, height: 100)
      })
    _ = host.render()
    // A corner of the disc's frame is outside its circle: the touch reaches the view behind.
    host.send(.pointerDown(CGPoint(x: 53, y: 53)))
    host.send(.pointerUp(CGPoint(x: 53, y: 53)))
    #expect(tapsBehind == 1)
    // Inside the circle the disc takes it.
    host.send(.pointerDown(CGPoint(x: 100, y: 100)))
    host.send(.pointerMoved(CGPoint(x: 101, y: 100)))
    host.send(.pointerUp(CGPoint(x: 101, y: 100)))
    #expect(tapsBehind == 1)
    #expect(
      panned == [CGPoint(x: 51, y: 50)], "in the disc's own space (its frame starts at (50, 50))")
  }

  @Test func claimsAPanFromTheScrollViewAroundIt() {
    var panned: [CGPoint] = []
    let host = host(
      ScrollView {
        VStack(spacing: 0) {
          Disc(color: .red, pin: EmptyView(), onPan: { panned.append($0) })
            .frame(width: 100, height: 100)
          Color.gray.frame(height: 600)
        }
      })
    _ = host.render()
    // The disc spans x 50…150, y 0…100. A vertical drag on it is the disc's once it claims it (after 5 pt),
    // before the scroll view's own threshold.
    host.send(.pointerDown(CGPoint(x: 100, y: 50)))
    host.send(.pointerMoved(CGPoint(x: 100, y: 54)))
    host.send(.pointerMoved(CGPoint(x: 100, y: 60)))
    host.send(.pointerMoved(CGPoint(x: 100, y: 90)))
    host.send(.pointerUp(CGPoint(x: 100, y: 90)))
    #expect(panned.first == CGPoint(x: 50, y: 54))
    #expect(panned.last == CGPoint(x: 50, y: 90), "the scroll view did not scroll the disc away")
    let image = host.render()
    #expect(image.pixel(at: CGPoint(x: 100, y: 10)).distance(to: red) <= 3)
  }
}
