import Foundation
import SwiftUI
import SwiftUITesting
import Testing

/// `ExportNoteScreen`: `.fileExporter` presents the folder with the suggested name in a field; Save writes
/// the item's text there and hands the file's URL to the completion.
@MainActor struct FileExporterTests {
  @Test func theNoteIsSavedUnderItsSuggestedName() throws {
    let folder = URL(fileURLWithPath: temporaryFolder("file-exporter"), isDirectory: true)
    setenv("SWIFTUI_FILE_BROWSER_DIRECTORY", folder.path, 1)
    defer { unsetenv("SWIFTUI_FILE_BROWSER_DIRECTORY") }
    let app = AppDriver(ExportNoteScreen())
    app.settle()
    try app.tap("Export Note")
    app.settle()
    #expect(app.value(of: "Name") == "note.txt")
    try app.tap("Save")
    app.settle()
    #expect(app.exists("Saved note.txt"))
    let saved = try String(
      contentsOf: folder.appendingPathComponent("note.txt"), encoding: .utf8)
    #expect(saved == "Buy milk")
  }
}
