import SwiftUI
import SwiftUITesting
import Testing

/// `AccessibleReviewScreen` as VoiceOver and XCUITest see it on iOS: hidden views are no elements, a combined
/// element reads its children's labels, values and traits come from the modifiers, and sort priorities order
/// what is read within a container.
@MainActor struct AccessibilityTests {
  @Test func elementsAreWhatVoiceOverWouldRead() throws {
    let app = AppDriver(AccessibleReviewScreen())
    let image = app.screenshot(to: "\(compatibilityScreenshots)/accessible-review.png")

    let header = try #require(app.find("Reviews"))
    #expect(header.traits.contains(.isHeader))
    #expect(header.traits.contains(.isStaticText))

    // The stars are one element with a label and a value; the images inside are not elements.
    let rating = try #require(app.find("Rating"))
    #expect(rating.value == "3 stars")
    #expect(!app.exists("star.fill") && !app.exists("star"))
    // Tapping the fifth star still works (the element is for reading, not in the way of touches).
    app.tap(at: CGPoint(x: rating.frame.maxX - 4, y: rating.frame.midY))
    #expect(app.find("Rating")?.value == "5 stars")

    // Name and city read as one element.
    let person = try #require(app.find("Anna Kim, Seoul"))
    #expect(!app.exists("Anna Kim") && !app.exists("Seoul"))
    #expect(
      person.traits.isDisjoint(with: .isStaticText), "a combined element is not a static text")

    // The hidden banner is drawn but not found.
    #expect(!app.exists("Thanks for reviewing!", includingHidden: true))
    #expect(!app.exists("sparkles"))
    let banner = try #require(app.frame(ofIdentifier: "banner"))
    #expect(image.inkCount(in: banner) > 20, "the hidden banner is still drawn")

    // A selected button says so.
    let favourite = try #require(app.find("Favourite"))
    #expect(favourite.kind == .button && !favourite.isSelected)
    app.tap(favourite)
    #expect(app.find("Favourite")?.isSelected == true)

    // A text marked as a button is a button element.
    let open = try #require(app.find("Open review 0"))
    #expect(open.kind == .button)
    #expect(!open.traits.contains(.isStaticText))
    app.tap(open)
    #expect(app.exists("Open review 1"))

    // Within the container, the summary (priority 1) is read before the details shown above it.
    let order = app.readingOrder.map(\.label)
    let summary = try #require(order.firstIndex(of: "Summary"))
    let details = try #require(order.firstIndex(of: "Details"))
    #expect(summary < details, "\(order)")
    let reviews = try #require(order.firstIndex(of: "Reviews"))
    #expect(reviews < summary, "the screen's own order outside the container: \(order)")
  }
}
