import Foundation

/// The iOS wheel: a 216 pt drum whose rows turn away above and below a gray selection band. Dragging spins it;
/// on release it coasts and snaps to the nearest row, which becomes the selection. Tapping a row turns to it.
struct WheelPickerBody: View {
  let rows: [any View]
  let selectedIndex: Int?
  let select: (Int) -> Void
  /// A date picker draws one band under all its wheels.
  var showsBand = true
  @State private var dragOffset: CGFloat = 0

  static let height: CGFloat = 216
  static let rowHeight: CGFloat = 34
  /// The drum's radius: rows at ±90° sit at the top and bottom edges.
  static let radius: CGFloat = height / 2
  static let band = SystemColor.tertiaryFill
  static let snap = Animation.spring(response: 0.4, dampingFraction: 1)

  var body: some View {
    let center = Double(selectedIndex ?? 0) - Double(dragOffset / Self.rowHeight)
    ZStack {
      if showsBand {
        RoundedRectangle(cornerRadius: 8, style: .continuous)
          .fill(Self.band)
          .frame(height: Self.rowHeight)
          .padding(.horizontal, 8)
      }
      ForEach(0..<rows.count, id: \.self) { index in
        let angle = (Double(index) - center) * Double(Self.rowHeight / Self.radius)
        let visible = abs(angle) < .pi / 2
        AnyView(rows[index])
          .font(.system(size: 21))
          .foregroundStyle(Color.primary)
          .lineLimit(1)
          .frame(height: Self.rowHeight)
          // Uniform shrink toward the edges stands in for the drum's foreshortening (text does not take a
          // vertical-only squash well).
          .scaleEffect(visible ? CGFloat(0.7 + 0.3 * cos(angle)) : 0.01)
          .offset(y: Self.radius * CGFloat(sin(max(min(angle, .pi / 2), -.pi / 2))))
          .opacity(visible ? 0.25 + 0.75 * cos(angle) * cos(angle) : 0)
      }
    }
    .frame(maxWidth: .infinity)
    .frame(height: Self.height)
    .clipped()
    .contentShape(Rectangle())
    .gesture(
      DragGesture(minimumDistance: 0)
        .onChanged { value in dragOffset = value.translation.height }
        .onEnded { value in settle(value) })
  }

  private func settle(_ value: DragGesture.Value) {
    guard !rows.isEmpty else { return }
    let current = Double(selectedIndex ?? 0)
    var target: Double
    if abs(value.translation.height) < 6 {
      // A tap: turn to the row under the finger (undoing the drum's curve).
      let y = Double(max(min(value.location.y - Self.height / 2, Self.radius), -Self.radius))
      target = current + asin(y / Double(Self.radius)) / Double(Self.rowHeight / Self.radius)
    } else {
      target = current - Double(value.predictedEndTranslation.height / Self.rowHeight)
    }
    let index = Int(min(max(target.rounded(), 0), Double(rows.count - 1)))
    withAnimation(Self.snap) {
      dragOffset = 0
      if index != selectedIndex { select(index) }
    }
  }
}
