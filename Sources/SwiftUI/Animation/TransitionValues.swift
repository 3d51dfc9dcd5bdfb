import Foundation

// What a transition is made of, as the animation layer runs it; `AnyTransition` (Modifiers/) builds them.

struct TransitionEffects {
  var active: [Double]
  var identity: [Double]
}

/// One `AnyTransition.modifier(active:identity:)` pair, type-erased: wraps content in either state.
struct TransitionModifier {
  let wrap: @MainActor (any View, _ active: Bool) -> any View
  let modifierType: ObjectIdentifier

  init<E: ViewModifier>(active: E, identity: E) {
    modifierType = ObjectIdentifier(E.self)
    wrap = { content, isActive in
      func apply<C: View>(_ content: C) -> any View {
        content.modifier(isActive ? active : identity)
      }
      return apply(content)
    }
  }
}
