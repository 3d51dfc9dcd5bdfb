import FindYourMatchStore
import SwiftUI

/// A decided card on its way off the screen. The decision is already in the model; the card only flies.
struct Flight: Identifiable, Equatable {
  let id = UUID()
  let personID: Int
  let kind: SwipeKind
  let target: CGSize
  let angle: Double
  let duration: Double
}

/// Turns drags, buttons and keys into the deck's animated swipes. Each swipe is decided in the model at
/// once and its card handed to a `Flight`, so the next card can be swiped while the last is still flying.
@MainActor final class DeckAnimator: ObservableObject {
  /// The top card's offset while it is dragged (zero at rest).
  @Published var drag: CGSize = .zero
  @Published private(set) var flights: [Flight] = []
  /// The card that Rewind brought back, which comes in from where it left.
  @Published private(set) var rewound: Swipe?
  /// The card area's size, from the card stack's layout.
  var cardSize = CGSize(width: 358, height: 560)
  let model: DeckModel

  init(model: DeckModel) { self.model = model }

  /// Degrees the top card leans at this offset: up to 12° at a card's width, about a pivot below the card.
  func angle(for offset: CGSize) -> Double {
    guard cardSize.width > 0 else { return 0 }
    return Double(offset.width / cardSize.width) * 12
  }
  static let pivot = UnitPoint(x: 0.5, y: 1.4)

  // MARK: Drag

  func dragChanged(_ translation: CGSize) {
    guard model.top != nil else { return }
    drag = translation
  }

  /// Past a third of the width (a quarter of the height upwards), or thrown fast enough that it would land
  /// past a whole width, the card goes; otherwise it springs back.
  func dragEnded(translation: CGSize, predicted: CGSize, velocity: CGSize) {
    guard model.top != nil else { return }
    let width = cardSize.width
    let height = cardSize.height
    let kind: SwipeKind?
    if -translation.height > abs(translation.width) || -predicted.height > abs(predicted.width) {
      kind =
        (-translation.height > height / 4 || -predicted.height > height * 0.75) ? .superLike : nil
    } else if translation.width > width / 3 || predicted.width > width {
      kind = .like
    } else if translation.width < -width / 3 || predicted.width < -width {
      kind = .nope
    } else {
      kind = nil
    }
    if let kind {
      swipe(kind, velocity: velocity)
    } else {
      withAnimation(.spring(response: 0.35, dampingFraction: 0.65)) { drag = .zero }
    }
  }

  // MARK: Swipes

  /// Decides about the top card and throws it: in the direction and at the speed of a throw, or (buttons,
  /// keys, slow releases) straight off the side it was decided for.
  func swipe(_ kind: SwipeKind, velocity: CGSize = .zero) {
    guard let person = model.top else { return }
    let flight = makeFlight(person: person.id, kind: kind, from: drag, velocity: velocity)
    withAnimation(.easeOut(duration: flight.duration)) {
      model.swipe(kind, on: person.id)
      flights.append(flight)
      drag = .zero
      rewound = nil
    } completion: { [weak self] in
      self?.flights.removeAll { $0.id == flight.id }
    }
  }

  func makeFlight(person: Int, kind: SwipeKind, from start: CGSize, velocity: CGSize) -> Flight {
    let reach = max(cardSize.width, cardSize.height) * 1.6
    let speed = (velocity.width * velocity.width + velocity.height * velocity.height).squareRoot()
    var direction: CGSize
    switch kind {
    case .like: direction = CGSize(width: 1, height: 0.1)
    case .nope: direction = CGSize(width: -1, height: 0.1)
    case .superLike: direction = CGSize(width: 0, height: -1)
    }
    // A throw keeps its own direction when it points the way the decision goes.
    if speed > 300 {
      let thrown = CGSize(width: velocity.width / speed, height: velocity.height / speed)
      if thrown.width * direction.width + thrown.height * direction.height > 0.5 {
        direction = thrown
      }
    }
    let target = CGSize(
      width: start.width + direction.width * reach, height: start.height + direction.height * reach)
    let duration = speed > 300 ? min(max(Double(reach / speed), 0.18), 0.45) : 0.35
    let angle: Double
    switch kind {
    case .like: angle = 24
    case .nope: angle = -24
    case .superLike: angle = self.angle(for: start)
    }
    return Flight(personID: person, kind: kind, target: target, angle: angle, duration: duration)
  }

  /// Brings the last decided card back, the way it left.
  func rewind() {
    guard model.lastSwipe != nil else { return }
    withAnimation(.spring(response: 0.45, dampingFraction: 0.8)) {
      let last = model.rewind()
      if let last { flights.removeAll { $0.personID == last.personID } }
      rewound = last
      drag = .zero
    }
  }

  func startOver() {
    withAnimation(.spring()) {
      flights.removeAll()
      rewound = nil
      drag = .zero
      model.startOver()
    }
  }

  /// Where a card decided as `kind` enters from when rewound.
  func entry(for kind: SwipeKind) -> (offset: CGSize, angle: Double) {
    let reach = max(cardSize.width, cardSize.height) * 1.2
    switch kind {
    case .like: return (CGSize(width: reach, height: 40), 24)
    case .nope: return (CGSize(width: -reach, height: 40), -24)
    case .superLike: return (CGSize(width: 0, height: -reach), 0)
    }
  }
}
