/// The context of one state change: above all, the animation it should run with.
public struct Transaction: Sendable {
  public var animation: Animation?
  public var disablesAnimations: Bool = false
  public var isContinuous: Bool = false
  public init() {}
  public init(animation: Animation?) { self.animation = animation }

  /// The transaction of the code running now (inside `withAnimation`, say).
  nonisolated(unsafe) static var current = Transaction()
}

/// Runs `body` so that every view its state changes affect animates with `animation`.
@MainActor @discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  try withTransaction(Transaction(animation: animation), body)
}

/// As `withAnimation(_:_:)`, and calls `completion` once the animations it started have finished.
@MainActor @discardableResult
public func withAnimation<Result>(
  _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  let result = try withTransaction(Transaction(animation: animation), body)
  ViewGraph.scheduleCompletion(after: animation, completion)
  return result
}

public struct AnimationCompletionCriteria: Hashable, Sendable {
  let removed: Bool
  public static let logicallyComplete = AnimationCompletionCriteria(removed: false)
  public static let removed = AnimationCompletionCriteria(removed: true)
}

@MainActor @discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
  // Changes made before this call belong to their own (earlier) transaction.
  ViewGraph.flushAll()
  let saved = Transaction.current
  Transaction.current = transaction
  defer {
    Transaction.current = saved
    ViewGraph.flushAll(with: transaction)
  }
  return try body()
}

@MainActor @discardableResult
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R)
  rethrows -> R
{
  var transaction = Transaction()
  transaction[keyPath: keyPath] = value
  return try withTransaction(transaction, body)
}
