import SwiftUI

// Apple's "Composing SwiftUI gestures" example as tutorials retell it: a circle that can be moved only after
// a long press (a long press sequenced before a drag, its state in a @GestureState enum), and a card that
// can be dragged and pinched at once (a simultaneous gesture whose value holds both parts).

struct PressAndDragScreen: View {
  enum DragState {
    case inactive
    case pressing
    case dragging(translation: CGSize)

    var translation: CGSize {
      switch self {
      case .inactive, .pressing: return .zero
      case .dragging(let translation): return translation
      }
    }

    var label: String {
      switch self {
      case .inactive: return "Idle"
      case .pressing: return "Pressing"
      case .dragging: return "Dragging"
      }
    }
  }

  @GestureState private var dragState = DragState.inactive
  @State private var position = CGSize.zero
  @State private var endedWith = "Not ended"

  var body: some View {
    let longPressDrag = LongPressGesture(minimumDuration: 0.5)
      .sequenced(before: DragGesture())
      .updating($dragState) { value, state, _ in
        switch value {
        case .first(true):
          state = .pressing
        case .second(true, let drag):
          state = .dragging(translation: drag?.translation ?? .zero)
        default:
          state = .inactive
        }
      }
      .onEnded { value in
        guard case .second(true, let drag?) = value else {
          endedWith = "Ended without a drag"
          return
        }
        position.width += drag.translation.width
        position.height += drag.translation.height
        endedWith = "Moved"
      }

    VStack {
      Text(dragState.label)
      Text(endedWith)
      Spacer()
      Circle()
        .fill(Color.blue)
        .frame(width: 100, height: 100)
        .accessibilityLabel("Circle")
        .offset(
          x: position.width + dragState.translation.width,
          y: position.height + dragState.translation.height
        )
        .gesture(longPressDrag)
      Spacer()
    }
  }
}

struct DragAndPinchScreen: View {
  @State private var report = "Untouched"

  var body: some View {
    RoundedRectangle(cornerRadius: 12)
      .fill(Color.orange)
      .frame(width: 200, height: 200)
      .accessibilityLabel("Card")
      .gesture(
        DragGesture()
          .simultaneously(with: MagnifyGesture())
          .onChanged { value in
            let moved = value.first.map { Int($0.translation.width) } ?? 0
            report = "Moved \(moved), zoom \(value.second == nil ? "none" : "some")"
          }
      )
      .overlay(alignment: .top) { Text(report).offset(y: -40) }
  }
}
