import Foundation

/// Keeps UserDefaults domains on disk safely. Foundation on Linux rewrites the file in place (a crash leaves
/// it empty) and one key at a time; here the values live in the UserDefaults object as before, and the
/// runtime writes the file: every change made during one update (one event, one transaction) is stored in a
/// single atomic replacement at the end of that update, and a failure is reported — on stderr with the path
/// and the reason, and in the app as an alert — while the values stay in memory and are written again with
/// the next change.
final class SettingsStorage: @unchecked Sendable {
  static let shared = SettingsStorage()

  private let lock = NSRecursiveLock()
  private var domains: [ObjectIdentifier: Domain] = [:]
  private var hasPending = false
  /// Set while a store is filled from its file: those values are already stored.
  private var seeding = false
  /// A write outside an update is stored at the end of the main queue's current turn.
  private var flushScheduled = false

  private final class Domain {
    let store: UserDefaults
    let name: String
    let file: SettingsFile?
    /// Changes not yet on disk; NSNull removes the key.
    var pending: [String: Any] = [:]
    /// A damaged file that could not be copied aside is never written over.
    var blockedReason: String?
    var lastReportedFailure: String?

    init(store: UserDefaults, name: String, file: SettingsFile?) {
      self.store = store
      self.name = name
      self.file = file
    }
  }

  private init() {
    // Changes still pending when the process ends normally (exit() after a script) are written then.
    atexit { SettingsStorage.shared.flush() }
  }

  /// Before the first read from `store`: check its file, keep a copy of a damaged one, and make sure the
  /// store holds what the file holds.
  func prepare(_ store: UserDefaults) {
    lock.lock()
    defer { lock.unlock() }
    _ = domain(for: store)
  }

  /// Makes the runtime store every write to `store`, whoever makes it (`ManagedUserDefaults`); its file is
  /// checked when it is first read or written.
  func manage(_ store: UserDefaults) {
    ManagedUserDefaults.manage(store)
  }

  private func domain(for store: UserDefaults) -> Domain {
    let id = ObjectIdentifier(store)
    if let domain = domains[id] { return domain }
    let name = SettingsLocation.domain(of: store)
    let domain = Domain(
      store: store, name: name, file: SettingsLocation.file(forDomain: name).map(SettingsFile.init))
    domains[id] = domain
    domain.file?.removeStaleTemporaries()
    if let values = load(domain) {
      // Foundation may have read the file before it was repaired (or through a link): what the store
      // shows must be what the file holds.
      seeding = true
      for (key, value) in values where !isEqual(store.object(forKey: key), value) {
        store.set(value, forKey: key)
      }
      seeding = false
    }
    ManagedUserDefaults.manage(store)
    return domain
  }

  /// The file's values, repairing it first if needed; nil when there is no usable file.
  private func load(_ domain: Domain) -> [String: Any]? {
    guard let file = domain.file else { return nil }
    let path = file.url.path
    switch file.read() {
    case .missing:
      return [:]
    case .values(let values):
      return values
    case .unusable(let reason):
      Log.once("settings.unusable.\(path)", "the settings file \(path) cannot be used: \(reason)")
      domain.blockedReason = reason
      return nil
    case .symbolicLink(let target):
      // Never followed: writing through it would overwrite whatever it points to.
      do {
        let moved = try file.keepCopy(of: nil)
        Log.warn(
          "the settings file \(path) is a symbolic link to \(target); links are not followed, so it was moved to \(moved.lastPathComponent) and settings start empty"
        )
        return [:]
      } catch {
        Log.warn(
          "the settings file \(path) is a symbolic link to \(target); links are not followed, and it could not be moved aside (\(error.reason)), so settings cannot be saved"
        )
        domain.blockedReason = "it is a symbolic link"
        return nil
      }
    case .damaged(let data, let reason):
      let backup: URL
      do {
        backup = try file.keepCopy(of: data)
      } catch {
        Log.warn(
          "the settings file \(path) is damaged (\(reason)) and no copy of it could be made (\(error.reason)); it is left as it is and settings will not be saved over it"
        )
        domain.blockedReason = "it is damaged and could not be backed up first"
        return nil
      }
      let salvaged = data.map { SettingsFile.salvage(String(decoding: $0, as: UTF8.self)) } ?? [:]
      do {
        try file.write(salvaged)
        Log.warn(
          "the settings file \(path) was damaged (\(reason)); kept a copy at \(backup.lastPathComponent) and recovered \(salvaged.count) setting(s)"
        )
      } catch {
        Log.warn(
          "the settings file \(path) was damaged (\(reason)); kept a copy at \(backup.lastPathComponent), but could not write the \(salvaged.count) recovered setting(s): \(error.reason)"
        )
      }
      return salvaged
    }
  }

