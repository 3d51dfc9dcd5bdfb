import Foundation
import SwiftUI

// MARK: Views measured

/// A focused single-line field holding 10,000 characters, as seed 000's name step draws its field.
struct LongTextField: View {
  @State private var text = String(
    String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 223).prefix(10_000))
  @FocusState private var focused: Bool

  var body: some View {
    ZStack {
      purpleBackground
      VStack(spacing: 20) {
        Text("What's your name?").font(.largeTitle).fontWeight(.semibold).foregroundColor(.white)
        TextField("Your name...", text: $text)
          .font(.headline)
          .focused($focused)
          .padding(.horizontal)
          .frame(height: 55)
          .background(Color.white)
          .cornerRadius(10)
      }
      .padding(30)
    }
    .onAppear {
      focused = true
      Remote.fieldText = { text }
    }
  }
}

/// Seed 000's age step: the number above a stepped Slider.
struct AgeSlider: View {
  @State private var age: Double = 50

  var body: some View {
    ZStack {
      purpleBackground
      VStack(spacing: 20) {
        Text("What's your age?").font(.largeTitle).fontWeight(.semibold).foregroundColor(.white)
        Text(String(format: "%.0f", age)).font(.largeTitle).fontWeight(.semibold).foregroundColor(
          .white)
        Slider(value: $age, in: 18...100, step: 1).tint(.white)
      }
      .padding(30)
    }
    .onAppear { Remote.sliderValue = { age } }
  }
}

/// Ten fields whose values the form owns (an array in one @State), the way forms are usually written.
struct TenFieldForm: View {
  @State private var values = Array(repeating: "", count: 10)
  @FocusState private var focused: Int?

  var body: some View {
    VStack(spacing: 12) {
      ForEach(0..<10, id: \.self) { index in
        TextField("Field \(index + 1)", text: $values[index])
          .focused($focused, equals: index)
          .textFieldStyle(.roundedBorder)
      }
    }
    .padding()
    .onAppear { focused = 3 }
  }
}

/// The same form with each row a view of its own holding its own value.
struct TenRowForm: View {
  var body: some View {
    VStack(spacing: 12) {
      ForEach(0..<10, id: \.self) { index in FormRow(index: index) }
    }
    .padding()
  }
}

struct FormRow: View {
  let index: Int
  @State private var value = ""
  @FocusState private var focused: Bool

  var body: some View {
    TextField("Field \(index + 1)", text: $value)
      .focused($focused)
      .textFieldStyle(.roundedBorder)
      .onAppear { if index == 3 { focused = true } }
  }
}

// MARK: Measurements

@MainActor func keystrokeInLongField() {
  print("Key press to the next frame, focused TextField holding 10,000 characters (2x)")
  let host = ViewHost(rootView: LongTextField(), size: phone, scale: 2)
  showFirstFrameThenIdle(host)
  let before = Remote.fieldText?().count ?? 0
  var handling: [Double] = []
  let samples = time(runs) {
    handling += time(1) {
      host.send(.text("a"))
      host.update()
    }
    _ = host.render()
  }
  let after = Remote.fieldText?().count ?? 0
  report("  .text(\"a\") → update → render", samples)
  report("    of which send + update", handling)
  print("    the field went from \(before) to \(after) characters")
}

@MainActor func sliderDrag() {
  print("Dragging a Slider, the pointer moving every frame (seed 000's age step, 2x)")
  let host = ViewHost(rootView: AgeSlider(), size: phone, scale: 2)
  showFirstFrameThenIdle(host)
  guard let slider = host.elements().first(where: { $0.kind == .control("slider") }) else {
    print("  (no slider found)")
    return
  }
  let start = Remote.sliderValue?() ?? 0
  // The thumb starts at the value's place on the track; the pointer sweeps 2 pt a frame to one end and back.
  let thumbX = slider.frame.minX + 14 + (slider.frame.width - 28) * (start - 18) / 82
  var x = thumbX
  var direction: CGFloat = 2
  host.send(.pointerDown(CGPoint(x: x, y: slider.frame.midY)))
  var values = Set<Double>()
  let samples = time(runs * 3) {
    x += direction
    if x > slider.frame.maxX - 10 || x < slider.frame.minX + 10 { direction = -direction }
    host.send(.pointerMoved(CGPoint(x: x, y: slider.frame.midY)))
    host.advance(by: 1.0 / 60)
    _ = host.render()
    values.insert(Remote.sliderValue?() ?? 0)
  }
  host.send(.pointerUp(CGPoint(x: x, y: slider.frame.midY)))
  report("  pointer move → update → render", samples)
  print("    the value took \(values.count) different values (from \(Int(start)))")
}

@MainActor func formBodyEvaluations() {
  print("Body evaluations per keystroke in a ten-field form (host.bodyEvaluations)")
  func measure(_ name: String, _ host: ViewHost) {
    showFirstFrameThenIdle(host)
    let before = host.bodyEvaluations
    let keystrokes = 10
    var frames: [Double] = []
    for _ in 0..<keystrokes {
      frames += time(1) {
        host.send(.text("a"))
        _ = host.render()
      }
    }
    let after = host.bodyEvaluations
    let perType = after.compactMap { type, count -> (String, Double)? in
      let delta = count - before[type, default: 0]
      return delta > 0 ? (type, Double(delta) / Double(keystrokes)) : nil
    }.sorted { $0.1 > $1.1 }
    let total = perType.reduce(0) { $0 + $1.1 }
    print(
      "  \(name.padding(toLength: 44, withPad: " ", startingAt: 0)) \(String(format: "%.1f", total)) per keystroke: "
        + perType.map { "\($0.0.prefix(40)) \(String(format: "%.1f", $0.1))" }.joined(
          separator: ", "))
    report("    keystroke → render", frames)
  }
  measure(
    "values in the form's @State array", ViewHost(rootView: TenFieldForm(), size: phone, scale: 2))
  measure("each row holds its own @State", ViewHost(rootView: TenRowForm(), size: phone, scale: 2))
}
