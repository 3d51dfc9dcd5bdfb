import CSDL2
import Foundation

/// glibc's mallopt(3) and its M_ARENA_MAX (not in Swift's Glibc module).
@_silgen_name("mallopt")
private func mallopt(_ parameter: Int32, _ value: Int32) -> Int32
private let mallocArenaMax: Int32 = -8

/// The SDL2 window host: the app in one resizable, phone-sized window.
@MainActor enum WindowHost {
  /// Exit status when there is no display to open a window on.
  static let noDisplayExitCode: Int32 = 3

  static func run(rootView: any View, title: String, options: AppRunner.Options) -> Never {
    let environment = ProcessInfo.processInfo.environment
    let trace = WindowTrace(environment: environment)
    let hostStarted = trace.printsPhases ? WindowTrace.processAge : nil
    // Before any thread of ours starts: setenv is not safe while other threads read the environment.
    disableSessionBusAutolaunch(environment)
    // Pango sorts fonts for each new font in worker threads; with an arena per thread, glibc keeps a heap for
    // each of them (about 2 MiB more at rest). Two arenas are enough for a UI's threads.
    _ = mallopt(mallocArenaMax, 2)
    // Fonts load on another core while SDL connects to the display and opens the window; so do the tables the
    // first screen reads (its strings, the symbol names).
    TextEngine.warmUpInBackground()
    warmUpTablesInBackground()
    let forcedPath = PresentationPath.forced(environment)
    requireNamedDisplay(environment)
    // Connecting to the display is mostly waiting for the display server to answer SDL's requests, one after
    // another; meanwhile the main thread builds the first screen's views, at the size and scale the window is
    // asked for (a window the display makes smaller, or a high-DPI drawable without --scale, lays them out again
    // below).
    let opening = Thread { openDisplay(environment) }
    opening.name = "display opening"
    opening.start()
    let host = ViewHost(
      anyRoot: rootView, size: options.size, scale: options.explicitScale ? options.scale : 1,
      safeAreaInsets: ViewHost.phoneSafeArea,
      clock: FrameClock())
    trace.phase("views built and laid out")
    if let failure = DisplayOpening.shared.wait() { exitWithoutDisplay(failure) }
    trace.phase("display opened (SDL video)")
    guard let window = SDLWindow(title: title, options: options, path: forcedPath) else {
      let reason = String(cString: SDL_GetError())
      SDL_Quit()
      exitWithoutDisplay("SDL could not open a window: \(reason)")
    }
    trace.phase("window created, \(window.presenter.path.rawValue) presentation")
    Clipboard.provider = SDLClipboard()
    host.scale = window.scale
    host.resize(to: window.pointSize)
    host.discardRenderCaches(sizingTo: 2 * Int(window.pixelWidth) * Int(window.pixelHeight))
    let loop = WindowLoop(window: window, host: host, trace: trace, hostStarted: hostStarted)
    loop.run()
    // Views may still hold timers or tasks; the window goes first so the desktop sees it close at once.
    Clipboard.provider = InMemoryClipboard()
    ignoreXErrorsWhileClosing()
    window.close()
    // Not SDL_Quit: on X11 it puts Xlib's default error handler back and then syncs the wake-up connection, which
    // can hold exactly such a late error. Exiting closes the connections; the server frees what was left.
    exit(0)
  }

  /// Reads the default string table of the app's bundles and the symbol name table on a thread of their own:
  /// the first screen's views need both (a catalog is JSON parsed on first use), and the main thread meanwhile
  /// waits for the display. A table still being read when the main thread asks for it is waited for, not read
  /// twice (StringTables reads under its lock; a static let once).
  private static func warmUpTablesInBackground() {
    let thread = Thread {
      for bundle in StringTables.defaultBundles {
        _ = StringTables.shared.table("Localizable", in: bundle)
      }
      _ = SymbolTable.materialLigatures.count
    }
    thread.start()
  }

  /// SDL wakes a waiting loop with a message to the window over a second X connection. One still on its way when
  /// the window is destroyed fails as BadWindow, and Xlib's default handler would end the process with status 1
  /// instead of 0. Once the loop has ended, X errors about the closing window are of no interest. (SDL's video
  /// shutdown would put the default handler back, so the host exits without it.)
  private static func ignoreXErrorsWhileClosing() {
    guard SDL_GetCurrentVideoDriver().map({ String(cString: $0) }) == "x11" else { return }
    typealias Handler = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Int32
    typealias SetHandler = @convention(c) (Handler?) -> Handler?
    // libX11 is loaded by SDL's X11 driver; RTLD_DEFAULT is the null handle.
    guard let symbol = dlsym(nil, "XSetErrorHandler") else { return }
    let setHandler = unsafeBitCast(symbol, to: SetHandler.self)
    _ = setHandler { _, _ in 0 }
  }

