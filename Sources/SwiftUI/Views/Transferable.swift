import Foundation

/// Core Transferable's protocol: a type that can be dragged, dropped, shared or picked, described by its
/// representations in order of preference (`CodableRepresentation`, `ProxyRepresentation`,
/// `DataRepresentation`). Within one program a dropped value of the type asked for arrives as it was; other
/// types are converted through the content types both sides know.
public protocol Transferable {
  associatedtype Representation: TransferRepresentation
  @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// One way to move an item. Here a representation is one of Core Transferable's kinds or a list of them
/// (a custom one written with `body` is not supported).
public protocol TransferRepresentation<Item>: Sendable {
  associatedtype Item: Transferable
  var _entries: [_TransferEntry<Item>] { get }
}

/// A content type with the item's conversions to and from its bytes (synchronous ones where the
/// representation's closures are, so a drop can be handled in the event that makes it).
public struct _TransferEntry<Item>: @unchecked Sendable {
  let contentType: UTType
  let exportNow: ((Item) throws -> Data)?
  let export: ((Item) async throws -> Data)?
  let importNow: ((Data) throws -> Item)?
  let importData: ((Data) async throws -> Item)?
  var suggestedFileName: String?

  init(
    contentType: UTType, exportNow: ((Item) throws -> Data)?,
    importNow: ((Data) throws -> Item)?
  ) {
    self.contentType = contentType
    self.exportNow = exportNow
    self.importNow = importNow
    export = exportNow.map { now in { try now($0) } }
    importData = importNow.map { now in { try now($0) } }
  }

  init(
    contentType: UTType, export: ((Item) async throws -> Data)?,
    importData: ((Data) async throws -> Item)?
  ) {
    self.contentType = contentType
    exportNow = nil
    importNow = nil
    self.export = export
    self.importData = importData
  }
}

@resultBuilder public struct TransferRepresentationBuilder<Item: Transferable> {
  public static func buildExpression<R: TransferRepresentation>(_ representation: R)
    -> _TransferRepresentationList<Item> where R.Item == Item
  {
    _TransferRepresentationList(entries: representation._entries)
  }
  public static func buildBlock(_ parts: _TransferRepresentationList<Item>...)
    -> _TransferRepresentationList<Item>
  {
    _TransferRepresentationList(entries: parts.flatMap(\._entries))
  }
}

/// Several representations, most preferred first.
public struct _TransferRepresentationList<Item: Transferable>: TransferRepresentation {
  let entries: [_TransferEntry<Item>]
  public var _entries: [_TransferEntry<Item>] { entries }
}

public enum TransferRepresentationVisibility: Sendable {
  case all, team, group, ownProcess
}

extension TransferRepresentation {
  public func suggestedFileName(_ fileName: String) -> _TransferRepresentationList<Item> {
    _TransferRepresentationList(
      entries: _entries.map {
        var entry = $0
        entry.suggestedFileName = fileName
        return entry
      })
  }
  /// Accepted; every item is exported.
  public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool)
    -> _TransferRepresentationList<Item>
  {
    _TransferRepresentationList(entries: _entries)
  }
  /// Accepted; within one program every visibility sees the item.
  public func visibility(_ visibility: TransferRepresentationVisibility)
    -> _TransferRepresentationList<Item>
  {
    _TransferRepresentationList(entries: _entries)
  }
}

// MARK: Core Transferable's representations

/// The item as JSON under `contentType`.
public struct CodableRepresentation<Item: Transferable & Codable, Encoder, Decoder>:
  TransferRepresentation
{
  public let _entries: [_TransferEntry<Item>]

  public init(for itemType: Item.Type = Item.self, contentType: UTType)
  where Encoder == JSONEncoder, Decoder == JSONDecoder {
    _entries = [
      _TransferEntry(
        contentType: contentType, exportNow: { try JSONEncoder().encode($0) },
        importNow: { try JSONDecoder().decode(Item.self, from: $0) })
    ]
  }

  public init(
    for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder
  ) where Encoder == JSONEncoder, Decoder == JSONDecoder {
    _entries = [
      _TransferEntry(
        contentType: contentType, exportNow: { try encoder.encode($0) },
        importNow: { try decoder.decode(Item.self, from: $0) })
    ]
  }
}

