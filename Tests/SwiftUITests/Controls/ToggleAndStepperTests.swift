import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

private struct Settings: View {
  @State var airplane = false
  @State var count = 2
  var body: some View {
    VStack(spacing: 16) {
      Toggle("Airplane Mode", isOn: $airplane)
      Text(airplane ? "On" : "Off")
      Stepper("Guests: \(count)", value: $count, in: 1...3)
    }
    .padding()
  }
}

@MainActor @Suite struct ToggleAndStepperTests {
  @Test func TappingTheSwitchFlipsTheBindingAndTheKnobSlides() throws {
    let driver = AppDriver(Settings())
    #expect(driver.exists("Off"))
    let toggle = try #require(driver.elements().first { $0.kind == .control("toggle") })
    #expect(toggle.label == "Airplane Mode")
    #expect(
      abs(toggle.frame.width - 51) < 0.5 && abs(toggle.frame.height - 31) < 0.5, "\(toggle.frame)")
    #expect(toggle.frame.maxX > 360, "the switch sits at the trailing edge: \(toggle.frame)")

    let off = driver.screenshot()
    let knobOff = CGPoint(x: toggle.frame.minX + 15.5, y: toggle.frame.midY)
    let knobOn = CGPoint(x: toggle.frame.maxX - 15.5, y: toggle.frame.midY)
    #expect(off.pixel(at: knobOff) == .init(red: 255, green: 255, blue: 255))
    #expect(off.pixel(at: knobOn).red < 240, "light gray track where the knob will go")