  /// SDL asks D-Bus for the session bus (input methods, the screensaver). With no address set and no bus at
  /// $XDG_RUNTIME_DIR/bus, libdbus forks and looks for dbus-launch along the PATH to find or start one: some 10 ms
  /// of start-up in a process this size. Where there is no dbus-launch that search cannot succeed, and the
  /// address GLib reads as "no session bus", which libdbus rejects at once, says so to SDL and to the programs
  /// the app starts.
  private static func disableSessionBusAutolaunch(_ environment: [String: String]) {
    guard (environment["DBUS_SESSION_BUS_ADDRESS"] ?? "").isEmpty else { return }
    if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty,
      FileManager.default.fileExists(atPath: runtime + "/bus")
    {
      return
    }
    let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin"]
    guard !folders.contains(where: { access($0 + "/dbus-launch", X_OK) == 0 }) else { return }
    setenv("DBUS_SESSION_BUS_ADDRESS", "disabled:", 1)
  }

  /// Exits with the headless help when the environment names no display to connect to.
  private static func requireNamedDisplay(_ environment: [String: String]) {
    func isSet(_ name: String) -> Bool { !(environment[name] ?? "").isEmpty }
    // With SDL_VIDEODRIVER chosen (kmsdrm, offscreen…) the user knows better than the environment check.
    if !isSet("DISPLAY"), !isSet("WAYLAND_DISPLAY"), !isSet("SDL_VIDEODRIVER") {
      exitWithoutDisplay("DISPLAY is not set")
    }
  }

  /// Initializes SDL's video on the display the environment names, on the thread that calls it (not the main
  /// thread: see `run`); the reason when there is none to use goes to `DisplayOpening`, for the main thread to
  /// report.
  nonisolated private static func openDisplay(_ environment: [String: String]) {
    // libSDL2 and the ~35 libraries it needs load here, beside the views being built, not before main
    // (Sources/CSDL2/include/CSDL2.h). Before the nice below: that work would come before main otherwise, and on
    // a busy machine a lowered thread waits behind every other process.
    guard CSDL2_load() != 0 else {
      let reason = CSDL2_loadError().map { String(cString: $0) } ?? "unknown error"
      DisplayOpening.shared.finish(failure: "SDL2 could not be loaded: \(reason)")
      return
    }
    // The display answers SDL while the views are built, but the CPU this thread needs meanwhile (Xlib's input
    // method reads the locale's compose table) is not what the first frame waits for: the views and the fonts
    // are. Where cores are few it yields to them. (On Linux a nice value is the calling thread's; SDL leaves no
    // thread of its own behind, and this one ends once the display is open.)
    _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 5)
    func isSet(_ name: String) -> Bool { !(environment[name] ?? "").isEmpty }
    // Probing a display kind that is not there prints library noise (libwayland complains about
    // XDG_RUNTIME_DIR) and can land on a console driver; ask only for what the environment names.
    if !isSet("SDL_VIDEODRIVER"), isSet("DISPLAY") != isSet("WAYLAND_DISPLAY") {
      SDL_SetHint(SDL_HINT_VIDEODRIVER, isSet("DISPLAY") ? "x11" : "wayland")
    }
    SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
    SurfacePresenter.prepareHints()
    SDL_SetHint(SDL_HINT_IME_SHOW_UI, "1")
    SDL_SetHint(SDL_HINT_IME_SUPPORT_EXTENDED_TEXT, "1")
    guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
      let reason = String(cString: SDL_GetError())
      DisplayOpening.shared.finish(
        failure: "SDL could not open one: \(reason.isEmpty ? "unknown error" : reason)")
      return
    }
    // When no real display answers, SDL 2.26 falls back to its invisible "offscreen" driver: a window nobody
    // can see would look like a hang.
    let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
    if !isSet("SDL_VIDEODRIVER"), driver == "offscreen" || driver == "dummy" || driver.isEmpty {
      SDL_Quit()
      let tried = [
        ("DISPLAY", environment["DISPLAY"]), ("WAYLAND_DISPLAY", environment["WAYLAND_DISPLAY"]),
      ]
      .compactMap { name, value in value.flatMap { $0.isEmpty ? nil : "\(name)=\($0)" } }
      DisplayOpening.shared.finish(
        failure: "could not connect to \(tried.joined(separator: " or "))")
      return
    }
    DisplayOpening.shared.finish(failure: nil)
  }

  /// One line saying what to do instead, then the app's own headless modes.
  static func exitWithoutDisplay(_ reason: String) -> Never {
    let name = ProcessInfo.processInfo.processName
    var lines = [
      "\(name): no display found (\(reason)). Render the first screen without a display with: "
        + "\(name) --screenshot out.png"
    ]
    lines += _HostOptions.noDisplayHelp
    FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
    exit(noDisplayExitCode)
  }
}
