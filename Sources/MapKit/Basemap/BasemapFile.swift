import Foundation

/// The offline basemap that scripts/prepare-map-data.py writes at set-up: GSHHG shorelines, lakes, rivers
/// and borders, Natural Earth countries and provinces, GeoNames places. Geometry comes in four levels of
/// detail, each cut into tiles of whole degrees, so a view reads only the tiles it shows.
final class BasemapFile: @unchecked Sendable {
  enum Kind: UInt8 {
    case land = 1
    case lake = 2
    case island = 3
    case pond = 4
    /// Built-up land (Natural Earth's urban areas), drawn as a tint over land; holes by the even-odd rule.
    case urban = 5
    case river = 10
    case border = 11
    case province = 12
  }

  struct Band {
    let tolerance: Double
    let tileDegrees: Double
    let margin: Double
    let columns: Int
    let rows: Int
    /// Tile number (row * columns + column) → byte range of its features in `data`.
    let tiles: [Int: Range<Int>]
  }

  struct Place {
    let latitude: Double
    let longitude: Double
    let population: Int
    /// 0 a town or city, 1 a district of a city.
    let kind: UInt8
    /// Where its UTF-8 name is in the file: names are read when a label needs them, not all at load.
    let nameStart: Int
    let nameLength: Int
  }

  /// A place's name.
  func name(of place: Place) -> String {
    String(decoding: data[place.nameStart..<(place.nameStart + place.nameLength)], as: UTF8.self)
  }

  /// The name of the place at `index` in a language (an ISO 639-1 code such as "ko"), or its GeoNames
  /// (English) name where the data has none in that language.
  func name(ofPlaceAt index: Int, language: String?) -> String {
    if let language, let range = localizedNames(language)[Int32(index)] {
      return String(decoding: data[range], as: UTF8.self)
    }
    return name(of: places[index])
  }

  /// Languages the file has place names in, besides English.
  let placeNameLanguages: [String]
  /// Per language, where its block of names starts (after the block's count).
  private let placeNameBlocks: [String: Int]
  private var placeNameIndex: [String: [Int32: Range<Int>]] = [:]
  private let placeNameLock = NSLock()

