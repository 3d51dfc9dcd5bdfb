import Foundation

/// The command line every app on the runtime understands: the host's options, plus those an executable adds
/// (its headless modes). Anything else starting with "--" is an error with the usage line; "-Key value" pairs
/// stay what they are on Apple platforms, UserDefaults' argument domain.
public enum _CommandLine {
  public struct Option: Sendable {
    public let name: String
    /// What follows it ("FILE", "DIR"), or nil for a flag without a value.
    public let value: String?
    public init(_ name: String, _ value: String?) {
      self.name = name
      self.value = value
    }
  }

  /// The window host's options.
  public static let hostOptions: [Option] = [
    Option("--size", "WIDTHxHEIGHT"), Option("--scale", "N"), Option("--screenshot", "FILE"),
    Option("--preview", "NAME"), Option("--list-previews", nil),
  ]
  /// Options the executable handles itself (set before `App.main()`).
  @MainActor public static var appOptions: [Option] = []

  @MainActor static var allOptions: [Option] { hostOptions + appOptions }

  @MainActor public static var usage: String {
    let name = ProcessInfo.processInfo.processName
    let options = allOptions.map { option in
      option.value.map { "[\(option.name) \($0)]" } ?? "[\(option.name)]"
    }
    return "usage: \(name) \(options.joined(separator: " "))"
  }

  /// One sentence saying what is wrong with the command line, or nil when every option is known and has
  /// its value.
  @MainActor public static func problem(in arguments: [String]) -> String? {
    var index = 1
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument.hasPrefix("--") {
        guard let option = allOptions.first(where: { $0.name == argument }) else {
          return "\(argument) is not an option."
        }
        if let value = option.value {
          guard index < arguments.count, !arguments[index].hasPrefix("--") else {
            return "\(argument) needs a value (\(value))."
          }
          index += 1
        }
      } else if argument.hasPrefix("-"), argument.count > 1, Double(argument) == nil {
        // "-Key value": a UserDefaults argument, as on macOS.
        index += 1
      } else {
        return "\"\(argument)\" is not an option (options start with --)."
      }
    }
    return nil
  }

  /// Prints "name: message" and the usage line on stderr.
  @MainActor public static func report(_ message: String, withUsage: Bool) {
    var text = "\(ProcessInfo.processInfo.processName): \(message)\n"
    if withUsage { text += usage + "\n" }
    FileHandle.standardError.write(Data(text.utf8))
  }

  /// Whether an image of this many pixels can be drawn here: cairo's limit per side, and the memory it takes
  /// against what the machine has. Returns the reason when it cannot.
  public static func problem(drawingPixels width: Double, _ height: Double) -> String? {
    let side = 32_767.0
    if width > side || height > side {
      return
        "\(Int(width))x\(Int(height)) pixels is larger than can be drawn (at most \(Int(side)) pixels a side)."
    }
    let bytes = width * height * 4
    let pages = Double(sysconf(Int32(_SC_PHYS_PAGES)))
    let pageSize = Double(sysconf(Int32(_SC_PAGESIZE)))
    let memory = pages > 0 && pageSize > 0 ? pages * pageSize : .infinity
    // The frame, a layer or two and the PNG encoder: allow a quarter of the machine for one image.
    if bytes > memory / 4 {
      let needed = String(format: "%.1f", bytes / 1e9)
      let have = String(format: "%.1f", memory / 1e9)
      return
        "\(Int(width))x\(Int(height)) pixels needs \(needed) GB for one image, too much for this machine's \(have) GB."
    }
    return nil
  }
}
