import Foundation
import Testing

/// Settings that cannot be written, files that are damaged or links: the app says so (an alert naming what
/// and where, a message on stderr with the path and the reason), keeps what the person entered, and never
/// writes through a link or over a file it could not keep a copy of.
@Suite(.serialized) struct SettingsFailureProcessTests {
  let app: AppProcess
  var config: URL { app.work.appendingPathComponent("config") }
  var settings: URL { config.appendingPathComponent("find-your-match.plist") }

  init() throws { app = try AppProcess() }

  func plist(_ url: URL) -> [String: Any]? {
    guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
    return (try? PropertyListSerialization.propertyList(from: data, options: [], format: nil))
      as? [String: Any]
  }

  /// Signs up where settings cannot be written; the alert shows, OK closes it, the profile stays.
  func signUpFailing(environment: [String: String?] = [:]) throws -> AppProcess.Result {
    try app.play(
      AppProcess.signUpToHome + """

        expect "Your changes could not be saved"
        expect "could not be written to"
        tap "OK"
        settle
        tap "Profile"
        settle
        expect "This user is 50 years old"
        expect "Ada"
        """, environment: environment)
  }

  @Test func aConfigFolderUnderAFileIsReportedAndTheProfileIsKept() throws {
    let file = app.work.appendingPathComponent("not-a-folder")
    try Data("x".utf8).write(to: file)
    let home = file.appendingPathComponent("config")
    let result = try signUpFailing(environment: ["XDG_CONFIG_HOME": home.path])
    #expect(result.status == 1, "a run whose settings were lost does not exit 0")
    #expect(result.errors.contains(home.appendingPathComponent("find-your-match.plist").path))
    #expect(result.errors.contains("\(file.path) is a file, not a folder"), "\(result.errors)")
    #expect(!result.errors.contains("Wrote"), "nothing claims to have been written")
    #expect(!result.errors.contains("kept a copy"))
  }

  @Test func aSettingsPathThatIsAFolderIsReported() throws {
    try FileManager.default.createDirectory(at: settings, withIntermediateDirectories: true)
    let result = try signUpFailing()
    #expect(result.status == 1)
    #expect(
      result.errors.contains(settings.path) && result.errors.contains("folder"), "\(result.errors)")
    var isFolder: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: settings.path, isDirectory: &isFolder))
    #expect(isFolder.boolValue, "the folder is left alone")
  }

  @Test(.enabled(if: geteuid() != 0, "root writes to read-only folders"))
  func aReadOnlyFolderIsReported() throws {
    try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
    chmod(config.path, 0o500)
    defer { chmod(config.path, 0o700) }
    let result = try signUpFailing()
    #expect(result.status == 1)
    #expect(result.errors.contains(settings.path) && result.errors.contains("Permission denied"))
  }

  @Test func aSymbolicLinkIsNotFollowedAndItsTargetIsUntouched() throws {
    try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
    let target = app.work.appendingPathComponent("precious.plist")
    let precious = try PropertyListSerialization.data(
      fromPropertyList: ["name": "Mallory", "signed_in": true], format: .xml, options: 0)
    try precious.write(to: target)
    try FileManager.default.createSymbolicLink(at: settings, withDestinationURL: target)
    let result = try app.play(AppProcess.signUp + "\nexpect \"This user is 50 years old\"")
    #expect(result.status == 0, "\(result.errors)")
    #expect(try Data(contentsOf: target) == precious, "the link's target is not written")
    #expect(result.errors.contains("symbolic link"), "\(result.errors)")
    let attributes = try FileManager.default.attributesOfItem(atPath: settings.path)
    #expect(attributes[.type] as? FileAttributeType == .typeRegular)
    #expect(plist(settings)?["username"] as? String == "ada")
  }

  @Test func aDamagedFileIsKeptAndRepairedBeforeAScriptWrites() throws {
    try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
    let damaged = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>theme</key><string>dark</string>
      <key>name</key><str
      """
    try damaged.write(to: settings, atomically: true, encoding: .utf8)
    let result = try app.play(AppProcess.signUp)
    #expect(result.status == 0, "\(result.errors)")
    let backups = try FileManager.default.contentsOfDirectory(atPath: config.path).filter {
      $0.contains("corrupt")
    }
    #expect(backups.count == 1)
    if let backup = backups.first {
      #expect(
        try String(contentsOf: config.appendingPathComponent(backup), encoding: .utf8) == damaged)
      #expect(result.errors.contains(backup), "the message names the copy that exists")
    }
    #expect(plist(settings)?["theme"] as? String == "dark", "the complete entry is salvaged")
    #expect(plist(settings)?["username"] as? String == "ada")
  }

  @Test func anEmptyFileIsKeptAsABackupToo() throws {
    try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: settings.path, contents: Data())
    let result = try app.play("expect \"SIGN UP\"")
    #expect(result.status == 0)
    #expect(result.errors.contains("empty"), "\(result.errors)")
    let backups = try FileManager.default.contentsOfDirectory(atPath: config.path).filter {
      $0.contains("corrupt")
    }
    #expect(backups.count == 1)
  }

  @Test func withoutHomeSettingsGoToTheAccountsHomeNotTheRoot() throws {
    // Only reads: the account's real settings must not be changed by a test.
    let result = try app.play("settle", environment: ["HOME": nil, "XDG_CONFIG_HOME": nil])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.errors.contains("HOME is not set"), "\(result.errors)")
    #expect(!FileManager.default.fileExists(atPath: "/.config/find-your-match.plist"))
  }

  @Test func aRelativeXDGConfigHomeIsIgnoredWithAMessage() throws {
    let result = try app.play(
      AppProcess.signUp, environment: ["XDG_CONFIG_HOME": "relative/config", "HOME": app.work.path])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.errors.contains("XDG_CONFIG_HOME"), "\(result.errors)")
    #expect(
      !FileManager.default.fileExists(atPath: app.work.appendingPathComponent("relative").path))
    let used = app.work.appendingPathComponent(".config/find-your-match.plist")
    #expect(plist(used)?["username"] as? String == "ada")
  }
}
