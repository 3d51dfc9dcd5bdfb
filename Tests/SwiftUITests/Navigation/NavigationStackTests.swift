import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// Internal, so a restored path can find it by name (as on iOS).
struct NavigationTestSwatch: Hashable, Codable {
  let name: String
}
private typealias Swatch = NavigationTestSwatch

/// A stack driven by a `NavigationPath`: links by value, a button that appends, destinations by type.
private struct PathScreen: View {
  @State var path = NavigationPath()
  var body: some View {
    NavigationStack(path: $path) {
      List {
        NavigationLink("Number 7", value: 7)
        NavigationLink("Red", value: Swatch(name: "red"))
        Button("Push two") {
          path.append(1)
          path.append(Swatch(name: "blue"))
        }
        Text("depth \(path.count)")
      }
      .navigationTitle("Library")
      .navigationDestination(for: Int.self) { number in
        VStack {
          Text("Number page \(number)")
          Button("Deeper") { path.append(number + 1) }
          Button("Home") { path.removeLast(path.count) }
        }
        .navigationTitle("Number \(number)")
      }
      .navigationDestination(for: Swatch.self) { swatch in
        SwatchPage(swatch: swatch)
      }
    }
  }
}

private struct SwatchPage: View {
  let swatch: Swatch
  @Environment(\.dismiss) var dismiss
  @Environment(\.presentationMode) var presentationMode
  var body: some View {
    VStack {
      Text("Swatch \(swatch.name)")
      Button("Close") { dismiss() }
      Button("Old close") { presentationMode.wrappedValue.dismiss() }
    }
    .navigationTitle(swatch.name)
    .navigationBarTitleDisplayMode(.inline)
  }
}

/// A typed path, `navigationDestination(isPresented:)` and `(item:)`.
private struct TypedPathScreen: View {
  @State var path: [Int] = []
  @State var showsHelp = false
  @State var item: String?
  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        Button("Go 3") { path = [1, 2, 3] }
        Button("Help") { showsHelp = true }
        Button("Item") { item = "Apple" }
        Text("path \(path.map(String.init).joined(separator: ","))")
        Text(showsHelp ? "help shown" : "help hidden")
      }
      .navigationDestination(for: Int.self) { Text("Level \($0)") }
      .navigationDestination(isPresented: $showsHelp) { Text("Help page") }
      .navigationDestination(item: $item) { Text("Item \($0)") }
    }
  }
}

private struct ToolbarScreen: View {
  var body: some View {
    NavigationStack {
      Text("Body")
        .navigationTitle("Inbox")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItem(placement: .navigationBarLeading) { Button("Cancel") {} }
          ToolbarItem(placement: .topBarTrailing) { Button("Save") {} }
          ToolbarItemGroup(placement: .bottomBar) {
            Button("First") {}
            Spacer()
            Button("Last") {}
          }
        }
    }
  }
}

@MainActor @Suite struct NavigationStackTests {
  @Test func ValueLinkPushesTheDestinationForItsTypeAndBackPops() throws {
    let driver = AppDriver(PathScreen())
    try driver.tap("Number 7")
    driver.settle()
    #expect(driver.exists("Number page 7"))
    #expect(!driver.exists("Red"), "the root is hidden under the pushed page")
    // The back button carries the previous page's title.
    #expect(driver.exists("Library"))
    try driver.tap("Deeper")
    driver.settle()
    #expect(driver.exists("Number page 8"))
    try driver.tap("Number 7")
    driver.settle()
    #expect(driver.exists("Number page 7"))
    try driver.tap("Library")
    driver.settle()
    #expect(driver.exists("depth 0"))
    try driver.tap("Red")
    driver.settle()
    #expect(driver.exists("Swatch red"))
  }

  @Test func PathAppendPushesAndRemoveLastPops() throws {
    let driver = AppDriver(PathScreen())
    try driver.tap("Push two")
    driver.settle()
    #expect(driver.exists("Swatch blue"))
    // dismiss pops one page: the path's first value shows.
    try driver.tap("Close")
    driver.settle()
    #expect(driver.exists("Number page 1"))
    try driver.tap("Home")
    driver.settle()
    #expect(driver.exists("depth 0"))
    try driver.tap("Red")
    driver.settle()
    try driver.tap("Old close")
    driver.settle()
    #expect(driver.exists("depth 0"))
  }

