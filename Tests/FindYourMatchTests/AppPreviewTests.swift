import Foundation
import SwiftUI
import SwiftUITesting
import Testing

/// The app's `#Preview`s: found in the program, drawn by the driver, and listed and shown by the executable
/// (`--list-previews`, `--preview NAME --screenshot FILE`).
@MainActor @Suite struct AppPreviewTests {
  var appPreviews: [PreviewEntry] {
    PreviewDiscovery.all().filter { $0.fileID.hasPrefix("FindYourMatch/") }
  }

  @Test func theAppsPreviewsAreFoundWithTheirNamesAndFiles() throws {
    let byName = Dictionary(uniqueKeysWithValues: appPreviews.map { ($0.name, $0.fileID) })
    #expect(byName["Profile card"] == "FindYourMatch/ProfileView.swift")
    #expect(byName["Store problem"] == "FindYourMatch/IntroView.swift")
    // The step indicator's preview has no name: its file and line stand for it.
    let steps = try #require(appPreviews.first { $0.fileID == "FindYourMatch/Components.swift" })
    #expect(steps.name == "Components.swift:\(steps.line)")
    #expect(steps.preview.size(onDevice: CGSize(width: 390, height: 844)) == nil)
  }

  @Test func theProfileCardPreviewShowsItsPerson() throws {
    let entry = try #require(PreviewDiscovery.named("Profile card"))
    let app = AppDriver(AnyView(entry.preview.makeContent()))
    #expect(app.exists("Ada"))
    #expect(app.exists("@ada"))
    let card = try #require(app.find("Ada")).frame
    // Purple text on the white card.
    let image = app.screenshot()
    #expect(
      image.count(in: card) {
        $0.distance(to: RenderedImage.Pixel(red: 175, green: 82, blue: 222)) <= 40
      } > 20)
    #expect(
      image.pixel(at: CGPoint(x: card.minX - 20, y: card.midY)).isClose(
        to: RenderedImage.Pixel(red: 255, green: 255, blue: 255)))
  }

  @Test func theExecutableListsAndShowsAPreview() throws {
    let process = try AppProcess()
    let listing = try process.run(["--list-previews"])
    #expect(listing.status == 0, "\(listing.errors)")
    let lines = listing.output.split(separator: "\n")
    #expect(
      lines.contains {
        $0.hasPrefix("Profile card")
          && $0.hasSuffix("FindYourMatch/ProfileView.swift:\(lineOf("Profile card"))")
      }, "\(listing.output)")
    #expect(lines.contains { $0.hasPrefix("Store problem") })

    let shot = process.work.appendingPathComponent("store-problem.png").path
    let shown = try process.run(["--preview", "Store problem", "--screenshot", shot])
    #expect(shown.status == 0, "\(shown.errors)")
    let image = try #require(RenderedImage.loadPNG(at: shot, scale: 2))
    // The purple page of the store-problem preview with its white warning sign, not the welcome screen.
    #expect(
      image.pixel(at: CGPoint(x: 20, y: 20)).distance(
        to: RenderedImage.Pixel(red: 175, green: 82, blue: 222)) <= 30)
    let white = image.count(in: CGRect(x: 0, y: 300, width: 390, height: 250)) {
      $0.red > 240 && $0.green > 240 && $0.blue > 240
    }
    #expect(white > 1000, "the white sign and text: \(white)")

    let unknown = try process.run(["--preview", "Nope"])
    #expect(unknown.status == 2)
    #expect(unknown.errors.contains("there is no preview \"Nope\""), "\(unknown.errors)")
    #expect(unknown.errors.contains("\"Profile card\""))
  }

  func lineOf(_ name: String) -> Int { PreviewDiscovery.named(name)?.line ?? -1 }
}
