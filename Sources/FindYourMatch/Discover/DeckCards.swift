import FindYourMatchStore
import SwiftUI

/// The top card, the two waiting behind it (slightly smaller and lower) and the cards still flying off; the
/// drag that moves, tilts and throws the top card; a tap that opens the person's profile. The next person waits
/// too, transparent, where the last card shown sits: laid out, its layers prepared while the window is idle, it
/// shows as the cards in front move up, without being drawn for the first time in the middle of a throw.
struct DeckCards: View {
  @ObservedObject var model: DeckModel
  @ObservedObject var animator: DeckAnimator
  var onOpen: (Person) -> Void

  enum Role: Equatable {
    case waiting(depth: Int)
    case top
    case flying(Flight)
  }
  struct Card: Identifiable {
    let person: Person
    let role: Role
    var id: Int { person.id }
  }

  /// How many cards show: the top one and two behind it.
  static let shown = 3

  /// Back to front: the hidden next card, the second waiting card, the first, the top card, then the flights,
  /// oldest first.
  var cards: [Card] {
    let waiting = model.remaining.prefix(Self.shown + 1).enumerated().reversed().map {
      index, person in
      Card(person: person, role: index == 0 ? .top : .waiting(depth: index))
    }
    let flying = animator.flights.compactMap { flight in
      model.person(flight.personID).map { Card(person: $0, role: .flying(flight)) }
    }
    return waiting + flying
  }

  var body: some View {
    GeometryReader { geometry in
      ZStack {
        ForEach(cards) { card in
          cardView(card)
        }
      }
      .frame(width: geometry.size.width, height: geometry.size.height)
      .contentShape(Rectangle())
      .gesture(
        DragGesture(minimumDistance: 5)
          .onChanged { value in animator.dragChanged(value.translation) }
          .onEnded { value in
            animator.dragEnded(
              translation: value.translation, predicted: value.predictedEndTranslation,
              velocity: value.velocity)
          }
      )
      .onAppear { animator.cardSize = geometry.size }
      .onChange(of: geometry.size) { _, size in animator.cardSize = size }
    }
  }

  func cardView(_ card: Card) -> some View {
    let pose = pose(of: card.role)
    return CardView(person: card.person, stamps: pose.stamps)
      // The hidden card shows at once when a throw uncovers it (fading in, it would be composited through a
      // layer of its own on every frame of the throw); a rewind that covers it again fades it out.
      .opacity(pose.opacity)
      .animation(pose.opacity > 0 ? nil : .easeOut(duration: 0.2), value: pose.opacity)
      .scaleEffect(pose.scale)
      .offset(pose.offset)
      .rotationEffect(.degrees(pose.angle), anchor: DeckAnimator.pivot)
      .zIndex(pose.z)
      .allowsHitTesting(card.role == .top)
      .onTapGesture { if card.role == .top { onOpen(card.person) } }
      .transition(isHidden(card.role) ? .identity : transition(for: card.person))
  }

  struct Pose {
    var offset = CGSize.zero
    var angle = 0.0
    var scale = 1.0
    var z = 0.0
    var stamps = StampOpacities()
    var opacity = 1.0
  }

  /// The next person's card, under the last one shown.
  func isHidden(_ role: Role) -> Bool {
    if case .waiting(let depth) = role { return depth >= Self.shown }
    return false
  }

  func pose(of role: Role) -> Pose {
    switch role {
    case .waiting(let depth):
      // The hidden card sits exactly where the last one shown does, so uncovering it moves nothing.
      let place = min(depth, Self.shown - 1)
      return Pose(
        offset: CGSize(width: 0, height: 22 * CGFloat(place)), scale: 1 - 0.05 * Double(place),
        z: -Double(depth), opacity: depth < Self.shown ? 1 : 0)
    case .top:
      return Pose(
        offset: animator.drag, angle: animator.angle(for: animator.drag), z: 1,
        stamps: StampOpacities(translation: animator.drag, size: animator.cardSize))
    case .flying(let flight):
      return Pose(
        offset: flight.target, angle: flight.angle, z: 2, stamps: StampOpacities(kind: flight.kind))
    }
  }

  /// A rewound card comes back from where it was thrown; a card joining the back of the stack grows in.
  func transition(for person: Person) -> AnyTransition {
    if let rewound = animator.rewound, rewound.personID == person.id {
      let entry = animator.entry(for: rewound.kind)
      return .asymmetric(
        insertion: .modifier(
          active: ThrowPose(offset: entry.offset, angle: entry.angle),
          identity: ThrowPose(offset: .zero, angle: 0)),
        removal: .opacity)
    }
    return .asymmetric(insertion: .scale(scale: 0.85).combined(with: .opacity), removal: .opacity)
  }
}

/// Where a thrown card is, for the rewind transition.
struct ThrowPose: ViewModifier {
  let offset: CGSize
  let angle: Double
  func body(content: Content) -> some View {
    content
      .offset(offset)
      .rotationEffect(.degrees(angle), anchor: DeckAnimator.pivot)
  }
}
