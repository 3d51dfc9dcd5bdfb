import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

private struct Fruit: Identifiable {
  let id: Int
  let name: String
}

private let fruits = (0..<30).map { Fruit(id: $0, name: "Fruit \($0)") }

private struct FruitList: View {
  @State var picked = "none"
  var body: some View {
    NavigationStack {
      VStack(spacing: 0) {
        Text("picked \(picked)")
        List(fruits) { fruit in
          Button(fruit.name) { picked = fruit.name }
        }
        .listStyle(.plain)
      }
      .navigationTitle("Fruits")
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .navigationBarTrailing) { Button("Edit") {} }
      }
    }
  }
}

private struct Settings: View {
  var body: some View {
    NavigationView {
      List {
        Section(header: Text("Account")) {
          Text("Name")
          Text("Email")
        }
        Section("About") {
          Text("Version")
        }
      }
      .navigationBarHidden(true)
    }
  }
}

private struct Catalog: View {
  var body: some View {
    NavigationStack {
      List(fruits.prefix(5)) { fruit in
        NavigationLink(fruit.name) { Detail(name: fruit.name) }
      }
    }
  }
}

private struct Detail: View {
  let name: String
  @Environment(\.dismiss) var dismiss
  var body: some View {
    VStack {
      Text("About \(name)")
      Button("Done") { dismiss() }
    }
  }
}

/// Seed 003's swipe view: the scroll view's `content` is taken out and offset by hand.
private struct SeedSwipe: View {
  @State private var offset: CGFloat = 0
  @State private var index = 0
  let users = ["A", "B", "C"]
  var body: some View {
    GeometryReader { geometry in
      return ScrollView(.horizontal, showsIndicators: true) {
        HStack(spacing: 10) {
          ForEach(users, id: \.self) { user in
            Text(user).frame(width: geometry.size.width)
          }
        }
      }
      .content.offset(x: self.offset)
      .frame(width: geometry.size.width, alignment: .leading)
    }
  }
}

@MainActor @Suite struct ListAndNavigationTests {
  @Test func PlainListRowsAre44PointsInsetBy20AndScroll() throws {
    let driver = AppDriver(FruitList())
    let first = try #require(driver.frame(of: "Fruit 0"))
    let second = try #require(driver.frame(of: "Fruit 1"))
    #expect(abs(second.midY - first.midY - 44) < 0.5)
    #expect(abs(first.minX - 20) < 0.5)
    try driver.tap("Fruit 1")
    #expect(driver.exists("picked Fruit 1"))
    driver.scroll(dy: 440, at: CGPoint(x: 195, y: 400))
    #expect(abs(try #require(driver.frame(of: "Fruit 10")).midY - first.midY) < 0.5)
    let image = driver.screenshot()
    // A hairline separator between rows, starting at the 20 pt inset.
    let lineY = first.midY + 22 - 1.0 / 6
    #expect(image.pixel(at: CGPoint(x: 10, y: lineY)) == .init(red: 255, green: 255, blue: 255))
    #expect(image.pixel(at: CGPoint(x: 100, y: lineY)).red < 250)
  }

  @Test func InsetGroupedListShowsSectionsOnGrey() throws {
    let driver = AppDriver(Settings())
    let name = try #require(driver.frame(of: "Name"))
    let image = driver.screenshot(to: "\(temporaryFolder("list"))/list-grouped.png")
    #expect(image.pixel(at: CGPoint(x: 8, y: name.midY)) == .init(red: 242, green: 242, blue: 247))
    #expect(image.pixel(at: CGPoint(x: 24, y: name.midY)) == .init(red: 255, green: 255, blue: 255))
    #expect(abs(name.minX - 36) < 0.5)
    #expect(driver.exists("ACCOUNT") && driver.exists("ABOUT") && driver.exists("Version"))
  }

  @Test func ListOfStringsByKeyPath() throws {
    let driver = AppDriver(
      List(["Alpha", "Beta"], id: \.self) { Text($0) }.listStyle(PlainListStyle()))
    let alpha = try #require(driver.frame(of: "Alpha"))
    let beta = try #require(driver.frame(of: "Beta"))
    #expect(abs(beta.midY - alpha.midY - 44) < 0.5)
  }

  @Test func SeedThreeSwipeViewCompilesAndShowsTheFirstUser() throws {
    let driver = AppDriver(SeedSwipe())
    #expect(abs(try #require(driver.frame(of: "A")).midX - 195) < 0.5)
  }

  @Test func NavigationLinkPushesItsDestinationAndBackPopsIt() throws {
    let driver = AppDriver(Catalog())
    try driver.tap("Fruit 2")
    driver.advance(by: 0.1)
    let sliding = try #require(driver.frame(of: "About Fruit 2"))
    #expect(sliding.midX > 200)
    driver.settle()
    #expect(abs(try #require(driver.frame(of: "About Fruit 2")).midX - 195) < 0.5)
    let image = driver.screenshot(to: "\(temporaryFolder("navigation"))/pushed.png")
    // Only the detail shows: its text is the only dark ink, the list's rows are gone.
    let title = try #require(driver.frame(of: "About Fruit 2"))
    let ink = try #require(image.bounds { $0.isDark() })
    #expect(title.insetBy(dx: -2, dy: -2).contains(ink), "ink at \(ink), title at \(title)")
    // The blue back button sits at the top left, under the status bar.
    let back = try #require(
      image.bounds(in: CGRect(x: 0, y: 0, width: 390, height: 120)) { $0.isAccentBlue })
    #expect(back.minX < 20 && back.maxX < 120 && back.minY > 44, "\(back)")
    try driver.tap("Back")
    driver.settle()
    #expect(!driver.exists("About Fruit 2"))
    try driver.tap("Fruit 4")
    driver.settle()
    try driver.tap("Done")
    driver.settle()
    #expect(!driver.exists("About Fruit 4"))
    #expect(driver.exists("Fruit 4"))
  }
}
