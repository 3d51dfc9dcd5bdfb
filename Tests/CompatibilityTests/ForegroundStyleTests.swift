import SwiftUI
import SwiftUITesting
import Testing

/// `Text(…).foregroundStyle(.secondary)` is Text's own modifier (it returns Text): the recipe page's
/// "35 minutes" is drawn in the secondary label grey, never black.
@MainActor struct ForegroundStyleTests {
  @Test func secondaryTextOnTheRecipePageIsGrey() throws {
    let app = AppDriver(RecipesScreen())
    try app.tap("Tomato soup")
    app.settle()
    let image = app.screenshot()
    let minutes = try #require(app.find("35 minutes")).frame
    #expect(image.count(in: minutes) { $0.red < 100 } == 0, "no black pixels")
    #expect(image.count(in: minutes) { $0.isClose(to: 138, 138, 142, tolerance: 12) } > 5)
  }

  @Test func textTakesTintAndHierarchicalStylesOfItsOwn() throws {
    let app = AppDriver(
      VStack {
        Text("Tinted").font(.largeTitle).foregroundStyle(.tint)
        Text("Tertiary").font(.largeTitle).foregroundStyle(.tertiary)
      }
      .tint(.green))
    let image = app.screenshot()
    let tinted = try #require(app.find("Tinted")).frame
    #expect(image.count(in: tinted) { $0.isClose(to: 52, 199, 89, tolerance: 12) } > 5)
    // Tertiary: black at 30% over white, 179; nothing darker than that.
    let tertiary = try #require(app.find("Tertiary")).frame
    #expect(image.count(in: tertiary) { $0.red < 160 } == 0)
    #expect(image.count(in: tertiary) { $0.isClose(to: 179, 179, 179, tolerance: 10) } > 5)
  }
}
