import SwiftUI
import SwiftUITesting
import Testing

/// `PressAndDragScreen` and `DragAndPinchScreen` against iOS: a long press sequenced before a drag moves the
/// circle only once the press has lasted half a second, reports `.first(true)` while pressing and
/// `.second(true, drag)` while dragging, and ends with the drag's translation; moved too soon, nothing
/// happens. A simultaneous gesture's `onChanged` hears a value holding its parts.
@MainActor struct ComposedGestureTests {
  @Test func aLongPressThenADragMovesTheCircle() throws {
    let app = AppDriver(PressAndDragScreen())
    let circle = try #require(app.find("Circle")).frame
    let centre = CGPoint(x: circle.midX, y: circle.midY)
    #expect(app.exists("Idle"))

    app.touchDown(at: centre)
    app.advance(by: 0.1)
    #expect(app.exists("Pressing"), "the press reports .first(true) as it starts")
    app.advance(by: 0.5)
    app.host.tickInput()  // as the window does every frame while a touch is down
    app.advance(by: 1.0 / 60)
    #expect(app.exists("Dragging"), "the press recognised: the sequence moves on to the drag")
    app.touchMove(to: CGPoint(x: centre.x + 5, y: centre.y + 5))
    app.touchMove(to: CGPoint(x: centre.x + 60, y: centre.y + 40))
    app.advance(by: 1.0 / 60)
    let dragged = try #require(app.find("Circle")).frame
    #expect(abs(dragged.midX - (centre.x + 60)) < 2 && abs(dragged.midY - (centre.y + 40)) < 2)
    app.touchUp(at: CGPoint(x: centre.x + 60, y: centre.y + 40))
    app.settle()
    #expect(app.exists("Idle") && app.exists("Moved"))
    let moved = try #require(app.find("Circle")).frame
    #expect(
      abs(moved.midX - (centre.x + 60)) < 2, "the circle stays where it was dropped: \(moved)")
  }

  @Test func movingBeforeThePressHasLastedDoesNothing() throws {
    let app = AppDriver(PressAndDragScreen())
    let circle = try #require(app.find("Circle")).frame
    app.drag(
      from: CGPoint(x: circle.midX, y: circle.midY),
      to: CGPoint(x: circle.midX + 80, y: circle.midY), duration: 0.2)
    app.settle()
    #expect(app.exists("Idle") && app.exists("Not ended"))
    #expect(try #require(app.find("Circle")).frame == circle)
  }

  @Test func liftingAfterThePressEndsWithoutADrag() throws {
    let app = AppDriver(PressAndDragScreen())
    let circle = try #require(app.find("Circle")).frame
    let centre = CGPoint(x: circle.midX, y: circle.midY)
    app.touchDown(at: centre)
    app.advance(by: 0.7)
    app.touchUp(at: centre)
    app.settle()
    #expect(app.exists("Ended without a drag") && app.exists("Idle"))
  }

  @Test func aSimultaneousGestureHearsItsParts() throws {
    let app = AppDriver(DragAndPinchScreen())
    let card = try #require(app.find("Card")).frame
    app.drag(
      from: CGPoint(x: card.midX, y: card.midY), to: CGPoint(x: card.midX + 50, y: card.midY),
      duration: 0.2)
    #expect(app.exists("Moved 50, zoom none"))
  }
}
