import FindYourMatchStore
import SwiftUI

/// "It's a match!": both portraits over the dimmed deck. "Send a message" goes to the Matches tab; "Keep
/// swiping" or Escape closes it.
struct MatchOverlay: View {
  let me: Person
  let them: Person
  /// The same object from update to update (no closure made in a body), so the overlay's value stays the same
  /// when it comes to show: the layer prepared while it waited transparent is kept (see MatchLayer).
  let closer: MatchCloser
  var onOpenMatches: () -> Void

  var body: some View {
    ZStack {
      LinearGradient(
        gradient: Gradient(colors: [
          Color.black.opacity(0.92), Color(red: 0.35, green: 0.05, blue: 0.2).opacity(0.95),
        ]),
        startPoint: .top, endPoint: .bottom
      )
      .ignoresSafeArea()
      VStack(spacing: 28) {
        Spacer()
        Text("It's a match!", bundle: .module)
          .font(.system(size: 44, weight: .heavy))
          .foregroundColor(.white)
        Text("You and \(them.name) like each other.", bundle: .module)
          .font(.headline)
          .foregroundColor(.white.opacity(0.85))
        HStack(spacing: -18) {
          portrait(me).rotationEffect(.degrees(-8))
          portrait(them).rotationEffect(.degrees(8))
        }
        .padding(.vertical, 12)
        Spacer()
        Button {
          closer.close()
          onOpenMatches()
        } label: {
          Text("Send a message", bundle: .module)
            .font(.headline)
            .foregroundColor(.white)
            .frame(maxWidth: .infinity)
            .frame(height: 52)
            .background(Capsule().fill(DeckColors.nope))
        }
        .buttonStyle(PressableButtonStyle())
        Button(action: closer.close) {
          Text("Keep swiping", bundle: .module)
            .font(.headline)
            .foregroundColor(.white)
            .frame(maxWidth: .infinity)
            .frame(height: 52)
            .overlay(Capsule().stroke(Color.white.opacity(0.8), lineWidth: 2))
        }
        .buttonStyle(PressableButtonStyle())
        .padding(.bottom, 24)
      }
      .padding(.horizontal, 36)
    }
    .onKeyPress(.escape) {
      // Waiting transparent, it leaves Escape to others.
      guard closer.model?.newMatch != nil else { return .ignored }
      closer.close()
      return .handled
    }
  }

  func portrait(_ person: Person) -> some View {
    PortraitArt(person: person)
      .frame(width: 140, height: 140)
      .clipShape(Circle())
      .overlay(Circle().stroke(Color.white, lineWidth: 4))
      .shadow(color: .black.opacity(0.4), radius: 10)
  }
}

/// Closes "It's a match!": it fades out still showing the match it showed, after which the match layer waits
/// with the next likely match.
@MainActor final class MatchCloser: ObservableObject {
  /// The match fading out, shown until it is gone.
  @Published private(set) var closing: Person?
  weak var model: DeckModel?

  init(model: DeckModel) { self.model = model }

  func close() {
    guard let model, let match = model.newMatch else { return }
    closing = match
    withAnimation(.easeOut(duration: 0.25)) {
      model.newMatch = nil
    } completion: { [weak self] in
      if self?.closing?.id == match.id { self?.closing = nil }
    }
  }
}
