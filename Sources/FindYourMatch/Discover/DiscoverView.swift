import FindYourMatchStore
import SwiftUI

/// The Discover tab: seed 003's screen. The top bar (profile, fire, chat), the deck, and the bottom bar of
/// round buttons; arrow keys swipe (← nope, → like, ↑ super like) and Backspace rewinds. A like on someone
/// who likes you back shows "It's a match!" over the deck.
public struct DiscoverView: View {
  /// Not observed here: a swipe changes the model, and only the views that show what changed hear it (the
  /// cards, the buttons, the empty state, the match screen), so a throw does not rebuild the whole screen.
  let model: DeckModel
  /// Held, not observed: a drag changes the animator every frame, and only the cards need to hear it (the
  /// bars above and below are not evaluated or drawn again for it).
  @State private var animator: DeckAnimator
  @State private var shownProfile: Person?
  /// Your own portrait on the match screen.
  let me: Person
  var onOpenMatches: () -> Void
  var onOpenProfile: () -> Void

  public init(
    model: DeckModel, me: Person, onOpenMatches: @escaping () -> Void = {},
    onOpenProfile: @escaping () -> Void = {}
  ) {
    self.model = model
    self.me = me
    self.onOpenMatches = onOpenMatches
    self.onOpenProfile = onOpenProfile
    _animator = State(initialValue: DeckAnimator(model: model))
  }

  public var body: some View {
    ZStack {
      VStack(spacing: 0) {
        DeckTopBar(onProfile: onOpenProfile, onChat: onOpenMatches)
          .padding(.horizontal)
          .padding(.bottom, 12)
        DeckArea(model: model, animator: animator) { shownProfile = $0 }
          .padding(.horizontal, 12)
          .padding(.bottom, 34)
        DeckButtons(model: model, animator: animator)
          .padding(.horizontal)
          .padding(.bottom, 12)
      }
      MatchLayer(model: model, me: me, onOpenMatches: onOpenMatches)
        .zIndex(1)
    }
    .background(Color(uiColor: .systemBackground).ignoresSafeArea(edges: .top))
    .focusable()
    .onKeyPress(keys: [.leftArrow, .rightArrow, .upArrow, .delete]) { press in
      guard model.newMatch == nil else { return .ignored }
      switch press.key {
      case .leftArrow: animator.swipe(.nope)
      case .rightArrow: animator.swipe(.like)
      case .upArrow: animator.swipe(.superLike)
      default: animator.rewind()
      }
      return .handled
    }
    .sheet(item: $shownProfile) { person in
      FullProfileView(person: person)
    }
  }
}

/// The cards, or the empty state when everyone was seen.
struct DeckArea: View {
  @ObservedObject var model: DeckModel
  let animator: DeckAnimator
  var onOpen: (Person) -> Void

  var body: some View {
    ZStack {
      if model.remaining.isEmpty {
        EmptyDeckView(onStartOver: animator.startOver)
      }
      DeckCards(model: model, animator: animator, onOpen: onOpen)
        // With no card left, the empty state's button below takes the taps.
        .allowsHitTesting(!model.remaining.isEmpty)
    }
  }
}

/// "It's a match!" over the deck while the model holds a new match. While none shows, the screen waits
/// transparent for the person on top if they would like you back: laid out, its portraits prepared while the
/// window is idle, it fades in over the thrown card without being made and drawn for the first time in the
/// throw's first frame (about 50 ms at 2x).
struct MatchLayer: View {
  @ObservedObject var model: DeckModel
  let me: Person
  var onOpenMatches: () -> Void
  @StateObject private var closer: MatchCloser

  init(model: DeckModel, me: Person, onOpenMatches: @escaping () -> Void) {
    self.model = model
    self.me = me
    self.onOpenMatches = onOpenMatches
    _closer = StateObject(wrappedValue: MatchCloser(model: model))
  }

  var body: some View {
    ZStack {
      // The first match screen of a session made its view types, its fonts and its text layouts for the first
      // time in the frame a liker came on top (some 30 M instructions, 7-9 ms at 2x in a throw's first frame).
      // This one, for yourself and never shown, makes them with the deck's first frame instead: transparent
      // and scaled to nothing, it is laid out but neither drawn nor prepared (no layer), takes no taps, and
      // stays the same value, so it is not built again.
      MatchOverlay(me: me, them: me, closer: closer, onOpenMatches: {})
        .opacity(0)
        .scaleEffect(0)
      if let them = model.newMatch ?? closer.closing ?? likely {
        // Transparent, it takes no taps (see HitTesting) and leaves Escape alone.
        MatchOverlay(me: me, them: them, closer: closer, onOpenMatches: onOpenMatches)
          .opacity(model.newMatch != nil ? 1 : 0)
          .transition(.opacity)
      }
    }
  }

  /// The person on top, if a like would make a match now.
  var likely: Person? {
    guard let top = model.top, top.likesBack(boosted: model.isBoosted()) else { return nil }
    return top
  }
}

/// Seed 003's NavigationView: profile, a larger fire in the middle, chat.
struct DeckTopBar: View {
  var onProfile: () -> Void
  var onChat: () -> Void

  var body: some View {
    HStack {
      Button(action: onProfile) {
        Image(systemName: "person.fill")
          .font(.system(size: 24))
          .foregroundColor(Color(white: 0.75))
      }
      .accessibilityLabel(Text("Profile", bundle: .module))
      Spacer()
      Image(systemName: "flame.fill")
        .font(.system(size: 30))
        .foregroundColor(DeckColors.nope)
      Spacer()
      Button(action: onChat) {
        Image(systemName: "message.fill")
          .font(.system(size: 24))
          .foregroundColor(Color(white: 0.75))
      }
      .accessibilityLabel(Text("Chat", bundle: .module))
    }
  }
}

/// When everyone has been seen.
struct EmptyDeckView: View {
  var onStartOver: () -> Void

  var body: some View {
    VStack(spacing: 16) {
      Image(systemName: "heart.fill")
        .font(.system(size: 56))
        .foregroundColor(DeckColors.nope.opacity(0.8))
      Text("You've seen everyone", bundle: .module)
        .font(.title2)
        .fontWeight(.semibold)
      Text("New people join every day. Meanwhile, have another look.", bundle: .module)
        .font(.subheadline)
        .foregroundColor(.secondary)
        .multilineTextAlignment(.center)
      Button(action: onStartOver) {
        Text("Start over", bundle: .module)
          .font(.headline)
          .foregroundColor(.white)
          .padding(.horizontal, 28)
          .padding(.vertical, 12)
          .background(Capsule().fill(DeckColors.nope))
      }
    }
    .padding(32)
  }
}
