import SwiftUI
import SwiftUITesting
import Testing

/// `RecipesScreen` against iOS during a push, a pop and a swipe back: the pages slide and the bar's titles
/// move as on iOS — pushed over, the large title "Recipes" slides (shrinking) from where it rests into the
/// back button's place beside the chevron, where the new bar's back title, coming from the same place, takes
/// over from it, while "Tomato soup" comes in from the trailing side to the middle; popped, and swiped back
/// with the finger, the reverse.
@MainActor struct NavigationTitleMotionTests {
  /// The darkest red component in `rect`: 0 for black ink drawn fully, 255 for none.
  func ink(_ image: RenderedImage, in rect: CGRect) -> Int {
    var darkest = 255
    for y in stride(from: rect.minY, to: rect.maxY, by: 0.5) {
      for x in stride(from: rect.minX, to: rect.maxX, by: 0.5) {
        darkest = min(darkest, Int(image.pixel(at: CGPoint(x: x, y: y)).red))
      }
    }
    return darkest
  }

  func press(_ app: AppDriver, _ point: CGPoint) {
    app.touchDown(at: point)
    app.advance(by: 0.05)
    app.touchUp(at: point)
  }

  func inlineTitle(_ app: AppDriver) -> CGRect? {
    app.findAll("Tomato soup").first { $0.kind == .text && $0.frame.midY < 91 }?.frame
  }

  /// The texts "Recipes" drawn in the bars, in drawing order: the large title of the bar under (or the root's
  /// alone), then the back title of the bar over it.
  func recipes(_ app: AppDriver) -> [CGRect] {
    app.findAll("Recipes").filter { $0.kind == .text }.map(\.frame)
  }

  /// The back button's title at rest: 26 pt from the leading edge (8, the chevron's 12, 6), centred in the
  /// 44 pt row under the 47 pt status bar.
  static let backRest = CGPoint(x: 26, y: 47 + 22)

  @Test func pushingMovesTheLargeTitleIntoTheBackButtonAndBringsTheNewTitleIn() throws {
    let app = AppDriver(RecipesScreen())
    let rest = try #require(recipes(app).first)
    press(app, try #require(app.find("Tomato soup")).center)
    app.advance(by: 0.08)
    let image = app.screenshot(to: "\(compatibilityScreenshots)/recipes-push-titles.png")
    let titles = recipes(app)
    try #require(titles.count == 2, "\(titles)")
    let old = titles[0]
    // On its way from x 16 to 26 and up from its row towards the 44 pt row.
    #expect(old.minX > rest.minX + 2 && old.minX < Self.backRest.x - 2, "\(old)")
    #expect(old.midY < rest.midY - 10 && old.midY > Self.backRest.y + 10, "\(old) from \(rest)")
    let oldInk = ink(image, in: old)
    #expect(oldInk > 40 && oldInk < 220, "half faded out: \(oldInk)")
    // The back title comes from the same place: the two overlap as one title moving.
    let back = titles[1]
    #expect(abs(back.minX - old.minX) < 1 && abs(back.midY - old.midY) < 2, "\(back) and \(old)")
    // The new title comes in from the trailing side, half faded in.
    let inline = try #require(inlineTitle(app))
    #expect(inline.midX > 195 + 30 && abs(inline.midY - 69) < 1, "coming in: \(inline)")
    let newInk = ink(image, in: inline)
    #expect(newInk > 40 && newInk < 220, "half faded in: \(newInk)")
    app.settle()
    #expect(abs(try #require(inlineTitle(app)).midX - 195) < 0.5)
    let settled = try #require(recipes(app).first)
    #expect(recipes(app).count == 1, "the old title has gone")
    #expect(abs(settled.minX - Self.backRest.x) < 1 && abs(settled.midY - Self.backRest.y) < 1)
  }

  @Test func poppingAndSwipingMoveTheTitlesBack() throws {
    let app = AppDriver(RecipesScreen())
    let rest = try #require(recipes(app).first)
    try app.tap("Tomato soup")
    app.settle()
    let back = try #require(app.findAll("Recipes").first { $0.kind == .text }).frame
    press(app, CGPoint(x: back.midX, y: back.midY))
    app.advance(by: 0.08)
    _ = app.screenshot(to: "\(compatibilityScreenshots)/recipes-pop-titles.png")
    // The large title comes back out of the back button.
    let coming = try #require(recipes(app).first)
    #expect(coming.minX > rest.minX + 2 && coming.midY < rest.midY - 10, "\(coming)")
    app.settle()
    #expect(inlineTitle(app) == nil)
    #expect(recipes(app) == [rest])

    // Dragged half way back: each title half way between its two places, following the finger.
    try app.tap("Tomato soup")
    app.settle()
    let inlineRest = try #require(inlineTitle(app))
    app.touchDown(at: CGPoint(x: 5, y: 500))
    app.touchMove(to: CGPoint(x: 100, y: 500))
    app.touchMove(to: CGPoint(x: 200, y: 500))
    let swiping = app.screenshot(to: "\(compatibilityScreenshots)/recipes-swipe-titles.png")
    let half = (200.0 - 5.0) / 390
    let under = try #require(recipes(app).first)
    #expect(abs(under.minX - (rest.minX + 10 * (1 - half))) < 1.5, "\(under)")
    #expect(under.midY < rest.midY - 5 && under.midY > Self.backRest.y + 5, "\(under)")
    let inline = try #require(inlineTitle(app))
    #expect(inline.midX > inlineRest.midX + 30, "\(inline) from \(inlineRest)")
    let inlineInk = ink(swiping, in: inline)
    #expect(inlineInk > 70 && inlineInk < 190, "\(inlineInk)")
    app.touchMove(to: CGPoint(x: 300, y: 500))
    app.touchUp(at: CGPoint(x: 300, y: 500))
    app.settle()
    #expect(inlineTitle(app) == nil && app.exists("Pancakes"))
    #expect(recipes(app) == [rest])
  }
}
