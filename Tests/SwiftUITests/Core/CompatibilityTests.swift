import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// A long block, if let, switch and an availability check, all in one builder.
private struct BuilderForms: View {
  let name: String? = "Ada"
  let mode = 2
  var body: some View {
    VStack {
      Text("1")
      Text("2")
      Text("3")
      Text("4")
      Text("5")
      Text("6")
      Text("7")
      Text("8")
      Text("9")
      Text("10")
      Text("11")
      if let name { Text("hello \(name)") }
      switch mode {
      case 1: Text("one")
      case 2: Text("two")
      case 3: Text("three")
      default: Text("many")
      }
      if #available(iOS 17, macOS 14, *) { Text("available") } else { Text("old") }
      ForEach(["a", "b"], id: \.self) { Text("item \($0)") }
      Group { Text("grouped") }
      AnyView(Text("erased"))
    }
  }
}

private struct BuilderForms_Previews: PreviewProvider {
  static var previews: some View { BuilderForms() }
}

private struct Toggler: View {
  @State var shown = true
  var body: some View {
    VStack {
      if shown { CounterRow() }
      Button("toggle") { shown.toggle() }
    }
  }
}

private struct CounterRow: View {
  @State var count = 0
  var body: some View { Button("row \(count)") { count += 1 } }
}

@MainActor @Suite struct CompatibilityTests {
  @Test func everyBuilderFormBuilds() {
    let driver = AppDriver(BuilderForms())
    for text in (1...11).map(String.init) + [
      "hello Ada", "two", "available", "item a", "item b", "grouped", "erased",
    ] {
      #expect(driver.exists(text), "missing \(text)")
    }
    #expect(!driver.exists("one") && !driver.exists("old"))
    _ = BuilderForms_Previews.previews
  }

  @Test func stateDiesWithItsView() throws {
    let driver = AppDriver(Toggler())
    try driver.tap("row 0")
    try driver.tap("row 1")
    #expect(driver.exists("row 2"))
    try driver.tap("toggle")
    try driver.tap("toggle")
    #expect(driver.exists("row 0"), "a re-inserted view starts with fresh state")
  }

  @Test func bundleImagesLoadAsPNGAndJPEGWithTheirPointSize() throws {
    let driver = AppDriver(
      VStack(spacing: 0) {
        Image("red-box", bundle: .module)
        Image("blue-photo", bundle: .module)
        Image("green-dot", bundle: .module)
      })
    let image = driver.screenshot()
    // Stacked and centred: 10 pt red, 20 pt blue (JPEG), 20 pt green (a @2x PNG of 40 px is 20 pt).
    let top = (844 + 47 - 34 - 50) / 2.0
    #expect(
      image.pixel(at: CGPoint(x: 195, y: top + 5)).distance(to: .init(red: 255, green: 0, blue: 0))
        < 10)
    #expect(
      image.pixel(at: CGPoint(x: 195, y: top + 20)).distance(to: .init(red: 0, green: 0, blue: 255))
        < 10)
    #expect(
      image.pixel(at: CGPoint(x: 195, y: top + 40)).distance(to: .init(red: 0, green: 200, blue: 0))
        < 10)
    #expect(
      image.pixel(at: CGPoint(x: 195 + 12, y: top + 40)) == .init(red: 255, green: 255, blue: 255))
  }

  @Test func uiKitNamesBridge() {
    #expect(
      UIScreen.main.bounds.size == CGSize(width: 390, height: 844) || UIScreen.main.bounds.width > 0
    )
    let driver = AppDriver(
      Color(UIColor.systemRed).frame(width: 50, height: 50), size: CGSize(width: 320, height: 568))
    #expect(
      UIScreen.main.bounds.size == CGSize(width: 320, height: 568), "the host's size is the screen")
    let pixel = driver.screenshot().pixel(at: CGPoint(x: 160, y: 47 + (568 - 81) / 2))
    #expect(pixel == .init(red: 255, green: 59, blue: 48))
    #expect(UIImage(named: "definitely-not-there") == nil)
  }

  @Test func materialBlursWhatIsBehind() {
    let driver = AppDriver(
      ZStack {
        HStack(spacing: 0) {
          Color.black
          Color.white
        }
        Rectangle().fill(.ultraThinMaterial).frame(width: 100, height: 100)
      })
    let image = driver.screenshot()
    let center = CGPoint(x: 195, y: 47 + (844 - 81) / 2)
    let left = image.pixel(at: CGPoint(x: center.x - 4, y: center.y))
    let right = image.pixel(at: CGPoint(x: center.x + 4, y: center.y))
    // Across the black/white edge the material is a smooth blend, not a hard step.
    #expect(left.red > 30 && left.red < 225)
    #expect(right.red > left.red)
    #expect(Int(right.red) - Int(left.red) < 120)
  }
}
