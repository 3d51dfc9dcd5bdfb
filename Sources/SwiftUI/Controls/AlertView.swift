import Foundation

/// An alert on screen as on iOS: the screen behind dimmed and blocked, the panel scaling in from 1.15 with a
/// fade, fading out when it closes.
struct AlertContainer: View {
  let alert: AlertContent
  /// False while the alert fades out.
  let visible: Bool
  let respond: (AlertAction) -> Void
  @State private var appeared = false

  static let disappearDuration = 0.2

  var body: some View {
    let shown = visible && appeared
    ZStack {
      // Full-screen and always hit-testable (only its colour fades), so nothing behind can be tapped.
      Color.black.opacity(shown ? 0.2 : 0)
        .ignoresSafeArea()
      AlertPanel(alert: alert, respond: respond)
        .scaleEffect(appeared ? 1 : 1.15)
        .opacity(shown ? 1 : 0)
        .allowsHitTesting(visible)
    }
    .animation(
      visible
        ? .spring(response: 0.4, dampingFraction: 1) : .easeOut(duration: Self.disappearDuration),
      value: shown
    )
    .onAppear { appeared = true }
  }
}

/// The panel: a 270 pt wide rounded card, title and message centred, buttons below hairlines.
struct AlertPanel: View {
  let alert: AlertContent
  let respond: (AlertAction) -> Void

  var body: some View {
    let actions = alert.orderedActions
    VStack(spacing: 0) {
      VStack(spacing: 4) {
        alert.title
          .font(.system(size: 17, weight: .semibold))
          .multilineTextAlignment(.center)
          .fixedSize(horizontal: false, vertical: true)
        if let message = alert.message {
          AnyView(erasing: message)
            .font(.system(size: 13))
            .multilineTextAlignment(.center)
            .fixedSize(horizontal: false, vertical: true)
        }
        ForEach(0..<alert.fields.count, id: \.self) { index in
          AnyView(erasing: alert.fields[index])
            .font(.system(size: 13))
            .padding(.top, 12)
        }
      }
      .frame(maxWidth: .infinity)
      .padding(.horizontal, 16)
      .padding(.top, 19)
      .padding(.bottom, 17)
      AlertHairline(axis: .horizontal)
      if actions.count == 2 {
        HStack(spacing: 0) {
          button(actions[0])
          AlertHairline(axis: .vertical)
          button(actions[1])
        }
        .frame(height: 44)
      } else {
        ForEach(0..<actions.count, id: \.self) { index in
          if index > 0 { AlertHairline(axis: .horizontal) }
          button(actions[index])
        }
      }
    }
    .frame(width: 270)
    .background(
      // A blur of what is behind (where the renderer can read it) under a near-white tint, as iOS's material.
      ZStack {
        RoundedRectangle(cornerRadius: 14, style: .continuous).fill(.thickMaterial)
        RoundedRectangle(cornerRadius: 14, style: .continuous).fill(
          Color.rgb(247, 247, 247, 0.85, dark: (44, 44, 46, 0.92)))
      }
    )
    .clipShape(RoundedRectangle(cornerRadius: 14, style: .continuous))
  }

  private func button(_ action: AlertAction) -> some View {
    let respond = self.respond
    return Button(role: action.role, action: { respond(action) }) { AnyView(erasing: action.label) }
      .buttonStyle(AlertButtonStyle())
  }
}

/// 17 pt in the tint colour (red when destructive, semibold when cancel), 44 pt high, grey while pressed.
struct AlertButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    AlertButtonBody(configuration: configuration)
  }
}

private struct AlertButtonBody: View {
  let configuration: ButtonStyleConfiguration
  @Environment(\.tint) var tint

  var body: some View {
    let color: Color = configuration.role == .destructive ? .red : (tint ?? .accentColor)
    configuration.label
      .font(.system(size: 17, weight: configuration.role == .cancel ? .semibold : .regular))
      .foregroundStyle(color)
      .lineLimit(1)
      .padding(.horizontal, 8)
      .frame(maxWidth: .infinity, minHeight: 44)
      .background(configuration.isPressed ? Color(white: 0, opacity: 0.08) : Color.clear)
  }
}

/// The separator between an alert's message and buttons, and between buttons.
private struct AlertHairline: View {
  let axis: Axis
  var body: some View {
    let color = SystemColor.separator
    if axis == .horizontal {
      color.frame(height: 1 / 3)
    } else {
      color.frame(width: 1 / 3)
    }
  }
}

extension AnyView {
  /// Wraps a view known only as `any View`.
  init(erasing view: any View) { self = AnyView(_fromValue: view)! }
}
