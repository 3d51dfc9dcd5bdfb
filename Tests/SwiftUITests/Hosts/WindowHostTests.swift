import CSDL2
import Foundation
import Testing

@testable import SwiftUI

/// The window host's behaviour that needs no display: what the app does without one, how the window is
/// sized, and how keys reach the app. The window itself is tested by scripts/window-test.sh under Xvfb.
@Suite struct WindowHostTests {
  /// Where `swift build` / `swift test` put the executables: the directory holding the test bundle.
  static func appBinary() -> (url: URL?, searched: [String]) {
    var directories: [URL] = []
    let runner = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0])
      .resolvingSymlinksInPath()
    directories.append(runner.deletingLastPathComponent())
    let bundle = Bundle.main.bundleURL.resolvingSymlinksInPath()
    directories += [bundle, bundle.deletingLastPathComponent()]
    directories = directories.reduce(into: []) { unique, url in
      if !unique.contains(url) { unique.append(url) }
    }
    for directory in directories {
      let candidate = directory.appendingPathComponent("find-your-match")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return (candidate, []) }
    }
    return (nil, directories.map(\.path))
  }

  @Test func withoutADisplayTheAppSaysHowToRenderHeadlessAndExits() throws {
    let found = Self.appBinary()
    let binary = try #require(
      found.url,
      "find-your-match was not found next to the test bundle (looked in \(found.searched.joined(separator: ", "))); build it with `swift build`"
    )
    let process = Process()
    process.executableURL = binary
    var environment = ProcessInfo.processInfo.environment
    for name in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { environment[name] = nil }
    process.environment = environment
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    // Only a guard against a hang: the app should be gone in well under a second.
    let deadline = Date().addingTimeInterval(20)
    while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
    if process.isRunning {
      process.terminate()
      Issue.record("find-your-match was still running 20 s after starting without a display")
      return
    }
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 3)
    let firstLine = message.split(separator: "\n").first.map(String.init) ?? ""
    #expect(firstLine.contains("no display found"), "stderr: \(message)")
    #expect(firstLine.contains("find-your-match --screenshot"), "stderr: \(message)")
  }

  @Test func aNormalDisplayGetsAPhoneSizedWindowAtOnePixelPerPoint() {
    let metrics = WindowMetrics.initial(
      points: CGSize(width: 390, height: 844), explicitScale: nil, drawableRatio: 1,
      usable: CGSize(width: 1920, height: 1050))
    #expect(metrics == WindowMetrics(windowSize: CGSize(width: 390, height: 844), scale: 1))
  }

  @Test func aHighDPIDrawableGivesEachPointItsPixels() {
    let metrics = WindowMetrics.initial(
      points: CGSize(width: 390, height: 844), explicitScale: nil, drawableRatio: 2,
      usable: CGSize(width: 1440, height: 870))
    #expect(metrics == WindowMetrics(windowSize: CGSize(width: 390, height: 844), scale: 2))
  }

  @Test func anExplicitScaleSetsPixelsPerPointAndTheWindowStillFitsTheScreen() {
    let onNormal = WindowMetrics.initial(
      points: CGSize(width: 390, height: 844), explicitScale: 2, drawableRatio: 1,
      usable: CGSize(width: 1280, height: 1024))
    #expect(onNormal == WindowMetrics(windowSize: CGSize(width: 780, height: 1024), scale: 2))
    let onHighDPI = WindowMetrics.initial(
      points: CGSize(width: 390, height: 844), explicitScale: 1, drawableRatio: 2, usable: nil)
    #expect(onHighDPI == WindowMetrics(windowSize: CGSize(width: 195, height: 422), scale: 1))
  }

  private func key(_ code: SDL_KeyCode, _ mod: SDL_Keymod = KMOD_NONE, textInput: Bool = false) -> (
    Key, KeyModifiers
  )? {
    let event = SDLEventTranslation.key(
      sym: Int32(bitPattern: code.rawValue), mod: UInt16(mod.rawValue), textInputActive: textInput)
    guard case .key(let key, let modifiers)? = event else { return nil }
    return (key, modifiers)
  }

  @Test func shortcutsArriveAsCharactersWithTheirModifiers() {
    #expect(key(SDLK_c, KMOD_LCTRL).map { $0 == .character("c") && $1 == [.control] } == true)
    #expect(key(SDLK_v, KMOD_RGUI).map { $0 == .character("v") && $1 == [.command] } == true)
    let redo = key(SDLK_z, SDL_Keymod(KMOD_LCTRL.rawValue | KMOD_LSHIFT.rawValue))
    #expect(redo.map { $0 == .character("z") && $1 == [.control, .shift] } == true)
    // Plain letters are typing: they come as SDL_TEXTINPUT, never as keys.
    #expect(key(SDLK_a) == nil)
    #expect(key(SDLK_a, KMOD_LSHIFT) == nil)
  }

  @Test func editingKeysMapToTheirKeys() {
    #expect(key(SDLK_KP_ENTER)?.0 == .returnKey)
    #expect(key(SDLK_RETURN)?.0 == .returnKey)
    #expect(key(SDLK_BACKSPACE)?.0 == .backspace)
    #expect(key(SDLK_TAB, KMOD_LSHIFT).map { $0 == .tab && $1 == [.shift] } == true)
    #expect(key(SDLK_LEFT, KMOD_LALT).map { $0 == .left && $1 == [.option] } == true)
    // In a text field Space is text; elsewhere it is a key (it presses the focused control).
    #expect(key(SDLK_SPACE, textInput: true) == nil)
    #expect(key(SDLK_SPACE)?.0 == .space)
    // Zoom keys are keys outside text fields (a map zooms with them) and text inside.
    #expect(key(SDLK_MINUS)?.0 == .character("-"))
    #expect(key(SDLK_KP_PLUS)?.0 == .character("+"))
    #expect(key(SDLK_EQUALS, KMOD_LSHIFT)?.0 == .character("="))
    #expect(key(SDLK_MINUS, textInput: true) == nil)
  }

  @Test func controlQQuits() {
    #expect(
      SDLEventTranslation.isQuit(
        sym: Int32(bitPattern: SDLK_q.rawValue), mod: UInt16(KMOD_LCTRL.rawValue)))
    #expect(!SDLEventTranslation.isQuit(sym: Int32(bitPattern: SDLK_q.rawValue), mod: 0))
  }
}
