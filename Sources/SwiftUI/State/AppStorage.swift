import Foundation
import Synchronization

/// A value kept in UserDefaults (on Linux a property list under $XDG_CONFIG_HOME or ~/.config, written by
/// `SettingsStorage`). Every view reading a key updates when any of them — or any code — writes it.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  let box: AppStorageBox<Value>

  public var wrappedValue: Value {
    get { box.read() }
    nonmutating set { box.write(newValue) }
  }

  public var projectedValue: Binding<Value> {
    let box = self.box
    return Binding(
      get: { box.read() }, set: { value, transaction in box.write(value, transaction: transaction) }
    )
  }

  init(
    key: String, defaultValue: Value, store: UserDefaults?, decode: @escaping (Any) -> Value?,
    encode: @escaping (Value) -> Any?
  ) {
    box = AppStorageBox(
      key: key, defaultValue: defaultValue, store: store, decode: decode, encode: encode)
  }
}

// MARK: Apple's initialisers

extension AppStorage {
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
    self.init(
      key: key, defaultValue: wrappedValue, store: store, decode: AppStorageCoding.bool,
      encode: { $0 })
  }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
    self.init(
      key: key, defaultValue: wrappedValue, store: store, decode: AppStorageCoding.int,
      encode: { $0 })
  }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Double {
    self.init(
      key: key, defaultValue: wrappedValue, store: store, decode: AppStorageCoding.double,
      encode: { $0 })
  }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == String {
    self.init(
      key: key, defaultValue: wrappedValue, store: store, decode: { $0 as? String }, encode: { $0 })
  }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
    self.init(
      key: key, defaultValue: wrappedValue, store: store, decode: AppStorageCoding.url,
      encode: { $0.absoluteString })
  }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
    self.init(
      key: key, defaultValue: wrappedValue, store: store, decode: { $0 as? Data }, encode: { $0 })
  }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == Int {
    self.init(
      key: key, defaultValue: wrappedValue, store: store,
      decode: { AppStorageCoding.int($0).flatMap(Value.init(rawValue:)) },
      encode: { $0.rawValue })
  }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(
      key: key, defaultValue: wrappedValue, store: store,
      decode: { ($0 as? String).flatMap(Value.init(rawValue:)) },
      encode: { $0.rawValue })
  }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
  public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
    self.init(
      key: key, defaultValue: nil, store: store, decode: { AppStorageCoding.bool($0) },
      encode: { $0 })
  }
  public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
    self.init(
      key: key, defaultValue: nil, store: store, decode: { AppStorageCoding.int($0) },
      encode: { $0 })
  }
  public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
    self.init(
      key: key, defaultValue: nil, store: store, decode: { AppStorageCoding.double($0) },
      encode: { $0 })
  }
  public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
    self.init(key: key, defaultValue: nil, store: store, decode: { $0 as? String }, encode: { $0 })
  }
  public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
    self.init(
      key: key, defaultValue: nil, store: store, decode: { AppStorageCoding.url($0) },
      encode: { $0?.absoluteString })
  }
  public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
    self.init(key: key, defaultValue: nil, store: store, decode: { $0 as? Data }, encode: { $0 })
  }
  public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil)
  where Value == R?, R.RawValue == Int {
    self.init(
      key: key, defaultValue: nil, store: store,
      decode: { AppStorageCoding.int($0).flatMap(R.init(rawValue:)) }, encode: { $0?.rawValue })
  }
  public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil)
  where Value == R?, R.RawValue == String {
    self.init(
      key: key, defaultValue: nil, store: store,
      decode: { ($0 as? String).flatMap(R.init(rawValue:)) }, encode: { $0?.rawValue })
  }
}

