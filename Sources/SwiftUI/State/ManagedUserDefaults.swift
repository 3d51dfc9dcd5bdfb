import Foundation

/// What a UserDefaults object the runtime manages does on a write: the value goes into Foundation's store as
/// before, and the runtime stores it (`SettingsStorage`) — at the end of the current update, or of the current
/// turn of the main queue, together with the other writes made then, in one atomic replacement of the file.
/// `synchronize()` writes now, the same way. Foundation's own `synchronize()` rewrites the file in place (a
/// crash in the middle leaves it empty) and nothing else writes it on Linux (a direct write was lost at exit).
///
/// Foundation gives no hook for either, so a managed object becomes an instance of this subclass: the same
/// object (same identity, same stored values), its class pointer changed to a subclass that adds no stored
/// properties and overrides the three entry points every write goes through (`set(Int, …)`, `set(URL?, …)` and
/// the other overloads all end in `set(_: Any?, forKey:)`).
final class ManagedUserDefaults: UserDefaults {
  override func set(_ value: Any?, forKey defaultName: String) {
    // Foundation stores a URL as its path, through this method again.
    if let url = value as? URL { return set(url.absoluteURL.path, forKey: defaultName) }
    if let url = value as? NSURL, let path = url.absoluteURL?.path {
      return set(path, forKey: defaultName)
    }
    super.set(value, forKey: defaultName)
    AppStorageCenter.storeDidChange()
    SettingsStorage.shared.didSet(value, forKey: defaultName, in: self)
  }

  override func removeObject(forKey defaultName: String) {
    super.removeObject(forKey: defaultName)
    AppStorageCenter.storeDidChange()
    SettingsStorage.shared.didSet(nil, forKey: defaultName, in: self)
  }

  // Changes that are not writes of a key, which bodies reading in the same pass must see too.
  override func register(defaults registrationDictionary: [String: Any]) {
    super.register(defaults: registrationDictionary)
    AppStorageCenter.storeDidChange()
  }

  override func removePersistentDomain(forName domainName: String) {
    super.removePersistentDomain(forName: domainName)
    AppStorageCenter.storeDidChange()
  }

  override func setPersistentDomain(_ domain: [String: Any], forName domainName: String) {
    super.setPersistentDomain(domain, forName: domainName)
    AppStorageCenter.storeDidChange()
  }

  override func setVolatileDomain(_ domain: [String: Any], forName domainName: String) {
    super.setVolatileDomain(domain, forName: domainName)
    AppStorageCenter.storeDidChange()
  }

  override func removeVolatileDomain(forName domainName: String) {
    super.removeVolatileDomain(forName: domainName)
    AppStorageCenter.storeDidChange()
  }

  /// Writes what is pending now, atomically; false when it could not be saved.
  @discardableResult
  override func synchronize() -> Bool {
    SettingsStorage.shared.flush()
    return !SettingsStorage.shared.hasFailed(self)
  }

  /// Makes `store` managed. Only UserDefaults itself is changed: a subclass an app wrote keeps its own methods.
  static func manage(_ store: UserDefaults) {
    guard type(of: store) == UserDefaults.self else { return }
    let managed = unsafeBitCast(ManagedUserDefaults.self as AnyClass, to: UnsafeRawPointer.self)
    // A Swift object starts with its class's metadata pointer.
    Unmanaged.passUnretained(store).toOpaque().storeBytes(of: managed, as: UnsafeRawPointer.self)
  }
}
