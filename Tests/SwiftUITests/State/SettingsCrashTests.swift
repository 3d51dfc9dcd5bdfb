import Foundation
import Testing

/// The storage probe writing groups of settings in a loop, killed with SIGKILL at random moments: after every
/// kill the file is a valid property list, and each group is entirely the old values or entirely the new —
/// written through @AppStorage (`loop`) or by code calling UserDefaults.standard itself (`direct-loop`).
@Suite struct SettingsCrashTests {
  let configHome: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "settings-crash-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  var settingsFile: URL { configHome.appendingPathComponent("storage-probe.plist") }

  @Test(arguments: ["loop", "direct-loop"])
  func killedAtRandomMomentsTheFileIsAlwaysWholeAndEachGroupAllOldOrAllNew(mode: String) throws {
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_CONFIG_HOME"] = configHome.path
    var generator = SystemRandomNumberGenerator()
    var last = 0
    var advanced = 0
    for round in 0..<200 {
      let process = Process()
      process.executableURL = AppStorageProcessTests.probe
      process.arguments = [mode]
      process.environment = environment
      let out = Pipe()
      process.standardOutput = out
      process.standardError = FileHandle.nullDevice
      try process.run()
      // Once it has written, let it run a random while: a few more writes, or part of one.
      _ = out.fileHandleForReading.availableData
      usleep(UInt32.random(in: 0...20_000, using: &generator))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      #expect(process.terminationReason == .uncaughtSignal)

      guard FileManager.default.fileExists(atPath: settingsFile.path) else {
        #expect(last == 0, "round \(round): the settings file disappeared")
        continue
      }
      let data = try Data(contentsOf: settingsFile)
      let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
      let values = try #require(
        plist as? [String: Any], "round \(round): not a property list (\(data.count) bytes)")
      let g1 = values["g1"] as? Int
      #expect(
        g1 == values["g2"] as? Int && g1 == values["g3"] as? Int
          && values["label"] as? String == g1.map { "n-\($0)" },
        "round \(round): a group is torn: \(values)")
      let now = g1 ?? 0
      #expect(now >= last, "round \(round): went back from \(last) to \(now)")
      if now > last { advanced += 1 }
      last = now
    }
    #expect(advanced > 100, "most rounds stored new values (\(advanced) of 200)")
    // The next start removes the temporary files of writes that were killed.
    let reader = Process()
    reader.executableURL = AppStorageProcessTests.probe
    reader.arguments = ["read"]
    reader.environment = environment
    reader.standardOutput = FileHandle.nullDevice
    try reader.run()
    reader.waitUntilExit()
    let files = try FileManager.default.contentsOfDirectory(atPath: configHome.path)
    #expect(files == ["storage-probe.plist"], "\(files)")
  }
}
