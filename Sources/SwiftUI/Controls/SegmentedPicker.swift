import Foundation

/// The iOS segmented control: equal segments on a 32 pt gray track, the selected one on a white raised thumb
/// that slides to the segment tapped.
struct SegmentedPickerBody: View {
  let segments: [any View]
  let selectedIndex: Int?
  let select: (Int) -> Void

  static let height: CGFloat = 32
  static let cornerRadius: CGFloat = 8
  static let track = SystemColor.tertiaryFill
  static let divider = Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255, opacity: 0.3)
  static let motion = Animation.spring(response: 0.3, dampingFraction: 0.85)

  /// What the app set on `UISegmentedControl.appearance()`, read when the control is built.
  struct Appearance {
    var thumb = Color.rgb(255, 255, 255, dark: (99, 99, 102))
    var track = SegmentedPickerBody.track
    var titles: [Bool: (font: Font?, color: Color?)] = [:]

    @MainActor init() {
      guard let proxy = UISegmentedControl.existingAppearance() else { return }
      if let tint = proxy.selectedSegmentTintColor { thumb = tint.color }
      if let background = proxy.backgroundColor { track = background.color }
      for selected in [false, true] {
        let attributes = proxy.titleTextAttributes(for: selected ? .selected : .normal) ?? [:]
        titles[selected] = (
          (attributes[.font] as? UIFont)?.font, (attributes[.foregroundColor] as? UIColor)?.color
        )
      }
    }

    func font(selected: Bool) -> Font {
      titles[selected]?.font ?? titles[false]?.font
        ?? .system(size: 13, weight: selected ? .semibold : .medium)
    }
    func color(selected: Bool) -> Color {
      titles[selected]?.color ?? titles[false]?.color ?? .primary
    }
  }

  var body: some View {
    let appearance = Appearance()
    HStack(spacing: 0) {
      ForEach(0..<segments.count, id: \.self) { index in
        AnyView(segments[index])
          .font(appearance.font(selected: index == selectedIndex))
          .foregroundStyle(appearance.color(selected: index == selectedIndex))
          .lineLimit(1)
          .padding(.horizontal, 8)
          .frame(maxWidth: .infinity, maxHeight: .infinity)
          .contentShape(Rectangle())
          .onTapGesture { select(index) }
      }
    }
    .frame(height: Self.height)
    .background(
      GeometryReader { proxy in thumbAndDividers(size: proxy.size, thumb: appearance.thumb) }
    )
    .background(
      RoundedRectangle(cornerRadius: Self.cornerRadius, style: .continuous).fill(appearance.track))
  }

  private func thumbAndDividers(size: CGSize, thumb: Color) -> some View {
    let count = max(segments.count, 1)
    let width = size.width / CGFloat(count)
    return ZStack(alignment: .topLeading) {
      ForEach(1..<max(count, 2), id: \.self) { index in
        // A divider is hidden next to the selected segment, as the thumb covers that edge.
        let touchesSelection = selectedIndex == index || selectedIndex == index - 1
        Rectangle()
          .fill(Self.divider)
          .frame(width: 1, height: 12)
          .offset(x: width * CGFloat(index) - 0.5, y: (size.height - 12) / 2)
          .opacity(touchesSelection || count < 2 ? 0 : 1)
      }
      if let selectedIndex {
        RoundedRectangle(cornerRadius: Self.cornerRadius - 1, style: .continuous)
          .fill(thumb)
          .shadow(color: Color.black.opacity(0.12), radius: 4, x: 0, y: 3)
          .frame(width: max(width - 4, 0), height: max(size.height - 4, 0))
          .offset(x: width * CGFloat(selectedIndex) + 2, y: 2)
      }
    }
    .frame(width: size.width, height: size.height, alignment: .topLeading)
    .animation(Self.motion, value: selectedIndex)
  }
}
