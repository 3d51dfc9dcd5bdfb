import SwiftUI
import SwiftUITesting
import Testing

/// `RecipesScreen` against iOS during a push, a pop and a swipe back: the pages slide, but the bar stays in
/// place and its titles cross-fade — the new title fades in where it will rest while the old one (and the
/// back button of the page that goes) fades out where it was.
@MainActor struct NavigationCrossFadeTests {
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

  @Test func pushingFadesTheNewTitleInWhereItRestsAndTheOldOneOut() throws {
    let app = AppDriver(RecipesScreen())
    let large = try #require(app.findAll("Recipes").first { $0.kind == .text }).frame
    press(app, try #require(app.find("Tomato soup")).center)
    app.advance(by: 0.08)
    let image = app.screenshot(to: "\(compatibilityScreenshots)/recipes-push-cross-fade.png")
    let inline = try #require(inlineTitle(app))
    #expect(abs(inline.midX - 195) < 0.5 && abs(inline.midY - 69) < 1, "in place: \(inline)")
    let newInk = ink(image, in: inline)
    #expect(newInk > 40 && newInk < 220, "half faded in: \(newInk)")
    let old = try #require(
      app.findAll("Recipes").first { $0.kind == .text && $0.frame.height > 30 }
    ).frame
    #expect(old == large, "the old title does not slide: \(old)")
    let oldInk = ink(image, in: old)
    #expect(oldInk > 40 && oldInk < 220, "half faded out: \(oldInk)")
    // The page itself is still sliding in under the bar.
    let cook = try #require(app.find("Cook it")).frame
    app.settle()
    let rested = try #require(app.find("Cook it")).frame
    #expect(cook.minX > rested.minX + 40, "\(cook) → \(rested)")
    #expect(ink(app.screenshot(), in: try #require(inlineTitle(app))) < 40)
    #expect(
      !app.findAll("Recipes").contains { $0.kind == .text && $0.frame.height > 30 },
      "the old title has gone")
  }

  @Test func poppingAndSwipingFadeTheTitlesBack() throws {
    let app = AppDriver(RecipesScreen())
    let large = try #require(app.findAll("Recipes").first { $0.kind == .text }).frame
    try app.tap("Tomato soup")
    app.settle()
    let back = try #require(app.findAll("Recipes").first { $0.kind == .text }).frame
    let going = try #require(inlineTitle(app))
    press(app, CGPoint(x: back.midX, y: back.midY))
    app.advance(by: 0.08)
    // The title that goes (on its way out, so drawn but no longer found) fades where it was.
    let popping = app.screenshot(to: "\(compatibilityScreenshots)/recipes-pop-cross-fade.png")
    let goingInk = ink(popping, in: going)
    #expect(goingInk > 40 && goingInk < 220, "\(goingInk)")
    let coming = try #require(
      app.findAll("Recipes").first { $0.kind == .text && $0.frame.height > 30 }
    ).frame
    #expect(coming == large)
    app.settle()
    #expect(inlineTitle(app) == nil)

    // Dragged half way back: each title half drawn.
    try app.tap("Tomato soup")
    app.settle()
    app.touchDown(at: CGPoint(x: 5, y: 500))
    app.touchMove(to: CGPoint(x: 100, y: 500))
    app.touchMove(to: CGPoint(x: 200, y: 500))
    let swiping = app.screenshot(to: "\(compatibilityScreenshots)/recipes-swipe-cross-fade.png")
    let inline = try #require(inlineTitle(app))
    let inlineInk = ink(swiping, in: inline)
    #expect(inlineInk > 70 && inlineInk < 190, "\(inlineInk)")
    let under = try #require(
      app.findAll("Recipes").first { $0.kind == .text && $0.frame.height > 30 }
    ).frame
    #expect(under == large)
    let underInk = ink(swiping, in: under)
    #expect(underInk > 70 && underInk < 190, "\(underInk)")
    app.touchMove(to: CGPoint(x: 300, y: 500))
    app.touchUp(at: CGPoint(x: 300, y: 500))
    app.settle()
    #expect(inlineTitle(app) == nil && app.exists("Pancakes"))
  }
}
