import Foundation

/// The types that conform to given protocols, read from the conformance records the compiler writes into every
/// image (the `swift5_protocol_conformances` section, which the Swift runtime lists per loaded image), as
/// swift-testing finds tests on Linux. Only non-generic classes, structs and enums are returned: their
/// metadata accessor needs no type arguments.
enum ConformanceRecords {
  private typealias SectionsBody =
    @convention(c) (UnsafeRawPointer, UnsafeMutableRawPointer?) -> Bool
  private typealias EnumerateSections =
    @convention(c) (SectionsBody, UnsafeMutableRawPointer?) -> Void
  /// `MetadataResponse (MetadataRequest)`: the metadata comes back in the first return register, as from a C
  /// function returning a pointer.
  private typealias MetadataAccessor = @convention(c) (Int) -> UnsafeRawPointer?

  private final class Search {
    let protocolNames: Set<String>
    let module: String
    var types: [Any.Type] = []
    init(_ names: Set<String>, _ module: String) {
      protocolNames = names
      self.module = module
    }
  }

  static func types(conformingTo protocolNames: Set<String>, in module: String) -> [Any.Type] {
    // Exported by the Swift runtime on Linux and other ELF platforms.
    guard let symbol = dlsym(nil, "swift_enumerateAllMetadataSections") else { return [] }
    let enumerate = unsafeBitCast(symbol, to: EnumerateSections.self)
    let search = Unmanaged.passRetained(Search(protocolNames, module))
    defer { search.release() }
    enumerate(
      { sections, context in
        let search = Unmanaged<Search>.fromOpaque(context!).takeUnretainedValue()
        // MetadataSections: version, base address and two more words, then (start, length) pairs:
        // swift5_protocols, swift5_protocol_conformances, …
        let words = sections.assumingMemoryBound(to: UInt.self)
        let length = Int(words[7])
        guard let start = UnsafeRawPointer(bitPattern: words[6]), length > 0 else { return true }
        for offset in stride(from: 0, to: length, by: 4) {
          if let conformance = ConformanceRecords.relative(start + offset),
            let type = ConformanceRecords.type(of: conformance, search: search)
          {
            search.types.append(type)
          }
        }
        return true
      }, search.toOpaque())
    return search.takeUnretainedValue().types
  }

  /// The type a conformance descriptor is about, when its protocol is one searched for.
  private static func type(of conformance: UnsafeRawPointer, search: Search) -> Any.Type? {
    // ProtocolConformanceDescriptor: protocol, type reference, witness table pattern, flags.
    guard let proto = relative(conformance, indirectable: true),
      let protoName = name(of: proto), search.protocolNames.contains(protoName),
      let parent = relative(proto + 4, indirectable: true), name(of: parent) == search.module
    else { return nil }
    let flags = (conformance + 12).loadUnaligned(as: UInt32.self)
    let descriptor: UnsafeRawPointer?
    switch (flags >> 3) & 0x7 {
    case 0: descriptor = relative(conformance + 4)
    case 1: descriptor = relative(conformance + 4)?.loadUnaligned(as: UnsafeRawPointer?.self)
    default: descriptor = nil  // Objective-C classes
    }
    guard let descriptor else { return nil }
    let typeFlags = descriptor.loadUnaligned(as: UInt32.self)
    let kind = typeFlags & 0x1F
    let isGeneric = typeFlags & 0x80 != 0
    // 16 class, 17 struct, 18 enum; the accessor is the fourth field of their descriptors.
    guard (16...18).contains(kind), !isGeneric, let accessor = relative(descriptor + 12) else {
      return nil
    }
    let access = unsafeBitCast(accessor, to: MetadataAccessor.self)
    guard let metadata = access(0) else { return nil }
    return unsafeBitCast(metadata, to: Any.Type.self)
  }

  /// Where a 32-bit relative offset stored at `field` points; when `indirectable`, an odd offset points to a
  /// pointer to the target.
  private static func relative(_ field: UnsafeRawPointer, indirectable: Bool = false)
    -> UnsafeRawPointer?
  {
    let offset = Int(field.loadUnaligned(as: Int32.self))
    guard offset != 0 else { return nil }
    if indirectable, offset & 1 == 1 {
      return (field + (offset & ~1)).loadUnaligned(as: UnsafeRawPointer?.self)
    }
    return field + offset
  }

  /// A context descriptor's name: flags, parent, then the name.
  private static func name(of descriptor: UnsafeRawPointer) -> String? {
    guard let name = relative(descriptor + 8) else { return nil }
    return String(cString: name.assumingMemoryBound(to: CChar.self))
  }
}
