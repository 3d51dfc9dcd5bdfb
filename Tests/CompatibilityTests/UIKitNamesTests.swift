import SwiftUI
import SwiftUITesting
import Testing

// Not `import UIKit` here: the toolchain's Testing module declares an Apple-only overlay for files that
// import both (`_Testing_UIKit`). The screen imports UIKit; SwiftUI already carries its names.

/// `ThemedSettingsScreen` against iOS: a literal with no type context is a UIColor and with a Color context a
/// Color; the segmented control takes the appearance proxy's selected tint, title colours and font; a UIFont
/// bridged through CTFont draws at its size; a missing image literal is UIKit's empty image instead of a
/// crash; `UIApplication.shared.open` refuses the iOS settings URL, which a desktop cannot open.
@MainActor struct UIKitNamesTests {
  @Test func literalsAppearanceAndUIFontStyleTheScreen() throws {
    defer {
      UISegmentedControl.appearance().selectedSegmentTintColor = nil
      UISegmentedControl.appearance().setTitleTextAttributes(nil, for: .selected)
      UISegmentedControl.appearance().setTitleTextAttributes(nil, for: .normal)
    }
    let literal = #colorLiteral(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
    #expect(type(of: literal) == UIColor.self)
    #expect(#imageLiteral(resourceName: "no-such-picture").size == .zero)

    let app = AppDriver(ThemedSettingsScreen())
    let image = app.screenshot(to: "\(compatibilityScreenshots)/uikit-names.png")

    // The selected segment ("Free") is on the brand-pink thumb with white text; the others are dark grey
    // bold text on the grey track.
    let free = try #require(app.find("Free"))
    let plus = try #require(app.find("Plus"))
    let thumb = image.pixel(at: CGPoint(x: free.frame.minX - 6, y: free.frame.midY))
    #expect(thumb.isClose(to: 255, 45, 85), "thumb: \(thumb)")
    #expect(image.count(in: free.frame) { $0.red > 240 && $0.green > 230 } > 5, "white title")
    #expect(image.count(in: plus.frame) { $0.isClose(to: 85, 85, 85, tolerance: 30) } > 5)
    #expect(plus.frame.height > 17, "15 pt bold titles are taller than the 13 pt default")

    // The 28 pt heavy title from a UIFont.
    let title = try #require(app.findAll("Plan").first { $0.kind == .text })
    #expect(title.frame.height > 30)

    // Both literals drew: the green badge and the pink bar.
    let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
    #expect(image.count(in: screen) { $0.isClose(to: 52, 199, 89) } > 300)
    #expect(image.count(in: screen) { $0.isClose(to: 255, 45, 85) } > 2000)

    // Choosing a plan moves the thumb (the haptic is a no-op on a desktop).
    try app.tap("Gold")
    app.advance(by: 1)
    let gold = try #require(app.find("Gold"))
    let moved = app.screenshot()
    #expect(
      moved.pixel(at: CGPoint(x: gold.frame.minX - 6, y: gold.frame.midY)).isClose(to: 255, 45, 85))
    #expect(
      !moved.pixel(at: CGPoint(x: free.frame.minX - 6, y: free.frame.midY)).isClose(to: 255, 45, 85)
    )

    // The settings URL has no desktop handler: the completion hears false.
    try app.tap("Terms")
    #expect(app.exists("Not opened"))
  }

  @Test func namedFontsAreOptionalAsOnIOS() {
    #expect(UIFont(name: "Inter", size: 12) != nil)
    #expect(UIFont(name: "Inter-SemiBold", size: 12)?.pointSize == 12)
    #expect(UIFont(name: "NoSuchFontFamily-Bold", size: 12) == nil)
    #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    #expect(UIFont.boldSystemFont(ofSize: 20).pointSize == 20)
  }
}
