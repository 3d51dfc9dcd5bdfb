import Foundation

/// Declares the page shown for pushed values of one type, for the whole stack the view is in.
struct NavigationDestinationModifier: BuiltinModifier {
  let type: ObjectIdentifier
  let make: (AnyHashable) -> (any View)?

  func makeNode(_ node: ViewNode, content: any View) {
    let make = self.make
    node.environment.navigationStack?.registerDestination(for: type) {
      make($0) ?? EmptyView()
    }
    node.setContent(content)
  }
}

extension View {
  /// The page for values of type `data` pushed on the stack (by `NavigationLink(value:)` or the path).
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    if let codable = D.self as? any (Hashable & Codable).Type { CodableTypes.register(codable) }
    return modifier(
      NavigationDestinationModifier(
        type: ObjectIdentifier(D.self),
        make: { value in (value.base as? D ?? value as? D).map(destination) }))
  }

  /// Pushes `destination` while `isPresented` is true; popping it sets it back to false.
  public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View {
    modifier(
      NavigationPushModifier(
        destination: isPresented.wrappedValue ? destination() : nil,
        pop: { isPresented.wrappedValue = false }))
  }

  /// Pushes the page for `item` while it is non-nil; popping it sets it back to nil.
  public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(
      NavigationPushModifier(
        destination: item.wrappedValue.map(destination), pop: { item.wrappedValue = nil }))
  }
}
