import Foundation
import Testing

/// Runs the storage probe in separate processes sharing one settings directory, as two launches of an app.
@Suite struct AppStorageProcessTests {
  let configHome: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "appstorage-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  var settingsFile: URL { configHome.appendingPathComponent("storage-probe.plist") }

  static var probe: URL {
    // Test bundles and executables are built into the same directory.
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    while !FileManager.default.fileExists(
      atPath: directory.appendingPathComponent("storage-probe").path),
      directory.path != "/"
    {
      directory.deleteLastPathComponent()
    }
    return directory.appendingPathComponent("storage-probe")
  }

  func run(_ argument: String) throws -> (status: Int32, output: String, errors: String) {
    let process = Process()
    process.executableURL = Self.probe
    process.arguments = [argument]
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_CONFIG_HOME"] = configHome.path
    process.environment = environment
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let output = out.fileHandleForReading.readDataToEndOfFile()
    let errors = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: output, as: UTF8.self),
      String(decoding: errors, as: UTF8.self)
    )
  }

  @Test func valuesWrittenByOneProcessAreReadByTheNext() throws {
    #expect(
      FileManager.default.fileExists(atPath: Self.probe.path),
      "storage-probe not built at \(Self.probe.path)")
    let fresh = try run("read")
    #expect(
      fresh.output.contains("count=0") && fresh.output.contains("name=nil")
        && fresh.output.contains("mode=light"))
    #expect(try run("write").status == 0)
    let read = try run("read")
    #expect(read.status == 0)
    for line in [
      "count=42", "name=Ada 👩🏽‍💻", "flag=true", "score=2.5", "site=https://example.org/a", "mode=dark",
    ] {
      #expect(read.output.contains(line), "missing \(line) in \(read.output)")
    }
  }

  @Test func aValueOfTheWrongTypeReadsAsTheDefaultAndKeepsTheOtherKeys() throws {
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0"><dict>
      <key>count</key><string>forty-two</string>
      <key>name</key><string>Grace</string>
      <key>flag</key><string>yes</string>
      <key>mode</key><string>sepia</string>
      </dict></plist>
      """
    try plist.write(to: settingsFile, atomically: true, encoding: .utf8)
    let read = try run("read")
    #expect(read.status == 0)
    #expect(read.output.contains("count=0"))
    #expect(read.output.contains("name=Grace"))
    #expect(read.output.contains("flag=false"))
    #expect(read.output.contains("mode=light"))
    #expect(read.errors.contains("count"), "the wrong-typed key is reported: \(read.errors)")
    // Not overwritten by reading.
    let after = try String(contentsOf: settingsFile, encoding: .utf8)
    #expect(after.contains("forty-two"))
  }

  @Test func aTruncatedSettingsFileIsRepairedKeepingCompleteEntries() throws {
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0"><dict>
      <key>count</key><integer>7</integer>
      <key>name</key><string>Li</string>
      <key>flag</key><tr
      """
    try plist.write(to: settingsFile, atomically: true, encoding: .utf8)
    let read = try run("read")
    #expect(read.status == 0, "no crash: \(read.errors)")
    #expect(read.output.contains("count=7"))
    #expect(read.output.contains("name=Li"))
    #expect(read.errors.contains("damaged"))
    let backups = try FileManager.default.contentsOfDirectory(atPath: configHome.path).filter {
      $0.contains("corrupt")
    }
    #expect(backups.count == 1, "a copy of the damaged file is kept")
  }
}
