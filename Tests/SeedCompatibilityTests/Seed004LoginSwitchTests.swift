import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// Seed 004: Login reaches MainView only after the simulated 1 s API call, in both presentations.
@MainActor @Suite struct Seed004LoginSwitchTests {
  static let cyan = RenderedImage.Pixel(red: 179, green: 255, blue: 255)  // cyan at 0.3 over white
  static let gray = RenderedImage.Pixel(red: 142, green: 142, blue: 147)  // Color.gray
  static let loginBlue = RenderedImage.Pixel(red: 57, green: 130, blue: 212)  // blue at 0.6 over the gray

  /// The login form alone on the cyan background: the 300 × 200 grey panel centred, white fields, the blue
  /// Login button, black labels.
  func expectLoginForm(_ image: RenderedImage, _ driver: AppDriver) throws {
    #expect(image.pixel(at: CGPoint(x: 5, y: 5)).isClose(to: Self.cyan))
    // Its edges, found along the row through the password field and the column down the middle.
    func isGray(_ pixel: RenderedImage.Pixel) -> Bool { pixel.isClose(to: Self.gray, tolerance: 2) }
    let password = try #require(
      driver.elements().first { $0.kind == .text && $0.label == "Password" }
    ).frame
    let across = try #require(
      image.bounds(in: CGRect(x: 0, y: password.midY, width: 390, height: 0.5), where: isGray))
    let down = try #require(
      image.bounds(in: CGRect(x: 195, y: 0, width: 0.5, height: 844), where: isGray))
    let panel = CGRect(x: across.minX, y: down.minY, width: across.width, height: down.height)
    #expect(abs(panel.width - 300) <= 1 && abs(panel.height - 200) <= 1, "\(panel)")
    #expect(abs(panel.midX - 195) <= 1 && abs(panel.midY - 422) <= 8, "centred: \(panel)")
    #expect(image.count(in: panel) { $0.isClose(to: Self.loginBlue, tolerance: 3) } > 5000)
    #expect(image.count(in: panel) { $0.isWhite(254) } > 5000, "two white text fields")
    for label in ["Username", "Password", "Login"] {
      let frame = try #require(driver.elements().first { $0.kind == .text && $0.label == label })
        .frame
      #expect(image.inkCount(in: frame) > 30, "\(label) in black")
    }
  }

  /// The main view alone: the blue greeting bar with its green Logout, the tall grey Content box 16 points
  /// from the edges, no login form.
  func expectMainView(_ image: RenderedImage, _ driver: AppDriver) throws {
    func isGray(_ pixel: RenderedImage.Pixel) -> Bool { pixel.isClose(to: Self.gray, tolerance: 2) }
    let across = try #require(
      image.bounds(in: CGRect(x: 0, y: 600, width: 390, height: 0.5), where: isGray))
    let down = try #require(
      image.bounds(in: CGRect(x: 100, y: 0, width: 0.5, height: 844), where: isGray))
    #expect(abs(across.minX - 16) <= 1 && abs(across.maxX - 374) <= 1, "\(across)")
    #expect(down.height > 500, "\(down)")
    let middle = CGRect(x: across.minX, y: 300, width: across.width, height: 260)
    #expect(image.count(in: middle) { $0.isWhite(254) } == 0, "no text fields")
    let hello = try #require(driver.frame(of: "Hello ada!"))
    #expect(image.inkCount(in: hello) > 50)
    let bar = image.pixel(at: CGPoint(x: 30, y: hello.midY))
    #expect(bar.blue > 240 && bar.red < 100 && bar.green > 150, "the greeting's blue bar: \(bar)")
    let logout = try #require(driver.frame(of: "Logout"))
    #expect(
      image.count(in: logout.insetBy(dx: -4, dy: -4)) {
        $0.green > $0.red + 60 && $0.green > $0.blue
      } > 50)
  }

  func logIn(_ driver: AppDriver, as name: String) throws {
    driver.tap(at: try #require(driver.textField("Username"), "\(driver.texts)").center)
    driver.type(name)
    try driver.tap("Login")
  }

  @Test func opacityVersionShowsMainViewAfterTheDelay() async throws {
    let driver = AppDriver(Seed004.ContentView().defaultAppStorage(freshStore()), scale: 2)
    try expectLoginForm(driver.screenshot(to: "\(screenshotFolder)/seed004-login.png"), driver)
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
    try expectMainView(driver.screenshot(to: "\(screenshotFolder)/seed004-main.png"), driver)

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
    try expectLoginForm(
      driver.screenshot(to: "\(screenshotFolder)/seed004-offset-login.png"), driver)

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
    try expectMainView(driver.screenshot(to: "\(screenshotFolder)/seed004-offset-main.png"), driver)

    try driver.tap("Logout")
    driver.settle()
    let loginBack = try #require(driver.frame(of: "Login"))
    #expect(abs(loginBack.midX - loginAtStart.midX) < 1)
  }
}
