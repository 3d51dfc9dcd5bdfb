import Foundation

/// A gesture: a recognizer for a pattern of touches, with a value while it runs.
@MainActor @preconcurrency
public protocol Gesture {
  associatedtype Value
  associatedtype Body: Gesture
  var body: Self.Body { get }
}

extension Never: Gesture {
  public typealias Value = Never
}

extension Gesture where Body == Never {
  public var body: Never { fatalError("\(Self.self) is a primitive gesture") }
}

/// Gestures the router can run: each makes fresh recognizer handles for one touch sequence.
@MainActor protocol GestureHandleSource {
  func makeHandles(node: ViewNode) -> [GestureHandle]
}

@MainActor func makeHandles(for gesture: any Gesture, node: ViewNode) -> [GestureHandle] {
  if let source = gesture as? any GestureHandleSource { return source.makeHandles(node: node) }
  return makeHandles(for: bodyOf(gesture), node: node)
}

@MainActor private func bodyOf<G: Gesture>(_ gesture: G) -> any Gesture { gesture.body }

/// One running recognizer plus what the gesture's modifiers asked to hear about.
@MainActor final class GestureHandle {
  let core: RecognizerCore
  /// Maps the core's raw value to the value of the outermost gesture seen so far.
  var transform: (Any) -> Any = { $0 }
  var onChanged: [(Any) -> Void] = []
  var onEnded: [(Any) -> Void] = []
  /// Runs when the gesture ends or is cancelled (resets @GestureState).
  var onReset: [() -> Void] = []
  var isSimultaneous = false
  var isHighPriority = false

  init(core: RecognizerCore) { self.core = core }

  /// Whether a value was reported (a long press reports as it starts, before it is active): @GestureState
  /// set from it goes back when the gesture fails.
  private(set) var hasReported = false

  func changed(_ raw: Any) {
    hasReported = true
    for action in onChanged { action(raw) }
  }
  func ended(_ raw: Any) {
    for action in onEnded { action(raw) }
    reset()
  }
  func reset() {
    hasReported = false
    for action in onReset { action() }
  }

  /// Wraps an action on the gesture's value as seen at this point of the modifier chain (later `.map`s do
  /// not change what it receives).
  func typed<Value>(_ action: @escaping (Value) -> Void) -> (Any) -> Void {
    let transform = self.transform
    return { raw in if let value = transform(raw) as? Value { action(value) } }
  }
}

// MARK: Modifiers on gestures

public struct _ChangedGesture<Content: Gesture>: Gesture, GestureHandleSource {
  public typealias Value = Content.Value
  public typealias Body = Never
  let content: Content
  let action: (Content.Value) -> Void
  func makeHandles(node: ViewNode) -> [GestureHandle] {
    let handles = SwiftUI.makeHandles(for: content, node: node)
    for handle in handles { handle.onChanged.append(handle.typed(action)) }
    return handles
  }
}

public struct _EndedGesture<Content: Gesture>: Gesture, GestureHandleSource {
  public typealias Value = Content.Value
  public typealias Body = Never
  let content: Content
  let action: (Content.Value) -> Void
  func makeHandles(node: ViewNode) -> [GestureHandle] {
    let handles = SwiftUI.makeHandles(for: content, node: node)
    for handle in handles { handle.onEnded.append(handle.typed(action)) }
    return handles
  }
}

public struct _MapGesture<Content: Gesture, Value>: Gesture, GestureHandleSource {
  public typealias Body = Never
  let content: Content
  let body_: (Content.Value) -> Value
  func makeHandles(node: ViewNode) -> [GestureHandle] {
    let handles = SwiftUI.makeHandles(for: content, node: node)
    for handle in handles {
      let old = handle.transform
      let map = body_
      handle.transform = { raw in (old(raw) as? Content.Value).map(map) as Any }
    }
    return handles
  }
}

