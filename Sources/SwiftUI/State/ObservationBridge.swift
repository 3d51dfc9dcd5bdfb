@_exported import Combine

/// Connects ObservableObjects to the views that hold them: any `objectWillChange` of an object invalidates
/// exactly the views that hold it through @StateObject, @ObservedObject or @EnvironmentObject.
@MainActor enum ObservationBridge {
  private struct Observer {
    let handle: NodeHandle
    weak var object: AnyObject?
    @MainActor var node: ViewNode? { handle.node }
  }
  private static var observers: [ObjectIdentifier: [Observer]] = [:]
  private static var installed = false

  static func installHooks() {
    guard !installed else { return }
    installed = true
    _ObservationHooks.willChange = { object in
      onMainActor { ObservationBridge.objectWillChange(object) }
    }
  }

  static func observe(_ object: AnyObject, from node: ViewNode) {
    let id = ObjectIdentifier(object)
    var list = observers[id, default: []]
    list.removeAll { $0.node == nil || $0.object == nil }
    if !list.contains(where: { $0.node === node }) {
      list.append(Observer(handle: node.handle, object: object))
    }
    observers[id] = list
  }

  static func objectWillChange(_ object: AnyObject) {
    let id = ObjectIdentifier(object)
    guard let list = observers[id] else { return }
    for observer in list where observer.object === object {
      if let node = observer.node, node.isAlive, let graph = node.liveGraph {
        graph.invalidate(node)
      }
    }
  }
}

/// An ObservableObject created once per view identity.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  let box: ObjectBox<ObjectType>
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    box = ObjectBox(make: thunk)
  }
  public var wrappedValue: ObjectType {
    if let object = box.object { return object }
    // Read before install (in init): create it now, as SwiftUI warns but allows.
    let object = box.make!()
    box.object = object
    return object
  }
  public var projectedValue: ObservedObject<ObjectType>.Wrapper { .init(object: wrappedValue) }
}

final class ObjectBox<ObjectType: AnyObject> {
  var make: (() -> ObjectType)?
  var object: ObjectType?
  init(make: @escaping () -> ObjectType) { self.make = make }
}

final class StateObjectStorage<ObjectType: AnyObject> {
  let object: ObjectType
  init(object: ObjectType) { self.object = object }
}

extension StateObject: InstallableProperty {
  func install(on node: ViewNode, slot: inout Int) {
    let make = box.make
    let existing = box.object
    let storage = node.storage(&slot) { StateObjectStorage(object: existing ?? make!()) }
    box.object = storage.object
    ObservationBridge.observe(storage.object, from: node)
  }
}

/// An ObservableObject owned elsewhere; the view updates when it changes.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  public var wrappedValue: ObjectType
  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
  public init(initialValue: ObjectType) { self.wrappedValue = initialValue }
  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

  /// `$model.property` bindings.
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
      -> Binding<Subject>
    {
      let object = self.object
      return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
  }
}

extension ObservedObject: InstallableProperty {
  func install(on node: ViewNode, slot: inout Int) {
    ObservationBridge.observe(wrappedValue, from: node)
  }
}

/// An ObservableObject put in the environment by an ancestor with `.environmentObject(_:)`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  let box = EnvironmentObjectBox<ObjectType>()
  public init() {}
  public var wrappedValue: ObjectType {
    guard let object = box.object else {
      fatalError(
        "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view."
      )
    }
    return object
  }
  public var projectedValue: ObservedObject<ObjectType>.Wrapper { .init(object: wrappedValue) }
}

final class EnvironmentObjectBox<ObjectType: AnyObject> {
  var object: ObjectType?
}

extension EnvironmentObject: InstallableProperty {
  func install(on node: ViewNode, slot: inout Int) {
    box.object = node.environment.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType
    if let object = box.object { ObservationBridge.observe(object, from: node) }
  }
}
