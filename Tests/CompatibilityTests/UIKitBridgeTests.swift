import SwiftUI
import SwiftUITesting
import Testing

/// `UIKitBridgeScreen`: a representable's calls come in iOS's order (coordinator, view, update, layout at
/// the size SwiftUI gives it), updates follow the state they read, dismantling ends the identity; on Linux
/// the wrapped view shows its background colour and nothing else.
@MainActor struct UIKitBridgeTests {
  @Test func theCallsComeAsOnIOSAndTheBackgroundShows() throws {
    let log = BridgeLog()
    let app = AppDriver(UIKitBridgeScreen(log: log))
    app.settle()
    let swatchCalls = log.entries.filter { !$0.contains("Controller") && $0 != "viewDidLoad" }
    #expect(
      Array(swatchCalls.prefix(4)) == [
        "makeCoordinator", "makeUIView", "updateUIView", "layoutSubviews 120x120",
      ])
    #expect(log.entries.contains("viewDidLoad"))
    #expect(log.entries.filter { $0 == "makeUIView" }.count == 1)

    let image = app.screenshot(to: "\(compatibilityScreenshots)/uikit-bridge.png")
    let red = try #require(app.frame(of: "Make it red"))
    // The swatch is 120 pt square, centred above the controller's 60 pt strip, 20 pt apart.
    let swatchCenter = CGPoint(x: 195, y: red.minY - 20 - 60 - 20 - 60)
    #expect(
      image.pixel(at: swatchCenter).isClose(to: IOSColor.blue.0, IOSColor.blue.1, IOSColor.blue.2))
    let greenCenter = CGPoint(x: 195, y: red.minY - 20 - 30)
    #expect(
      image.pixel(at: greenCenter).isClose(to: IOSColor.green.0, IOSColor.green.1, IOSColor.green.2)
    )

    log.entries.removeAll()
    try app.tap("Make it red")
    app.settle()
    #expect(log.entries.first == "updateUIView", "a changed property reaches updateUIView")
    #expect(!log.entries.contains("makeUIView"), "the view is made once for its identity")
    let after = app.screenshot()
    #expect(
      after.pixel(at: swatchCenter).isClose(to: IOSColor.red.0, IOSColor.red.1, IOSColor.red.2))

    try app.tap("Remove it")
    app.settle()
    #expect(log.entries.contains("dismantleUIView"))
  }
}
