import SwiftUI
import SwiftUITesting
import Testing

/// `RatingBadgeScreen`'s previews: every `#Preview` form compiles, each is found with its name, file and
/// line, its traits give the size it is shown at, and it shows what its closure builds.
@MainActor struct PreviewTests {
  var previews: [PreviewEntry] {
    PreviewDiscovery.all().filter { $0.fileID == "CompatibilityTests/RatingBadgeScreen.swift" }
  }

  @Test func everyPreviewIsFoundInTheOrderWritten() throws {
    let names = previews.map(\.name)
    #expect(names.count == 5, "\(names)")
    #expect(names.first?.hasPrefix("RatingBadgeScreen.swift:") == true, "an unnamed one: \(names)")
    #expect(Array(names.dropFirst()) == ["Five stars", "Landscape", "Card", "Fits"])
    // The line of each `#`, as Xcode gives it, whatever comments come before.
    #expect(previews.map(\.line) == [19, 24, 28, 32, 39])
    #expect(previews.first.map { $0.name == "RatingBadgeScreen.swift:\($0.line)" } == true)
    #expect(PreviewDiscovery.named("five stars")?.name == "Five stars")
  }

  @Test func traitsGiveTheSizeShown() throws {
    let phone = CGSize(width: 390, height: 844)
    let sizes = Dictionary(
      uniqueKeysWithValues: previews.map { ($0.name, $0.preview.size(onDevice: phone)) })
    #expect(sizes["Five stars"] == phone)
    #expect(sizes["Landscape"] == CGSize(width: 844, height: 390))
    #expect(sizes["Card"] == CGSize(width: 200, height: 100))
    #expect(sizes["Fits"] == .some(nil))
  }

  @Test func aPreviewShowsWhatItsClosureBuilds() throws {
    func orangeInk(_ name: String) throws -> Int {
      let entry = try #require(previews.first { $0.name == name })
      let app = AppDriver(AnyView(entry.preview.makeContent()))
      let image = app.screenshot(
        to:
          "\(compatibilityScreenshots)/preview-\(name.replacingOccurrences(of: " ", with: "-")).png"
      )
      return image.count(in: CGRect(x: 0, y: 0, width: 390, height: 844)) {
        $0.isClose(to: 255, 149, 0, tolerance: 40)
      }
    }
    let five = try orangeInk("Five stars")
    let one = try orangeInk(try #require(previews.first?.name))
    // Five filled stars against one filled and four outlined: much more orange.
    #expect(one > 0)
    #expect(Double(five) > Double(one) * 1.4, "five \(five), one \(one)")

    let card = try #require(previews.first { $0.name == "Card" })
    let app = AppDriver(AnyView(card.preview.makeContent()), size: CGSize(width: 200, height: 100))
    #expect(app.exists("Rating"))
  }
}
