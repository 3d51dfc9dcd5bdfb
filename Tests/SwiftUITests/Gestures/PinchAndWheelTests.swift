import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

private final class Box<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// Two-pointer gestures (MagnifyGesture, RotateGesture and their older spellings), trackpad pinches and the
/// wheel, routed to the views that ask for them.
@MainActor @Suite struct PinchAndWheelTests {
  let center = CGPoint(x: 195, y: 47 + (844 - 81) / 2)

  func square() -> some View {
    Color.orange.frame(width: 300, height: 300).accessibilityIdentifier("square")
  }

  @Test func twoFingersSpreadingApartMagnify() throws {
    let changes = Box<[MagnifyGesture.Value]>([])
    let ended = Box<MagnifyGesture.Value?>(nil)
    let driver = AppDriver(
      square().gesture(
        MagnifyGesture()
          .onChanged { changes.value.append($0) }
          .onEnded { ended.value = $0 }))
    let frame = try #require(driver.host.frame(ofIdentifier: "square"))
    driver.pinch(at: CGPoint(x: frame.midX, y: frame.midY), scale: 2, distance: 100)
    let value = try #require(ended.value)
    #expect(abs(value.magnification - 2) < 0.001)
    #expect(value.velocity > 0)
    // Between the fingers, in the square's own space: its middle.
    #expect(
      abs(value.startLocation.x - 150) < 0.01 && abs(value.startLocation.y - 150) < 0.01,
      "\(value.startLocation)")
    #expect(abs(value.startAnchor.x - 0.5) < 0.001 && abs(value.startAnchor.y - 0.5) < 0.001)
    #expect(changes.value.count > 5)
    #expect(
      zip(changes.value, changes.value.dropFirst()).allSatisfy {
        $0.magnification < $1.magnification
      })
  }

  @Test func oneFingerDoesNotMagnifyAndStillTaps() {
    let log = Box<[String]>([])
    let driver = AppDriver(
      square()
        .gesture(MagnificationGesture().onChanged { _ in log.value.append("magnify") })
        .onTapGesture { log.value.append("tap") })
    driver.drag(from: center, to: CGPoint(x: center.x + 80, y: center.y))
    driver.tap(at: center)
    #expect(log.value == ["tap"])
  }

  @Test func magnificationGestureUpdatesGestureStateAndResets() throws {
    struct Zoomable: View {
      @GestureState var zoom: CGFloat = 1
      var body: some View {
        Color.orange.frame(width: 300, height: 300)
          .overlay(Text(verbatim: "zoom \(Int((zoom * 100).rounded()))"))
          .gesture(
            MagnificationGesture().updating($zoom) { value, state, _ in state = value })
      }
    }
    let driver = AppDriver(Zoomable())
    #expect(driver.exists("zoom 100"))
    let a = CGPoint(x: center.x - 50, y: center.y)
    let b = CGPoint(x: center.x + 50, y: center.y)
    driver.host.send(.pointer(PointerEvent(id: PointerID(1), phase: .down, location: a)))
    driver.host.send(.pointer(PointerEvent(id: PointerID(2), phase: .down, location: b)))
    driver.advance(by: 0.05)
    driver.host.send(
      .pointer(
        PointerEvent(id: PointerID(2), phase: .moved, location: CGPoint(x: b.x + 50, y: b.y))))
    #expect(driver.exists("zoom 150"))
    driver.host.send(
      .pointer(PointerEvent(id: PointerID(2), phase: .up, location: CGPoint(x: b.x + 50, y: b.y))))
    driver.host.send(.pointer(PointerEvent(id: PointerID(1), phase: .up, location: a)))
    #expect(driver.exists("zoom 100"))
  }

  @Test func twoFingersTurningRotate() throws {
    let ended = Box<RotateGesture.Value?>(nil)
    let angles = Box<[Angle]>([])
    let driver = AppDriver(
      square()
        .gesture(RotateGesture().onEnded { ended.value = $0 })
        .simultaneousGesture(RotationGesture().onChanged { angles.value.append($0) }))
    driver.rotate(at: center, by: .degrees(45))
    let value = try #require(ended.value)
    #expect(abs(value.rotation.degrees - 45) < 0.001)
    #expect(value.velocity.degrees > 0)
    #expect(abs((angles.value.last?.degrees ?? 0) - 45) < 0.001)
    // The other way round, past half a turn in all.
    ended.value = nil
    driver.rotate(at: center, by: .degrees(-200), steps: 20)
    #expect(abs((ended.value?.rotation.degrees ?? 0) + 200) < 0.001)
  }

  @Test func aTrackpadPinchDrivesMagnifyAndRotateGestures() throws {
    let magnified = Box<CGFloat?>(nil)
    let rotated = Box<Angle?>(nil)
    let driver = AppDriver(
      square()
        .gesture(MagnifyGesture().onEnded { magnified.value = $0.magnification })
        .simultaneousGesture(RotateGesture().onEnded { rotated.value = $0.rotation }))
    driver.trackpadPinch(at: center, scale: 1.5, rotation: .degrees(20))
    #expect(abs((magnified.value ?? 0) - 1.5) < 0.001)
    #expect(abs((rotated.value?.degrees ?? 0) - 20) < 0.001)
  }

  @Test func wheelAndPinchReachAViewThatAsksForThemNotOnlyScrollViews() throws {
    let wheel = Box<[WheelEvent]>([])
    let pinches = Box<[PinchEvent]>([])
    let magnified = Box<Bool>(false)
    let driver = AppDriver(
      VStack(spacing: 0) {
        Color.gray.frame(width: 200, height: 100)
        Color.blue.frame(width: 200, height: 200)
          .onScrollWheel { event in
            wheel.value.append(event)
            return true
          }
          .onPinch { event in
            pinches.value.append(event)
            return true
          }
          .accessibilityIdentifier("blue")
      }
      .gesture(MagnifyGesture().onEnded { _ in magnified.value = true }))
    let blue = try #require(driver.host.frame(ofIdentifier: "blue"))
    let point = CGPoint(x: blue.minX + 110, y: blue.minY + 30)
    driver.scroll(dy: -40, at: point)
    let event = try #require(wheel.value.first)
    #expect(event.delta == CGSize(width: 0, height: -40))
    #expect(
      abs(event.location.x - 110) < 0.01 && abs(event.location.y - 30) < 0.01, "\(event.location)")
    driver.trackpadPinch(at: point, scale: 2, steps: 4)
    #expect(pinches.value.count == 5)
    #expect(abs(pinches.value.prefix(4).map(\.scale).reduce(1, *) - 2) < 0.001)
    #expect(pinches.value.last?.phase == .ended)
    #expect(!magnified.value, "the view that took the pinch keeps it from the gesture around it")
    // Over the gray view nobody takes the pinch itself: the magnify gesture around it does.
    driver.trackpadPinch(at: CGPoint(x: blue.midX, y: blue.minY - 50), scale: 2)
    #expect(magnified.value)
    #expect(wheel.value.count == 1)
  }
}
