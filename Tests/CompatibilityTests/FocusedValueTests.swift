import SwiftUI
import SwiftUITesting
import Testing

/// `FocusedNoteScreen`: `@FocusedValue` reads what the focused field, or a view around it, publishes, and
/// follows focus from field to field.
@MainActor struct FocusedValueTests {
  @Test func theFocusedFieldsValueIsRead() throws {
    let app = AppDriver(FocusedNoteScreen())
    #expect(app.exists("Nothing focused"))
    try app.tap("Groceries")
    #expect(app.exists("Editing Groceries"))
    try app.tap("Ideas")
    #expect(app.exists("Editing Ideas"), "published by a stack around the field: \(app.texts)")
    _ = app.screenshot(to: "\(compatibilityScreenshots)/focused-note.png")
  }
}
