import CX11
import Foundation

/// Reads the X11 clipboard on a connection of its own, including large texts that their owner sends in
/// pieces (the INCR protocol, which SDL 2.26 does not speak: such a paste came out empty).
enum X11Selection {
  struct Paste: Equatable {
    let text: String
    /// True when the owner sent it in pieces.
    let incremental: Bool
  }

  enum Failure: Error, Equatable {
    case noDisplay, noOwner, notText, timedOut
    /// The clipboard belongs to the window named as ours: asking it would wait for ourselves.
    case ownedByUs
    case tooLarge(limit: Int)
  }

  /// Most a paste may hold: far beyond any field, small enough to hold in memory at once.
  static let sizeLimit = 4 << 20

  // Xlib's macros, which Swift does not import.
  private static let none: UInt = 0
  private static let currentTime: UInt = 0
  private static let anyPropertyType: UInt = 0
  private static let propertyChangeMask = 1 << 22
  private static let selectionNotify: Int32 = 31
  private static let propertyNotify: Int32 = 28
  private static let propertyNewValue: Int32 = 0

  /// The window that owns the clipboard now (0 when none does), or nil without a display.
  static func clipboardOwner(display name: String? = nil) -> UInt? {
    guard let display = name.map({ XOpenDisplay($0) }) ?? XOpenDisplay(nil) else { return nil }
    defer { XCloseDisplay(display) }
    return XGetSelectionOwner(display, XInternAtom(display, "CLIPBOARD", 0))
  }

  /// The clipboard's text, read on a connection of our own unless `ours` owns it.
  static func readClipboard(
    display name: String? = nil, limit: Int = sizeLimit, timeout: Double = 2,
    unlessOwnedBy ours: UInt? = nil
  ) -> Result<Paste, Failure> {
    guard let display = name.map({ XOpenDisplay($0) }) ?? XOpenDisplay(nil) else {
      return .failure(.noDisplay)
    }
    defer { XCloseDisplay(display) }
    let clipboard = XInternAtom(display, "CLIPBOARD", 0)
    let utf8 = XInternAtom(display, "UTF8_STRING", 0)
    let incr = XInternAtom(display, "INCR", 0)
    let property = XInternAtom(display, "SWIFTUI_PASTE", 0)
    let owner = XGetSelectionOwner(display, clipboard)
    guard owner != none else { return .failure(.noOwner) }
    if let ours, owner == ours { return .failure(.ownedByUs) }
    let window = XCreateSimpleWindow(display, XDefaultRootWindow(display), 0, 0, 1, 1, 0, 0, 0)
    defer { XDestroyWindow(display, window) }
    XSelectInput(display, window, propertyChangeMask)
    XConvertSelection(display, clipboard, utf8, property, window, currentTime)
    XFlush(display)
    let deadline = Date().addingTimeInterval(timeout)

    guard
      let notify = nextEvent(display, until: deadline, where: { $0.type == selectionNotify })
    else { return .failure(.timedOut) }
    guard notify.xselection.property != none else { return .failure(.notText) }

    guard let first = take(display, window, property, limit: limit) else {
      return .failure(.tooLarge(limit: limit))
    }
    guard first.type == incr else {
      return .success(Paste(text: String(decoding: first.bytes, as: UTF8.self), incremental: false))
    }
    // INCR: the owner sends a piece each time the property is deleted (take deletes it) and ends with an
    // empty piece. The first value is a lower bound of the whole size.
    if first.bytes.count >= 4 {
      let hint = first.bytes.prefix(4).withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) }
      if Int(hint) > limit { return .failure(.tooLarge(limit: limit)) }
    }
    var bytes: [UInt8] = []
    while true {
      guard
        nextEvent(
          display, until: deadline.addingTimeInterval(Double(bytes.count) / 1e6),
          where: {
            $0.type == propertyNotify && $0.xproperty.atom == property
              && $0.xproperty.state == propertyNewValue
          }) != nil
      else { return .failure(.timedOut) }
      guard let piece = take(display, window, property, limit: limit - bytes.count) else {
        return .failure(.tooLarge(limit: limit))
      }
      if piece.bytes.isEmpty { break }
      bytes += piece.bytes
    }
    return .success(Paste(text: String(decoding: bytes, as: UTF8.self), incremental: true))
  }

  /// Reads and deletes the property; nil when it holds more than `limit` bytes.
  private static func take(
    _ display: OpaquePointer, _ window: Window, _ property: Atom, limit: Int
  ) -> (type: Atom, bytes: [UInt8])? {
    var type: Atom = 0
    var format: Int32 = 0
    var count: UInt = 0
    var remaining: UInt = 0
    var data: UnsafeMutablePointer<UInt8>?
    // Lengths are in 32-bit units; ask for one unit more than the limit to see whether it is exceeded.
    let units = max(limit, 0) / 4 + 1
    guard
      XGetWindowProperty(
        display, window, property, 0, units, 1, anyPropertyType, &type, &format, &count,
        &remaining, &data) == 0
    else { return (0, []) }
    defer { if let data { XFree(data) } }
    // Xlib hands 32-bit items over as C longs.
    let itemSize = format == 32 ? MemoryLayout<CLong>.size : format == 16 ? 2 : 1
    let size = Int(count) * itemSize
    if remaining > 0 || (format == 8 && size > limit) { return nil }
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    return (type, bytes)
  }

  /// Waits for an event matching `test` (others are dropped), or nil at the deadline.
  private static func nextEvent(
    _ display: OpaquePointer, until deadline: Date, where test: (XEvent) -> Bool
  ) -> XEvent? {
    var event = XEvent()
    while true {
      while XPending(display) > 0 {
        XNextEvent(display, &event)
        if test(event) { return event }
      }
      let left = deadline.timeIntervalSinceNow
      if left <= 0 { return nil }
      var poller = pollfd(fd: XConnectionNumber(display), events: Int16(POLLIN), revents: 0)
      _ = poll(&poller, 1, Int32(min(left, 0.1) * 1000) + 1)
    }
  }
}
