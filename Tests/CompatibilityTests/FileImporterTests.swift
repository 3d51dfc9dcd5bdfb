import Foundation
import SwiftUI
import SwiftUITesting
import Testing

/// `ImportScreen`: `.fileImporter` and `PhotosPicker` present a sheet browsing a real folder (here a new
/// temporary one, through `SWIFTUI_FILE_BROWSER_DIRECTORY`): folders open, files of other types are dimmed
/// and cannot be picked, a picked text file's URL reaches the completion, a picked picture loads as data.
@MainActor struct FileImporterTests {
  private func makeFolder() throws -> URL {
    let folder = URL(fileURLWithPath: temporaryFolder("file-importer"), isDirectory: true)
    let drafts = folder.appendingPathComponent("Drafts", isDirectory: true)
    try FileManager.default.createDirectory(at: drafts, withIntermediateDirectories: true)
    try Data("Hello from notes".utf8).write(to: folder.appendingPathComponent("notes.txt"))
    try Data("A draft".utf8).write(to: drafts.appendingPathComponent("draft.txt"))
    let renderer = ImageRenderer(content: Color.red.frame(width: 4, height: 3))
    renderer.scale = 1
    let png = try #require(renderer.uiImage?.pngData())
    try png.write(to: folder.appendingPathComponent("picture.png"))
    return folder
  }

  @Test func aTextFilePickedInASubfolderIsImported() async throws {
    let folder = try makeFolder()
    setenv("SWIFTUI_FILE_BROWSER_DIRECTORY", folder.path, 1)
    defer { unsetenv("SWIFTUI_FILE_BROWSER_DIRECTORY") }
    let app = AppDriver(ImportScreen())
    app.settle()
    try app.tap("Import Text")
    app.settle()
    let image = app.screenshot(to: "\(compatibilityScreenshots)/file-importer.png")
    let drafts = try #require(app.frame(of: "Drafts"))
    let notes = try #require(app.frame(of: "notes.txt"))
    let picture = try #require(app.frame(of: "picture.png"))
    #expect(drafts.minY < notes.minY && notes.minY < picture.minY, "folders first, then by name")
    // A picture is not plain text: its name is grey, the text file's black.
    #expect(image.inkCount(in: notes) > 0)
    #expect(image.inkCount(in: picture) == 0, "the picture's name is dimmed")
    try app.tap("picture.png")
    app.settle()
    #expect(app.exists("notes.txt"), "a dimmed file cannot be picked")

    try app.tap("Drafts")
    app.settle()
    try app.tap("draft.txt")
    app.settle()
    #expect(app.exists("A draft"))
    #expect(!app.exists("notes.txt"), "the sheet closed")
  }

  @Test func aPhotoPickedFromThePicturesFolderLoads() async throws {
    let folder = try makeFolder()
    setenv("SWIFTUI_FILE_BROWSER_DIRECTORY", folder.path, 1)
    defer { unsetenv("SWIFTUI_FILE_BROWSER_DIRECTORY") }
    let app = AppDriver(ImportScreen())
    app.settle()
    try app.tap("Choose Photo")
    app.settle()
    #expect(app.exists("picture.png"))
    try app.tap("picture.png")
    app.settle()
    #expect(await app.wait(for: "4 by 3"))
  }
}
