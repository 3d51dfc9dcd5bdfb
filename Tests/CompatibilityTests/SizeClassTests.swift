import SwiftUI
import SwiftUITesting
import Testing

/// `AdaptiveProfileScreen` at iOS's window sizes: an upright iPhone is compact wide and regular tall (photo
/// above the details), the same phone on its side is compact both ways, a Max on its side and an iPad are
/// regular wide (photo beside the details); resizing the window switches the layout at once.
@MainActor struct SizeClassTests {
  func classes(_ size: CGSize) -> (String, String, AppDriver) {
    let app = AppDriver(AdaptiveProfileScreen(), size: size)
    let width =
      app.exists("Regular width") ? "regular" : app.exists("Compact width") ? "compact" : "?"
    let height =
      app.exists("Regular height") ? "regular" : app.exists("Compact height") ? "compact" : "?"
    return (width, height, app)
  }

  @Test func theWindowSizeGivesIOSsSizeClasses() throws {
    let (w1, h1, phone) = classes(CGSize(width: 390, height: 844))
    #expect(w1 == "compact" && h1 == "regular")
    let photo = try #require(phone.find("Ann, 29"))
    #expect(photo.frame.minY > 844 / 2, "details below the photo")

    let (w2, h2, _) = classes(CGSize(width: 844, height: 390))
    #expect(w2 == "compact" && h2 == "compact")
    let (w3, h3, maxSide) = classes(CGSize(width: 932, height: 430))
    #expect(w3 == "regular" && h3 == "compact")
    let beside = try #require(maxSide.find("Ann, 29"))
    #expect(beside.frame.minX > 932 / 2, "details beside the photo")
    let (w4, h4, _) = classes(CGSize(width: 820, height: 1180))
    #expect(w4 == "regular" && h4 == "regular")

    // Turning the upright phone's window into a tablet's puts the details beside the photo.
    phone.resize(to: CGSize(width: 820, height: 1180))
    #expect(phone.exists("Regular width"))
    let moved = try #require(phone.find("Ann, 29"))
    #expect(moved.frame.minX > 820 / 2 && moved.frame.minY < 1180 / 2)
  }
}
