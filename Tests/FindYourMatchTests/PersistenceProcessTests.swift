import Foundation
import Testing

/// Launches of the real executable sharing one settings directory and one data directory: sign up, relaunch,
/// log out, log in again; and the clear password is never written anywhere.
@Suite(.serialized) struct PersistenceProcessTests {
  let configHome: URL
  let dataHome: URL
  let work: URL

  init() throws {
    work = FileManager.default.temporaryDirectory.appendingPathComponent("fym-\(UUID().uuidString)")
    configHome = work.appendingPathComponent("config")
    dataHome = work.appendingPathComponent("data")
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

  /// Runs the app headless with a driver script; returns its exit status and everything it printed.
  func launch(_ script: String, name: String) throws -> (
    status: Int32, errors: String, output: String
  ) {
    let scriptFile = work.appendingPathComponent("\(name).script")
    try script.write(to: scriptFile, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = Self.binary
    process.arguments = ["--script", scriptFile.path]
    process.currentDirectoryURL = work
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_CONFIG_HOME"] = configHome.path
    environment["XDG_DATA_HOME"] = dataHome.path
    process.environment = environment
    let errors = Pipe()
    let output = Pipe()
    process.standardError = errors
    process.standardOutput = output
    try process.run()
    // Read both pipes to their ends (one on another thread), so neither can fill up and block the app.
    let outputData = LockedData()
    let reader = Thread { outputData.set(output.fileHandleForReading.readDataToEndOfFile()) }
    reader.start()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    while !outputData.isSet { usleep(1000) }
    return (
      process.terminationStatus, String(decoding: errorData, as: UTF8.self),
      String(decoding: outputData.value, as: UTF8.self)
    )
  }

  var settings: [String: Any] {
    let url = configHome.appendingPathComponent("find-your-match.plist")
    guard let data = FileManager.default.contents(atPath: url.path),
      let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        as? [String: Any]
    else { return [:] }
    return plist
  }

  /// Every file under the data and settings directories (the database, its log, the plist…).
  var writtenFiles: [(path: String, data: Data)] {
    guard let files = FileManager.default.enumerator(at: work, includingPropertiesForKeys: nil)
    else {
      return []
    }
    return files.compactMap { item in
      guard let file = item as? URL, file.pathExtension != "script",
        let data = FileManager.default.contents(atPath: file.path)
      else { return nil }
      return (file.path, data)
    }
  }

  @Test func theAccountSurvivesARelaunchAndTheClearPasswordIsWrittenNowhere() throws {
    #expect(
      FileManager.default.fileExists(atPath: Self.binary.path),
      "find-your-match not built at \(Self.binary.path)")
    let password = "Correct-Horse-7731"
    let signUp = try launch(
      "expect \"Find your match\"\n" + AppProcess.signUpToHome(password: password), name: "first")
    #expect(signUp.status == 0, "\(signUp.errors)")
    #expect(settings["signed_in"] as? Bool == true)
    #expect(settings["username"] as? String == "ada")
    #expect(
      FileManager.default.fileExists(
        atPath: dataHome.appendingPathComponent("find-your-match/find-your-match.sqlite").path))

    // A second launch starts signed in, with the profile; it logs out, fails once, then logs in.
    let relaunch = try launch(
      """
      expect "Discover"
      tap "Profile"
      wait 0.5
      expect "Ada"
      expect "This user is 50 years old"
      expect "Their gender is Non-binary"
      tap "Log out"
      settle
      expect "Login"
      tap "Password"
      type "\(password)x"
      tap "Login"
      wait 3
      expect "Wrong username or password"
      tap "Password"
      type "\(password)"
      tap "Login"
      wait 3
      expect "Their gender is Non-binary"
      """, name: "second")
    #expect(relaunch.status == 0, "\(relaunch.errors)")
    #expect(settings["signed_in"] as? Bool == true)

    // A failing script prints what is on screen: the password is not among it either.
    let failing = try launch(
      """
      tap "Log out"
      settle
      tap "Password"
      type "\(password)"
      expect "something that is not there"
      """, name: "third")
    #expect(failing.status != 0)
    #expect(failing.errors.contains("something that is not there"))

    let needle = Data(password.utf8)
    let files = writtenFiles
    #expect(files.contains { $0.path.hasSuffix(".sqlite") })
    for file in files {
      #expect(file.data.range(of: needle) == nil, "the clear password is in \(file.path)")
    }
    for run in [signUp, relaunch, failing] {
      #expect(!run.errors.contains(password) && !run.output.contains(password))
    }
  }
}

/// Data handed from a reader thread to the test.
final class LockedData: @unchecked Sendable {
  private let lock = NSLock()
  private var data: Data?
  func set(_ value: Data) {
    lock.lock()
    data = value
    lock.unlock()
  }
  var isSet: Bool {
    lock.lock()
    defer { lock.unlock() }
    return data != nil
  }
  var value: Data {
    lock.lock()
    defer { lock.unlock() }
    return data ?? Data()
  }
}
