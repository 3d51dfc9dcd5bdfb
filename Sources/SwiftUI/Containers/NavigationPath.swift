import Foundation

/// A type-erased list of the values pushed on a `NavigationStack`. Values appended as `Codable` can be saved
/// and restored through `codable`.
public struct NavigationPath: Equatable {
  /// One pushed value; `encoded` is kept for the values that can be written out.
  struct Element: Equatable {
    let value: AnyHashable
    let encode: (() throws -> (type: String, json: String))?

    static func == (a: Element, b: Element) -> Bool { a.value == b.value }
  }

  var elements: [Element] = []

  public init() {}

  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    for element in elements { append(element) }
  }

  public init<S: Sequence>(_ elements: S) where S.Element: Hashable & Codable {
    for element in elements { append(element) }
  }

  /// Restores a path written out through `codable`.
  public init(_ codable: CodableRepresentation) {
    elements = codable.elements
  }

  public var count: Int { elements.count }
  public var isEmpty: Bool { elements.isEmpty }

  public mutating func append<V: Hashable>(_ value: V) {
    if let codable = value as? any (Hashable & Codable) {
      appendCodable(codable)
    } else {
      elements.append(Element(value: AnyHashable(value), encode: nil))
    }
  }

  public mutating func append<V: Hashable & Codable>(_ value: V) { appendCodable(value) }

  private mutating func appendCodable<V: Hashable & Codable>(_ value: V) {
    CodableTypes.register(V.self)
    elements.append(
      Element(
        value: AnyHashable(value),
        encode: {
          let data = try JSONEncoder().encode(value)
          return (_typeName(V.self, qualified: true), String(decoding: data, as: UTF8.self))
        }))
  }

  public mutating func removeLast(_ k: Int = 1) {
    precondition(k >= 0 && k <= count, "Can't remove more items from a collection than it contains")
    elements.removeLast(k)
  }

  /// The path in a form that can be encoded, or nil when a value in it is not `Codable`.
  public var codable: CodableRepresentation? {
    guard elements.allSatisfy({ $0.encode != nil }) else { return nil }
    return CodableRepresentation(elements: elements)
  }

  /// As Apple's: a flat list of type name and JSON text pairs, the last pushed value first.
  public struct CodableRepresentation: Codable, Equatable {
    var elements: [Element]

    init(elements: [Element]) { self.elements = elements }

    public init(from decoder: Decoder) throws {
      var container = try decoder.unkeyedContainer()
      var decoded: [Element] = []
      while !container.isAtEnd {
        let typeName = try container.decode(String.self)
        guard !container.isAtEnd else {
          throw DecodingError.dataCorruptedError(
            in: container, debugDescription: "NavigationPath: \(typeName) has no value after it")
        }
        let json = try container.decode(String.self)
        guard let type = CodableTypes.type(named: typeName) else {
          throw DecodingError.dataCorruptedError(
            in: container,
            debugDescription:
              "NavigationPath: \(typeName) is not a Codable and Hashable type of this program")
        }
        decoded.append(try Self.decode(type, from: json))
      }
      elements = decoded.reversed()
    }

    private static func decode<V: Hashable & Codable>(_ type: V.Type, from json: String) throws
      -> Element
    {
      let value = try JSONDecoder().decode(V.self, from: Data(json.utf8))
      var path = NavigationPath()
      path.append(value)
      return path.elements[0]
    }

    public func encode(to encoder: Encoder) throws {
      var container = encoder.unkeyedContainer()
      for element in elements.reversed() {
        guard let encoded = try element.encode?() else { continue }
        try container.encode(encoded.type)
        try container.encode(encoded.json)
      }
    }
  }
}

extension NavigationPath: CustomStringConvertible {
  public var description: String {
    "NavigationPath(\(elements.map { String(describing: $0.value.base) }.joined(separator: ", ")))"
  }
}

/// The types a restored path may hold, by the name its representation gives them: those appended to a path
/// in this process (or declared with `navigationDestination(for:)`), else what the runtime finds by that name
/// (top-level types of loaded modules).
enum CodableTypes {
  nonisolated(unsafe) private static var types: [String: any (Hashable & Codable).Type] = [:]
  private static let lock = NSLock()

  static func register<V: Hashable & Codable>(_ type: V.Type) {
    let name = _typeName(type, qualified: true)
    lock.lock()
    defer { lock.unlock() }
    if types[name] == nil { types[name] = type }
  }

  static func type(named name: String) -> (any (Hashable & Codable).Type)? {
    lock.lock()
    let known = types[name]
    lock.unlock()
    return known ?? (_typeByName(name) as? any (Hashable & Codable).Type)
  }
}
