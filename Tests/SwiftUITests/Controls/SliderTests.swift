import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// What a slider reported: every value written to its binding and every editing change.
@MainActor private final class SliderLog {
  var values: [Double] = []
  var editing: [Bool] = []
}

/// Seed 000's age screen: a white slider over purple, 18...100 in whole years, starting at 50.
private struct AgeScreen: View {
  let log: SliderLog
  @State var age: Double = 50
  var body: some View {
    VStack(spacing: 20) {
      Text("What's your age?")
        .font(.largeTitle)
        .foregroundColor(.white)
      Slider(
        value: Binding(
          get: { age },
          set: { newValue in
            age = newValue
            log.values.append(newValue)
          }),
        in: 18...100, step: 1,
        onEditingChanged: { log.editing.append($0) }
      )
      .accentColor(.white)
      Text(String(format: "%.0f", age))
        .font(.largeTitle)
        .fontWeight(.semibold)
        .foregroundColor(.white)
    }
    .padding(30)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .background(Color.purple)
  }
}

@MainActor @Suite struct SliderTests {
  private func track(_ driver: AppDriver) throws -> CGRect {
    let slider = try #require(driver.elements().first { $0.kind == .control("slider") })
    return slider.frame
  }

  @Test func DraggingToEitherEndGivesTheBoundsAndMidwayTheMiddleStep() throws {
    let log = SliderLog()
    let driver = AppDriver(AgeScreen(log: log))
    #expect(driver.exists("50"))
    let frame = try track(driver)
    #expect(frame.height >= 27 && frame.height <= 32, "\(frame)")
    #expect(frame.width > 300, "the slider takes the width it is offered: \(frame)")

    // The thumb starts at 50: (50 - 18) / 82 of the way along.
    let start = CGPoint(x: frame.minX + 14 + (frame.width - 28) * 32 / 82, y: frame.midY)
    driver.drag(from: start, to: CGPoint(x: frame.minX - 40, y: frame.midY))
    #expect(driver.exists("18"), "\(driver.texts)")

    driver.drag(
      from: CGPoint(x: frame.minX + 14, y: frame.midY),
      to: CGPoint(x: frame.maxX + 40, y: frame.midY))
    #expect(driver.exists("100"), "\(driver.texts)")

    driver.drag(
      from: CGPoint(x: frame.maxX - 14, y: frame.midY), to: CGPoint(x: frame.midX, y: frame.midY))
    #expect(driver.exists("59"), "\(driver.texts)")

    #expect(!log.values.isEmpty)
    #expect(log.values.allSatisfy { $0 == $0.rounded() && $0 >= 18 && $0 <= 100 }, "\(log.values)")
  }

  @Test func EditingStartsWhenTheDragStartsAndEndsWhenItEnds() throws {
    let log = SliderLog()
    let driver = AppDriver(AgeScreen(log: log))
    let frame = try track(driver)
    driver.host.send(.pointerDown(CGPoint(x: frame.midX, y: frame.midY)))
    #expect(log.editing == [true])
    driver.host.send(.pointerMoved(CGPoint(x: frame.midX + 30, y: frame.midY)))
    #expect(log.editing == [true])
    driver.host.send(.pointerUp(CGPoint(x: frame.midX + 30, y: frame.midY)))
    #expect(log.editing == [true, false])
  }

  @Test func TouchingTheTrackMovesTheThumbThere() throws {
    let log = SliderLog()
    let driver = AppDriver(AgeScreen(log: log))
    let frame = try track(driver)
    driver.tap(at: CGPoint(x: frame.minX + 14 + (frame.width - 28) * 0.25, y: frame.midY))
    // 18 + round(0.25 · 82) = 39 (20.5 rounds to 21 in Swift's schoolbook rounding)
    #expect(driver.exists("39"), "\(driver.texts)")
  }

