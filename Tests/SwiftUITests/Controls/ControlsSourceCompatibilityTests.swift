import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// Code written for Apple's SwiftUI, using each initialiser spelling; it must compile unchanged and draw.
private struct EverySpelling: View {
  @State var value = 0.5
  @State var float: Float = 1
  @State var speed: CGFloat = 10
  @State var isOn = true
  @State var count = 3
  @State var choice = "a"
  @State var index: Int? = nil
  @State var editing = false

  var body: some View {
    VStack {
      Slider(value: $value)
      Slider(value: $value, in: 0...1)
      Slider(value: $value, in: 0...1, onEditingChanged: { editing = $0 })
      Slider(value: $float, in: 0...10, step: 0.5)
      Slider(value: $speed, in: 0...100, step: 5) { Text("Speed") }
      Slider(value: $value) {
        Text("Volume")
      } minimumValueLabel: {
        Image(systemName: "minus")
      } maximumValueLabel: {
        Image(systemName: "plus")
      }
      Slider(value: $speed, in: 0...100, step: 5) {
        Text("Speed")
      } minimumValueLabel: {
        Text("0")
      } maximumValueLabel: {
        Text("100")
      } onEditingChanged: { editing in
        self.editing = editing
      }
      Toggle("Wi-Fi", isOn: $isOn)
      Toggle(isOn: $isOn) { Text("Label") }
      Toggle(String("Dynamic"), isOn: $isOn).toggleStyle(.switch)
      Toggle("Tinted", isOn: $isOn).toggleStyle(SwitchToggleStyle(tint: .red))
      Stepper("Count \(count)", value: $count)
      Stepper("Count", value: $count, in: 0...10, step: 2)
      Stepper(value: $count, in: 0...10) { Text("Closure label") }
      Stepper("Actions", onIncrement: { count += 1 }, onDecrement: { count -= 1 })
      Stepper {
        Text("Label first")
      } onIncrement: {
        count += 1
      } onDecrement: {
        count -= 1
      }
      Picker("Choice", selection: $choice) {
        Text("A").tag("a")
        Text("B").tag("b")
      }
      .pickerStyle(.menu)
      Picker(selection: $choice) {
        ForEach(["a", "b"], id: \.self) { Text($0) }
      } label: {
        Text("Trailing label")
      }
      .pickerStyle(SegmentedPickerStyle())
      Picker("Index", selection: $index) {
        Text("None").tag(Int?.none)
        ForEach(0..<3) { Text("\($0)").tag(Int?.some($0)) }
      }
      .pickerStyle(DefaultPickerStyle())
      Picker(selection: $choice, label: Text("Old")) {
        Text("A").tag("a")
      }
      .pickerStyle(WheelPickerStyle())
      Menu("More") {
        Button("Copy") {}
        Button("Delete", role: .destructive) {}
      }
      Menu {
        Button("Inside") {}
      } label: {
        Text("Custom label")
      }
    }
  }
}

private struct CustomToggleStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label
      Spacer()
      Image(systemName: configuration.isOn ? "checkmark" : "xmark")
        .onTapGesture { configuration.isOn.toggle() }
    }
  }
}

@MainActor @Suite struct ControlsSourceCompatibilityTests {
  @Test func EveryInitialiserSpellingBuildsAView() throws {
    let driver = AppDriver(ScrollFree(EverySpelling()), size: CGSize(width: 390, height: 2400))
    #expect(driver.elements().filter { $0.kind == .control("slider") }.count == 7)
    #expect(driver.elements().filter { $0.kind == .control("toggle") }.count == 4)
    #expect(driver.exists("None"), "optional selection with a nil tag: \(driver.texts)")
    let image = driver.screenshot(to: "\(temporaryFolder("controls"))/every-spelling.png")
    // Every control is drawn, not just laid out.
    let controls = driver.elements().filter { if case .control = $0.kind { true } else { false } }
    #expect(controls.count >= 15)
    for control in controls {
      #expect(
        image.count(in: control.frame) { !$0.isWhite() } > 20,
        "\(control.kind) \(control.label) at \(control.frame) is drawn")
    }
    // The switch tinted red through SwitchToggleStyle(tint:), the others green.
    let tinted = try #require(driver.frame(of: "Tinted"))
    let row = CGRect(x: 300, y: tinted.minY - 6, width: 90, height: tinted.height + 12)
    #expect(image.count(in: row) { $0.red > 200 && $0.green < 80 } > 50)
    let wifi = try #require(driver.frame(of: "Wi-Fi"))
    let wifiRow = CGRect(x: 300, y: wifi.minY - 6, width: 90, height: wifi.height + 12)
    #expect(image.count(in: wifiRow) { $0.green > 180 && $0.red < 80 } > 50)
  }

  @Test func CustomToggleStyleGetsABindingItCanFlip() throws {
    struct Screen: View {
      @State var on = false
      var body: some View {
        VStack {
          Toggle("Custom", isOn: $on).toggleStyle(CustomToggleStyle())
          Text(on ? "is on" : "is off")
        }
      }
    }
    let driver = AppDriver(Screen())
    #expect(driver.exists("xmark"))
    try driver.tap("xmark")
    #expect(driver.exists("is on"))
    #expect(driver.exists("checkmark"))
  }
}

/// Lays a tall view out at its own height (no ScrollView needed for the test).
private struct ScrollFree<Content: View>: View {
  let content: Content
  init(_ content: Content) { self.content = content }
  var body: some View { content.fixedSize(horizontal: false, vertical: true) }
}
