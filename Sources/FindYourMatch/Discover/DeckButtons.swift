import FindYourMatchStore
import SwiftUI

/// Seed 003's BottomBarView: round white buttons with shadows — Rewind (orange), Nope (red), Super Like
/// (blue star), Like (green heart), Boost (purple, with the time left while it runs).
struct DeckButtons: View {
  @ObservedObject var model: DeckModel
  let animator: DeckAnimator

  var body: some View {
    HStack {
      RoundButton(
        label: "Rewind", symbol: "arrow.counterclockwise", color: DeckColors.rewind, size: 48,
        animator: animator, action: .rewind
      )
      .disabled(model.lastSwipe == nil)
      Spacer()
      RoundButton(
        label: "Nope", symbol: "xmark", color: DeckColors.nope, size: 62, animator: animator,
        action: .swipe(.nope))
      Spacer()
      RoundButton(
        label: "Super Like", symbol: "star.fill", color: DeckColors.superLike, size: 48,
        animator: animator, action: .swipe(.superLike))
      Spacer()
      RoundButton(
        label: "Like", symbol: "heart.fill", color: DeckColors.like, size: 62, animator: animator,
        action: .swipe(.like))
      Spacer()
      BoostButton(model: model)
    }
    .disabled(model.newMatch != nil)
  }
}

/// What a round button does, as a value rather than a closure: the bar is built again on every swipe (the
/// model changed), and a button equal to the last one is left alone — its shadow's layers are not drawn again.
enum DeckAction: Equatable {
  case rewind
  case swipe(SwipeKind)
}

struct RoundButton: View {
  let label: LocalizedStringKey
  let symbol: String
  let color: Color
  let size: CGFloat
  let animator: DeckAnimator
  let action: DeckAction
  @Environment(\.isEnabled) private var isEnabled

  var body: some View {
    Button {
      switch action {
      case .rewind: animator.rewind()
      case .swipe(let kind): animator.swipe(kind)
      }
    } label: {
      Image(systemName: symbol)
        .font(.system(size: size * 0.42, weight: .bold))
        .foregroundColor(isEnabled ? color : Color(white: 0.8))
        .frame(width: size, height: size)
        .background(
          Circle()
            .fill(Color.white)
            .shadow(color: Color.gray.opacity(0.45), radius: 8, y: 2)
        )
    }
    .accessibilityLabel(Text(label, bundle: .module))
    .buttonStyle(PressableButtonStyle())
  }
}

/// Boost: 30 minutes in which more people like you back. While it runs the button shows the minutes and
/// seconds left, refreshed every second.
struct BoostButton: View {
  @ObservedObject var model: DeckModel
  @StateObject private var ticker = SecondTicker()

  var body: some View {
    // Read so the time left is drawn again every second.
    let _ = ticker.tick
    let left = model.boostTimeLeft()
    BoostFace(model: model, left: left)
      .onAppear { ticker.run(left > 0) }
      .onChange(of: left > 0) { _, running in ticker.run(running) }
      .onDisappear { ticker.run(false) }
  }

  /// "29:59".
  static func format(_ seconds: TimeInterval) -> String {
    let whole = Int(seconds.rounded(.up))
    return String(format: "%d:%02d", whole / 60, whole % 60)
  }
}

/// The Boost button as it shows `left` seconds: equal from swipe to swipe while no boost runs, so it is not
/// rebuilt (nor its shadow drawn again) for every change of the model.
struct BoostFace: View {
  let model: DeckModel
  let left: TimeInterval

  var body: some View {
    Button(action: { withAnimation(.spring()) { model.boost() } }) {
      VStack(spacing: 0) {
        Image(systemName: "bolt.fill")
          .font(.system(size: left > 0 ? 14 : 20, weight: .bold))
        if left > 0 {
          Text(verbatim: BoostButton.format(left))
            .font(.system(size: 11, weight: .semibold))
            .monospacedDigit()
        }
      }
      .foregroundColor(left > 0 ? .white : DeckColors.boost)
      .frame(width: 48, height: 48)
      .background(
        Circle()
          .fill(left > 0 ? DeckColors.boost : Color.white)
          .shadow(color: Color.gray.opacity(0.45), radius: 8, y: 2)
      )
    }
    .accessibilityLabel(Text("Boost", bundle: .module))
    .buttonStyle(PressableButtonStyle())
  }
}

/// Ticks every second while running, for a countdown.
@MainActor final class SecondTicker: ObservableObject {
  @Published private(set) var tick = 0
  private var task: Task<Void, Never>?

  func run(_ running: Bool) {
    guard running != (task != nil) else { return }
    task?.cancel()
    task = nil
    guard running else { return }
    task = Task { @MainActor [weak self] in
      while !Task.isCancelled {
        try? await Task.sleep(nanoseconds: 1_000_000_000)
        guard let self, !Task.isCancelled else { return }
        self.tick &+= 1
      }
    }
  }
}