/// The item moved as another Transferable type (a note as its text).
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>:
  TransferRepresentation
{
  public let _entries: [_TransferEntry<Item>]

  public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) {
    _entries = Self.entries(exporting: exporting, importing: nil)
  }

  public init(_ exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) {
    _entries = Self.entries(exporting: exporting, importing: nil)
  }

  public init(
    exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation,
    importing: @escaping @Sendable (ProxyRepresentation) throws -> Item
  ) {
    _entries = Self.entries(exporting: exporting, importing: importing)
  }

  public init(importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
    _entries = Self.entries(exporting: nil, importing: importing)
  }

  private static func entries(
    exporting: ((Item) throws -> ProxyRepresentation)?,
    importing: ((ProxyRepresentation) throws -> Item)?
  ) -> [_TransferEntry<Item>] {
    TransferEntries.of(ProxyRepresentation.self).map { proxy in
      let exportsNow = exporting == nil || proxy.exportNow != nil
      let importsNow = importing == nil || proxy.importNow != nil
      if exportsNow && importsNow {
        return _TransferEntry(
          contentType: proxy.contentType,
          exportNow: exporting.flatMap { exporting in
            proxy.exportNow.map { exportNow in { try exportNow(exporting($0)) } }
          },
          importNow: importing.flatMap { importing in
            proxy.importNow.map { importNow in { try importing(importNow($0)) } }
          })
      }
      return _TransferEntry(
        contentType: proxy.contentType,
        export: exporting.flatMap { exporting in
          proxy.export.map { export in { try await export(exporting($0)) } }
        },
        importData: importing.flatMap { importing in
          proxy.importData.map { importData in { try importing(try await importData($0)) } }
        })
    }
  }
}

/// The item's own bytes under a content type.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
  public let _entries: [_TransferEntry<Item>]

  public init(
    contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
    importing: @escaping @Sendable (Data) async throws -> Item
  ) {
    _entries = [_TransferEntry(contentType: contentType, export: exporting, importData: importing)]
  }

  public init(
    exportedContentType contentType: UTType,
    exporting: @escaping @Sendable (Item) async throws -> Data
  ) {
    _entries = [_TransferEntry(contentType: contentType, export: exporting, importData: nil)]
  }

  public init(
    importedContentType contentType: UTType,
    importing: @escaping @Sendable (Data) async throws -> Item
  ) {
    _entries = [_TransferEntry(contentType: contentType, export: nil, importData: importing)]
  }
}

// MARK: The standard types

extension String: Transferable {
  public static var transferRepresentation: _TransferRepresentationList<String> {
    _TransferRepresentationList(entries: [
      _TransferEntry(
        contentType: .plainText, exportNow: { Data($0.utf8) },
        importNow: { String(decoding: $0, as: UTF8.self) })
    ])
  }
}

extension Data: Transferable {
  public static var transferRepresentation: _TransferRepresentationList<Data> {
    _TransferRepresentationList(entries: [
      _TransferEntry(contentType: .data, exportNow: { $0 }, importNow: { $0 })
    ])
  }
}

extension URL: Transferable {
  public static var transferRepresentation: _TransferRepresentationList<URL> {
    _TransferRepresentationList(entries: [
      _TransferEntry(
        contentType: .url, exportNow: { Data($0.absoluteString.utf8) },
        importNow: { data in
          guard let url = URL(string: String(decoding: data, as: UTF8.self)) else {
            throw CocoaError(.coderReadCorrupt)
          }
          return url
        }),
      _TransferEntry(
        contentType: .plainText, exportNow: { Data($0.absoluteString.utf8) }, importNow: nil),
    ])
  }
}

