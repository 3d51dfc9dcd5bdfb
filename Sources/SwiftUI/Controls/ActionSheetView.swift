import Foundation

/// The iOS action sheet on a phone: the screen dimmed, two rounded groups at the bottom — the title and the
/// actions, then Cancel on its own — 8 pt from the screen's sides, sliding up from below.
struct ActionSheetContainer: View {
  let sheet: ActionSheetContent
  /// False while the sheet slides away.
  let visible: Bool
  /// How far below its place the sheet starts (the screen's height).
  let offscreen: CGFloat
  let bottomSafeArea: CGFloat
  let respond: (AlertAction) -> Void
  @State private var appeared = false

  static let disappearDuration = 0.35
  static let margin: CGFloat = 8
  static let groupSpacing: CGFloat = 8

  var body: some View {
    let shown = visible && appeared
    let cancel = sheet.cancel
    let respond = self.respond
    ZStack(alignment: .bottom) {
      // Always hit-testable, so nothing behind can be tapped; a tap here is Cancel, as on iOS.
      Color.black.opacity(shown ? 0.2 : 0)
        .ignoresSafeArea()
        .contentShape(Rectangle())
        .onTapGesture { if let cancel { respond(cancel) } }
      VStack(spacing: Self.groupSpacing) {
        ActionSheetGroup(sheet: sheet, respond: respond)
        if let cancel {
          ActionSheetButton(action: cancel, respond: respond)
            .background(Color.rgb(255, 255, 255, dark: (44, 44, 46)))
            .clipShape(
              RoundedRectangle(cornerRadius: ActionSheetMetrics.cornerRadius, style: .continuous))
        }
      }
      .padding(.horizontal, Self.margin)
      // Sits on the home indicator's safe area where there is one, else 8 pt above the screen's edge.
      .padding(.bottom, bottomSafeArea > 0 ? 0 : Self.margin)
      .offset(y: shown ? 0 : offscreen)
      .allowsHitTesting(visible)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
    .animation(
      visible ? .spring(response: 0.4, dampingFraction: 1) : .easeIn(duration: 0.25), value: shown
    )
    .onAppear { appeared = true }
  }
}

enum ActionSheetMetrics {
  static let cornerRadius: CGFloat = 14
  static let rowHeight: CGFloat = 57
  static let buttonFontSize: CGFloat = 20
  static let headerFontSize: CGFloat = 13
  /// `secondaryLabel` over the group: the title and message.
  static let headerColor = Color.rgb(138, 138, 142, dark: (142, 142, 147))
  static let hairline = SystemColor.separator
  /// The translucent light grey of the actions' group.
  static let groupFill = Color.rgb(247, 247, 247, 0.9, dark: (40, 40, 42, 0.92))
}

/// The first group: the header (when there is a title or a message) and the actions, separated by hairlines.
struct ActionSheetGroup: View {
  let sheet: ActionSheetContent
  let respond: (AlertAction) -> Void

  var body: some View {
    let hasHeader = sheet.title != nil || sheet.message != nil
    VStack(spacing: 0) {
      if hasHeader {
        VStack(spacing: 12) {
          if let title = sheet.title {
            title
              .font(.system(size: ActionSheetMetrics.headerFontSize, weight: .semibold))
          }
          if let message = sheet.message {
            AnyView(erasing: message)
              .font(.system(size: ActionSheetMetrics.headerFontSize))
          }
        }
        .foregroundStyle(ActionSheetMetrics.headerColor)
        .multilineTextAlignment(.center)
        .fixedSize(horizontal: false, vertical: true)
        .frame(maxWidth: .infinity)
        .padding(.horizontal, 16)
        .padding(.vertical, 14)
      }
      ForEach(0..<sheet.actions.count, id: \.self) { index in
        if index > 0 || hasHeader {
          ActionSheetMetrics.hairline.frame(height: 1 / 3)
        }
        ActionSheetButton(action: sheet.actions[index], respond: respond)
      }
    }
    .background(
      ZStack {
        RoundedRectangle(cornerRadius: ActionSheetMetrics.cornerRadius, style: .continuous)
          .fill(.thickMaterial)
        RoundedRectangle(cornerRadius: ActionSheetMetrics.cornerRadius, style: .continuous)
          .fill(ActionSheetMetrics.groupFill)
      }
    )
    .clipShape(RoundedRectangle(cornerRadius: ActionSheetMetrics.cornerRadius, style: .continuous))
  }
}

/// One 57 pt row: 20 pt text in the tint, red when destructive, semibold for Cancel.
struct ActionSheetButton: View {
  let action: AlertAction
  let respond: (AlertAction) -> Void

  var body: some View {
    let respond = self.respond
    let action = self.action
    Button(role: action.role, action: { respond(action) }) { AnyView(erasing: action.label) }
      .buttonStyle(ActionSheetButtonStyle())
  }
}

struct ActionSheetButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    ActionSheetButtonBody(configuration: configuration)
  }
}

private struct ActionSheetButtonBody: View {
  let configuration: ButtonStyleConfiguration
  @Environment(\.tint) var tint

  var body: some View {
    let color: Color = configuration.role == .destructive ? .red : (tint ?? .accentColor)
    configuration.label
      .font(
        .system(
          size: ActionSheetMetrics.buttonFontSize,
          weight: configuration.role == .cancel ? .semibold : .regular)
      )
      .foregroundStyle(color)
      .lineLimit(1)
      .padding(.horizontal, 16)
      .frame(maxWidth: .infinity, minHeight: ActionSheetMetrics.rowHeight)
      .contentShape(Rectangle())
      .background(configuration.isPressed ? Color(white: 0, opacity: 0.08) : Color.clear)
  }
}
