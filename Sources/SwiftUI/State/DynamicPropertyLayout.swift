@_spi(Reflection) import Swift

/// Where a view type keeps its dynamic properties, worked out once per type from its field offsets. Installing
/// them before every body run then reads each property in place, where reflecting the value would build a
/// `Mirror` and cast every stored property to a protocol, for every view on every update.
///
/// Only what reflection would find the same way is laid out: a struct whose fields have static types that say
/// whether they are dynamic properties. A type holding a field that could be one only at run time (an
/// existential, a class or an enum conforming to `DynamicProperty`) is reflected as before.
@MainActor enum DynamicPropertyLayout {
  typealias Installer = @MainActor (UnsafeRawPointer, ViewNode, inout Int) -> Void

  /// By type: the installers in declaration order (nested properties in place), or nil to reflect. Read for
  /// every body run: skips run-time exclusivity checks (ARCHITECTURE.md, Decisions).
  @exclusivity(unchecked) private static var known: [ObjectIdentifier: [Installer]?] = [:]

  static func installers(for type: Any.Type) -> [Installer]? {
    if let cached = known[ObjectIdentifier(type)] { return cached }
    let made = make(type, offset: 0)
    known[ObjectIdentifier(type)] = .some(made)
    return made
  }

  private static func make(_ type: Any.Type, offset: Int) -> [Installer]? {
    guard kind(of: type) == structKind else { return nil }
    var fields: [(offset: Int, type: Any.Type)] = []
    let reflected = _forEachField(of: type, options: []) { _, fieldOffset, fieldType, _ in
      fields.append((fieldOffset, fieldType))
      return true
    }
    guard reflected else { return nil }
    var result: [Installer] = []
    for field in fields {
      let at = offset + field.offset
      if let installable = field.type as? any InstallableProperty.Type {
        result.append(installer(installable, at: at))
      } else if field.type is any DynamicProperty.Type {
        // A custom DynamicProperty composed of ours (a struct holding @State, say).
        guard let nested = make(field.type, offset: at) else { return nil }
        result += nested
      } else if field.type == (any View).self {
        result.append(heldViewInstaller(at: at))
      } else if !cannotHoldProperty(field.type) {
        return nil
      }
    }
    return result
  }

  /// Whether no value of a field of this static type can be a dynamic property: a struct, tuple or function
  /// is what its type says; an optional is nothing when its wrapped type cannot be one.
  private static func cannotHoldProperty(_ type: Any.Type) -> Bool {
    if let optional = type as? any OptionalField.Type {
      let wrapped = optional.wrappedType
      return !(wrapped is any DynamicProperty.Type) && cannotHoldProperty(wrapped)
    }
    let kind = kind(of: type)
    if kind == structKind || kind == tupleKind || kind == functionKind || kind == enumKind {
      return true
    }
    // A class (kind 0 without Objective-C, else an isa pointer): what a subclass conforms to is not
    // checked, as reflection would only find it on the instance.
    if kind == 0 || kind > 0x7FF { return !(type is any DynamicProperty.Type) }
    return false
  }

  /// A view held as `any View` (a list row's content): reflection looks at the view it holds, which is a
  /// property only if its type is one. Views are not, so this asks each held type once, where reflecting the
  /// row cast every one of its fields on every update (a List row built: some 0.3 M instructions).
  private static func heldViewInstaller(at offset: Int) -> Installer {
    { base, node, slot in
      let view = (base + offset).assumingMemoryBound(to: (any View).self).pointee
      let type = ObjectIdentifier(Swift.type(of: view))
      if let known = heldViewIsProperty[type], !known { return }
      if let property = view as? any InstallableProperty {
        heldViewIsProperty[type] = true
        property.install(on: node, slot: &slot)
      } else if view is any DynamicProperty {
        heldViewIsProperty[type] = true
        node.installDynamicProperties(nestedIn: view, slot: &slot)
      } else {
        heldViewIsProperty[type] = false
      }
    }
  }
  /// By the held view's type: whether it is a dynamic property itself.
  private static var heldViewIsProperty: [ObjectIdentifier: Bool] = [:]

  private static func installer<P: InstallableProperty>(_: P.Type, at offset: Int) -> Installer {
    { base, node, slot in
      (base + offset).assumingMemoryBound(to: P.self).pointee.install(on: node, slot: &slot)
    }
  }

  /// Swift's metadata kinds (the first word of a type's metadata).
  private static let structKind = 0x200
  private static let enumKind = 0x201
  private static let tupleKind = 0x301
  private static let functionKind = 0x302
  private static func kind(of type: Any.Type) -> Int {
    unsafeBitCast(type, to: UnsafePointer<Int>.self).pointee
  }
}

/// Reads an optional field's wrapped type.
private protocol OptionalField {
  static var wrappedType: Any.Type { get }
}
extension Optional: OptionalField {
  fileprivate static var wrappedType: Any.Type { Wrapped.self }
}