public struct GestureStateGesture<Base: Gesture, State>: Gesture, GestureHandleSource {
  public typealias Value = Base.Value
  public typealias Body = Never
  let base: Base
  let state: GestureState<State>
  let body_: (Base.Value, inout State, inout Transaction) -> Void
  func makeHandles(node: ViewNode) -> [GestureHandle] {
    let handles = SwiftUI.makeHandles(for: base, node: node)
    for handle in handles {
      let state = self.state
      let update = body_
      handle.onChanged.append(
        handle.typed { (value: Base.Value) in
          var current = state.wrappedValue
          var transaction = Transaction.current
          update(value, &current, &transaction)
          state.box.set(current, transaction: transaction)
        })
      handle.onReset.append { state.box.reset() }
    }
    return handles
  }
}

/// Both gestures recognise at the same time.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, GestureHandleSource {
  public struct Value {
    public var first: First.Value?
    public var second: Second.Value?
  }
  public typealias Body = Never
  public var first: First
  public var second: Second
  func makeHandles(node: ViewNode) -> [GestureHandle] {
    let firsts = SwiftUI.makeHandles(for: first, node: node)
    let seconds = SwiftUI.makeHandles(for: second, node: node)
    // What is added after the composition hears both gestures' latest values.
    let latest = LatestValues()
    for handle in firsts {
      let old = handle.transform
      handle.transform = { raw in
        latest.first = old(raw)
        return Value(first: latest.first as? First.Value, second: latest.second as? Second.Value)
      }
    }
    for handle in seconds {
      let old = handle.transform
      handle.transform = { raw in
        latest.second = old(raw)
        return Value(first: latest.first as? First.Value, second: latest.second as? Second.Value)
      }
    }
    for handle in firsts + seconds { handle.isSimultaneous = true }
    return firsts + seconds
  }
}

/// The last values of a simultaneous gesture's two parts.
final class LatestValues {
  var first: Any?
  var second: Any?
}

/// The first gesture wins when both could recognise.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture, GestureHandleSource {
  public enum Value {
    case first(First.Value)
    case second(Second.Value)
  }
  public typealias Body = Never
  public var first: First
  public var second: Second
  func makeHandles(node: ViewNode) -> [GestureHandle] {
    let firsts = SwiftUI.makeHandles(for: first, node: node)
    let seconds = SwiftUI.makeHandles(for: second, node: node)
    // What is added after the composition hears which of the two the value came from.
    for handle in firsts {
      let old = handle.transform
      handle.transform = { raw in (old(raw) as? First.Value).map { Value.first($0) } as Any }
    }
    for handle in seconds {
      let old = handle.transform
      handle.transform = { raw in (old(raw) as? Second.Value).map { Value.second($0) } as Any }
    }
    return firsts + seconds
  }
}

extension Gesture {
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
    _ChangedGesture(content: self, action: action)
  }
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(content: self, action: action)
  }
  public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
    _MapGesture(content: self, body_: body)
  }
  public func updating<State>(
    _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(base: self, state: state, body_: body)
  }
  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other>
  {
    SimultaneousGesture(first: self, second: other)
  }
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(first: self, second: other)
  }
}

/// State that lives only while a gesture is active and resets to its initial value when it ends.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
  let box: GestureStateBox<Value>
  public init(wrappedValue: Value) { box = GestureStateBox(initial: wrappedValue, reset: nil) }
  public init(initialValue: Value) { self.init(wrappedValue: initialValue) }
  public init(wrappedValue: Value, resetTransaction: Transaction) {
    box = GestureStateBox(initial: wrappedValue, reset: resetTransaction)
  }
  public var wrappedValue: Value { box.storage?.value ?? box.initial }
  public var projectedValue: GestureState<Value> { self }
}

final class GestureStateBox<Value> {
  let initial: Value
  let resetTransaction: Transaction?
  var storage: StateStorage<Value>?
  init(initial: Value, reset: Transaction?) {
    self.initial = initial
    self.resetTransaction = reset
  }
  func set(_ value: Value, transaction: Transaction) {
    storage?.set(value, transaction: transaction)
  }
  func reset() { storage?.set(initial, transaction: resetTransaction ?? Transaction.current) }
}

extension GestureState: InstallableProperty {
  func install(on node: ViewNode, slot: inout Int) {
    let initial = box.initial
    let storage = node.storage(&slot) { StateStorage(value: initial) }
    box.storage = storage
  }
}
