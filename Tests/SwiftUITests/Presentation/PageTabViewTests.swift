import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

private struct Pages: View {
  @State var selection = 0
  var body: some View {
    VStack {
      Text("selected \(selection)")
      TabView(selection: $selection) {
        ForEach(0..<3) { index in
          Color(hue: Double(index) / 3, saturation: 0.6, brightness: 0.8)
            .overlay(Text("Page \(index)"))
            .tag(index)
        }
      }
      .tabViewStyle(.page)
      .frame(height: 300)
      Button("Last") { withAnimation { selection = 2 } }
    }
  }
}

private struct Onboarding: View {
  var body: some View {
    TabView {
      Text("One")
      Text("Two")
    }
    .tabViewStyle(PageTabViewStyle(indexDisplayMode: .never))
  }
}

private struct Tabs: View {
  var body: some View {
    TabView {
      Text("Home screen").tabItem {
        Image(systemName: "house")
        Text("Home")
      }
      Text("Settings screen").tabItem {
        Image(systemName: "gear")
        Text("Settings")
      }
    }
  }
}

@MainActor private func swipe(
  _ driver: AppDriver, from start: CGPoint, by dx: CGFloat, duration: Double, hold: Bool
) {
  driver.host.send(.pointerDown(start))
  for step in 1...10 {
    driver.advance(by: duration / 10)
    driver.host.send(.pointerMoved(CGPoint(x: start.x + dx * CGFloat(step) / 10, y: start.y)))
  }
  if hold {
    driver.advance(by: 0.2)
    driver.host.send(.pointerMoved(CGPoint(x: start.x + dx, y: start.y)))
  }
  driver.host.send(.pointerUp(CGPoint(x: start.x + dx, y: start.y)))
}

@MainActor @Suite struct PageTabViewTests {
  @Test func DraggingPastHalfwayPagesAndSnapsAndUpdatesTheSelection() throws {
    let driver = AppDriver(Pages())
    let page0 = try #require(driver.frame(of: "Page 0"))
    let y = page0.midY
    // Less than half a page, released slowly: springs back.
    swipe(driver, from: CGPoint(x: 300, y: y), by: -120, duration: 0.4, hold: true)
    driver.settle()
    #expect(driver.frame(of: "Page 0") == page0)
    #expect(driver.exists("selected 0"))
    // More than half: the next page snaps into place.
    swipe(driver, from: CGPoint(x: 350, y: y), by: -260, duration: 0.5, hold: true)
    driver.settle()
    let page1 = try #require(driver.frame(of: "Page 1"))
    #expect(abs(page1.midX - 195) < 0.5)
    #expect(driver.exists("selected 1"))
    // A short quick flick goes one page on.
    swipe(driver, from: CGPoint(x: 300, y: y), by: -60, duration: 0.08, hold: false)
    driver.settle()
    #expect(abs(try #require(driver.frame(of: "Page 2")).midX - 195) < 0.5)
    #expect(driver.exists("selected 2"))
    // Nothing past the last page.
    swipe(driver, from: CGPoint(x: 300, y: y), by: -200, duration: 0.1, hold: false)
    driver.settle()
    #expect(abs(try #require(driver.frame(of: "Page 2")).midX - 195) < 0.5)
  }

  @Test func SettingTheSelectionScrollsToThePage() throws {
    let driver = AppDriver(Pages())
    try driver.tap("Last")
    driver.advance(by: 0.1)
    let moving = try #require(driver.frame(of: "Page 2", includingHidden: true)).midX
    #expect(moving > 200 && moving < 195 + 2 * 390)
    driver.settle()
    #expect(abs(try #require(driver.frame(of: "Page 2")).midX - 195) < 0.5)
  }

  @Test func PageDotsShowTheCurrentPage() throws {
    let driver = AppDriver(Pages())
    let page0 = try #require(driver.frame(of: "Page 0"))
    let image = driver.screenshot(to: "\(temporaryFolder("pages"))/pages.png")
    // Three 7 pt dots, 16 pt apart, centred 10 + 13 pt above the bottom; the first one opaque white.
    let dotY = page0.midY + 150 - 23
    let first = image.pixel(at: CGPoint(x: 195 - 16, y: dotY))
    let second = image.pixel(at: CGPoint(x: 195, y: dotY))
    #expect(first == .init(red: 255, green: 255, blue: 255), "\(first)")
    #expect(
      second.red < 250 && second.red > Int(image.pixel(at: CGPoint(x: 195, y: dotY - 10)).red),
      "\(second)")
  }

  @Test func UntaggedPagesWithoutSelectionStillPage() throws {
    let driver = AppDriver(Onboarding())
    let one = try #require(driver.frame(of: "One"))
    swipe(driver, from: CGPoint(x: 300, y: 400), by: -250, duration: 0.4, hold: true)
    driver.settle()
    #expect(abs(try #require(driver.frame(of: "Two")).midX - one.midX) < 0.5)
  }

  @Test func DefaultStyleShowsATabBarThatSwitchesTabs() throws {
    let driver = AppDriver(Tabs())
    #expect(driver.exists("Home screen"))
    #expect(!driver.exists("Settings screen"))
    let settings = try #require(driver.frame(of: "Settings"))
    #expect(settings.minY > 844 - 34 - 49)
    let folder = temporaryFolder("tabbar")
    let home = driver.screenshot(to: "\(folder)/tabbar-home.png")
    try driver.tap("Settings")
    #expect(driver.exists("Settings screen"))
    #expect(!driver.exists("Home screen"))
    let image = driver.screenshot(to: "\(folder)/tabbar.png")
    // As on iOS 15 and later, the bar is clear (no material, no hairline) over a screen whose content does
    // not reach it: white down through the home indicator.
    let bar = image.averageColor(in: CGRect(x: 0, y: 844 - 20, width: 390, height: 20))
    #expect(bar.red == 255 && bar.green == 255 && bar.blue == 255, "\(bar)")
    #expect(image.pixel(at: CGPoint(x: 10, y: 844 - 34 - 49 - 1 / 6)).isWhite(254), "no hairline")
    #expect(image.pixel(at: CGPoint(x: 10, y: 844 - 34 - 49 - 10)).isWhite(254))
    // The selected item is blue, the other grey; tapping moved the blue from Home to Settings.
    let leftItem = CGRect(x: 0, y: 844 - 34 - 49, width: 195, height: 49)
    let rightItem = CGRect(x: 195, y: 844 - 34 - 49, width: 195, height: 49)
    #expect(image.count(in: rightItem) { $0.isAccentBlue } > 50)
    #expect(image.count(in: leftItem) { $0.isAccentBlue } == 0)
    #expect(
      image.count(in: leftItem) { $0.red < 180 && $0.red == $0.blue } > 50, "a grey icon and title")
    #expect(home.count(in: leftItem) { $0.isAccentBlue } > 50)
    #expect(home.count(in: rightItem) { $0.isAccentBlue } == 0)
    // The shown tab's text, centred above the bar.
    let text = try #require(
      image.bounds(in: CGRect(x: 0, y: 0, width: 390, height: 700)) { $0.isDark() })
    #expect(abs(text.midX - 195) <= 2)
  }
}
