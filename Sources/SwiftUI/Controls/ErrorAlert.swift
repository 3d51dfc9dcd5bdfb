import Foundation

// Alerts made from an error: the error's `errorDescription` is the title (empty when it has none), and the
// error is handed to the actions and the message, as `presenting:` hands its data.
extension View {
  public func alert<E: LocalizedError, A: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
  ) -> some View {
    alert(
      Text(verbatim: error?.errorDescription ?? ""), isPresented: isPresented, presenting: error,
      actions: { _ in actions() })
  }

  public func alert<E: LocalizedError, A: View, M: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A,
    @ViewBuilder message: (E) -> M
  ) -> some View {
    alert(
      Text(verbatim: error?.errorDescription ?? ""), isPresented: isPresented, presenting: error,
      actions: actions, message: message)
  }

  /// Shown while `error` holds an error; an action sets it back to nil.
  public func alert<E: LocalizedError, A: View>(
    error: Binding<E?>, @ViewBuilder actions: () -> A
  ) -> some View {
    alert(isPresented: presence(of: error), error: error.wrappedValue, actions: actions)
  }

  public func alert<E: LocalizedError, A: View, M: View>(
    error: Binding<E?>, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
  ) -> some View {
    alert(
      isPresented: presence(of: error), error: error.wrappedValue, actions: actions,
      message: message)
  }
}

/// Whether an optional holds a value; set to false (an action ran), it empties it.
@MainActor private func presence<E>(of error: Binding<E?>) -> Binding<Bool> {
  Binding(get: { error.wrappedValue != nil }, set: { if !$0 { error.wrappedValue = nil } })
}
