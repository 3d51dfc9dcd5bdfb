import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

private final class Box<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// A view's presented transform (offset, scale, rotation, geometry effect, position) is the same for drawing,
/// hit testing, gesture locations and geometry.
@MainActor @Suite struct PresentedTransformTests {
  /// Rotates `v` (in the view's own space, y down) by `degrees` clockwise on screen.
  func rotated(_ v: CGSize, degrees: Double) -> CGSize {
    let a = degrees * .pi / 180
    return CGSize(
      width: v.width * cos(a) - v.height * sin(a), height: v.width * sin(a) + v.height * cos(a))
  }

  @Test func dragOnARotatedScaledViewReportsLocationsInItsOwnSpace() throws {
    let changes = Box<[DragGesture.Value]>([])
    let ended = Box<DragGesture.Value?>(nil)
    let driver = AppDriver(
      Color.blue.frame(width: 100, height: 100)
        .gesture(
          DragGesture(minimumDistance: 0)
            .onChanged { changes.value.append($0) }
            .onEnded { ended.value = $0 }
        )
        .rotationEffect(.degrees(30))
        .scaleEffect(1.5)
        .accessibilityIdentifier("square"))
    // Rotation and scale are about the centre, so the square's centre stays where layout put it.
    let centre = try #require(driver.host.frame(ofIdentifier: "square"))
    let c = CGPoint(x: centre.midX, y: centre.midY)
    // A window point for a point of the square's own space.
    func window(_ local: CGPoint) -> CGPoint {
      let v = rotated(
        CGSize(width: (local.x - 50) * 1.5, height: (local.y - 50) * 1.5), degrees: 30)
      return CGPoint(x: c.x + v.width, y: c.y + v.height)
    }
    driver.drag(
      from: window(CGPoint(x: 50, y: 50)), to: window(CGPoint(x: 80, y: 60)), duration: 0.2)
    let value = try #require(ended.value)
    #expect(abs(value.startLocation.x - 50) < 0.01 && abs(value.startLocation.y - 50) < 0.01)
    #expect(abs(value.location.x - 80) < 0.01 && abs(value.location.y - 60) < 0.01)
    #expect(abs(value.translation.width - 30) < 0.01 && abs(value.translation.height - 10) < 0.01)
    // Along the square's own axes: 30 by 10 pt of its space in 0.2 s.
    #expect(abs(value.velocity.width / value.velocity.height - 3) < 0.01)
    let halfway = changes.value[changes.value.count / 2]
    #expect(abs(halfway.location.y - 50 - (halfway.location.x - 50) / 3) < 0.01)
  }

  @Test func globalFrameOfAChildOfAScaledParent() throws {
    let proxy = Box<GeometryProxy?>(nil)
    let driver = AppDriver(
      VStack(spacing: 0) {
        Color.red.frame(width: 100, height: 50)
        GeometryReader { geometry in
          let _ = (proxy.value = geometry)
          Text(verbatim: "global y \(Int(geometry.frame(in: .global).minY))")
        }
        .frame(width: 100, height: 50)
      }
      .coordinateSpace(name: "card")
      .scaleEffect(2, anchor: .topLeading)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
    driver.settle()
    let geometry = try #require(proxy.value)
    // The stack's top-left corner is the safe area's (0, 47); the reader is 50 pt down in it, scaled twice.
    #expect(geometry.frame(in: .global) == CGRect(x: 0, y: 147, width: 200, height: 100))
    #expect(geometry.frame(in: .local) == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(geometry.frame(in: .named("card")) == CGRect(x: 0, y: 50, width: 100, height: 50))
    #expect(geometry.frame(in: .named("elsewhere")) == geometry.frame(in: .global))
    // What the body read while it was laid out.
    #expect(driver.exists("global y 147"))
  }

  @Test func aTapNearTheEdgeOfARotatedCardHitsItAndNotTheViewBesideIt() throws {
    let taps = Box<[String]>([])
    let driver = AppDriver(
      HStack(spacing: 0) {
        Color.blue.frame(width: 100, height: 150)
          .onTapGesture { taps.value.append("card") }
          .rotationEffect(.degrees(30))
          .accessibilityIdentifier("card")
          .zIndex(1)
        Color.green.frame(width: 100, height: 150)
          .onTapGesture { taps.value.append("beside") }
      })
    let card = try #require(driver.host.frame(ofIdentifier: "card"))
    let c = CGPoint(x: card.midX, y: card.midY)
    func window(_ local: CGPoint) -> CGPoint {
      let v = rotated(CGSize(width: local.x - 50, height: local.y - 75), degrees: 30)
      return CGPoint(x: c.x + v.width, y: c.y + v.height)
    }
    // Near the card's right edge, 20 pt from its top: turned into the green view's rectangle.
    let nearEdge = window(CGPoint(x: 95, y: 20))
    #expect(nearEdge.x > card.midX + 50, "the point lies over the view beside the card")
    let image = driver.screenshot()
    #expect(image.pixel(at: nearEdge).isClose(to: RenderedImage.Pixel(Color.blue)))
    driver.tap(at: nearEdge)
    #expect(taps.value == ["card"])
    // Below that, where the turned card's edge has swung back left: the view beside it.
    let outside = CGPoint(x: c.x + 55, y: c.y + 60)
    #expect(image.pixel(at: outside).isClose(to: RenderedImage.Pixel(Color.green)))
    driver.tap(at: outside)
    #expect(taps.value == ["card", "beside"])
  }

  @Test func drawingOrderFollowsZIndexAfterItChanges() throws {
    struct Stack: View {
      @State var redOnTop = false
      var body: some View {
        ZStack {
          Color.red.frame(width: 100, height: 100).zIndex(redOnTop ? 1 : 0)
          Color.green.frame(width: 100, height: 100)
            .onTapGesture { redOnTop = true }
        }
      }
    }
    let driver = AppDriver(Stack())
    let centre = CGPoint(x: 195, y: 47 + (844 - 81) / 2)
    #expect(driver.screenshot().pixel(at: centre).isClose(to: RenderedImage.Pixel(Color.green)))
    driver.tap(at: centre)
    #expect(driver.screenshot().pixel(at: centre).isClose(to: RenderedImage.Pixel(Color.red)))
  }
}
