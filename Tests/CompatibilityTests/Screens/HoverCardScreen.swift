import SwiftUI

// A card that lifts when the pointer is over it and a pad that shows where the pointer is, as hover
// tutorials (iPad pointer, Mac Catalyst) write them.

struct HoverCardScreen: View {
  @State private var isHovering = false
  @State private var location: CGPoint?

  var body: some View {
    VStack(spacing: 30) {
      RoundedRectangle(cornerRadius: 12)
        .fill(isHovering ? Color.blue : Color.gray)
        .frame(width: 200, height: 100)
        .scaleEffect(isHovering ? 1.05 : 1)
        .onHover { hovering in
          isHovering = hovering
        }
      Text(isHovering ? "Hovering" : "Not hovering")
      Color.yellow
        .frame(width: 200, height: 100)
        .onContinuousHover { phase in
          switch phase {
          case .active(let point): location = point
          case .ended: location = nil
          }
        }
      if let location {
        Text("x \(Int(location.x)) y \(Int(location.y))")
      } else {
        Text("Pointer away")
      }
    }
  }
}