/// An image moves within the program as itself and is made from image bytes (a picked photo); it has no
/// bytes to give other types.
extension Image: Transferable {
  public static var transferRepresentation: _TransferRepresentationList<Image> {
    _TransferRepresentationList(entries: [
      _TransferEntry(
        contentType: .image, exportNow: nil,
        importNow: { data in
          guard let image = UIImage(data: data) else { throw CocoaError(.coderReadCorrupt) }
          return Image(uiImage: image)
        })
    ])
  }
}

enum TransferEntries {
  /// A type's representations, most preferred first.
  static func of<T: Transferable>(_ type: T.Type) -> [_TransferEntry<T>] {
    (T.transferRepresentation._entries as Any) as? [_TransferEntry<T>] ?? []
  }
}

/// A value on its way (dragged, shared): the value itself and its exports, so a receiver asking for its own
/// type gets it unchanged and another type is converted through a content type both know.
struct TransferPayload {
  let value: Any
  let contentTypes: [UTType]
  private let exportNow: [(UTType, () throws -> Data)]
  private let export: [(UTType, () async throws -> Data)]

  init(_ value: any Transferable) {
    func make<T: Transferable>(_ value: T) -> TransferPayload { TransferPayload(typed: value) }
    self = make(value)
  }

  private init<T: Transferable>(typed value: T) {
    self.value = value
    let entries = TransferEntries.of(T.self)
    contentTypes = entries.filter { $0.export != nil }.map(\.contentType)
    exportNow = entries.compactMap { entry in
      entry.exportNow.map { export in (entry.contentType, { try export(value) }) }
    }
    export = entries.compactMap { entry in
      entry.export.map { export in (entry.contentType, { try await export(value) }) }
    }
  }

  /// Bytes read from a file whose name says what they are (a picked photo).
  init(data: Data, contentType: UTType) {
    value = data
    contentTypes = [contentType]
    exportNow = [(contentType, { data })]
    export = [(contentType, { data })]
  }

  /// The bytes of the first representation whose type is one of `preferred` (else the first that has
  /// bytes at once), for writing to a file.
  func dataNow(preferring preferred: [UTType]) throws -> Data {
    let match =
      exportNow.first { export in preferred.contains { export.0.conforms(to: $0) } }
      ?? exportNow.first
    guard let (_, data) = match else { throw CocoaError(.fileWriteUnknown) }
    return try data()
  }

  /// The value as plain text, when one of its representations is text that can be had at once.
  var plainText: String? {
    if let string = value as? String { return string }
    guard let (_, data) = exportNow.first(where: { $0.0.conforms(to: .plainText) }),
      let bytes = try? data()
    else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether a receiver of `T` can take it: the same type, or an import of T's whose content type one of the
  /// value's exports conforms to.
  func canLoad<T: Transferable>(_ type: T.Type) -> Bool {
    if value is T { return true }
    return TransferEntries.of(T.self).contains { entry in
      entry.importData != nil && contentTypes.contains { $0.conforms(to: entry.contentType) }
    }
  }

  /// The value as `T` when that needs no waiting (the same type, or synchronous conversions).
  func loadNow<T: Transferable>(_ type: T.Type) -> T? {
    if let same = value as? T { return same }
    for entry in TransferEntries.of(T.self) {
      guard let importNow = entry.importNow else { continue }
      for (contentType, data) in exportNow where contentType.conforms(to: entry.contentType) {
        if let bytes = try? data(), let item = try? importNow(bytes) { return item }
      }
    }
    return nil
  }

  func load<T: Transferable>(_ type: T.Type) async -> T? {
    if let now = loadNow(type) { return now }
    for entry in TransferEntries.of(T.self) {
      guard let importData = entry.importData else { continue }
      for (contentType, data) in export where contentType.conforms(to: entry.contentType) {
        if let bytes = try? await data(), let item = try? await importData(bytes) { return item }
      }
    }
    return nil
  }
}