  /// The names of one language, read from the file the first time a map shows that language.
  private func localizedNames(_ language: String) -> [Int32: Range<Int>] {
    placeNameLock.lock()
    defer { placeNameLock.unlock() }
    if let index = placeNameIndex[language] { return index }
    var index: [Int32: Range<Int>] = [:]
    if let block = placeNameBlocks[language] {
      data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
        let count = Int(raw.loadUnaligned(fromByteOffset: block, as: UInt32.self).littleEndian)
        index.reserveCapacity(count)
        var at = block + 4
        for _ in 0..<count {
          guard at + 5 <= raw.count else { break }
          let place = Int32(raw.loadUnaligned(fromByteOffset: at, as: UInt32.self).littleEndian)
          let length = Int(raw[at + 4])
          guard at + 5 + length <= raw.count else { break }
          index[place] = (data.startIndex + at + 5)..<(data.startIndex + at + 5 + length)
          at += 5 + length
        }
      }
    }
    placeNameIndex[language] = index
    return index
  }

  struct Country {
    let name: String
    let latitude: Double
    let longitude: Double
    /// Square degrees of the country's largest piece: labels of larger countries win.
    let area: Double
  }

  /// A polyline or ring, in unit Web Mercator coordinates (x, y pairs).
  struct Feature {
    let kind: Kind
    let points: [Double]
  }

  enum LoadError: Error, CustomStringConvertible {
    case missing(URL)
    case damaged(URL, String)

    var description: String {
      switch self {
      case .missing(let url):
        return
          "the offline map data is missing (\(url.path)); run scripts/setup to prepare it (it downloads its sources once, then works offline)"
      case .damaged(let url, let why):
        return
          "the offline map data at \(url.path) is damaged (\(why)); delete it and run scripts/setup again"
      }
    }
  }

  let url: URL
  let bands: [Band]
  let places: [Place]
  let countries: [Country]
  let attribution: String
  private let data: Data
  private let dataStart: Int

  init(url: URL) throws {
    self.url = url
    guard FileManager.default.fileExists(atPath: url.path) else { throw LoadError.missing(url) }
    let data: Data
    do {
      data = try Data(contentsOf: url, options: .alwaysMapped)
    } catch {
      throw LoadError.damaged(url, "\(error)")
    }
    guard data.count > 12, data.prefix(8) == Data("FYMMAP\u{0}\u{2}".utf8) else {
      throw LoadError.damaged(url, "not a map file of this version")
    }
    let headerLength = Int(data.readUInt32(at: 8))
    guard 12 + headerLength <= data.count,
      let header = try? JSONSerialization.jsonObject(
        with: data.subdata(in: 12..<(12 + headerLength)))
        as? [String: Any],
      let bandList = header["bands"] as? [[String: Any]],
      let sections = header["sections"] as? [[String: Any]]
    else { throw LoadError.damaged(url, "unreadable header") }
    let start = 12 + headerLength + (8 - (12 + headerLength) % 8) % 8
    self.data = data
    dataStart = start

    var bands: [Band] = []
    for entry in bandList {
      guard let tile = entry["tileDegrees"] as? Double, let count = entry["tileCount"] as? Int,
        let indexOffset = entry["indexOffset"] as? Int,
        let dataOffset = entry["dataOffset"] as? Int,
        let dataLength = entry["dataLength"] as? Int
      else { throw LoadError.damaged(url, "a level of detail without its index") }
      guard start + dataOffset + dataLength <= data.count else {
        throw LoadError.damaged(url, "the file is shorter than its index says")
      }
      var tiles: [Int: Range<Int>] = [:]
      tiles.reserveCapacity(count)
      for index in 0..<count {
        let at = start + indexOffset + index * 16
        let number = Int(data.readUInt32(at: at))
        let offset = Int(data.readUInt64(at: at + 4))
        let length = Int(data.readUInt32(at: at + 12))
        let from = start + dataOffset + offset
        tiles[number] = from..<(from + length)
      }
      bands.append(
        Band(
          tolerance: entry["tolerance"] as? Double ?? 0, tileDegrees: tile,
          margin: entry["margin"] as? Double ?? 0, columns: Int((360 / tile).rounded()),
          rows: Int((180 / tile).rounded(.up)), tiles: tiles))
    }
    self.bands = bands

    var places: [Place] = []
    if let section = sections.first(where: { $0["name"] as? String == "places" }),
      let offset = section["offset"] as? Int, let length = section["length"] as? Int
    {
      var at = start + offset
      let end = min(at + length, data.count)
      places.reserveCapacity(section["count"] as? Int ?? 0)
      data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
        while at + 14 <= end {
          func float(_ offset: Int) -> Double {
            Double(
              Float(
                bitPattern: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self).littleEndian)
            )
          }
          let nameLength = Int(raw[at + 13])
          places.append(
            Place(
              latitude: float(at), longitude: float(at + 4),
              population: Int(
                raw.loadUnaligned(fromByteOffset: at + 8, as: UInt32.self).littleEndian),
              kind: raw[at + 12], nameStart: data.startIndex + at + 14, nameLength: nameLength))
          at += 14 + nameLength
        }
      }
    }
    self.places = places
    // Files prepared before names in other languages were added have no such section: English only.
    var blocks: [String: Int] = [:]
    if let section = sections.first(where: { $0["name"] as? String == "placeNames" }),
      let offset = section["offset"] as? Int,
      let length = section["length"] as? Int, start + offset + length <= data.count
    {
      for entry in section["languages"] as? [[String: Any]] ?? [] {
        guard let language = entry["language"] as? String, let at = entry["offset"] as? Int,
          at + 4 <= length
        else { continue }
        blocks[language] = start + offset + at
      }
    }
    placeNameBlocks = blocks
    placeNameLanguages = blocks.keys.sorted()
    countries = (header["countries"] as? [[String: Any]] ?? []).compactMap { entry in
      guard let name = entry["name"] as? String, let latitude = entry["latitude"] as? Double,
        let longitude = entry["longitude"] as? Double
      else { return nil }
      return Country(
        name: name, latitude: latitude, longitude: longitude, area: entry["area"] as? Double ?? 0)
    }
    var names: [String] = []
    for case let name as String in (header["sources"] as? [[String: Any]] ?? []).map({ $0["name"] })
    where !names.contains(name) {
      names.append(name)
    }
    attribution =
      "© "
      + (names.isEmpty ? ["GSHHG", "Natural Earth", "GeoNames"] : names).joined(
        separator: ", ")
  }

  /// The features of one tile, projected to unit Web Mercator.
  func features(band: Int, column: Int, row: Int) -> [Feature] {
    let spec = bands[band]
    guard let range = spec.tiles[row * spec.columns + column] else { return [] }
    let extent = spec.tileDegrees * (1 + 2 * spec.margin)
    let originLongitude = Double(column) * spec.tileDegrees - 180 - spec.tileDegrees * spec.margin
    let originLatitude = Double(row) * spec.tileDegrees - 90 - spec.tileDegrees * spec.margin
    let step = extent / 65535
    var features: [Feature] = []
    data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
      var at = range.lowerBound
      while at + 9 <= range.upperBound {
        let kindByte = raw[at]
        let count = Int(raw.loadUnaligned(fromByteOffset: at + 1, as: UInt32.self).littleEndian)
        let length = Int(raw.loadUnaligned(fromByteOffset: at + 5, as: UInt32.self).littleEndian)
        at += 9
        let end = at + length
        guard end <= range.upperBound, length >= 4, let kind = Kind(rawValue: kindByte) else {
          break
        }
        var points = [Double](repeating: 0, count: count * 2)
        var x = Int(raw.loadUnaligned(fromByteOffset: at, as: UInt16.self).littleEndian)
        var y = Int(raw.loadUnaligned(fromByteOffset: at + 2, as: UInt16.self).littleEndian)
        var cursor = at + 4
        // Zigzag varints: the deltas from one point to the next.
        func next() -> Int {
          var value = 0
          var shift = 0
          while cursor < end {
            let byte = Int(raw[cursor])
            cursor += 1
            value |= (byte & 0x7F) << shift
            if byte < 0x80 { break }
            shift += 7
          }
          return (value >> 1) ^ -(value & 1)
        }
        for index in 0..<count {
          if index > 0 {
            x += next()
            y += next()
          }
          points[2 * index] = WebMercator.unitX(longitude: originLongitude + Double(x) * step)
          points[2 * index + 1] = WebMercator.unitY(latitude: originLatitude + Double(y) * step)
        }
        at = end
        features.append(Feature(kind: kind, points: points))
      }
    }
    return features
  }

  // MARK: Finding the file

  /// Where the prepared map lives: `$FIND_YOUR_MATCH_MAP_DATA`, else `map-data/world.map` in the build folder
  /// above the running executable (scripts/setup prepares it there), else the user's cache.
  static func defaultURL() -> URL {
    let environment = ProcessInfo.processInfo.environment
    if let path = environment["FIND_YOUR_MATCH_MAP_DATA"], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    var candidates: [URL] = []
    var directory = URL(fileURLWithPath: CommandLine.arguments.first ?? ".")
      .resolvingSymlinksInPath()
      .deletingLastPathComponent()
    for _ in 0..<6 {
      candidates.append(directory.appendingPathComponent("map-data/world.map"))
      candidates.append(directory.appendingPathComponent(".build/map-data/world.map"))
      directory.deleteLastPathComponent()
    }
    let cache =
      environment["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0) }
      ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
    candidates.append(cache.appendingPathComponent("find-your-match/map-data/world.map"))
    return candidates.first { FileManager.default.fileExists(atPath: $0.path) } ?? candidates[0]
  }

  nonisolated(unsafe) private static var loaded: Result<BasemapFile, LoadError>?
  private static let lock = NSLock()

  /// The prepared map, read once per process; the error says what to do when it is missing.
  static func shared() -> Result<BasemapFile, LoadError> {
    lock.lock()
    defer { lock.unlock() }
    if let loaded { return loaded }
    let url = defaultURL()
    let result: Result<BasemapFile, LoadError>
    do {
      result = .success(try BasemapFile(url: url))
    } catch let error as LoadError {
      FileHandle.standardError.write(Data("MapKit: \(error)\n".utf8))
      result = .failure(error)
    } catch {
      result = .failure(.damaged(url, "\(error)"))
    }
    loaded = result
    return result
  }
}

extension Data {
  fileprivate func readUInt32(at offset: Int) -> UInt32 {
    withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self).littleEndian }
  }
  fileprivate func readUInt64(at offset: Int) -> UInt64 {
    withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian }
  }
  fileprivate func readFloat32(at offset: Int) -> Float {
    Float(bitPattern: readUInt32(at: offset))
  }
}
