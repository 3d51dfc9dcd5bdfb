import Foundation

struct AnimationModifier<V: Equatable>: BuiltinModifier {
  let animation: Animation?
  let value: V
  func makeNode(_ node: ViewNode, content: any View) {
    var slot = 0
    let isFirst = node.propertySlots.isEmpty
    let last = node.storage(&slot) { ValueBox(value) }
    if !isFirst && last.value != value {
      last.value = value
      node.attributes.animationOverride = .whenChanged(animation, changedInPass: node.graph.passID)
    }
    node.setContent(content)
  }
}

struct LegacyAnimationModifier: BuiltinModifier {
  let animation: Animation?
  func makeNode(_ node: ViewNode, content: any View) {
    node.attributes.animationOverride = .always(animation)
    node.setContent(content)
  }
}

extension View {
  /// Animates changes in this subtree when `value` changed.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    modifier(AnimationModifier(animation: animation, value: value))
  }
  /// The deprecated form: every change in the subtree animates (`nil`: none does). Seed 002 relies on it.
  @available(iOS, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
  public func animation(_ animation: Animation?) -> some View {
    modifier(LegacyAnimationModifier(animation: animation))
  }
  /// Animates the changes of the modifiers `body` applies to this view with `animation`, and only those: the
  /// view itself keeps the transaction it had.
  public func animation<V: View>(
    _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
  ) -> some View {
    let content = modifier(
      AttributeModifier {
        $0.transactionTransform = { transaction in
          if let outer = transaction.outerAnimations.popLast() { transaction.animation = outer }
        }
      })
    return body(PlaceholderContentView(content)).modifier(
      AttributeModifier {
        $0.transactionTransform = { transaction in
          transaction.outerAnimations.append(transaction.animation)
          if !transaction.disablesAnimations { transaction.animation = animation }
        }
      })
  }
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
    modifier(AttributeModifier { $0.transactionTransform = transform })
  }
  public func transition(_ transition: AnyTransition) -> some View {
    modifier(AttributeModifier { $0.transition = transition })
  }
}
