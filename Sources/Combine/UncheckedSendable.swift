/// Carries a value into an API that demands `Sendable`.
///
/// Apple's `Scheduler` takes plain `() -> Void` actions; handing one to a queue or
/// run loop is exactly the thread hop the caller asked for, so the check is waived
/// here rather than changing the public signatures.
struct UncheckedSendable<Value>: @unchecked Sendable {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}