/// Strict reads: a stored value of another type is not coerced (a hand-edited "abc" is not an age).
enum AppStorageCoding {
  static func bool(_ value: Any) -> Bool? {
    if let number = value as? NSNumber, isBoolNumber(number) { return number.boolValue }
    return value as? Bool
  }
  static func int(_ value: Any) -> Int? {
    // A Swift Int as the app wrote it: taken as it is, not bridged to an NSNumber and back (a thousand
    // readers of a key decode on every write).
    // Read from the existential's inline buffer, where an Int always is, once its type is known: `as?`
    // went through the runtime's dynamic cast.
    if type(of: value) == Int.self { return withUnsafeBytes(of: value) { $0.load(as: Int.self) } }
    if value is String || value is Data { return nil }
    if let number = value as? NSNumber {
      if isBoolNumber(number) { return nil }
      // A real (1e300, 2.5) is an Int only when it is exactly one; intValue would wrap 1e300 to Int.min.
      let type = typeCode(of: number)
      if type == UInt8(ascii: "d") || type == UInt8(ascii: "f") {
        return Int(exactly: number.doubleValue)
      }
      return number.intValue
    }
    return value as? Int
  }
  static func double(_ value: Any) -> Double? {
    if value is String || value is Data { return nil }
    if let number = value as? NSNumber {
      return isBoolNumber(number) ? nil : number.doubleValue
    }
    return value as? Double
  }
  static func url(_ value: Any) -> URL? {
    if let string = value as? String { return URL(string: string) }
    if let data = value as? Data, let string = String(data: data, encoding: .utf8) {
      return URL(string: string)
    }
    return nil
  }
  /// corelibs Foundation keeps plist booleans as Bool; NSNumber wrapping a Bool reports "c" / "B".
  private static func isBoolNumber(_ number: NSNumber) -> Bool {
    let type = typeCode(of: number)
    return type == UInt8(ascii: "c") || type == UInt8(ascii: "B")
  }
  /// The number's one-character type encoding, read in place (a thousand readers of a key decode on every
  /// write; making a String of it allocated each time).
  private static func typeCode(of number: NSNumber) -> UInt8? {
    let code = number.objCType
    guard code[0] != 0, code[1] == 0 else { return nil }
    return UInt8(bitPattern: code[0])
  }
}

/// What a box keeps to read its key from a view body: the reader it last registered with `AppStorageCenter` (by
/// handle: a new node at a dead one's address is not taken for it), its store, the register's epoch then, and
/// the key's read slot in the store last read. Not generic, so reading it needs no type metadata looked up.
/// Its stored properties skip run-time exclusivity checks (ARCHITECTURE.md, Decisions).
final class AppStorageReading {
  @exclusivity(unchecked) var registeredNode: NodeHandle?
  @exclusivity(unchecked) var registeredStore: ObjectIdentifier?
  @exclusivity(unchecked) var registeredEpoch = -1
  @exclusivity(unchecked) var slot: AppStorageCenter.ReadSlot?

  /// `readOnMainActor`, called from a view body: the caller is on the main actor by construction (only bodies
  /// being evaluated set `ViewGraph.evaluatingNode`), so the executor is not checked again, as
  /// `MainActor.assumeIsolated` would for each of a thousand readers of a key on every write.
  static func read(
    _ reading: AppStorageReading, _ key: String, _ store: UserDefaults, _ reader: ViewNode
  ) -> AppStorageCenter.ReadSlot {
    assert(isOnMainActor(), "@AppStorage read by a view body off the main actor")
    typealias Read = (AppStorageReading, String, UserDefaults, ViewNode) ->
      AppStorageCenter.ReadSlot
    let read:
      @MainActor (AppStorageReading, String, UserDefaults, ViewNode) -> AppStorageCenter.ReadSlot =
        readOnMainActor
    return unsafeBitCast(read, to: Read.self)(reading, key, store, reader)
  }

