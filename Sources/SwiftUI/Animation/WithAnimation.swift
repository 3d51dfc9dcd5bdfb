import Foundation

/// As `withAnimation(_:_:)`, and calls `completion` once the animations it started have finished.
@discardableResult
public func withAnimation<Result>(
  _ animation: Animation? = .default,
  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  var transaction = Transaction(animation: animation)
  let scope = TransactionScope()
  transaction.scope = scope
  let result = try withTransaction(transaction, body)
  let seconds = animation?.estimatedDuration ?? 0
  // Off the main actor the body's state writes hop there first; this hop comes after them.
  onMainActor { scope.scheduleCompletion(after: seconds, completion) }
  return result
}
