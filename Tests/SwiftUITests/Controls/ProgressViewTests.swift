import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// ProgressView: iOS's activity indicator (eight spokes, the lit one stepping round) and the linear bar.
@MainActor @Suite struct ProgressViewTests {
  @Test func theSpinnerIsTwentyPointsAndItsLitSpokeStepsRound() throws {
    let driver = AppDriver(ProgressView().tint(.black))
    let spinner = try #require(driver.frame(of: "In progress"))
    #expect(abs(spinner.width - 20) < 0.5 && abs(spinner.height - 20) < 0.5, "\(spinner)")
    /// The darkest of the eight spokes' tips.
    func litSpoke() -> Int {
      let image = driver.screenshot()
      let darkness = (0..<8).map { spoke -> Int in
        let angle = Double(spoke) * .pi / 4
        let point = CGPoint(
          x: spinner.midX + 7.5 * sin(angle), y: spinner.midY - 7.5 * cos(angle))
        let pixel = image.pixel(at: point)
        return 765 - Int(pixel.red) - Int(pixel.green) - Int(pixel.blue)
      }
      return darkness.firstIndex(of: darkness.max()!)!
    }
    let first = litSpoke()
    driver.advance(by: 0.3)
    let later = litSpoke()
    #expect((later - first + 8) % 8 == 2, "0.3 s is two of eight spokes on: \(first) → \(later)")
  }

  @Test func aValueFillsThatFractionOfTheBar() throws {
    let driver = AppDriver(
      ProgressView(value: 0.25).tint(.red).frame(width: 200).accessibilityLabel("bar"))
    let bar = try #require(driver.frame(of: "bar"))
    let image = driver.screenshot()
    let red = RenderedImage.Pixel(red: 255, green: 59, blue: 48)
    let y = bar.midY
    #expect(image.pixel(at: CGPoint(x: bar.minX + 20, y: y)).distance(to: red) < 60)
    #expect(image.pixel(at: CGPoint(x: bar.minX + 100, y: y)).distance(to: red) > 100)
  }
}
