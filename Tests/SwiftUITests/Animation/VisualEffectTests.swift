import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// Rows of a list that fade and shrink as they scroll out of a 450 pt scroll view.
private struct FadingRows: View {
  var body: some View {
    VStack(spacing: 0) {
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<20) { index in
            Text("Row \(index)")
              .frame(maxWidth: .infinity, minHeight: 100)
              .background(Color.blue.opacity(0.2))
              .scrollTransition { content, phase in
                content
                  .opacity(phase.isIdentity ? 1 : 0.3)
                  .scaleEffect(phase.isIdentity ? 1 : 0.5)
              }
          }
        }
      }
      .frame(height: 450)
      Spacer()
    }
  }
}

private struct Parallax: View {
  @State var count = 0
  var body: some View {
    ScrollView {
      VStack(spacing: 0) {
        Color.clear.frame(height: 200)
        Text("Slides")
          .visualEffect { content, geometry in
            content.offset(x: geometry.frame(in: .global).minY / 10)
          }
        Color.clear.frame(height: 2000)
      }
    }
  }
}

@MainActor struct VisualEffectTests {
  @Test func aVisualEffectFollowsTheViewsPlaceWithoutItsBodyRunning() throws {
    let driver = AppDriver(Parallax())
    let before = try #require(driver.frame(of: "Slides"))
    let plainX = (390 - before.width) / 2
    #expect(abs(before.minX - (plainX + before.minY / 10)) < 1, "\(before)")
    driver.scroll(dy: 100, at: CGPoint(x: 195, y: 400))
    driver.settle()
    let after = try #require(driver.frame(of: "Slides"))
    #expect(after.minY < before.minY - 50)
    #expect(abs(after.minX - (plainX + after.minY / 10)) < 1, "\(after)")
  }

  @Test func scrollTransitionsFadeRowsByHowFarOutTheyAre() throws {
    let driver = AppDriver(FadingRows())
    // Rows wholly inside are as they are; the row half out of the bottom edge is halfway along the ease-in-out
    // curve between its identity and edge effects: opacity 0.65, scale 0.75.
    #expect(try #require(driver.opacity(of: "Row 0")) == 1)
    #expect(try #require(driver.opacity(of: "Row 3")) == 1)
    let half = try #require(driver.opacity(of: "Row 4"))
    #expect(abs(half - 0.65) < 0.02, "\(half)")
    let plain = try #require(driver.frame(of: "Row 3")).height
    let shrunk = try #require(driver.frame(of: "Row 4")).height
    #expect(abs(shrunk / plain - 0.75) < 0.02, "\(shrunk) \(plain)")
    // Scrolled, the rows leaving the top edge shrink and fade the same way (the scroll view reaches under the
    // status bar, as on iOS: its top edge is the window's), and those scrolled in are whole.
    driver.scroll(dy: 300, at: CGPoint(x: 195, y: 300))
    driver.settle()
    let leaving = try #require(driver.opacity(of: "Row 2"))
    #expect(leaving < 0.95 && leaving > 0.3, "\(leaving)")
    #expect(try #require(driver.opacity(of: "Row 5")) == 1)
  }

  @Test func symbolEffectsBounceOncePerValueAndPulseWhileActive() throws {
    struct Bell: View {
      @State var rings = 0
      @State var hidden = false
      var body: some View {
        VStack(spacing: 30) {
          Image(systemName: "bell.fill").font(.largeTitle)
            .accessibilityIdentifier("bell")
            .symbolEffect(.bounce, value: rings)
          Image(systemName: "heart.fill").font(.largeTitle)
            .accessibilityIdentifier("heart")
            .symbolEffect(.pulse)
          Image(systemName: "star.fill").font(.largeTitle)
            .accessibilityIdentifier("star")
            .symbolEffect(.disappear, isActive: hidden)
          Button("Ring") { rings += 1 }
          Button("Hide") { hidden.toggle() }
        }
      }
    }
    let driver = AppDriver(Bell())
    let rest = try #require(driver.frame(ofIdentifier: "bell"))
    try driver.tap("Ring")
    driver.advance(by: 0.1)
    let squashed = try #require(driver.frame(ofIdentifier: "bell"))
    #expect(squashed.width < rest.width - 1, "\(squashed) \(rest)")
    driver.advance(by: 1.5)
    let back = try #require(driver.frame(ofIdentifier: "bell"))
    #expect(abs(back.width - rest.width) < 0.5)
    // The pulsing heart fades and comes back each second: 1.65 s in, it is on its way back.
    let heart = try #require(driver.host.elements().first { $0.identifier == "heart" })
    #expect(heart.opacity < 0.9 && heart.opacity > 0.3, "\(heart.opacity)")
    try driver.tap("Hide")
    driver.advance(by: 1)
    #expect(driver.find(identifier: "star") == nil, "a disappeared symbol is not seen")
  }

  @Test func anImageRendererDrawsAViewAtItsIdealSize() throws {
    let renderer = ImageRenderer(
      content: Text("Hello").padding(10).background(Color.red))
    renderer.scale = 2
    let image = try #require(renderer.uiImage)
    #expect(image.size.width > 40 && image.size.height > 30, "\(image.size)")
    let data = try #require(image.pngData())
    let path = temporaryFolder("image-renderer") + "/hello.png"
    try data.write(to: URL(fileURLWithPath: path))
    let loaded = try #require(RenderedImage.loadPNG(at: path, scale: 2))
    #expect(loaded.pixelWidth == Int((image.size.width * 2).rounded()))
    let corner = loaded.pixel(at: CGPoint(x: 2, y: 2))
    #expect(corner.red > 240 && corner.green < 80 && corner.alpha > 250, "\(corner)")
  }
}