  /// The key's slot, holding what the store has for it in this pass.
  @MainActor private static func readOnMainActor(
    _ reading: AppStorageReading, _ key: String, _ store: UserDefaults, _ reader: ViewNode
  ) -> AppStorageCenter.ReadSlot {
    // A body re-runs far more often than its reader, store or the register change: it registers once until
    // the register drops readers.
    if reading.registeredNode?.node !== reader || reading.registeredStore != ObjectIdentifier(store)
      || reading.registeredEpoch != AppStorageCenter.pruneEpoch
    {
      AppStorageCenter.register(reader, key: key, store: store)
      reading.registeredNode = reader.handle
      reading.registeredStore = ObjectIdentifier(store)
      reading.registeredEpoch = AppStorageCenter.pruneEpoch
    }
    // The key's shared slot is looked up once per box (and store), not hashed again on every read.
    let slot: AppStorageCenter.ReadSlot
    if let known = reading.slot, known.store === store {
      slot = known
    } else {
      slot = AppStorageCenter.slot(forKey: key, in: store)
      reading.slot = slot
    }
    AppStorageCenter.refresh(slot, forKey: key, in: store)
    return slot
  }
}

/// Its stored properties skip run-time exclusivity checks (ARCHITECTURE.md, Decisions).
final class AppStorageBox<Value> {
  let key: String
  let defaultValue: Value
  let explicitStore: UserDefaults?
  @exclusivity(unchecked) var environmentStore: UserDefaults?
  /// The environment `environmentStore` was read from.
  @exclusivity(unchecked) var environmentSeen: EnvironmentValues?
  let decode: (Any) -> Value?
  let encode: (Value) -> Any?

  init(
    key: String, defaultValue: Value, store: UserDefaults?, decode: @escaping (Any) -> Value?,
    encode: @escaping (Value) -> Any?
  ) {
    self.key = key
    self.defaultValue = defaultValue
    self.explicitStore = store
    self.decode = decode
    self.encode = encode
  }

  /// Whom this box last registered as a reader of its key, and the slot it reads it through.
  private let reading = AppStorageReading()

  /// The store last prepared, so a read (a thousand readers on every write) takes no lock for it. Strong: the
  /// box holds its store anyway (`explicitStore`, `environmentStore`), and a weak one was loaded through the
  /// runtime on every read.
  @exclusivity(unchecked) private var preparedStore: UserDefaults?

  var store: UserDefaults {
    let store = explicitStore ?? environmentStore ?? .standard
    // The file is checked (and a damaged one kept aside) before the first value is read from it.
    if store !== preparedStore {
      SettingsStorage.shared.prepare(store)
      preparedStore = store
    }
    return store
  }

  func read() -> Value {
    let store = self.store
    guard let reader = ViewGraph.evaluatingNode else { return value(of: store.object(forKey: key)) }
    // Only views evaluate bodies, and only on the main actor.
    let slot = AppStorageReading.read(reading, key, store, reader)
    let type = ObjectIdentifier(Value.self)
    if slot.decodedGeneration == slot.generation, slot.decodedType == type, let kept = slot.decoded
    {
      return unsafeDowncast(kept, to: AppStorageCenter.DecodedValue<Value>.self).value
    }
    return decoded(slot, type)
  }

  /// The slot's value decoded for every box of this value type (a default is each box's own, so not kept).
  /// Apart from `read`, whose every call otherwise looked up the metadata of `Value?` that only decoding needs.
  @inline(never) private func decoded(_ slot: AppStorageCenter.ReadSlot, _ type: ObjectIdentifier)
    -> Value
  {
    guard let raw = slot.value, let value = decode(raw) else { return value(of: slot.value) }
    slot.decoded = AppStorageCenter.DecodedValue(value)
    slot.decodedType = type
    slot.decodedGeneration = slot.generation
    return value
  }

  /// What a stored object reads as: decoded, or the default when there is none or it is not a `Value`.
  private func value(of stored: Any?) -> Value {
    guard let raw = stored else { return defaultValue }
    if let value = decode(raw) { return value }
    Log.once(
      "appstorage.\(key)",
      "@AppStorage(\"\(key)\"): the stored value \(raw) is not a \(Value.self); using the default until the app writes this key"
    )
    return defaultValue
  }

