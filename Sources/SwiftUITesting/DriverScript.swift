import Foundation
import SwiftUI

/// A small language for scripted sequences (recordings, demos):
///
///     tap "SIGN UP"          taps the element with that text, label or placeholder
///     type "Nick"            types into the focused field
///     press return|tab|escape|backspace
///     drag 100 400 300 400 [seconds]
///     wait 0.5               real seconds: main-queue work, timers and background work run, then settles
///     settle                 until nothing animates
///     screenshot name        writes name.png into the output directory
///     expect "text"          fails the script when the text is not on screen
///
/// Lines starting with # are comments.
public struct DriverScript {
  public enum Step: Equatable {
    case tap(String)
    case type(String)
    case press(String)
    case drag(CGPoint, CGPoint, Double)
    case wait(Double)
    case settle
    case screenshot(String)
    case expect(String)
  }

  public struct ScriptError: Error, CustomStringConvertible {
    public let description: String
  }

  public let steps: [Step]

  public init(steps: [Step]) { self.steps = steps }

  public init(parsing text: String) throws {
    var steps: [Step] = []
    for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.isEmpty || line.hasPrefix("#") { continue }
      let (command, rest) = Self.split(line)
      func fail(_ message: String) -> ScriptError {
        ScriptError(description: "line \(number + 1): \(message): \(line)")
      }
      switch command {
      case "tap":
        steps.append(.tap(try Self.quoted(rest) ?? { throw fail("tap needs a \"label\"") }()))
      case "type":
        steps.append(.type(try Self.quoted(rest) ?? { throw fail("type needs \"text\"") }()))
      case "expect":
        steps.append(.expect(try Self.quoted(rest) ?? { throw fail("expect needs \"text\"") }()))
      case "press":
        guard ["return", "tab", "escape", "backspace"].contains(rest) else {
          throw fail("unknown key")
        }
        steps.append(.press(rest))
      case "wait":
        guard let seconds = Double(rest), seconds >= 0, seconds < 600 else {
          throw fail("wait needs seconds")
        }
        steps.append(.wait(seconds))
      case "settle": steps.append(.settle)
      case "screenshot":
        guard !rest.isEmpty, !rest.contains("/") else {
          throw fail("screenshot needs a plain name")
        }
        steps.append(.screenshot(rest))
      case "drag":
        let numbers = rest.split(separator: " ").compactMap { Double($0) }
        guard numbers.count == 4 || numbers.count == 5 else {
          throw fail("drag needs x1 y1 x2 y2 [seconds]")
        }
        // Bounded like wait: an endless drag (inf, nan) would never end the script.
        guard numbers.prefix(4).allSatisfy({ $0.isFinite && abs($0) <= 100_000 }) else {
          throw fail("drag points must be numbers within ±100000")
        }
        guard numbers.count == 4 || (numbers[4] >= 0 && numbers[4] < 600) else {
          throw fail("drag seconds must be from 0 to 600")
        }
        steps.append(
          .drag(
            CGPoint(x: numbers[0], y: numbers[1]), CGPoint(x: numbers[2], y: numbers[3]),
            numbers.count == 5 ? numbers[4] : 0.3))
      default: throw fail("unknown command \"\(command)\"")
      }
    }
    self.steps = steps
  }

  private static func split(_ line: String) -> (String, String) {
    guard let space = line.firstIndex(of: " ") else { return (line, "") }
    return (
      String(line[..<space]), line[line.index(after: space)...].trimmingCharacters(in: .whitespaces)
    )
  }

  private static func quoted(_ text: String) -> String? {
    guard text.count >= 2, text.first == "\"", text.last == "\"" else { return nil }
    return String(text.dropFirst().dropLast())
  }

  /// Runs the steps; screenshots go to `directory`.
  @MainActor public func run(on driver: AppDriver, screenshotsIn directory: URL) throws {
    for step in steps {
      switch step {
      case .tap(let label): try driver.tap(label)
      case .type(let text): driver.type(text)
      case .press(let key):
        let keys: [String: Key] = [
          "return": .returnKey, "tab": .tab, "escape": .escape, "backspace": .backspace,
        ]
        driver.press(keys[key]!)
      case .drag(let from, let to, let seconds): driver.drag(from: from, to: to, duration: seconds)
      case .wait(let seconds): driver.pass(seconds: seconds)
      case .settle: driver.settle()
      case .screenshot(let name):
        driver.screenshot(to: directory.appendingPathComponent("\(name).png").path)
      case .expect(let text):
        guard driver.exists(text) || driver.exists(text, exact: false) else {
          throw ScriptError(description: "expected \"\(text)\" on screen; visible: \(driver.texts)")
        }
      }
    }
  }
}
