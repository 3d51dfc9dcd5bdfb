import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// Seed 003: a user's card (illustration, clear-to-black gradient, "Name, age" and hobby in white, corner
/// radius 12), the top bar of three icon buttons, the bottom bar of four round white buttons, and the drag that
/// pages to the next user when the throw passes half the width.
@MainActor @Suite struct Seed003SwipeCardsTests {
  func launch() -> AppDriver { AppDriver(Seed003.ContentView(), scale: 2) }

  @Test func uiImageLoadsByNameFileAndDataAndTheEmptyImageHasNoSize() throws {
    let named = try #require(UIImage(named: "user_layla"))
    #expect(named.size == CGSize(width: 300, height: 400))
    #expect(UIImage(named: "no_such_user") == nil)
    #expect(UIImage().size == .zero)
    #expect(UIImage().pngData() == nil)
    let png = try #require(named.pngData())
    let decoded = try #require(UIImage(data: png))
    #expect(decoded.size == named.size)
    #expect(UIImage(data: Data("not an image".utf8)) == nil)
    #expect(UIImage(data: Data()) == nil)
    let twice = try #require(UIImage(data: png, scale: 2))
    #expect(twice.size == CGSize(width: 150, height: 200))
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "seed003-\(UUID()).png")
    try png.write(to: path)
    defer { try? FileManager.default.removeItem(at: path) }
    #expect(UIImage(contentsOfFile: path.path)?.size == named.size)
    #expect(UIImage(contentsOfFile: path.path + ".missing") == nil)
  }

  @Test func theCardShowsTheUserOverTheIllustrationWithAGradient() throws {
    let driver = launch()
    let name = try #require(driver.frame(of: "Layla, 27"), "\(driver.texts)")
    let hobby = try #require(driver.frame(of: "Photography"))
    #expect(hobby.minY >= name.maxY - 1, "hobby below the name")
    #expect(abs(hobby.minX - name.minX) < 1, "both aligned leading")
    #expect(name.minX < 80, "at the card's leading edge: \(name)")
    let image = driver.screenshot()
    _ = image.writePNG(to: "\(screenshotFolder)/seed003-card.png")
    // Title semibold white: the name's strokes are white.
    #expect(countPixels(in: image, name) { $0.red > 240 && $0.green > 240 && $0.blue > 240 } > 40)
    // The gradient darkens the illustration towards the bottom: the bottom row of the card is nearly black, the
    // middle is the illustration's own colour.
    let card = try #require(cardFrame(image: image, around: name))
    let nearBottom = image.pixel(at: CGPoint(x: card.midX - 100, y: card.maxY - 3))
    #expect(nearBottom.red < 50 && nearBottom.green < 50 && nearBottom.blue < 50, "\(nearBottom)")
    let upper = image.pixel(at: CGPoint(x: card.minX + 8, y: card.minY + 20))
    #expect(Int(upper.red) + Int(upper.green) + Int(upper.blue) > 300, "\(upper)")
    // Rounded corners of radius 12: the very corner shows what is behind, 12 pt in it is the card.
    let corner = image.pixel(at: CGPoint(x: card.minX + 1, y: card.minY + 1))
    #expect(corner.red > 200 && corner.green > 200 && corner.blue > 200, "\(corner)")
  }

  @Test func theBarsHoldTheSeedsButtons() throws {
    let driver = launch()
    let buttons = driver.elements().filter { $0.kind == .control("button") }
    #expect(buttons.count >= 7, "\(buttons)")
    let top = buttons.filter { $0.frame.midY < 200 }
    let bottom = buttons.filter { $0.frame.midY > 600 }
    #expect(top.count == 3, "\(top)")
    #expect(bottom.count == 4, "\(bottom)")
    // The bottom buttons sit on white circles (1.5 and 2 times their size, from their top-leading corner: a
    // GeometryReader places its content there) and show their icons in the seed's colours.
    let image = driver.screenshot()
    for button in bottom {
      let ring = CGPoint(
        x: button.frame.maxX + 3, y: button.frame.minY + button.frame.height * 0.75)
      let pixel = image.pixel(at: ring)
      #expect(pixel.red > 240 && pixel.green > 240 && pixel.blue > 240, "\(button): \(pixel)")
    }
    let colours: [(String, (RenderedImage.Pixel) -> Bool)] = [
      ("orange", { $0.red > 200 && $0.green > 100 && $0.green < 180 && $0.blue < 60 }),
      ("red", { $0.red > 200 && $0.green < 80 && $0.blue < 80 }),
      ("green", { $0.green > 150 && $0.red < 120 && $0.blue < 120 }),
      ("purple", { $0.red > 120 && $0.blue > 180 && $0.green < 100 }),
    ]
    for (button, (name, isColour)) in zip(bottom.sorted { $0.frame.minX < $1.frame.minX }, colours)
    {
      #expect(
        countPixels(in: image, button.frame, where: isColour) > 30, "\(name) icon in \(button)")
    }
    _ = image.writePNG(to: "\(screenshotFolder)/seed003-bars.png")
  }

  @Test func aDragPastHalfTheWidthPagesToTheNextUserAndAShortOneSpringsBack() throws {
    let driver = launch()
    let start = try #require(driver.frame(of: "Layla, 27"))
    let y = start.minY - 100
    // A short, slow drag: the card follows the finger, then returns.
    driver.drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 240, y: y), duration: 0.6, steps: 12)
    driver.settle()
    let back = try #require(driver.frame(of: "Layla, 27"))
    #expect(abs(back.minX - start.minX) < 1, "\(back) vs \(start)")

    driver.drag(from: CGPoint(x: 330, y: y), to: CGPoint(x: 60, y: y), duration: 0.3, steps: 12)
    driver.settle()
    let next = try #require(driver.frame(of: "Jasur, 31"), "\(driver.texts)")
    #expect(abs(next.minX - start.minX) < 1, "the second user in the first's place: \(next)")
    let gone = try #require(driver.frame(of: "Layla, 27", includingHidden: true))
    #expect(gone.maxX < 0, "\(gone)")

    // Back again with a drag to the right; and never before the first user.
    driver.drag(from: CGPoint(x: 60, y: y), to: CGPoint(x: 330, y: y), duration: 0.3, steps: 12)
    driver.settle()
    #expect(abs((driver.frame(of: "Layla, 27")?.minX ?? -1) - start.minX) < 1)
    driver.drag(from: CGPoint(x: 60, y: y), to: CGPoint(x: 330, y: y), duration: 0.3, steps: 12)
    driver.settle()
    #expect(abs((driver.frame(of: "Layla, 27")?.minX ?? -1) - start.minX) < 1)
  }

  @Test func aFastFlickPagesEvenWhenTheFingerTravelsLittle() throws {
    let driver = launch()
    let start = try #require(driver.frame(of: "Layla, 27"))
    let y = start.minY - 100
    // 120 pt in 0.05 s: predictedEndTranslation reaches far past half the width.
    driver.drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 180, y: y), duration: 0.05, steps: 4)
    driver.settle()
    let next = try #require(driver.frame(of: "Jasur, 31"))
    #expect(abs(next.minX - start.minX) < 1, "\(next)")
  }

  // MARK: Helpers

  func countPixels(
    in image: RenderedImage, _ rect: CGRect, where test: (RenderedImage.Pixel) -> Bool
  ) -> Int {
    var count = 0
    var y = rect.minY
    while y < rect.maxY {
      var x = rect.minX
      while x < rect.maxX {
        if test(image.pixel(at: CGPoint(x: x, y: y))) { count += 1 }
        x += 0.5
      }
      y += 0.5
    }
    return count
  }

  /// The card's bounds: from the name, walk outwards until the pixels turn white (the background).
  func cardFrame(image: RenderedImage, around name: CGRect) -> CGRect? {
    func isBackground(_ p: RenderedImage.Pixel) -> Bool {
      p.red > 235 && p.green > 235 && p.blue > 235
    }
    let y = name.minY - 150
    var left = name.minX - 2
    while left > 0, !isBackground(image.pixel(at: CGPoint(x: left - 0.5, y: y))) { left -= 0.5 }
    var right = name.minX
    while right < 390, !isBackground(image.pixel(at: CGPoint(x: right + 0.5, y: y))) {
      right += 0.5
    }
    let x = (left + right) / 2
    var top = y
    while top > 0, !isBackground(image.pixel(at: CGPoint(x: x, y: top - 0.5))) { top -= 0.5 }
    var bottom = y
    while bottom < 844, !isBackground(image.pixel(at: CGPoint(x: x, y: bottom + 0.5))) {
      bottom += 0.5
    }
    return CGRect(x: left, y: top, width: right - left, height: bottom - top)
  }
}
