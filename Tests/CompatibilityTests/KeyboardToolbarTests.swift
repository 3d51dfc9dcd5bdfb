import SwiftUI
import SwiftUITesting
import Testing

/// `KeyboardDoneScreen` against iOS 17: the `.keyboard` toolbar shows only while the page's field is being
/// edited, in a 44 pt bar along the bottom (where the keyboard's top edge would be), its "Done" at the
/// trailing end; "Done" ends editing and the bar goes.
@MainActor struct KeyboardToolbarTests {
  @Test func theKeyboardBarShowsWhileEditingAndDoneEndsIt() throws {
    let app = AppDriver(KeyboardDoneScreen())
    #expect(!app.exists("Done"), "no bar before a field has focus")

    try app.tap("Name")
    app.settle()
    let image = app.screenshot(to: "\(compatibilityScreenshots)/keyboard-toolbar.png")
    let done = try #require(app.find("Done")).frame
    #expect(abs(done.maxX - (390 - 16)) < 2, "at the trailing end: \(done)")
    let barBottom: CGFloat = 844 - 34  // above the home indicator
    #expect(abs(done.midY - (barBottom - 22)) < 2, "centred in the 44 pt bar: \(done)")
    // The bar's hairline along its top, the bar material beneath the button.
    #expect(
      image.count(in: CGRect(x: 40, y: barBottom - 44.5, width: 100, height: 1)) {
        !$0.isClose(to: image.pixel(at: CGPoint(x: 60, y: barBottom - 30)))
      } > 50)

    app.type("Ada")
    #expect(app.exists("Hello, Ada"))
    try app.tap("Done")
    app.settle()
    #expect(!app.exists("Done"), "editing ended, the bar is gone")
    app.type("x")
    #expect(app.exists("Hello, Ada"), "keys no longer reach the field")
  }
}
