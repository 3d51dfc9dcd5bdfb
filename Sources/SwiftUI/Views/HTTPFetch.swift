import Foundation

/// http(s) downloads through libcurl, loaded when the first one is made. Linking Foundation's URL loading
/// (FoundationNetworking) would load libcurl and some twenty TLS, Kerberos, LDAP and SSH libraries at every launch
/// — about 5 MiB resident and their initialisers before the first frame — for the images most screens never fetch.
enum HTTPFetch {
  /// Why a download failed, in words a log or an alert can show.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// The most a response may hold (a picture larger than this is not one an app shows).
  static let maximumBytes = 64 << 20

  /// Downloads `url` (following redirects) on a thread of its own; a status outside 200–299 is a failure.
  static func data(from url: URL, timeout: Int = 60) async -> Result<Data, Failure> {
    await withCheckedContinuation { continuation in
      let thread = Thread { continuation.resume(returning: download(url, timeout: timeout)) }
      thread.stackSize = 256 * 1024
      thread.start()
    }
  }

  /// Blocks until the download ends.
  static func download(_ url: URL, timeout: Int) -> Result<Data, Failure> {
    guard let curl = Curl.shared else {
      return .failure(
        Failure(
          description: "cannot load \(url.absoluteString): libcurl (libcurl4) is not installed"))
    }
    return curl.get(url.absoluteString, timeout: timeout)
  }
}

/// The few libcurl entry points a GET needs, looked up in the library once.
private final class Curl: @unchecked Sendable {
  // curl_easy_setopt and curl_easy_getinfo are variadic; each is called through a fixed prototype for the one
  // argument it is given (a long or a pointer), which is how a variadic call passes it on Linux's ABIs.
  typealias Initialize = @convention(c) () -> OpaquePointer?
  typealias SetLong = @convention(c) (OpaquePointer?, Int32, Int) -> Int32
  typealias SetPointer = @convention(c) (OpaquePointer?, Int32, UnsafeRawPointer?) -> Int32
  typealias Perform = @convention(c) (OpaquePointer?) -> Int32
  typealias Cleanup = @convention(c) (OpaquePointer?) -> Void
  typealias ErrorText = @convention(c) (Int32) -> UnsafePointer<CChar>?
  typealias GlobalInitialize = @convention(c) (Int) -> Int32
  typealias Write =
    @convention(c) (UnsafeMutableRawPointer?, Int, Int, UnsafeMutableRawPointer?) -> Int

  // From curl/curl.h: option numbers are a type base (long 0, pointer 10000, function 20000) plus an index.
  private static let optionWriteData: Int32 = 10_001
  private static let optionURL: Int32 = 10_002
  private static let optionTimeout: Int32 = 13
  private static let optionWriteFunction: Int32 = 20_011
  private static let optionUserAgent: Int32 = 10_018
  private static let optionFollowLocation: Int32 = 52
  private static let optionMaximumRedirects: Int32 = 68
  private static let optionConnectTimeout: Int32 = 78
  private static let optionNoSignal: Int32 = 99
  private static let optionAcceptEncoding: Int32 = 10_102
  private static let informationResponseCode: Int32 = 0x20_0002
  private static let globalDefault = 3

  static let shared: Curl? = Curl()

  private let initialize: Initialize
  private let setLong: SetLong
  private let setPointer: SetPointer
  private let getLong: SetPointer
  private let perform: Perform
  private let cleanup: Cleanup
  private let errorText: ErrorText

  private init?() {
    let names: [String] = ["libcurl.so.4", "libcurl-gnutls.so.4", "libcurl.so"]
    guard let library = names.lazy.compactMap({ dlopen($0, RTLD_NOW | RTLD_LOCAL) }).first
    else { return nil }
    func symbol<T>(_ name: String, as type: T.Type) -> T? {
      dlsym(library, name).map { unsafeBitCast($0, to: type) }
    }
    guard let globalInitialize = symbol("curl_global_init", as: GlobalInitialize.self),
      let initialize = symbol("curl_easy_init", as: Initialize.self),
      let setLong = symbol("curl_easy_setopt", as: SetLong.self),
      let setPointer = symbol("curl_easy_setopt", as: SetPointer.self),
      let getLong = symbol("curl_easy_getinfo", as: SetPointer.self),
      let perform = symbol("curl_easy_perform", as: Perform.self),
      let cleanup = symbol("curl_easy_cleanup", as: Cleanup.self),
      let errorText = symbol("curl_easy_strerror", as: ErrorText.self)
    else { return nil }
    // Once, before any transfer (curl_easy_init would do it unguarded on whichever thread came first).
    guard globalInitialize(Self.globalDefault) == 0 else { return nil }
    self.initialize = initialize
    self.setLong = setLong
    self.setPointer = setPointer
    self.getLong = getLong
    self.perform = perform
    self.cleanup = cleanup
    self.errorText = errorText
  }

  /// What the write callback collects.
  private final class Received {
    var data = Data()
    var tooLarge = false
  }

  func get(_ address: String, timeout: Int) -> Result<Data, HTTPFetch.Failure> {
    guard let handle = initialize() else {
      return .failure(
        HTTPFetch.Failure(description: "cannot load \(address): libcurl failed to start"))
    }
    defer { cleanup(handle) }
    let received = Received()
    let write: Write = { bytes, size, count, context in
      guard let bytes, let context else { return 0 }
      let received = Unmanaged<Received>.fromOpaque(context).takeUnretainedValue()
      let length = size * count
      guard received.data.count + length <= HTTPFetch.maximumBytes else {
        received.tooLarge = true
        return 0
      }
      received.data.append(bytes.assumingMemoryBound(to: UInt8.self), count: length)
      return length
    }
    let code: Int32 = withExtendedLifetime(received) {
      address.withCString { url in
        "swiftui-asyncimage".withCString { agent in
          "".withCString { anyEncoding in
            _ = setPointer(handle, Self.optionURL, url)
            _ = setPointer(handle, Self.optionUserAgent, agent)
            _ = setPointer(handle, Self.optionAcceptEncoding, anyEncoding)
            _ = setPointer(
              handle, Self.optionWriteFunction, unsafeBitCast(write, to: UnsafeRawPointer.self))
            _ = setPointer(
              handle, Self.optionWriteData, Unmanaged.passUnretained(received).toOpaque())
            _ = setLong(handle, Self.optionFollowLocation, 1)
            _ = setLong(handle, Self.optionMaximumRedirects, 10)
            _ = setLong(handle, Self.optionTimeout, timeout)
            _ = setLong(handle, Self.optionConnectTimeout, min(timeout, 20))
            // Timeouts by signal would reach whichever thread the process has; this one waits instead.
            _ = setLong(handle, Self.optionNoSignal, 1)
            return perform(handle)
          }
        }
      }
    }
    if received.tooLarge {
      return .failure(
        HTTPFetch.Failure(
          description: "\(address) is larger than \(HTTPFetch.maximumBytes >> 20) MiB"))
    }
    guard code == 0 else {
      let reason = errorText(code).map { String(cString: $0) } ?? "error \(code)"
      return .failure(HTTPFetch.Failure(description: "cannot load \(address): \(reason)"))
    }
    var status = 0
    _ = withUnsafeMutablePointer(to: &status) { getLong(handle, Self.informationResponseCode, $0) }
    // Status 0: a protocol without one (a file: URL given by a redirect is refused by curl's defaults).
    guard status == 0 || (200..<300).contains(status) else {
      return .failure(HTTPFetch.Failure(description: "\(address) answered HTTP \(status)"))
    }
    return .success(received.data)
  }
}