  func write(_ value: Value, transaction: Transaction = Transaction.current) {
    let store = self.store
    let key = self.key
    let encoded = encode(value)
    // A managed store (every plain UserDefaults the runtime reads from) records the write and updates the
    // views itself, with the transaction in effect; the runtime stores this update's changes together when
    // the update ends (not with Foundation's synchronize(), which rewrites the file in place).
    let outer = Transaction.current
    Transaction.current = transaction
    defer { Transaction.current = outer }
    if let encoded {
      store.set(encoded, forKey: key)
    } else {
      store.removeObject(forKey: key)
    }
    AppStorageCenter.storeDidChange()
    guard !(store is ManagedUserDefaults) else { return }
    SettingsStorage.shared.record(encoded, forKey: key, in: store)
    onMainActor { AppStorageCenter.didWrite(key: key, store: store, transaction: transaction) }
  }
}

/// Which views read which keys, so one write updates every reader in the same frame.
@MainActor enum AppStorageCenter {
  private struct Reader {
    let handle: NodeHandle
    weak var store: UserDefaults?
    @MainActor var node: ViewNode? { handle.node }
  }
  private struct ReaderID: Hashable {
    let node: ObjectIdentifier
    let store: ObjectIdentifier
  }
  /// Every reader registers again each time its body runs, so registering must not scan the key's readers:
  /// with a list, 1,000 views reading one key cost a million weak-reference copies per update.
  private static var readers: [String: [ReaderID: Reader]] = [:]
  /// Readers of each key when its dead ones were last dropped.
  private static var prunedCount: [String: Int] = [:]
  private static var observing = false

  /// Stored values read by bodies in this pass, one slot per store and key: a write read by 1,000 views asks
  /// Foundation once (a lookup through its domains under a lock), not 1,000 times, and each reader's box keeps
  /// its slot, so a read hashes no key. A value is valid within one pass (`ViewGraph.readSerial`) while no
  /// store changes (`changes`): `register(defaults:)` and `removePersistentDomain(forName:)` on any
  /// UserDefaults object change what every one of them reads without a write of ours or a notification, and
  /// they are seen from the next pass on.
  final class ReadSlot {
    /// The store the value was read from (weak: a store gone and another at its address reads again).
    @exclusivity(unchecked) weak var store: UserDefaults?
    @exclusivity(unchecked) var serial = -1
    @exclusivity(unchecked) var changes = -1
    @exclusivity(unchecked) var value: Any?
    /// Bumped whenever `value` is read again.
    @exclusivity(unchecked) var generation = 0
    /// `value` as the boxes of one value type decode it (`DecodedValue`), and which type and generation: the
    /// thousand readers of a key decode what was written once, not once each.
    @exclusivity(unchecked) var decoded: AnyObject?
    @exclusivity(unchecked) var decodedType: ObjectIdentifier?
    @exclusivity(unchecked) var decodedGeneration = -1
  }
  final class DecodedValue<Value> {
    let value: Value
    init(_ value: Value) { self.value = value }
  }
  private struct ReadKey: Hashable {
    let store: ObjectIdentifier
    let key: String
  }
  private static var slots: [ReadKey: ReadSlot] = [:]
  /// Bumped by every change of a store the runtime hears of, from any thread.
  nonisolated private static let changes = Atomic<Int>(0)

  /// The slot of `key` in `store`, made on first use. Slots of stores that are gone are dropped as they pile
  /// up (a test's temporary suites).
  static func slot(forKey key: String, in store: UserDefaults) -> ReadSlot {
    let id = ReadKey(store: ObjectIdentifier(store), key: key)
    if let slot = slots[id] { return slot }
    if slots.count >= 256 { slots = slots.filter { $0.value.store != nil } }
    let slot = ReadSlot()
    slots[id] = slot
    return slot
  }