  @Test func TrackIsTintedLeftOfTheThumbAndGrayRightOfIt() throws {
    let driver = AppDriver(
      VStack {
        Slider(value: .constant(0.5))
        Slider(value: .constant(0.25)).tint(.red)
      }
      .padding())
    let sliders = driver.elements().filter { $0.kind == .control("slider") }
    try #require(sliders.count == 2)
    let image = driver.screenshot()
    let blue = sliders[0].frame
    let left = image.pixel(at: CGPoint(x: blue.minX + 6, y: blue.midY))
    #expect(left.blue > 200 && left.red < 60, "accent blue left of the thumb: \(left)")
    let right = image.pixel(at: CGPoint(x: blue.maxX - 6, y: blue.midY))
    #expect(
      right.red > 200 && right.red < 245 && abs(Int(right.red) - Int(right.blue)) < 12,
      "light gray: \(right)")
    let thumb = image.pixel(at: CGPoint(x: blue.midX, y: blue.midY))
    #expect(thumb == .init(red: 255, green: 255, blue: 255), "white thumb in the middle: \(thumb)")
    let red = sliders[1].frame
    let tinted = image.pixel(at: CGPoint(x: red.minX + 6, y: red.midY))
    #expect(tinted.red > 200 && tinted.blue < 100, "tint colour: \(tinted)")
    image.writePNG(to: "\(temporaryFolder("slider"))/slider-basic.png")
  }

  @Test func ValueMathFollowsTheReference() {
    #expect(SliderMath.value(forFraction: 0.5, lower: 18, span: 82, step: 1) == 59)
    #expect(SliderMath.value(forFraction: 1, lower: 0, span: 10, step: 3) == 9)
    #expect(SliderMath.value(forFraction: -1, lower: 0, span: 1, step: nil) == 0)
    #expect(SliderMath.value(forFraction: 0.3, lower: 0, span: 1, step: nil) == 0.3)
  }

  @Test func FloatAndCGFloatValuesWork() throws {
    struct Both: View {
      @State var f: Float = 0
      @State var c: CGFloat = 0
      var body: some View {
        VStack {
          Slider(value: $f, in: 0...10)
          Slider(value: $c, in: 0...10, step: 2)
          Text("f \(Int(f)) c \(Int(c))")
        }
        .padding()
      }
    }
    let driver = AppDriver(Both())
    let sliders = driver.elements().filter { $0.kind == .control("slider") }
    try #require(sliders.count == 2)
    for slider in sliders {
      driver.drag(
        from: CGPoint(x: slider.frame.minX + 14, y: slider.frame.midY),
        to: CGPoint(x: slider.frame.maxX + 20, y: slider.frame.midY))
    }
    #expect(driver.exists("f 10 c 10"), "\(driver.texts)")
  }

  @Test func SeedAgeScreenShowsAWhiteSliderAtFiftyOnPurple() throws {
    let driver = AppDriver(AgeScreen(log: SliderLog()))
    let image = driver.screenshot(to: "\(temporaryFolder("slider"))/slider-age.png")
    let purple = RenderedImage.Pixel(red: 175, green: 82, blue: 222)
    #expect(image.pixel(at: CGPoint(x: 20, y: 100)).isClose(to: purple))
    let slider = try #require(driver.elements().first { $0.kind == .control("slider") }).frame
    // 50 in 18…100: the 28 pt thumb's centre sits 39% along the track between the thumb's half-widths.
    let thumbX = slider.minX + 14 + (50.0 - 18) / 82 * (slider.width - 28)
    #expect(image.pixel(at: CGPoint(x: thumbX, y: slider.midY)).isWhite())
    #expect(
      image.pixel(at: CGPoint(x: thumbX, y: slider.midY - 12)).isWhite(), "a round thumb 28 pt tall"
    )
    #expect(image.pixel(at: CGPoint(x: thumbX + 40, y: slider.midY - 12)).isClose(to: purple))
    // The accent colour (white) fills the track left of the thumb; right of it the track is a faint line.
    #expect(image.pixel(at: CGPoint(x: slider.minX + 10, y: slider.midY)).isWhite())
    let rest = image.pixel(at: CGPoint(x: slider.maxX - 10, y: slider.midY))
    #expect(!rest.isWhite() && !rest.isClose(to: purple), "\(rest)")
    // The question and the value in white.
    for label in ["What's your age?", "50"] {
      let frame = try #require(driver.frame(of: label))
      #expect(image.count(in: frame) { $0.isWhite() } > 40, "\(label) drawn in white")
    }
  }
}
