import Foundation
import SwiftUI

/// Command-line modes any SwiftUI app executable can offer without a display:
/// `--script FILE` plays a `DriverScript` (its screenshots go to the current directory);
/// `--record DIR --script FILE` also writes every frame to DIR (and a video with ffmpeg);
/// `--demo DIR` records the app's own demo script.
@MainActor public enum HeadlessCommands {
  /// Returns an exit code when the arguments asked for a headless mode, nil otherwise.
  public static func run<V: View>(
    arguments: [String], rootView: @autoclosure () -> V, demoScript: String?
  ) -> Int32? {
    var directory: String?
    var scriptText: String?
    var iterator = arguments.dropFirst().makeIterator()
    while let argument = iterator.next() {
      switch argument {
      case "--demo", "--record":
        guard let value = iterator.next() else { return fail("\(argument) needs a directory") }
        directory = value
        if argument == "--demo" {
          guard let demoScript else { return fail("this app has no demo") }
          scriptText = demoScript
        }
      case "--script":
        guard let path = iterator.next() else { return fail("--script needs a file") }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
          return fail("cannot read \(path)")
        }
        scriptText = text
      default: continue
      }
    }
    guard directory != nil || scriptText != nil else { return nil }
    guard let scriptText else { return fail("--record needs --script FILE") }
    do {
      let script = try DriverScript(parsing: scriptText)
      let driver = AppDriver(rootView())
      guard let directory else {
        try script.run(
          on: driver, screenshotsIn: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        return 0
      }
      let output = URL(fileURLWithPath: directory)
      driver.recorder = try FrameRecorder(directory: output)
      try script.run(on: driver, screenshotsIn: output)
      let encoded = driver.recorder?.finish() ?? []
      print(
        "Wrote \(driver.recorder?.frameCount ?? 0) frames to \(output.appendingPathComponent("frames").path)"
      )
      for file in encoded { print("Wrote \(file.path)") }
      if encoded.isEmpty { print("(install ffmpeg to also get a video and an animated GIF)") }
      return 0
    } catch {
      return fail("\(error)")
    }
  }

  private static func fail(_ message: String) -> Int32 {
    FileHandle.standardError.write(
      Data("\(ProcessInfo.processInfo.processName): \(message)\n".utf8))
    return 2
  }
}
