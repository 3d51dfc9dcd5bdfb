import Foundation

/// How a view answers the pointer over it (iPadOS with a trackpad or mouse). Here the window's mouse is that
/// pointer: `.automatic` and `.highlight` lay a faint grey platter over the view (the primary colour at 8%,
/// in its content shape's bounds with 8 pt corners), `.lift` scales it up 4% with a soft shadow; both
/// animate in and out. The pointer itself is not morphed.
public struct HoverEffect: Sendable, Equatable {
  enum Kind: Sendable, Equatable { case highlight, lift }
  let kind: Kind
  public static let automatic = HoverEffect(kind: .highlight)
  public static let highlight = HoverEffect(kind: .highlight)
  public static let lift = HoverEffect(kind: .lift)
}

extension View {
  public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true)
    -> some View
  {
    HoverEffectView(content: self, effect: effect, isEnabled: isEnabled)
  }
}

struct HoverEffectView<Content: View>: View {
  let content: Content
  let effect: HoverEffect
  let isEnabled: Bool
  @State private var isHovered = false

  static var highlightOpacity: Double { 0.08 }
  static var liftScale: CGFloat { 1.04 }

  var body: some View {
    let shown = isHovered && isEnabled
    content
      .overlay {
        if effect.kind == .highlight {
          RoundedRectangle(cornerRadius: 8, style: .continuous)
            .fill(Color.primary.opacity(shown ? Self.highlightOpacity : 0))
            .allowsHitTesting(false)
        }
      }
      .scaleEffect(effect.kind == .lift && shown ? Self.liftScale : 1)
      .shadow(
        color: Color.black.opacity(effect.kind == .lift && shown ? 0.2 : 0), radius: 8, x: 0, y: 4
      )
      .onHover { hovering in
        withAnimation(.easeOut(duration: 0.15)) { isHovered = hovering }
      }
  }
}
