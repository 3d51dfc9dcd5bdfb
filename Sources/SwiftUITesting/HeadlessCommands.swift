import Foundation
import SwiftUI

/// Command-line modes any SwiftUI app executable can offer without a display:
/// `--script FILE` plays a `DriverScript` (its screenshots go to the current directory);
/// `--record DIR --script FILE` also writes every frame to DIR (and a video with ffmpeg);
/// `--demo DIR` records the app's own demo script. A folder that already holds files is refused unless
/// `--replace` is given, which clears the recorder's own files from it first (and nothing else).
@MainActor public enum HeadlessCommands {
  public static let options: [_CommandLine.Option] = [
    .init("--script", "FILE"), .init("--record", "DIR"), .init("--demo", "DIR"),
    .init("--replace", nil),
  ]

  /// Returns an exit code when the arguments asked for a headless mode (or were wrong), nil otherwise. The demo
  /// script is made only for `--demo`: an app's script may look up localized words, which a window's launch
  /// should not wait for.
  public static func run<V: View>(
    arguments: [String], rootView: @autoclosure () -> V, demoScript: @autoclosure () -> String?
  ) -> Int32? {
    _CommandLine.appOptions = options
    if let problem = _CommandLine.problem(in: arguments) { return fail(problem, usage: true) }
    var directory: String?
    var scriptText: String?
    var replace = false
    var iterator = arguments.dropFirst().makeIterator()
    while let argument = iterator.next() {
      switch argument {
      case "--demo", "--record":
        directory = iterator.next()
        if argument == "--demo" {
          guard let demoScript = demoScript() else { return fail("this app has no demo.") }
          scriptText = demoScript
        }
      case "--script":
        let path = iterator.next() ?? ""
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
          return fail("cannot read the script \(path).")
        }
        scriptText = text
      case "--replace": replace = true
      case "--size", "--scale", "--screenshot", "--preview":
        _ = iterator.next()
      default: continue
      }
    }
    guard directory != nil || scriptText != nil else {
      if replace { return fail("--replace goes with --record or --demo.", usage: true) }
      return nil
    }
    guard let scriptText else { return fail("--record needs --script FILE.", usage: true) }
    do {
      let script = try DriverScript(parsing: scriptText)
      guard let directory else {
        let driver = AppDriver(rootView())
        try script.run(
          on: driver, screenshotsIn: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        return finish()
      }
      let output = URL(fileURLWithPath: directory)
      if let problem = FrameRecorder.prepare(output, replacing: replace) { return fail(problem) }
      let driver = AppDriver(rootView())
      driver.recorder = try FrameRecorder(directory: output)
      try script.run(on: driver, screenshotsIn: output)
      let encoded = driver.recorder?.finish() ?? []
      print(
        "Wrote \(driver.recorder?.frameCount ?? 0) frames to \(output.appendingPathComponent("frames").path)"
      )
      for file in encoded { print("Wrote \(file.path)") }
      if encoded.isEmpty { print("(install ffmpeg to also get a video and an animated GIF)") }
      return finish()
    } catch let error as DriverScript.ScriptError {
      return fail(error.description)
    } catch let error as FrameRecorder.RecordingError {
      return fail(error.description)
    } catch let error as AppDriver.DriverError {
      return fail(error.description)
    } catch {
      return fail(error.localizedDescription)
    }
  }

  /// Settings changed by the script are on disk before the process ends; a failure to save them fails the run.
  private static func finish() -> Int32 {
    guard _SettingsStorage.flush() else {
      return fail("settings could not be saved (the reason is above).", code: 1)
    }
    return 0
  }

  private static func fail(_ message: String, usage: Bool = false, code: Int32 = 2) -> Int32 {
    _CommandLine.report(message, withUsage: usage)
    return code
  }
}