    try driver.tap("Airplane Mode")
    #expect(driver.exists("On"), "\(driver.texts)")
    driver.advance(by: 0.05)
    let moving = driver.screenshot()
    #expect(
      moving.pixel(at: knobOn) != .init(red: 255, green: 255, blue: 255),
      "the knob slides rather than jumps")
    driver.settle()
    let on = driver.screenshot()
    #expect(
      on.pixel(at: knobOn) == .init(red: 255, green: 255, blue: 255), "knob at the trailing end")
    let track = on.pixel(at: knobOff)
    #expect(track.green > 180 && track.red < 80, "green track: \(track)")

    try driver.tap("Airplane Mode")
    #expect(driver.exists("Off"))
  }

  @Test func TappingTheLabelDoesNotToggle() throws {
    let driver = AppDriver(Settings())
    let label = try #require(
      driver.elements().first { $0.kind == .text && $0.label == "Airplane Mode" })
    driver.tap(at: label.center)
    #expect(driver.exists("Off"))
  }

  @Test func StepperStepsAndClampsToItsRange() throws {
    let driver = AppDriver(Settings())
    #expect(driver.exists("Guests: 2"))
    try driver.tap("Increment")
    #expect(driver.exists("Guests: 3"))
    try driver.tap("Increment")
    #expect(driver.exists("Guests: 3"), "stays at the upper bound: \(driver.texts)")
    try driver.tap("Decrement")
    try driver.tap("Decrement")
    try driver.tap("Decrement")
    #expect(driver.exists("Guests: 1"), "stays at the lower bound: \(driver.texts)")
  }

  @Test func StepperIsTheIOSPairAtTheTrailingEdge() throws {
    let driver = AppDriver(Settings())
    let minus = try #require(driver.elements().first { $0.label == "Decrement" })
    let plus = try #require(driver.elements().first { $0.label == "Increment" })
    #expect(
      abs(plus.frame.maxX - minus.frame.minX - 94) < 0.5, "94 pt wide: \(minus.frame) \(plus.frame)"
    )
    #expect(abs(plus.frame.height - 32) < 0.5)
    #expect(plus.frame.maxX > 360)
    let image = driver.screenshot()
    let fill = image.pixel(at: CGPoint(x: minus.frame.minX + 6, y: minus.frame.midY))
    #expect(fill.red > 225 && fill.red < 245, "light gray pill: \(fill)")
  }

  @Test func OnIncrementAndDecrementClosuresRun() throws {
    struct Custom: View {
      @State var log: [String] = []
      var body: some View {
        VStack {
          Stepper("Custom", onIncrement: { log.append("+") }, onDecrement: nil)
          Text(log.joined())
        }
        .padding()
      }
    }
    let driver = AppDriver(Custom())
    try driver.tap("Increment")
    try driver.tap("Decrement")
    try driver.tap("Increment")
    #expect(driver.exists("++"), "\(driver.texts)")
  }

  @Test func LabelsHiddenLeavesOnlyTheControls() throws {
    let driver = AppDriver(
      VStack {
        Toggle("Hidden", isOn: .constant(true))
        Stepper("Hidden too", value: .constant(1))
      }
      .labelsHidden())
    #expect(
      !driver.texts.contains("Hidden") && !driver.texts.contains("Hidden too"), "\(driver.texts)")
    let toggle = try #require(driver.elements().first { $0.kind == .control("toggle") })
    #expect(
      abs(toggle.frame.midX - 195) < 1,
      "a lone switch is centred, not pushed to the edge: \(toggle.frame)")
  }

  @Test func TogglesAndSteppersLookLikeIOS() throws {
    struct Gallery: View {
      @State var a = true
      @State var b = false
      @State var n = 0
      var body: some View {
        VStack(spacing: 20) {
          Toggle("Wi-Fi", isOn: $a)
          Toggle("Bluetooth", isOn: $b)
          Toggle(isOn: $a) { Text("Tinted") }.tint(.orange)
          Toggle("Disabled", isOn: $a).disabled(true)
          Stepper("Count: \(n)", value: $n, in: 0...10)
          Toggle("As a button", isOn: $b).toggleStyle(.button)
        }
        .padding()
      }
    }
    let driver = AppDriver(Gallery())
    let image = driver.screenshot(to: "\(temporaryFolder("controls"))/toggles-steppers.png")
    // Each switch is 51 points wide at the trailing padding (323…374): the track's colour shows on the side
    // the knob left, the white knob on the other.
    func track(_ label: String) throws -> RenderedImage.Pixel {
      image.pixel(at: CGPoint(x: 330, y: try #require(driver.frame(of: label)).midY))
    }
    func trailingEnd(_ label: String) throws -> RenderedImage.Pixel {
      image.pixel(at: CGPoint(x: 364, y: try #require(driver.frame(of: label)).midY))
    }
    #expect(try track("Wi-Fi").isClose(to: .init(red: 52, green: 199, blue: 89)), "green when on")
    #expect(try trailingEnd("Wi-Fi").isWhite(), "the knob sits at the trailing end when on")
    #expect(try track("Bluetooth").isWhite(), "the knob sits at the leading end when off")
    #expect(
      try trailingEnd("Bluetooth").isClose(
        to: .init(red: 234, green: 234, blue: 235), tolerance: 6),
      "a light grey track when off")
    #expect(
      try track("Tinted").isClose(to: .init(red: 255, green: 149, blue: 0)),
      "the tint replaces green")
    let disabled = try track("Disabled")
    #expect(
      disabled.green > 215 && disabled.red > 130 && disabled.red < 180, "a faded green: \(disabled)"
    )
    // The stepper: a grey capsule, its minus faded at the lower bound, its plus black.
    let countY = try #require(driver.frame(of: "Count: 0")).midY
    #expect(
      image.pixel(at: CGPoint(x: 285, y: countY)).isClose(
        to: .init(red: 239, green: 239, blue: 240)))
    #expect(
      image.pixel(at: CGPoint(x: 302, y: countY)).isClose(
        to: .init(red: 186, green: 186, blue: 188), tolerance: 8))
    #expect(image.pixel(at: CGPoint(x: 350, y: countY)).isDark())
    // The toggle styled as a button: blue text on a light blue rounded rectangle, centred.
    let button = try #require(driver.frame(of: "As a button"))
    #expect(
      image.pixel(at: CGPoint(x: button.minX - 4, y: button.midY)).isClose(
        to: .init(red: 217, green: 235, blue: 255), tolerance: 4))
    let blue = try #require(image.bounds(in: button.insetBy(dx: -20, dy: -10)) { $0.isAccentBlue })
    #expect(abs(blue.midX - 195) <= 2)
  }
}
