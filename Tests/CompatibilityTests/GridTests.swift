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