  /// Reads `key` from `store` into `slot` unless the slot holds it for this pass.
  static func refresh(_ slot: ReadSlot, forKey key: String, in store: UserDefaults) {
    let changed = changes.load(ordering: .acquiring)
    if slot.serial == ViewGraph.readSerial, slot.changes == changed, slot.store === store {
      return
    }
    slot.value = store.object(forKey: key)
    slot.store = store
    slot.serial = ViewGraph.readSerial
    slot.changes = changed
    slot.generation &+= 1
  }

  /// A store changed (a write, a removal, registered defaults, a domain replaced): values read are read again.
  nonisolated static func storeDidChange() {
    changes.add(1, ordering: .releasing)
  }

  static func register(_ node: ViewNode, key: String, store: UserDefaults) {
    startObservingExternalWrites()
    let id = ReaderID(node: ObjectIdentifier(node), store: ObjectIdentifier(store))
    readers[key, default: [:]][id] = Reader(handle: node.handle, store: store)
    if let count = readers[key]?.count, count > 2 * prunedCount[key, default: 0] + 64 {
      pruneDeadReaders(of: key)
    }
  }

  static func didWrite(key: String, store: UserDefaults, transaction: Transaction) {
    guard let list = readers[key] else { return }
    for reader in list.values where reader.store === store {
      if let node = reader.node, node.isAlive, let graph = node.liveGraph {
        graph.invalidate(node, transaction: transaction)
      }
    }
  }

  /// Settings that could not be written: every window showing a view that reads from that store says so,
  /// once per failure, with what and where; the values stay as the person left them.
  static func reportSaveFailure(
    _ failure: SettingsFile.Failure, keys: [String], store: UserDefaults
  ) {
    var graphs: [ObjectIdentifier: ViewGraph] = [:]
    for list in readers.values {
      for reader in list.values where reader.store === store {
        if let node = reader.node, node.isAlive {
          graphs[ObjectIdentifier(node.graph)] = node.graph
        }
      }
    }
    let id = AnyHashable("settings.save-failure")
    let names = keys.map { "\"\($0)\"" }.joined(separator: ", ")
    let message =
      "\(names) could not be written to \(failure.path): \(failure.reason). They are kept while the app is open."
    for graph in graphs.values {
      presentAlert?(graph, id, "Your changes could not be saved", message)
    }
  }

  /// Shows the standard alert (a title, a message, OK) in a graph, outside any view's `.alert`. The controls
  /// layer draws alerts, so the host installs it (`ViewGraph.presentStandardAlert`, Controls/); a graph exists
  /// only in a host.
  static var presentAlert:
    (
      @MainActor (_ graph: ViewGraph, _ id: AnyHashable, _ title: String, _ message: String) -> Void
    )?

  /// Bumped whenever readers are dropped: a reader that skipped registering again may have been one of them,
  /// or its node's identifier may now name another node.
  @exclusivity(unchecked) private(set) static var pruneEpoch = 0

  private static func pruneDeadReaders(of key: String) {
    pruneEpoch += 1
    readers[key] = readers[key]?.filter { $0.value.node?.isAlive ?? false }
    prunedCount[key] = readers[key]?.count ?? 0
  }

  /// Code that writes UserDefaults directly (not through @AppStorage) updates the views too.
  private static func startObservingExternalWrites() {
    guard !observing else { return }
    observing = true
    _ = NotificationCenter.default.addObserver(
      forName: UserDefaults.didChangeNotification, object: nil, queue: nil
    ) { _ in
      storeDidChange()
      onMainActor {
        for list in AppStorageCenter.readers.values {
          for reader in list.values {
            if let node = reader.node, node.isAlive, let graph = node.liveGraph {
              graph.invalidate(node)
            }
          }
        }
      }
    }
  }
}

extension AppStorage: InstallableProperty {
  func install(on node: ViewNode, slot: inout Int) {
    // Looked up again only when the environment changed: reading the key cast its value for each of a thousand
    // readers on every write.
    let environment = node.environment
    if let seen = box.environmentSeen, seen.isIdentical(to: environment) { return }
    box.environmentStore = environment.defaultAppStorage
    box.environmentSeen = environment
  }
}
