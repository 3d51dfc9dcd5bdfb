/// A reusable change to a view. Custom modifiers describe it in `body(content:)`.
@MainActor @preconcurrency
public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = _ViewModifier_Content<Self>
  @ViewBuilder @MainActor func body(content: Self.Content) -> Self.Body
}

extension ViewModifier where Body == Never {
  public func body(content: Content) -> Never { fatalError("\(Self.self) is a primitive modifier") }
}

/// The view a custom modifier receives as `content`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, MultiView {
  public typealias Body = Never
  let content: any View
  func flatten(into list: inout [ResolvedChild], prefix: ViewPath) {
    SwiftUI.flatten(content, prefix: prefix, into: &list)
  }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
  public var content: Content
  public var modifier: Modifier
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public typealias Body = Never
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
  func makeNode(_ node: ViewNode) {
    if let primitive = modifier as? any PrimitiveModifier {
      primitive.makeNode(node, content: content)
    } else if let effect = modifier as? any GeometryEffect {
      effect.makeGeometryEffectNode(node, content: content)
    } else {
      node.installDynamicProperties(of: modifier)
      // An Animatable modifier's body shows its interpolated data, once per frame while it animates.
      let modifier = node.presentingAnimatableData(of: self.modifier)
      let content = self.content
      let body = node.graph.trackingObservation(for: node) {
        modifier.body(content: _ViewModifier_Content<Modifier>(content: content))
      }
      node.reconcileChildren(SwiftUI.flatten(body))
    }
  }
}

extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {}

extension View {
  public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// A built-in modifier: sets the node up directly.
protocol BuiltinModifier: ViewModifier, PrimitiveModifier where Body == Never {}
