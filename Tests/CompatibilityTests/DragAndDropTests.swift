import SwiftUI
import SwiftUITesting
import Testing

/// `TaskBoardScreen` against iOS 16's drag and drop: a long press lifts a card's preview, which follows the
/// finger; the column under it is targeted (its colour changes) and takes the task where it is let go; a
/// text box takes a task as its title; a short press drags nothing.
@MainActor struct DragAndDropTests {
  /// Presses `start` long enough to lift, then moves to `end` in steps (holding before letting go).
  private func longPressDrag(
    _ app: AppDriver, from start: CGPoint, to end: CGPoint, screenshotMidway: String? = nil
  ) -> RenderedImage? {
    app.touchDown(at: start)
    app.advance(by: 0.6)
    app.host.tickInput()
    app.advance(by: 1.0 / 60)
    var midway: RenderedImage?
    for step in 1...10 {
      let t = CGFloat(step) / 10
      app.touchMove(
        to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
      app.advance(by: 1.0 / 60)
    }
    if let screenshotMidway { midway = app.screenshot(to: screenshotMidway) }
    app.touchUp(at: end)
    app.settle()
    return midway
  }

  @Test func aCardDraggedToDoneMovesThere() throws {
    let app = AppDriver(TaskBoardScreen())
    app.settle()
    let card = try #require(app.frame(of: "Buy milk"))
    let doneHeader = try #require(app.frame(of: "Done"))
    let target = CGPoint(x: 200, y: doneHeader.maxY + 60)
    let start = CGPoint(x: card.midX, y: card.midY)
    let before = app.screenshot()
    let during = try #require(
      longPressDrag(
        app, from: start, to: target,
        screenshotMidway: "\(compatibilityScreenshots)/drag-and-drop.png"))
    // While over it, the column is targeted (green) and the lifted card is drawn under the finger.
    let columnPoint = CGPoint(x: 360, y: doneHeader.maxY + 120)
    #expect(!before.pixel(at: columnPoint).isClose(to: 52, 199, 89), "grey before the drag")
    #expect(during.pixel(at: columnPoint).isClose(to: 52, 199, 89), "iOS's green while targeted")
    // iOS's yellow card at the preview's 0.8 opacity over the green column.
    // The preview moved with the finger: its padding, left of the title, is where the card's was plus the move.
    let previewPadding = CGPoint(x: 16 + 6 + target.x - start.x, y: target.y)
    #expect(during.pixel(at: previewPadding).isClose(to: 214, 203, 18, tolerance: 30))
    #expect(during.pixel(at: start).isClose(to: 255, 204, 0), "the card itself stays where it was")
    // Let go: the task is done, at the point where it was dropped; the column is no longer targeted.
    #expect(app.findAll("Buy milk").count == 1)
    let moved = try #require(app.frame(of: "Buy milk"))
    let doneNow = try #require(app.frame(of: "Done"))
    #expect(moved.minY > doneNow.maxY, "the task now stands in the Done column")
    #expect(app.exists("Walk the dog"))
    // The point is in the column's own space (its top-left corner is at the padding, under the header).
    let point = try #require(app.find("at ", exact: false)?.label)
    let numbers = point.dropFirst(3).split(separator: ",").compactMap {
      Int($0.trimmingCharacters(in: .whitespaces))
    }
    try #require(numbers.count == 2, "\(point)")
    #expect(abs(numbers[0] - Int(target.x - 16)) <= 1)
    #expect(abs(numbers[1] - Int(target.y - doneHeader.minY)) <= 1)
    let after = app.screenshot()
    #expect(!after.pixel(at: columnPoint).isClose(to: 52, 199, 89))
  }

  @Test func aTaskDroppedOnNotesArrivesAsItsTitle() throws {
    let app = AppDriver(TaskBoardScreen())
    app.settle()
    let card = try #require(app.frame(of: "Walk the dog"))
    let notes = try #require(app.frame(of: "Notes: "))
    _ = longPressDrag(
      app, from: CGPoint(x: card.midX, y: card.midY), to: CGPoint(x: notes.midX, y: notes.midY))
    #expect(app.exists("Notes: Walk the dog"))
    #expect(app.findAll("Walk the dog").count == 1, "text takes a copy: the task stays to do")
  }

  @Test func aQuickDragDoesNotLiftTheCard() throws {
    let app = AppDriver(TaskBoardScreen())
    app.settle()
    let card = try #require(app.frame(of: "Buy milk"))
    let doneHeader = try #require(app.frame(of: "Done"))
    app.drag(
      from: CGPoint(x: card.midX, y: card.midY), to: CGPoint(x: 200, y: doneHeader.maxY + 60))
    app.settle()
    let still = try #require(app.frame(of: "Buy milk"))
    #expect(still.minY < doneHeader.minY, "without the long press nothing is dragged")
  }
}
