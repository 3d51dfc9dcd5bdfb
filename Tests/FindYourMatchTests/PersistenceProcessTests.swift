import Foundation
import Testing

/// Launches of the real executable sharing one settings directory: sign in, relaunch, sign out, relaunch.
@Suite(.serialized) struct PersistenceProcessTests {
  let configHome: URL
  let work: URL

  init() throws {
    work = FileManager.default.temporaryDirectory.appendingPathComponent("fym-\(UUID().uuidString)")
    configHome = work.appendingPathComponent("config")
    try FileManager.default.createDirectory(at: configHome, withIntermediateDirectories: true)
  }

  static var binary: URL {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    while !FileManager.default.fileExists(
      atPath: directory.appendingPathComponent("find-your-match").path),
      directory.path != "/"
    {
      directory.deleteLastPathComponent()
    }
    return directory.appendingPathComponent("find-your-match")
  }

  /// Runs the app headless with a driver script; returns its exit status and error output.
  func launch(_ script: String, name: String) throws -> (status: Int32, errors: String) {
    let scriptFile = work.appendingPathComponent("\(name).script")
    try script.write(to: scriptFile, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = Self.binary
    process.arguments = ["--script", scriptFile.path]
    process.currentDirectoryURL = work
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_CONFIG_HOME"] = configHome.path
    process.environment = environment
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let data = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  var settings: [String: Any] {
    let url = configHome.appendingPathComponent("find-your-match.plist")
    guard let data = FileManager.default.contents(atPath: url.path),
      let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        as? [String: Any]
    else { return [:] }
    return plist
  }

  @Test func theProfileSurvivesARelaunchAndSignOutStartsFresh() throws {
    #expect(
      FileManager.default.fileExists(atPath: Self.binary.path),
      "find-your-match not built at \(Self.binary.path)")
    let signUp = try launch(
      """
      expect "Find your match"
      tap "SIGN UP"
      settle
      type "Ada"
      press return
      settle
      tap "NEXT"
      settle
      tap "Select a gender"
      settle
      tap "Non-binary"
      settle
      tap "FINISH"
      settle
      expect "This user is 50 years old"
      """, name: "first")
    #expect(signUp.status == 0, "\(signUp.errors)")
    #expect(settings["signed_in"] as? Bool == true)
    #expect(settings["name"] as? String == "Ada")

    // A second launch starts on the profile with the same values.
    let relaunch = try launch(
      """
      expect "Ada"
      expect "This user is 50 years old"
      expect "Their gender is Non-binary"
      tap "SIGN OUT"
      settle
      expect "Find your match"
      """, name: "second")
    #expect(relaunch.status == 0, "\(relaunch.errors)")

    // After signing out the store no longer holds the keys, and a third launch starts on the welcome step.
    for key in ["name", "age", "gender"] { #expect(settings[key] == nil, "\(key) is gone") }
    let third = try launch(
      """
      expect "Find your match"
      expect "SIGN UP"
      """, name: "third")
    #expect(third.status == 0, "\(third.errors)")
  }
}
