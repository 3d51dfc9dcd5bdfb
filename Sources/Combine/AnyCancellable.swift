import Foundation

/// A type-erased cancellable that cancels itself when deallocated, which is what
/// ties a subscription's lifetime to wherever the token is stored.
public final class AnyCancellable: Cancellable, Hashable {
  private let lock = NSLock()
  private var cancelAction: (() -> Void)?

  public init(_ cancel: @escaping () -> Void) {
    cancelAction = cancel
  }

  public init<C: Cancellable>(_ canceller: C) {
    cancelAction = canceller.cancel
  }

  deinit {
    cancel()
  }

  /// Idempotent: the action is taken out under the lock so it runs at most once.
  public func cancel() {
    let action = lock.withLockHeld { () -> (() -> Void)? in
      defer { cancelAction = nil }
      return cancelAction
    }
    action?()
  }

  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
    lhs === rhs
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }

  public func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    collection.append(self)
  }

  public func store(in set: inout Set<AnyCancellable>) {
    set.insert(self)
  }
}
