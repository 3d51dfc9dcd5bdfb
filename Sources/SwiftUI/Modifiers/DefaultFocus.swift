/// How eagerly a default focus is taken (iOS 17): the default (`.automatic`) and `.userInitiated` both move
/// focus when the view appears here; there is no system focus engine to tell them apart.
public struct DefaultFocusEvaluationPriority: Sendable, Equatable {
  let rawValue: Int
  public static let automatic = DefaultFocusEvaluationPriority(rawValue: 0)
  public static let userInitiated = DefaultFocusEvaluationPriority(rawValue: 1)
}

extension View {
  /// Puts focus on the field bound with `value` when the view appears, unless something bound to `binding`
  /// already has it (a login form opening with the cursor in its first field).
  public func defaultFocus<V: Hashable>(
    _ binding: FocusState<V>.Binding, _ value: V,
    priority: DefaultFocusEvaluationPriority = .automatic
  ) -> some View {
    onAppear {
      if binding.box.value == binding.box.unfocused { binding.wrappedValue = value }
    }
  }
}
