import Foundation

/// iOS's compact date picker: the label, then the date and the time as grey rounded buttons; each opens a
/// floating card (the month calendar, or the time wheels) anchored to it, closed by a touch outside it.
struct CompactDatePickerBody: View {
  let configuration: DatePickerStyleConfiguration
  @Environment(\.labelsHidden) var labelsHidden

  var body: some View {
    HStack(spacing: 6) {
      if !labelsHidden {
        configuration.label
        Spacer(minLength: 8)
      }
      if configuration.displayedComponents.contains(.date) {
        DatePickerField(configuration: configuration, part: .date)
      }
      if configuration.displayedComponents.contains(.hourAndMinute) {
        DatePickerField(configuration: configuration, part: .time)
      }
    }
  }
}

/// One grey button of a compact picker ("Dec 1, 2026" or "10:41 PM"), opening its editor.
struct DatePickerField: View, PrimitiveView {
  typealias Body = Never
  enum Part { case date, time }
  let configuration: DatePickerStyleConfiguration
  let part: Part

  /// iOS `tertiarySystemFill`, the buttons' background.
  static let fill = Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12)

  func makeNode(_ node: ViewNode) {
    let calendar = DatePickerCalendar(node.environment)
    let date = configuration.selection
    let text = part == .date ? calendar.mediumDate(date) : calendar.shortTime(date)
    let configuration = self.configuration
    let part = self.part
    let open = { [weak node] in
      guard let node, node.isAlive else { return }
      DatePickerPopover.present(configuration: configuration, part: part, from: node)
    }
    node.setContent(
      Button(action: open) {
        Text(verbatim: text)
          .font(.system(size: 17))
          .foregroundStyle(Color.primary)
          .lineLimit(1)
          .padding(.horizontal, 11)
          .padding(.vertical, 6)
          .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(Self.fill))
      }
      .buttonStyle(PlainButtonStyle()))
  }
}

/// Opens the card of a compact picker's date or time above everything, next to its button.
@MainActor enum DatePickerPopover {
  static let width: CGFloat = 344

  static func present(
    configuration: DatePickerStyleConfiguration, part: DatePickerField.Part, from node: ViewNode
  ) {
    var editor = configuration
    editor.displayedComponents = part == .date ? .date : .hourAndMinute
    let content: any View =
      part == .date
      ? GraphicalDatePickerBody(configuration: editor)
      : WheelDatePickerBody(configuration: editor).padding(.horizontal, 16)
    let anchor = node.windowFrame
    AnchoredPanel.present(id: PopoverID(node: ObjectIdentifier(node)), from: node) { dismiss in
      DatePickerPopoverOverlay(content: content, anchor: anchor, dismiss: dismiss)
    }
  }

  private struct PopoverID: Hashable {
    let node: ObjectIdentifier
  }
}

/// The whole window while a card is open: a faint dimming that closes the card on a touch, and the card.
struct DatePickerPopoverOverlay: View, PrimitiveView {
  typealias Body = Never
  let content: any View
  let anchor: CGRect
  let dismiss: () -> Void

  func makeNode(_ node: ViewNode) {
    node.attributes.ignoredSafeAreaEdges = .all
    node.attributes.transition = .opacity
    node.layout = DatePickerPopoverLayout(anchor: anchor)
    let dismiss = self.dismiss
    node.setContent(
      TupleView(
        (
          Color.black.opacity(0.1)
            .contentShape(Rectangle())
            .gesture(DragGesture(minimumDistance: 0).onChanged { _ in dismiss() }),
          AnyView(content)
            .padding(.vertical, 6)
            .background(
              RoundedRectangle(cornerRadius: 13, style: .continuous)
                .fill(Color.white)
                .shadow(color: Color.black.opacity(0.18), radius: 24, x: 0, y: 8))
        )))
  }
}

/// Places the card below its button when it fits there, above it otherwise, centred on it and kept inside the
/// screen's margins.
struct DatePickerPopoverLayout: AnchoredPanelLayout {
  let anchor: CGRect

  func placeChildren(in size: CGSize, node: ViewNode) {
    let children = node.liveChildren
    guard children.count == 2 else { return }
    children[0].frame = CGRect(origin: .zero, size: size)
    let (screen, safe) = AnchoredPanel.screen(of: node)
    let gap = AnchoredPanel.gap
    let width = min(DatePickerPopover.width, screen.width - 2 * AnchoredPanel.screenMargin)
    let height = children[1].sizeThatFits(ProposedViewSize(width: width, height: nil)).height
    let x = AnchoredPanel.keptInside(anchor.midX - width / 2, width: width, screen: screen)
    var y = anchor.maxY + gap
    if y + height > safe.maxY {
      y = max(anchor.minY - gap - height, safe.minY)
    }
    place(children[1], at: CGRect(x: x, y: y, width: width, height: height), in: node)
  }
}
