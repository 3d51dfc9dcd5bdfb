import SwiftUI
import SwiftUITesting
import Testing

/// `ErrorAlertScreen` against SwiftUI: an alert made from an error takes the error's description as its
/// title and hands the error to the message; the binding form empties the error when an action runs.
@MainActor struct ErrorAlertTests {
  @Test func theErrorsDescriptionIsTheTitleAndItsSuggestionTheMessage() throws {
    let app = AppDriver(ErrorAlertScreen())
    #expect(!app.exists("Photo too large"))
    try app.tap("Upload")
    app.settle()
    app.screenshot(to: "\(compatibilityScreenshots)/error-alert.png")
    #expect(app.exists("Photo too large"))
    #expect(app.exists("Choose a photo under 10 MB."))
    try app.tap("OK")
    app.settle()
    #expect(!app.exists("Photo too large"))
  }

  @Test func theBindingFormShowsWhileAnErrorIsHeldAndEmptiesIt() throws {
    let app = AppDriver(ErrorAlertScreen())
    try app.tap("Retry")
    app.settle()
    #expect(app.exists("Photo too large"))
    #expect(!app.exists("Choose a photo under 5 MB."), "no message in this form")
    try app.tap("Dismiss")
    app.settle()
    #expect(!app.exists("Photo too large"))
    #expect(app.exists("No retry error"), "the action set the error back to nil")
  }
}
