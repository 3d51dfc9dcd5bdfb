/// The context of one state change: above all, the animation it should run with.
public struct Transaction: Sendable {
  public var animation: Animation?
  public var disablesAnimations: Bool = false
  public var isContinuous: Bool = false
  /// The graphs this transaction changed state in (see `TransactionScope`).
  var scope: TransactionScope?
  /// The animations in effect outside each `.animation(_:body:)` the transaction passes into, innermost last:
  /// the content inside the body gets its own back.
  var outerAnimations: [Animation?] = []
  public init() {}
  public init(animation: Animation?) { self.animation = animation }

  /// The transaction of the code running now (inside `withAnimation`, say) on the main actor.
  nonisolated(unsafe) private static var mainCurrent = Transaction()
  private static let threadKey = "SwiftUI.Transaction.current"

  /// As Apple's, the transaction is the current thread's: a view model may call `withAnimation` off the main
  /// actor, and its state writes (which hop to the main actor) still carry the animation.
  static var current: Transaction {
    get {
      if isOnMainActor() { return mainCurrent }
      return Thread.current.threadDictionary[threadKey] as? Transaction ?? Transaction()
    }
    set {
      if isOnMainActor() {
        mainCurrent = newValue
      } else {
        Thread.current.threadDictionary[threadKey] = newValue
      }
    }
  }
}

/// Runs `body` so that every view its state changes affect animates with `animation`.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result)
  rethrows -> Result
{
  try withTransaction(Transaction(animation: animation), body)
}

public struct AnimationCompletionCriteria: Hashable, Sendable {
  let removed: Bool
  public static let logicallyComplete = AnimationCompletionCriteria(removed: false)
  public static let removed = AnimationCompletionCriteria(removed: true)
}

/// Not main-actor isolated, as Apple's: view models call it from plain (nonisolated) methods. Off the main actor
/// the graph is not flushed here; the state writes hop to the main actor with the transaction they were made in.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result)
  rethrows -> Result
{
  let onMain = isOnMainActor()
  var transaction = transaction
  if transaction.scope == nil { transaction.scope = TransactionScope() }
  // Changes made before this call belong to their own (earlier) transaction.
  if onMain { MainActor.assumeIsolated { ViewGraph.flushAll() } }
  let saved = Transaction.current
  Transaction.current = transaction
  defer {
    Transaction.current = saved
    if onMain { MainActor.assumeIsolated { ViewGraph.flushAll(with: transaction) } }
  }
  return try body()
}

@discardableResult
public func withTransaction<R, V>(
  _ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R
)
  rethrows -> R
{
  var transaction = Transaction()
  transaction[keyPath: keyPath] = value
  return try withTransaction(transaction, body)
}

/// The graphs a `withTransaction` / `withAnimation` body changed state in. Its animation applies to those
/// graphs only, and its completion runs on the clock of the first of them — not on whichever graph happens
/// to exist (two hosts in one process each keep their own).
final class TransactionScope: @unchecked Sendable {
  // Touched on the main actor only (graphs are main-actor objects).
  private var graphs: [ObjectIdentifier: ViewGraph.WeakGraph] = [:]
  private var order: [ObjectIdentifier] = []

  @MainActor func touch(_ graph: ViewGraph) {
    let id = ObjectIdentifier(graph)
    guard graphs[id] == nil else { return }
    graphs[id] = ViewGraph.WeakGraph(handle: graph.handle)
    order.append(id)
  }

  @MainActor func touched(_ graph: ViewGraph) -> Bool { graphs[ObjectIdentifier(graph)] != nil }

  /// `withAnimation(_:_:completion:)`: fires once the clock of the graph the body changed is `seconds` on
  /// (the animation's logical end); at once (on the next main-queue turn) when the body changed nothing.
  @MainActor func scheduleCompletion(after seconds: Double, _ completion: @escaping () -> Void) {
    guard let graph = order.lazy.compactMap({ self.graphs[$0]?.graph }).first else {
      DispatchQueue.main.async { completion() }
      return
    }
    graph.completions.append((graph.clock.now + seconds, completion))
    graph.onNeedsFrame?()
  }
}
