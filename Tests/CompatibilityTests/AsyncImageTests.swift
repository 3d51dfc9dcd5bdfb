import Foundation
import SwiftUI
import SwiftUITesting
import Testing

/// `GalleryScreen` against iOS's AsyncImage: the grey placeholder (or the caller's) until the image arrives,
/// then the image from a file URL or a data: URL; a missing file and an unreachable server are failures the
/// content shows (no crash); the phase change runs in the transaction's animation.
@MainActor struct AsyncImageTests {
  /// A 40 × 40 pt orange PNG at 2x, written by rendering a view, and the same bytes as a data: URL.
  private func photo() throws -> (file: URL, data: URL) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "async-image-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("photo.png")
    let maker = AppDriver(
      Color.orange.ignoresSafeArea(), size: CGSize(width: 40, height: 40), scale: 2)
    _ = maker.screenshot(to: file.path)
    let bytes = try Data(contentsOf: file)
    let data = try #require(URL(string: "data:image/png;base64,\(bytes.base64EncodedString())"))
    return (file, data)
  }

  private func gallery() throws -> (AppDriver, URL) {
    let (file, data) = try photo()
    let screen = GalleryScreen(
      photo: file, inlinePhoto: data,
      missingPhoto: file.deletingLastPathComponent().appendingPathComponent("gone.png"),
      // Port 9 (discard) on this machine: refused at once, with or without a network.
      webPhoto: URL(string: "http://127.0.0.1:9/photo.png"))
    return (AppDriver(screen), file)
  }

  @Test func placeholdersThenTheImagesFromAFileAndADataURL() async throws {
    let (app, _) = try gallery()
    let before = app.screenshot()
    let plain = try #require(app.frame(ofIdentifier: "plain"))
    // The standard placeholder: secondarySystemFill over white.
    #expect(
      before.pixel(at: CGPoint(x: plain.midX, y: plain.midY)).isClose(
        to: 234, 234, 235, tolerance: 3))
    #expect(app.findAll("In progress").count >= 2, "the spinners of the custom placeholders")

    #expect(await app.wait(for: "Loaded"))
    #expect(
      await app.wait(until: { app.exists("Not found") && app.exists("Offline") }, timeout: 10))
    app.settle()
    let after = app.screenshot(to: "\(compatibilityScreenshots)/async-image.png")
    // The plain image at its size (80 × 80 pixels at scale 1 → 80 pt): orange in the middle of its frame.
    #expect(
      after.pixel(at: CGPoint(x: plain.midX, y: plain.midY)).isClose(to: 255, 149, 0, tolerance: 3))
    // The data: URL image, resizable, fills its 120 × 60 frame.
    let inline = try #require(app.frame(ofIdentifier: "inline"))
    #expect(
      after.pixel(at: CGPoint(x: inline.minX + 3, y: inline.minY + 3)).isClose(
        to: 255, 149, 0, tolerance: 3))
    #expect(
      after.pixel(at: CGPoint(x: inline.maxX - 3, y: inline.maxY - 3)).isClose(
        to: 255, 149, 0, tolerance: 3))
    #expect(app.findAll("In progress").isEmpty)
  }

  @Test func thePhaseChangeFadesInWithTheTransaction() async throws {
    let (app, _) = try gallery()
    #expect(await app.wait(for: "Loaded"))
    let opacity = try #require(app.opacity(of: "Loaded", includingHidden: true))
    #expect(opacity < 0.5, "fading in over a second: \(opacity)")
    app.settle()
    #expect(app.opacity(of: "Loaded") == 1)
  }
}
