import Foundation

/// Options for hosts, settable by an app's executable before `App.main()`.
public enum _HostOptions {
  /// Extra lines for the "no display" message (an app's own headless modes, say).
  @MainActor public static var noDisplayHelp: [String] = []
}

/// Reads the command line and runs the app in a window or headless.
@MainActor enum AppRunner {
  struct Options {
    var screenshot: String?
    /// `--preview NAME`: the `#Preview` (or PreviewProvider) to show instead of the app's window content.
    var preview: String?
    var listPreviews = false
    var size = CGSize(width: 390, height: 844)
    var scale: CGFloat = 2
    var explicitScale = false
  }

  static func parse(_ arguments: [String]) -> Result<Options, ArgumentError> {
    if let problem = _CommandLine.problem(in: arguments) { return .failure(.init(problem)) }
    var options = Options()
    var iterator = arguments.dropFirst().makeIterator()
    while let argument = iterator.next() {
      switch argument {
      case "--screenshot":
        guard let file = iterator.next() else {
          return .failure(.init("--screenshot needs a file name."))
        }
        options.screenshot = file
      case "--preview":
        guard let name = iterator.next() else {
          return .failure(.init("--preview needs the name of a preview (see --list-previews)."))
        }
        options.preview = name
      case "--list-previews":
        options.listPreviews = true
      case "--size":
        guard let value = iterator.next() else {
          return .failure(.init("--size needs WIDTHxHEIGHT in points."))
        }
        let parts = value.lowercased().split(separator: "x").compactMap { Double($0) }
        guard parts.count == 2, parts.allSatisfy({ $0 >= 1 && $0 <= 10_000 }) else {
          return .failure(
            .init("--size \(value) is not WIDTHxHEIGHT in points from 1 to 10000 (e.g. 390x844)."))
        }
        options.size = CGSize(width: parts[0], height: parts[1])
      case "--scale":
        guard let value = iterator.next(), let scale = Double(value), scale >= 0.5, scale <= 4
        else {
          return .failure(.init("--scale needs a number from 0.5 to 4."))
        }
        options.scale = scale
        options.explicitScale = true
      default:
        // Checked above: the app's own options, and "-Key value" UserDefaults arguments.
        continue
      }
    }
    if let problem = _CommandLine.problem(
      drawingPixels: options.size.width * options.scale, options.size.height * options.scale)
    {
      return .failure(
        .init(
          "--size \(Int(options.size.width))x\(Int(options.size.height)) at scale \(options.scale): \(problem)"
        ))
    }
    return .success(options)
  }

  struct ArgumentError: Error {
    let message: String
    init(_ message: String) { self.message = message }
  }

  static func run<A: App>(_ app: A) {
    SettingsStorage.shared.prepare(.standard)
    guard let window = app.body as? any WindowScene else {
      fail("the app's body must be a WindowGroup")
    }
    var options: Options
    switch parse(CommandLine.arguments) {
    case .success(let parsed): options = parsed
    case .failure(let error):
      _CommandLine.report(error.message, withUsage: true)
      exit(2)
    }
    if options.listPreviews {
      print(PreviewListing.text(PreviewDiscovery.all()), terminator: "")
      exit(0)
    }
    var rootView = window.rootView
    var title = window.windowTitle ?? ProcessInfo.processInfo.processName
    if let name = options.preview {
      let previews = PreviewDiscovery.all()
      guard let entry = PreviewDiscovery.named(name) else {
        fail(PreviewListing.unknown(name, among: previews))
      }
      rootView = entry.preview.makeContent()
      title = entry.name
      if let size = entry.preview.size(onDevice: options.size) {
        options.size = size
      } else {
        // `.sizeThatFitsLayout`: the window is the content's own size.
        options.size = ViewHost.idealSize(of: rootView, within: options.size)
      }
    }
    if let screenshot = options.screenshot {
      let host = ViewHost(
        anyRoot: rootView, size: options.size, scale: options.scale,
        safeAreaInsets: ViewHost.phoneSafeArea,
        clock: FrameClock())
      // Let onAppear work and main-queue blocks run once, as they would before the first frame on a device.
      RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.05))
      host.update()
      let image = host.render()
      guard image.writePNG(to: screenshot) else {
        let folder = URL(fileURLWithPath: screenshot).deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        if !FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder)
          || !isFolder.boolValue
        {
          fail("cannot write the screenshot \(screenshot): there is no folder \(folder).")
        }
        fail("cannot write the screenshot \(screenshot) (is the folder writable?).")
      }
      print(
        "Wrote \(screenshot) (\(image.pixelWidth)x\(image.pixelHeight) px, \(options.size.width)x\(options.size.height) pt at \(options.scale)x)"
      )
      exit(0)
    }
    WindowHost.run(rootView: rootView, title: title, options: options)
  }

  static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(
      Data("\(ProcessInfo.processInfo.processName): \(message)\n".utf8))
    exit(2)
  }
}
