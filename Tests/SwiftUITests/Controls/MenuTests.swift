import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

private struct Actions: View {
  @State var log: [String] = []
  @State var sort = "Name"
  var body: some View {
    VStack(spacing: 30) {
      HStack {
        Spacer()
        Menu("Actions") {
          Button("Copy") { log.append("copy") }
          Button("Share") { log.append("share") }
          Divider()
          Button("Delete", role: .destructive) { log.append("delete") }
        }
      }
      Menu {
        Picker("Sort", selection: $sort) {
          Text("Name").tag("Name")
          Text("Date").tag("Date")
        }
      } label: {
        Text("Sort by \(sort)")
      }
      Text("log: \(log.joined(separator: ","))")
    }
    .padding()
  }
}

@MainActor @Suite struct MenuTests {
  @Test func MenuOpensItsButtonsAndRunsTheTappedOne() throws {
    let driver = AppDriver(Actions())
    #expect(!driver.exists("Copy"))
    let button = try #require(driver.frame(of: "Actions"))
    try driver.tap("Actions")
    driver.settle()
    #expect(
      driver.exists("Copy") && driver.exists("Share") && driver.exists("Delete"), "\(driver.texts)")
    let delete = try #require(driver.frame(of: "Delete"))
    // A trailing button's menu hangs from its trailing edge and stays on screen.
    #expect(delete.minX < button.minX && delete.maxX <= 390)
    let image = driver.screenshot(to: "\(temporaryFolder("menu"))/menu-open.png")
    let redInk = (Int(delete.minX)..<Int(delete.maxX)).contains { x in
      let pixel = image.pixel(at: CGPoint(x: CGFloat(x), y: delete.midY))
      return pixel.red > 200 && pixel.green < 120
    }
    #expect(redInk, "destructive rows are red")
    try driver.tap("Share")
    driver.settle()
    #expect(driver.exists("log: share"), "\(driver.texts)")
    #expect(!driver.exists("Copy"))
  }

  @Test func PickerInsideAMenuBecomesCheckmarkedRows() throws {
    let driver = AppDriver(Actions())
    try driver.tap("Sort by Name")
    driver.settle()
    #expect(driver.elements().filter { $0.kind == .image && $0.label == "checkmark" }.count == 1)
    try driver.tap("Date")
    driver.settle()
    #expect(driver.exists("Sort by Date"), "\(driver.texts)")
  }
}