  /// Records a change; it reaches the disk at the end of the current update.
  func record(_ value: Any?, forKey key: String, in store: UserDefaults) {
    lock.lock()
    defer { lock.unlock() }
    domain(for: store).pending[key] = value ?? NSNull()
    hasPending = true
  }

  /// A write to a managed store (through @AppStorage or directly): recorded, the views reading the key
  /// updated with the transaction in effect, and stored at the end of the current update — or, outside one,
  /// of the main queue's current turn, so the writes one piece of code makes in a row are stored together.
  func didSet(_ value: Any?, forKey key: String, in store: UserDefaults) {
    lock.lock()
    if seeding { return lock.unlock() }
    domain(for: store).pending[key] = value ?? NSNull()
    hasPending = true
    let schedule = !flushScheduled
    flushScheduled = true
    lock.unlock()
    if schedule { DispatchQueue.main.async { SettingsStorage.shared.flushScheduledWrites() } }
    let transaction = Transaction.current
    onMainActor { AppStorageCenter.didWrite(key: key, store: store, transaction: transaction) }
  }

  private func flushScheduledWrites() {
    lock.lock()
    flushScheduled = false
    lock.unlock()
    flush()
  }

  /// Writes every domain with pending changes, each in one atomic replacement.
  func flush() {
    lock.lock()
    guard hasPending else { return lock.unlock() }
    hasPending = false
    var failures: [(UserDefaults, SettingsFile.Failure, [String])] = []
    for domain in domains.values where !domain.pending.isEmpty {
      guard let file = domain.file else { continue }
      let keys = domain.pending.keys.sorted()
      do {
        try write(domain, to: file)
        domain.pending = [:]
        domain.lastReportedFailure = nil
      } catch {
        failures.append((domain.store, error, keys))
        // Kept: the next change tries again with everything not yet stored.
        if domain.lastReportedFailure == error.description { continue }
        domain.lastReportedFailure = error.description
        Log.warn("could not save \(keys.joined(separator: ", ")) to \(error.description)")
      }
    }
    lock.unlock()
    for (store, failure, keys) in failures {
      onMainActor { AppStorageCenter.reportSaveFailure(failure, keys: keys, store: store) }
    }
  }

  private func write(_ domain: Domain, to file: SettingsFile) throws(SettingsFile.Failure) {
    if let reason = domain.blockedReason {
      throw SettingsFile.Failure(path: file.url.path, reason: reason)
    }
    // Start from the file as it is now (another launch may have written it), then apply this update.
    guard var values = load(domain) else {
      throw SettingsFile.Failure(path: file.url.path, reason: domain.blockedReason ?? "unusable")
    }
    for (key, value) in domain.pending {
      if value is NSNull { values[key] = nil } else { values[key] = value }
    }
    try file.write(values)
  }

  /// True when a save has failed since the last successful one (for exit statuses).
  var hasFailed: Bool {
    lock.lock()
    defer { lock.unlock() }
    return domains.values.contains { $0.lastReportedFailure != nil }
  }

  /// True when the last save of `store` failed.
  func hasFailed(_ store: UserDefaults) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return domains[ObjectIdentifier(store)]?.lastReportedFailure != nil
  }

  private func isEqual(_ a: Any?, _ b: Any) -> Bool {
    guard let a else { return false }
    return (a as? NSObject)?.isEqual(b) ?? false
  }
}

/// Hooks for our own executables' drivers (not SwiftUI API).
public enum _SettingsStorage {
  /// Writes pending settings now; false if any could not be saved.
  @discardableResult public static func flush() -> Bool {
    SettingsStorage.shared.flush()
    return !SettingsStorage.shared.hasFailed
  }
}
