import FindYourMatch
import Foundation
import SwiftUI
import SwiftUITesting
import Testing

/// The first screen a new user sees (seed 000): purple radial gradient to the screen edges, the heart symbol in
/// the top third, the title and the white SIGN UP button.
@MainActor @Suite struct WelcomeScreenTests {
  /// A fresh store, so a signed-in flag left by another test cannot show the profile instead.
  let app = TestApp()

  func welcome(scale: CGFloat = 2) -> AppDriver { app.launch(scale: scale) }

  static let lightPurple = RenderedImage.Pixel(red: 191, green: 140, blue: 242)  // (0.75, 0.55, 0.95)
  static let darkPurple = RenderedImage.Pixel(red: 115, green: 51, blue: 166)  // (0.45, 0.2, 0.65)

  @Test func gradientRunsFromLightPurpleTopLeftToDarkPurpleBottomRight() {
    let image = welcome().screenshot()
    let topLeft = image.pixel(x: 0, y: 0)
    #expect(topLeft.distance(to: Self.lightPurple) <= 6, "\(topLeft)")
    let bottomRight = image.pixel(x: image.pixelWidth - 1, y: image.pixelHeight - 1)
    #expect(bottomRight.distance(to: Self.darkPurple) <= 6, "\(bottomRight)")
    // The gradient fills the status bar and home indicator areas too (it ignores the safe area).
    let statusBar = image.pixel(at: CGPoint(x: 380, y: 10))
    #expect(statusBar.blue > 150 && statusBar.green < statusBar.blue, "\(statusBar)")
  }

  @Test func whiteHeartSymbolSitsInTheTopThird() throws {
    let driver = welcome()
    let heart = try #require(driver.frame(of: "heart.text.square.fill"))
    #expect(abs(heart.width - 200) < 0.5 && abs(heart.height - 200) < 0.5, "\(heart)")
    #expect(abs(heart.midX - 195) < 0.5)
    #expect(heart.minY > 47 && heart.minY < 844 / 3, "\(heart)")
    #expect(heart.midY < 844 / 2)
    let image = driver.screenshot()
    let white = RenderedImage.Pixel(red: 255, green: 255, blue: 255)
    // Inside the rounded square, left of the knocked-out heart and lines.
    #expect(image.pixel(at: CGPoint(x: heart.minX + 30, y: heart.midY)) == white)
    #expect(image.pixel(at: CGPoint(x: heart.midX, y: heart.minY + 30)) == white)
  }

  @Test func titleAndWhiteSignUpButtonAreShown() throws {
    let driver = welcome()
    let title = try #require(driver.frame(of: "Find your match"))
    let heart = try #require(driver.frame(of: "heart.text.square.fill"))
    #expect(title.minY > heart.maxY)
    #expect(
      driver.exists(
        "Meet people nearby who share what you love. Tell us a little about yourself and we'll do the rest."
      ))
    let signUp = try #require(driver.frame(of: "SIGN UP"))
    #expect(signUp.maxY > 844 * 2 / 3, "near the bottom: \(signUp)")
    #expect(
      signUp.maxY <= 844 - 34 - 30 + 0.5,
      "above the home indicator and the 30 pt padding: \(signUp)")
    let image = driver.screenshot()
    let white = RenderedImage.Pixel(red: 255, green: 255, blue: 255)
    // The button's white background spans the width inside the 30 pt padding, 55 pt tall.
    #expect(image.pixel(at: CGPoint(x: 35, y: signUp.midY)) == white)
    #expect(image.pixel(at: CGPoint(x: 355, y: signUp.midY)) == white)
    #expect(image.pixel(at: CGPoint(x: 25, y: signUp.midY)) != white)
    // The label is purple on white.
    let label = (0..<Int(signUp.width)).map {
      image.pixel(at: CGPoint(x: signUp.minX + CGFloat($0), y: signUp.midY))
    }
    #expect(label.contains { $0.green < 150 && $0.red > 120 && $0.blue > 180 })
  }

  @Test func welcomeScreenSnapshot() {
    let image = welcome().screenshot()
    if let failure = Snapshot.compare(image, named: "welcome", filePath: #filePath) {
      Issue.record(Comment(rawValue: failure))
    }
  }
}
