import Foundation
import Testing

@testable import SwiftUI

/// Large pastes from another program: xclip on a private Xvfb display offers the text, sending it in pieces
/// (INCR) when it is large, and the runtime's reader takes it whole — up to its limit.
@Suite(.serialized) struct X11SelectionTests {
  /// A private X server for the test, stopped when the suite instance goes away.
  final class Server {
    let display: String
    let process = Process()
    init() throws {
      display = ":\(Int.random(in: 400...599))"
      process.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
      process.arguments = [display, "-nolisten", "tcp", "-screen", "0", "64x64x24"]
      process.standardError = FileHandle.nullDevice
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      // Ready once a client can connect.
      for _ in 0..<100
      where X11Selection.readClipboard(display: display, timeout: 0.1) == .failure(.noDisplay) {
        usleep(50_000)
      }
    }
    deinit {
      // SIGKILL: a child started by Process inherits a mask that blocks SIGTERM.
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
  }

  /// xclip owning the clipboard with `text` until `stop()`.
  func offer(_ text: String, on server: Server) throws -> Process {
    let xclip = Process()
    xclip.executableURL = URL(fileURLWithPath: "/usr/bin/xclip")
    // -quiet keeps it in the foreground, so the test can stop it.
    xclip.arguments = ["-display", server.display, "-selection", "clipboard", "-quiet", "-i"]
    let input = Pipe()
    xclip.standardInput = input
    xclip.standardError = FileHandle.nullDevice
    xclip.standardOutput = FileHandle.nullDevice
    try xclip.run()
    input.fileHandleForWriting.write(Data(text.utf8))
    try input.fileHandleForWriting.close()
    return xclip
  }

  func stop(_ process: Process) {
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }

  func read(on server: Server, limit: Int = X11Selection.sizeLimit) -> Result<
    X11Selection.Paste, X11Selection.Failure
  > {
    var result = X11Selection.readClipboard(display: server.display, limit: limit)
    // xclip takes the selection once it has read all of its input (on a busy machine, seconds later).
    for _ in 0..<400 where result == .failure(.noOwner) {
      usleep(50_000)
      result = X11Selection.readClipboard(display: server.display, limit: limit)
    }
    return result
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/bin/xclip")))
  func aLargeTextSentInPiecesArrivesWhole() throws {
    let server = try Server()
    // xclip sends in pieces what exceeds a quarter of the server's largest request (about 1 MB on Xvfb).
    let text = (0..<150_000).map { "line \($0) ✓\n" }.joined()  // about 2.2 MB
    let xclip = try offer(text, on: server)
    defer { stop(xclip) }
    let paste = try read(on: server).get()
    // Compared outside #expect, which would print megabytes on a failure.
    let incremental = paste.incremental
    let size = paste.text.utf8.count
    let same = paste.text == text
    #expect(incremental, "xclip sends this much with INCR")
    #expect(size == text.utf8.count)
    #expect(same, "the same text, in order")
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/bin/xclip")))
  func aPasteOverTheLimitIsRefused() throws {
    let server = try Server()
    let xclip = try offer(String(repeating: "x", count: 600_000), on: server)
    defer { stop(xclip) }
    #expect(read(on: server, limit: 100_000) == .failure(.tooLarge(limit: 100_000)))
  }
}
