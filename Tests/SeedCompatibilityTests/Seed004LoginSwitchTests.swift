import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// Seed 004: Login reaches MainView only after the simulated 1 s API call, in both presentations.
@MainActor @Suite struct Seed004LoginSwitchTests {
  func logIn(_ driver: AppDriver, as name: String) throws {
    driver.tap(at: try #require(driver.textField("Username"), "\(driver.texts)").center)
    driver.type(name)
    try driver.tap("Login")
  }

  @Test func opacityVersionShowsMainViewAfterTheDelay() async throws {
    let driver = AppDriver(Seed004.ContentView().defaultAppStorage(freshStore()), scale: 2)
    driver.screenshot(to: "\(screenshotFolder)/seed004-login.png")
    try logIn(driver, as: "ada")
    #expect(!driver.exists("Hello ada!"), "nothing happens before the API call returns")
    #expect(driver.exists("Password"))

    #expect(await driver.wait(for: "Hello ada!"))
    // The default transition fades: the login form is still drawn as the main view comes in.
    #expect(driver.exists("Password", includingHidden: true), "mid-fade: \(driver.texts)")
    driver.settle()
    #expect(!driver.exists("Password"))
    #expect(driver.exists("Logout"))
    #expect(driver.exists("Content"))
    driver.screenshot(to: "\(screenshotFolder)/seed004-main.png")

    try driver.tap("Logout")
    driver.settle()
    #expect(driver.exists("Password"))
    #expect(!driver.exists("Hello ada!"))
  }

  @Test func offsetVersionSlidesBothViewsWhichStayPresent() async throws {
    let driver = AppDriver(Seed004.OffsetContentView().defaultAppStorage(freshStore()), scale: 2)
    let width = UIScreen.main.bounds.width
    // Both views are in the hierarchy from the start; the main view waits one screen width to the right.
    let mainAtStart = try #require(
      driver.frame(of: "Hello !", includingHidden: true), "\(driver.texts)")
    #expect(mainAtStart.minX >= width - 1, "\(mainAtStart)")
    let loginAtStart = try #require(driver.frame(of: "Login"))
    driver.screenshot(to: "\(screenshotFolder)/seed004-offset-login.png")

    try logIn(driver, as: "ada")
    let before = try #require(driver.frame(of: "Hello ada!", includingHidden: true))
    #expect(before.minX >= width - 1, "still off screen before the delay: \(before)")

    #expect(
      await driver.wait(until: { (driver.frame(of: "Hello ada!")?.minX ?? width) < width - 5 }))
    // Mid-slide both are partly on screen.
    let main = try #require(driver.frame(of: "Hello ada!"))
    let login = try #require(driver.frame(of: "Login"))
    #expect(main.minX < width && login.minX > loginAtStart.minX - width, "\(main) \(login)")

    driver.settle()
    let mainAtRest = try #require(driver.frame(of: "Hello ada!"))
    let loginAtRest = try #require(
      driver.frame(of: "Login", includingHidden: true), "the login view stays present")
    #expect(abs(mainAtRest.midX - (mainAtStart.midX - width)) < 1, "\(mainAtRest)")
    #expect(abs(loginAtRest.midX - (loginAtStart.midX - width)) < 1, "\(loginAtRest)")
    driver.screenshot(to: "\(screenshotFolder)/seed004-offset-main.png")

    try driver.tap("Logout")
    driver.settle()
    let loginBack = try #require(driver.frame(of: "Login"))
    #expect(abs(loginBack.midX - loginAtStart.midX) < 1)
  }
}
