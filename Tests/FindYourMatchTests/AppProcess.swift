import Foundation

/// The real find-your-match executable, run headless in a folder of its own with a chosen environment.
struct AppProcess {
  let work: URL

  init() throws {
    work = FileManager.default.temporaryDirectory.appendingPathComponent("fym-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
  }

  struct Result {
    let status: Int32
    let output: String
    let errors: String
  }

  /// Runs the app with `arguments`; `environment` entries replace (or, when nil, remove) inherited ones.
  func run(_ arguments: [String], environment changes: [String: String?] = [:]) throws -> Result {
    let process = Process()
    process.executableURL = PersistenceProcessTests.binary
    process.arguments = arguments
    process.currentDirectoryURL = work
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_CONFIG_HOME"] = work.appendingPathComponent("config").path
    // The accounts database of its own too: a test never touches the real one.
    environment["XDG_DATA_HOME"] = work.appendingPathComponent("data").path
    for (key, value) in changes { environment[key] = value }
    process.environment = environment
    // Errors to a file, output through a pipe: neither can fill up and stall the process.
    let errorFile = work.appendingPathComponent("stderr-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    let err = try FileHandle(forWritingTo: errorFile)
    defer { try? err.close() }
    let out = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let output = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let errors = (try? Data(contentsOf: errorFile)) ?? Data()
    return Result(
      status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
      errors: String(decoding: errors, as: UTF8.self))
  }

  /// Writes `script` to a file and plays it.
  func play(_ script: String, environment: [String: String?] = [:], extra: [String] = []) throws
    -> Result
  {
    let file = work.appendingPathComponent("play-\(UUID().uuidString).script")
    try script.write(to: file, atomically: true, encoding: .utf8)
    return try run(["--script", file.path] + extra, environment: environment)
  }

  /// Sign-up as Ada (50, non-binary), username ada, up to the home: the first time the app writes settings.
  static let signUpToHome = signUpToHome(password: "analytical engine")

  /// The same sign-up with a chosen password.
  static func signUpToHome(password: String) -> String {
    """
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
    tap "NEXT"
    settle
    tap "Username"
    type "ada"
    tap "Password"
    type "\(password)"
    tap "FINISH"
    wait 3
    expect "Discover"
    """
  }

  /// The whole sign-up, ending on the Profile tab.
  static let signUp =
    signUpToHome + """

      tap "Profile"
      settle
      """
}