  @Test func PushSlidesInFromTheTrailingEdgeAndPopSlidesOut() throws {
    let driver = AppDriver(PathScreen())
    try driver.tap("Number 7")
    driver.advance(by: 0.08)
    let sliding = try #require(driver.frame(of: "Number page 7"))
    #expect(sliding.midX > 230, "\(sliding)")
    // The page underneath moves left, a third of the way at most.
    let root = try #require(driver.frame(of: "Red"))
    #expect(root.minX < 36 && root.minX > 36 - 390 * 0.3 - 1, "\(root)")
    driver.settle()
    #expect(abs(try #require(driver.frame(of: "Number page 7")).midX - 195) < 0.5)
    try driver.tap("Library")
    driver.advance(by: 0.08)
    let leaving = try #require(driver.frame(of: "Number page 7", includingHidden: true))
    #expect(leaving.midX > 230)
    driver.settle()
    #expect(!driver.exists("Number page 7", includingHidden: true))
    #expect(abs(try #require(driver.frame(of: "Red")).minX - 36) < 0.5)
  }

  @Test func SwipeFromTheLeadingEdgePopsAndAShortSwipeDoesNot() throws {
    let driver = AppDriver(PathScreen())
    try driver.tap("Number 7")
    driver.settle()
    // Halfway through the drag the page follows the finger and the root shows beside it.
    driver.touchDown(at: CGPoint(x: 6, y: 400))
    driver.touchMove(to: CGPoint(x: 60, y: 400))
    driver.touchMove(to: CGPoint(x: 120, y: 400))
    driver.advance(by: 0.02)
    let dragged = try #require(driver.frame(of: "Number page 7"))
    #expect(abs(dragged.midX - (195 + 114)) < 2, "\(dragged)")
    // The root shows beside it, on its way back from a third of the width to the left.
    let root = try #require(driver.frame(of: "Red", includingHidden: true))
    #expect(abs(root.minX - (36 - 117 * (1 - 114.0 / 390))) < 2, "\(root)")
    driver.touchMove(to: CGPoint(x: 90, y: 400))
    driver.advance(by: 0.3)
    driver.touchUp(at: CGPoint(x: 90, y: 400))
    driver.settle()
    #expect(driver.exists("Number page 7"), "a short swipe returns")
    #expect(!driver.exists("Red"))
    driver.drag(from: CGPoint(x: 6, y: 400), to: CGPoint(x: 300, y: 400))
    driver.settle()
    #expect(!driver.exists("Number page 7"))
    #expect(driver.exists("depth 0"))
  }

  @Test func TypedPathIsPagesOfItsValues() throws {
    let driver = AppDriver(TypedPathScreen())
    try driver.tap("Go 3")
    driver.settle()
    #expect(driver.exists("Level 3"))
    // The back button of a page without a title says Back.
    try driver.tap("Back")
    driver.settle()
    #expect(driver.exists("Level 2"))
    try driver.tap("Back")
    driver.settle()
    try driver.tap("Back")
    driver.settle()
    #expect(driver.exists("path "))
    try driver.tap("Help")
    driver.settle()
    #expect(driver.exists("Help page"))
    try driver.tap("Back")
    driver.settle()
    #expect(driver.exists("help hidden"))
    try driver.tap("Item")
    driver.settle()
    #expect(driver.exists("Item Apple"))
    try driver.tap("Back")
    driver.settle()
    #expect(driver.exists("Item"))
  }

  @Test func NavigationPathIsCodable() throws {
    var path = NavigationPath()
    path.append(4)
    path.append(Swatch(name: "teal"))
    path.append("text")
    #expect(path.count == 3 && !path.isEmpty)
    let data = try JSONEncoder().encode(try #require(path.codable))
    // Apple's form: type and JSON pairs, the last value first.
    let flat = try JSONDecoder().decode([String].self, from: data)
    #expect(flat.count == 6 && flat[0] == "Swift.String" && flat[4] == "Swift.Int")
    let restored = NavigationPath(
      try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
    #expect(restored == path)
    path.removeLast(2)
    #expect(path.count == 1)
    struct Opaque: Hashable {}
    path.append(Opaque())
    #expect(path.codable == nil)
    let bad = Data(#"["NoSuch.Type","1"]"#.utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: bad)
    }
  }

  @Test func ALinkInAListIsARowWithAGreyDisclosureChevron() throws {
    let driver = AppDriver(PathScreen())
    let image = driver.screenshot(to: "\(temporaryFolder("navigation"))/rows.png")
    let row = try #require(driver.frame(of: "Number 7"))
    // The label is in the primary colour, not the accent.
    #expect(image.count(in: row) { $0.isAccentBlue } == 0)
    #expect(image.count(in: row) { $0.isDark() } > 20)
    // The chevron ends at the row's trailing inset (16 pt inside the 16 pt card margin).
    let chevron = try #require(
      image.bounds(in: CGRect(x: 300, y: row.minY, width: 90, height: row.height)) {
        $0.red < 215 && $0.red > 170 && $0.blue > $0.red
      })
    #expect(abs(chevron.maxX - (390 - 16 - 16)) < 2 && chevron.height > 9, "\(chevron)")
    // A button row in the same list keeps the accent colour and no chevron.
    let push = try #require(driver.frame(of: "Push two"))
    #expect(image.count(in: push) { $0.isAccentBlue } > 10)
  }
}
