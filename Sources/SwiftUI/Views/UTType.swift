import Foundation

/// A uniform type identifier (UniformTypeIdentifiers' `UTType`): a content type, the types it conforms to,
/// and its file name extension and MIME type. The system's common types are known by a table; an app's
/// own (`UTType(exportedAs:)`) conform to what they are declared with, else to `.data`.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
  public let identifier: String
  /// The identifiers this type conforms to directly.
  let parents: [String]
  public let preferredFilenameExtension: String?
  public let preferredMIMEType: String?

  init(_ identifier: String, parents: [String], extension: String? = nil, mime: String? = nil) {
    self.identifier = identifier
    self.parents = parents
    preferredFilenameExtension = `extension`
    preferredMIMEType = mime
  }

  /// A type the system knows by its identifier; nil for others.
  public init?(_ identifier: String) {
    guard let known = UTType.known[identifier] else { return nil }
    self = known
  }

  /// An app's own type.
  public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
    self =
      UTType.known[identifier]
      ?? UTType(identifier, parents: [(parentType ?? .data).identifier])
  }

  /// Another app's type, as this app declares it.
  public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
    self.init(exportedAs: identifier, conformingTo: parentType)
  }

  /// The known type with this file name extension that conforms to `supertype`.
  public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
    let lowered = filenameExtension.lowercased()
    guard
      let found = UTType.table.first(where: {
        $0.preferredFilenameExtension == lowered && $0.conforms(to: supertype)
      }) ?? UTType.extraExtensions[lowered].flatMap({ UTType($0) })
    else { return nil }
    self = found
  }

  public init?(mimeType: String, conformingTo supertype: UTType = .data) {
    guard
      let found = UTType.table.first(where: {
        $0.preferredMIMEType == mimeType && $0.conforms(to: supertype)
      })
    else { return nil }
    self = found
  }

  public var description: String { identifier }

  public func conforms(to type: UTType) -> Bool {
    if identifier == type.identifier { return true }
    return parents.contains { parent in
      (UTType.known[parent] ?? UTType(parent, parents: [])).conforms(to: type)
    }
  }

  public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }
  public func isSupertype(of type: UTType) -> Bool { self != type && type.conforms(to: self) }

  public var supertypes: Set<UTType> {
    var result: Set<UTType> = []
    for parent in parents {
      let type = UTType.known[parent] ?? UTType(parent, parents: [])
      result.insert(type)
      result.formUnion(type.supertypes)
    }
    return result
  }

  public var isDeclared: Bool { true }
  public var isDynamic: Bool { false }

  public static func == (a: UTType, b: UTType) -> Bool { a.identifier == b.identifier }
  public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

