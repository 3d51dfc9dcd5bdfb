import SwiftUI
import SwiftUITesting
import Testing

/// `PhotoGridScreen` against SwiftUI's column arithmetic on a 390 pt phone (358 pt inside the padding).
@MainActor struct GridTests {
  @Test func adaptiveColumnsFitAsManyAsTheMinimumAllows() throws {
    let app = AppDriver(PhotoGridScreen())
    let image = app.screenshot(to: "\(compatibilityScreenshots)/grids.png")
    // (358 + 8) / (80 + 8) → 4 columns of (358 - 3 × 8) / 4 = 83.5 pt; six cells make two rows.
    let cells = app.findAll(identifier: "adaptive")
    #expect(cells.count == 6)
    #expect(cells.prefix(4).map { $0.frame.width } == [83.5, 83.5, 83.5, 83.5])
    #expect(cells.prefix(4).map { $0.frame.minX } == [16, 107.5, 199, 290.5])
    #expect(cells[4].frame.minX == 16 && cells[4].frame.minY == cells[0].frame.maxY + 8)
    #expect(image.pixel(at: cells[1].center).isClose(to: 255, 149, 0))
    #expect(image.pixel(at: CGPoint(x: cells[0].frame.maxX + 4, y: cells[0].center.y)).isBackground)
  }

  @Test func flexibleFixedAndHorizontalGrids() throws {
    let app = AppDriver(PhotoGridScreen())
    // Three flexible columns of (358 - 2 × 8) / 3 = 114 pt, rows 12 pt apart.
    let one = try #require(app.find("1"))
    let three = try #require(app.find("3"))
    let four = try #require(app.find("4"))
    #expect(abs(one.center.x - (16 + 57)) < 0.5)
    #expect(abs(three.center.x - (16 + 2 * 122 + 57)) < 0.5)
    #expect(abs(four.center.x - one.center.x) < 0.5)
    let image = app.screenshot()
    let cellTop = CGPoint(x: one.center.x, y: one.center.y - 13)
    #expect(image.pixel(at: cellTop).isClose(to: 204, 228, 255, tolerance: 10))
    // A 50 pt fixed column then a flexible one taking the rest; leading-aligned texts in each.
    let icon = try #require(app.find("Icon"))
    let title = try #require(app.find("Title"))
    let pin = try #require(app.find("Pin"))
    #expect(abs(icon.center.x - (16 + 25)) < 0.5)
    #expect(abs(title.center.x - (16 + 58 + 150)) < 0.5)
    #expect(abs(pin.center.x - icon.center.x) < 0.5 && pin.frame.minY > icon.frame.maxY)
    // Two rows of 30 pt, cells filling them column by column, columns 10 pt apart.
    let cell0 = try #require(app.find("Cell 0"))
    let cell1 = try #require(app.find("Cell 1"))
    let cell2 = try #require(app.find("Cell 2"))
    #expect(abs(cell0.center.x - cell1.center.x) < 0.5)
    #expect(abs(cell1.center.y - cell0.center.y - 38) < 0.5)
    #expect(cell2.frame.minX >= cell0.frame.maxX + 10 - 0.5)
  }
}

/// `LayoutSwitcherScreen`: AnyLayout over `GridLayout` and the stack layouts, as on iOS 16.
@MainActor struct GridLayoutTests {
  func frames(_ app: AppDriver) throws -> [String: CGRect] {
    var frames: [String: CGRect] = [:]
    for name in ["red", "blue", "green", "orange"] {
      let frame = try #require(app.frame(ofIdentifier: name))
      frames[name] = frame
    }
    return frames
  }

  @Test func gridLayoutLinesCellsUpInColumnsAndSwitchesWithAnimation() throws {
    let app = AppDriver(LayoutSwitcherScreen())
    var image = app.screenshot(to: "\(compatibilityScreenshots)/grid-layout.png")
    let grid = try frames(app)
    // Columns 100 pt (the green cell) and 80 pt wide, 20 pt apart, cells leading in them; rows 40 pt tall,
    // 12 pt apart, cells centred in their row.
    #expect(grid["red"]!.minX == grid["green"]!.minX)
    #expect(grid["blue"]!.minX == grid["green"]!.maxX + 20)
    #expect(grid["orange"]!.minX == grid["blue"]!.minX)
    #expect(grid["green"]!.minY == grid["red"]!.maxY + 12)
    #expect(abs(grid["blue"]!.midY - grid["red"]!.midY) < 0.5)
    #expect(abs((grid["red"]!.minX + grid["blue"]!.maxX) / 2 - 195) < 0.5, "the grid is centred")
    #expect(
      image.pixel(at: CGPoint(x: grid["orange"]!.midX, y: grid["orange"]!.midY)).isClose(
        to: 255, 149, 0))
    #expect(image.pixel(at: CGPoint(x: grid["red"]!.maxX + 10, y: grid["red"]!.midY)).isBackground)

    // As a column of rows: each row's cells side by side, 8 pt apart, rows 10 pt apart.
    try app.tap("Column")
    app.advance(by: 0.5)
    let halfway = try frames(app)
    app.settle()
    image = app.screenshot(to: "\(compatibilityScreenshots)/grid-layout-column.png")
    let stacked = try frames(app)
    // Half a second into the one-second switch the cells are on their way.
    for name in ["blue", "green"] {
      let from = grid[name]!.origin
      let to = stacked[name]!.origin
      let at = halfway[name]!.origin
      #expect(from != to)
      #expect(
        (min(from.x, to.x)...max(from.x, to.x)).contains(at.x)
          && (min(from.y, to.y)...max(from.y, to.y)).contains(at.y) && at != from && at != to,
        "\(name) at \(at), from \(from) to \(to)")
    }
    #expect(stacked["blue"]!.minX == stacked["red"]!.maxX + 8)
    #expect(stacked["orange"]!.minX == stacked["green"]!.maxX + 8)
    #expect(stacked["green"]!.minY == stacked["red"]!.maxY + 10)
    #expect(stacked["red"]!.minX == stacked["green"]!.minX, "leading")
    #expect(
      image.pixel(at: CGPoint(x: stacked["blue"]!.midX, y: stacked["blue"]!.midY)).isClose(
        to: 0, 122, 255))

    // As a row: the two rows side by side, 10 pt apart.
    try app.tap("Row")
    app.settle()
    let row = try frames(app)
    #expect(row["green"]!.minX == row["blue"]!.maxX + 10)
    #expect(abs(row["green"]!.midY - row["red"]!.midY) < 0.5)

    // Piled: both rows at the top leading corner.
    try app.tap("Pile")
    app.settle()
    let pile = try frames(app)
    #expect(pile["red"]!.origin == pile["green"]!.origin)

    // And back to the grid, columns lined up again.
    try app.tap("Grid")
    app.settle()
    #expect(try frames(app) == grid)
  }
}
