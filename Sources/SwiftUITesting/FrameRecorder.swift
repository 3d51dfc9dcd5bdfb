import Foundation
import SwiftUI

/// Writes every frame of a driven sequence as numbered PNGs at a fixed rate of virtual time, and turns them
/// into a video (MP4) and an animated image (GIF) when ffmpeg is installed.
@MainActor public final class FrameRecorder {
  public let directory: URL
  public let framesPerSecond: Double
  public private(set) var frameCount = 0

  public init(directory: URL, framesPerSecond: Double = 60) throws {
    self.directory = directory
    self.framesPerSecond = framesPerSecond
    do {
      try FileManager.default.createDirectory(
        at: directory.appendingPathComponent("frames"), withIntermediateDirectories: true)
    } catch {
      throw RecordingError(
        description: "cannot create the folder \(directory.appendingPathComponent("frames").path).")
    }
  }

  public struct RecordingError: Error, CustomStringConvertible {
    public let description: String
  }

  /// The recorder's own files in a folder: what `--replace` clears.
  static func ownFiles(in directory: URL) -> [URL] {
    var files = ["recording.mp4", "recording.gif"].map { directory.appendingPathComponent($0) }
    let frames = directory.appendingPathComponent("frames")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: frames.path)) ?? []
    files += names.filter { $0.hasPrefix("frame-") && $0.hasSuffix(".png") }.map {
      frames.appendingPathComponent($0)
    }
    return files.filter { FileManager.default.fileExists(atPath: $0.path) }
  }

  /// Checks that `directory` can take a new recording: a new or empty folder, or (when replacing) one whose
  /// earlier frames and videos are removed first, so the video never mixes two recordings. Returns the
  /// problem in one sentence, or nil.
  static func prepare(_ directory: URL, replacing: Bool) -> String? {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isFolder) else {
      return nil
    }
    guard isFolder.boolValue else {
      return "cannot record into \(directory.path): it is a file, not a folder."
    }
    let contents = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    guard !contents.isEmpty else { return nil }
    guard replacing else {
      return
        "\(directory.path) is not empty; record into a new folder, or add --replace to replace its frames and videos."
    }
    for file in ownFiles(in: directory) {
      do {
        try FileManager.default.removeItem(at: file)
      } catch {
        return
          "cannot replace the earlier recording in \(directory.path): \(file.lastPathComponent) cannot be removed."
      }
    }
    return nil
  }

  func capture(_ host: ViewHost) {
    let url = directory.appendingPathComponent("frames").appendingPathComponent(
      String(format: "frame-%05d.png", frameCount))
    host.render().writePNG(to: url.path)
    frameCount += 1
  }

  /// Encodes the frames with ffmpeg if it is on the PATH; returns the files written.
  @discardableResult
  public func finish() -> [URL] {
    guard frameCount > 0, let ffmpeg = Self.findExecutable("ffmpeg") else { return [] }
    let pattern = directory.appendingPathComponent("frames/frame-%05d.png").path
    let video = directory.appendingPathComponent("recording.mp4")
    let gif = directory.appendingPathComponent("recording.gif")
    var written: [URL] = []
    let rate = String(Int(framesPerSecond))
    if run(
      ffmpeg,
      [
        "-y", "-loglevel", "error", "-framerate", rate, "-i", pattern, "-vf",
        "scale=trunc(iw/2)*2:trunc(ih/2)*2",
        "-pix_fmt", "yuv420p", video.path,
      ])
    {
      written.append(video)
    }
    if run(
      ffmpeg,
      [
        "-y", "-loglevel", "error", "-framerate", rate, "-i", pattern, "-vf",
        "fps=30,scale=390:-1:flags=lanczos,split[a][b];[a]palettegen[p];[b][p]paletteuse", gif.path,
      ])
    {
      written.append(gif)
    }
    return written
  }

  private func run(_ executable: URL, _ arguments: [String]) -> Bool {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    do {
      try process.run()
      process.waitUntilExit()
      return process.terminationStatus == 0
    } catch {
      return false
    }
  }

  static func findExecutable(_ name: String) -> URL? {
    for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(
      separator: ":")
    {
      let url = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return nil
  }
}
