import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// Seed 002: the sign-in write in `nextButtonTapped` has no withAnimation; the `.animation(.spring())` on the
/// Group around the if/else is what animates the switch between onboarding and profile.
@MainActor @Suite struct Seed002OnboardingTests {
  let store = freshStore()

  func launch() -> AppDriver { AppDriver(Seed002.IntroView().defaultAppStorage(store), scale: 2) }

  /// Plays the onboarding up to the gender step with a name and a chosen gender.
  func playToGender(_ driver: AppDriver) throws {
    try driver.tap("로그인하기")
    driver.settle()
    driver.tap(at: try #require(driver.textField("이름을 입력하세요")).center)
    driver.type("우주형")
    try driver.tap("다음으로")
    driver.settle()
    #expect(driver.exists("몇 살이에요?"))
    #expect(driver.exists("20"))
    try driver.tap("다음으로")
    driver.settle()
    #expect(driver.exists("성별은 어떻게 되나요?"))
    let picker = try #require(
      driver.elements().last { $0.kind == .control("picker") }, "\(driver.texts)")
    driver.tap(at: picker.center)
    driver.settle()
    try driver.tap("여자")
    driver.settle()
  }

  @Test func welcomeScreen() throws {
    let driver = launch()
    #expect(driver.exists("로그인 해볼까요?"))
    #expect(driver.exists("로그인하기"))
    let image = driver.screenshot(to: "\(screenshotFolder)/seed002-welcome.png")
    // A gradient from blue at the top leading corner to purple at the bottom trailing one.
    let top = image.pixel(at: CGPoint(x: 2, y: 2))
    let bottom = image.pixel(at: CGPoint(x: 388, y: 842))
    #expect(top.blue > 240 && top.red < 40, "\(top)")
    #expect(bottom.red > 150 && bottom.blue > 200, "\(bottom)")
    // The white sign-in symbol above the title, centred.
    let title = try #require(driver.frame(of: "로그인 해볼까요?"))
    let symbol = try #require(
      image.bounds(in: CGRect(x: 0, y: 60, width: 390, height: title.minY - 80)) { $0.isWhite() })
    #expect(symbol.width > 150 && symbol.height > 150 && abs(symbol.midX - 195) < 12, "\(symbol)")
    // The title in white, underlined; the button white with the purple label.
    #expect(image.count(in: title) { $0.isWhite() } > 200)
    #expect(image.hasWhiteLine(under: title))
    let button = try #require(driver.frame(of: "로그인하기"))
    #expect(image.showsPurple(in: button))
    #expect(image.pixel(at: CGPoint(x: 30, y: button.midY)).isWhite())
  }

  @Test func signingInThroughTheOnboardingAnimatesTheSwitch() throws {
    let driver = launch()
    try playToGender(driver)
    try driver.tap("다음으로")
    driver.advance(by: 0.15)

    // Mid-way both are drawn: the profile rising from the bottom, the onboarding leaving downwards.
    #expect(driver.exists("유저의 이름은 우주형"), "\(driver.texts)")
    #expect(driver.exists("성별은 어떻게 되나요?", includingHidden: true), "\(driver.texts)")
    let rising = try #require(driver.frame(of: "유저의 이름은 우주형"))
    // The group's animation modifier applies to each of its views (as any modifier on a Group does): neither
    // view drifts sideways while one moves down and the other up.
    let leaving = try #require(driver.frame(of: "성별은 어떻게 되나요?", includingHidden: true))
    #expect(abs(leaving.midX - 195) < 0.5, "\(leaving)")
    #expect(abs(rising.midX - 195) < 0.5, "\(rising)")
    let midway = driver.screenshot(to: "\(screenshotFolder)/seed002-switch-midway.png")
    // The profile card is drawn where it is on its way up: white, its texts purple.
    #expect(midway.showsPurple(in: rising))
    let midwayCardTop = midway.firstRow(atX: 195) { $0.isWhite() } ?? 844

    driver.settle()
    #expect(!driver.exists("성별은 어떻게 되나요?"))
    let atRest = try #require(driver.frame(of: "유저의 이름은 우주형"))
    #expect(rising.minY > atRest.minY + 20, "\(rising) vs \(atRest)")
    #expect(driver.exists("유저의 나이는 20"))
    #expect(driver.exists("유저의 성별은 여자"))
    #expect(store.bool(forKey: "user_signIn"))
    let image = driver.screenshot(to: "\(screenshotFolder)/seed002-profile.png")
    let cardTop = image.firstRow(atX: 195) { $0.isWhite() } ?? 844
    #expect(midwayCardTop > cardTop + 20, "the card rose from \(midwayCardTop) to \(cardTop)")
    // `.cornerRadius(.infinity)` makes the sign-out button a capsule: its top edge is straight right after the
    // left half-circle (an ellipse would leave the white card showing there).
    let button = try #require(driver.frame(of: "로그아웃")).insetBy(dx: -20, dy: -20)
    let edge = image.pixel(at: CGPoint(x: button.minX + button.height / 2 + 2, y: button.minY + 2))
    #expect(edge.blue > 200 && edge.red < 60, "\(edge) at the top edge of \(button)")

    // Signing out (no withAnimation either) animates back: the onboarding comes in from the top.
    try driver.tap("로그아웃")
    driver.advance(by: 0.15)
    #expect(
      driver.exists("유저의 이름은 노유저", includingHidden: true)
        || driver.exists("유저의 이름은 우주형", includingHidden: true), "\(driver.texts)")
    #expect(driver.exists("로그인 해볼까요?"), "\(driver.texts)")
    driver.settle()
    #expect(!driver.exists("로그아웃"))
    #expect(store.object(forKey: "name") == nil)
    #expect(store.bool(forKey: "user_signIn") == false)
  }
}
