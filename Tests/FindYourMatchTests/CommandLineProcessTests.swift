import Foundation
import Testing

/// The executable's command line: every mistake is one sentence and the usage line, and recordings never mix
/// with what a folder held before.
@Suite(.serialized) struct CommandLineProcessTests {
  let app: AppProcess
  init() throws { app = try AppProcess() }

  @Test(arguments: [
    ["--frobnicate"], ["--script"], ["--size"], ["--record"], ["stray"], ["--demo", "--replace"],
  ])
  func mistakesAreOneSentenceAndTheUsageLine(arguments: [String]) throws {
    let result = try app.run(arguments, environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil])
    #expect(result.status == 2, "\(arguments): \(result.errors)")
    let lines = result.errors.split(separator: "\n")
    #expect(lines.count == 2, "\(result.errors)")
    #expect(lines.last?.hasPrefix("usage: find-your-match") == true)
    #expect(lines.first?.hasSuffix(".") == true)
  }

  @Test func aScreenshotTooLargeForMemoryIsRefusedBeforeDrawing() throws {
    let result = try app.run(["--size", "10000x10000", "--scale", "4", "--screenshot", "x.png"])
    #expect(result.status == 2)
    #expect(result.errors.contains("40000x40000 pixels"), "\(result.errors)")
    #expect(!result.errors.contains("could not write"))
  }

  @Test func anEndlessDragIsRefused() throws {
    for line in ["drag 100 400 300 400 inf", "drag 100 400 300 400 nan", "drag inf 0 0 0"] {
      let result = try app.play(line)
      #expect(result.status == 2, "\(line)")
      #expect(result.errors.contains("line 1"), "\(result.errors)")
    }
  }

  @Test func aDemoIntoAFileSaysSoInOneSentence() throws {
    let file = app.work.appendingPathComponent("taken")
    try Data("x".utf8).write(to: file)
    let result = try app.run(["--demo", file.path])
    #expect(result.status == 2)
    #expect(result.errors.contains("is a file, not a folder"), "\(result.errors)")
    #expect(!result.errors.contains("NSError") && !result.errors.contains("Domain="))
  }

  @Test func aRecordingRefusesAUsedFolderAndReplacesOnlyItsOwnFiles() throws {
    let folder = app.work.appendingPathComponent("rec")
    let frames = folder.appendingPathComponent("frames")
    try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
    for index in 0..<40 {
      try Data("old".utf8).write(
        to: frames.appendingPathComponent(String(format: "frame-%05d.png", index)))
    }
    let notes = folder.appendingPathComponent("notes.txt")
    try Data("mine".utf8).write(to: notes)
    let script = app.work.appendingPathComponent("short.script")
    try "wait 0.1\n".write(to: script, atomically: true, encoding: .utf8)

    let refused = try app.run(["--record", folder.path, "--script", script.path])
    #expect(refused.status == 2)
    #expect(refused.errors.contains("not empty") && refused.errors.contains("--replace"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: frames.path).count == 40)

    let replaced = try app.run(["--record", folder.path, "--script", script.path, "--replace"])
    #expect(replaced.status == 0, "\(replaced.errors)")
    let written = try FileManager.default.contentsOfDirectory(atPath: frames.path)
    #expect(replaced.output.contains("Wrote \(written.count) frames"))
    #expect(written.count == 6, "only this recording's frames: \(written.count)")
    #expect(FileManager.default.fileExists(atPath: notes.path), "other files are left alone")
  }
}