extension UTType {
  public static let item = UTType("public.item", parents: [])
  public static let content = UTType("public.content", parents: [])
  public static let data = UTType("public.data", parents: ["public.item"])
  public static let directory = UTType("public.directory", parents: ["public.item"])
  public static let folder = UTType("public.folder", parents: ["public.directory"])
  public static let url = UTType("public.url", parents: ["public.data"])
  public static let fileURL = UTType("public.file-url", parents: ["public.url"])
  public static let text = UTType("public.text", parents: ["public.data", "public.content"])
  public static let plainText = UTType(
    "public.plain-text", parents: ["public.text"], extension: "txt", mime: "text/plain")
  public static let utf8PlainText = UTType(
    "public.utf8-plain-text", parents: ["public.plain-text"], extension: "txt",
    mime: "text/plain")
  public static let commaSeparatedText = UTType(
    "public.comma-separated-values-text", parents: ["public.text"], extension: "csv",
    mime: "text/csv")
  public static let html = UTType(
    "public.html", parents: ["public.text"], extension: "html", mime: "text/html")
  public static let xml = UTType(
    "public.xml", parents: ["public.text"], extension: "xml", mime: "application/xml")
  public static let json = UTType(
    "public.json", parents: ["public.text"], extension: "json", mime: "application/json")
  public static let yaml = UTType(
    "public.yaml", parents: ["public.text"], extension: "yaml", mime: "application/x-yaml")
  public static let rtf = UTType(
    "public.rtf", parents: ["public.text"], extension: "rtf", mime: "text/rtf")
  public static let sourceCode = UTType("public.source-code", parents: ["public.plain-text"])
  public static let swiftSource = UTType(
    "public.swift-source", parents: ["public.source-code"], extension: "swift")
  public static let image = UTType("public.image", parents: ["public.data", "public.content"])
  public static let png = UTType(
    "public.png", parents: ["public.image"], extension: "png", mime: "image/png")
  public static let jpeg = UTType(
    "public.jpeg", parents: ["public.image"], extension: "jpeg", mime: "image/jpeg")
  public static let gif = UTType(
    "com.compuserve.gif", parents: ["public.image"], extension: "gif", mime: "image/gif")
  public static let heic = UTType(
    "public.heic", parents: ["public.image"], extension: "heic", mime: "image/heic")
  public static let webP = UTType(
    "org.webmproject.webp", parents: ["public.image"], extension: "webp", mime: "image/webp")
  public static let tiff = UTType(
    "public.tiff", parents: ["public.image"], extension: "tiff", mime: "image/tiff")
  public static let bmp = UTType(
    "com.microsoft.bmp", parents: ["public.image"], extension: "bmp", mime: "image/bmp")
  public static let svg = UTType(
    "public.svg-image", parents: ["public.image"], extension: "svg", mime: "image/svg+xml")
  public static let pdf = UTType(
    "com.adobe.pdf", parents: ["public.data", "public.content"], extension: "pdf",
    mime: "application/pdf")
  public static let audiovisualContent = UTType(
    "public.audiovisual-content", parents: ["public.data", "public.content"])
  public static let movie = UTType("public.movie", parents: ["public.audiovisual-content"])
  public static let video = UTType("public.video", parents: ["public.movie"])
  public static let mpeg4Movie = UTType(
    "public.mpeg-4", parents: ["public.movie"], extension: "mp4", mime: "video/mp4")
  public static let quickTimeMovie = UTType(
    "com.apple.quicktime-movie", parents: ["public.movie"], extension: "mov",
    mime: "video/quicktime")
  public static let audio = UTType("public.audio", parents: ["public.audiovisual-content"])
  public static let mp3 = UTType(
    "public.mp3", parents: ["public.audio"], extension: "mp3", mime: "audio/mpeg")
  public static let archive = UTType("public.archive", parents: ["public.data"])
  public static let zip = UTType(
    "public.zip-archive", parents: ["public.archive"], extension: "zip", mime: "application/zip")
  public static let propertyList = UTType(
    "com.apple.property-list", parents: ["public.data"], extension: "plist")
  public static let spreadsheet = UTType(
    "public.spreadsheet", parents: ["public.data", "public.content"])
  public static let presentation = UTType(
    "public.presentation", parents: ["public.data", "public.content"])
  public static let font = UTType("public.font", parents: ["public.data", "public.content"])
  public static let vCard = UTType(
    "public.vcard", parents: ["public.text"], extension: "vcf", mime: "text/vcard")
  public static let log = UTType("public.log", parents: ["public.text"], extension: "log")

  static let table: [UTType] = [
    .item, .content, .data, .directory, .folder, .url, .fileURL, .text, .plainText, .utf8PlainText,
    .commaSeparatedText, .html, .xml, .json, .yaml, .rtf, .sourceCode, .swiftSource, .image, .png,
    .jpeg, .gif, .heic, .webP, .tiff, .bmp, .svg, .pdf, .audiovisualContent, .movie, .video,
    .mpeg4Movie, .quickTimeMovie, .audio, .mp3, .archive, .zip, .propertyList, .spreadsheet,
    .presentation, .font, .vCard, .log,
  ]
  static let known: [String: UTType] = Dictionary(
    table.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
  /// Extensions that are not a type's preferred one.
  static let extraExtensions: [String: String] = [
    "jpg": "public.jpeg", "htm": "public.html", "text": "public.plain-text",
    "md": "public.plain-text", "yml": "public.yaml", "tif": "public.tiff", "m4v": "public.mpeg-4",
  ]

  /// The type of a file by its name (a folder is `.folder`).
  static func of(file url: URL, isDirectory: Bool) -> UTType {
    if isDirectory { return .folder }
    return UTType(filenameExtension: url.pathExtension) ?? .data
  }
}
