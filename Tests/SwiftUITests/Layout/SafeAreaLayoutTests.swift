import Foundation
import Testing

@testable import SwiftUI

/// Content stays inside the iPhone safe area (47 pt top, 34 pt bottom); `.ignoresSafeArea()` reaches the edges.
@MainActor @Suite struct SafeAreaLayoutTests {
  static let phone = CGSize(width: 390, height: 844)

  @Test func contentStaysInsideTheSafeArea() {
    let probe = LayoutProbe(
      VStack {
        Text("Top").accessibilityIdentifier("top")
        Spacer()
        Text("Bottom").accessibilityIdentifier("bottom")
      }
      .accessibilityIdentifier("stack"),
      size: Self.phone, safeArea: ViewHost.phoneSafeArea)
    #expect(approx(probe.frame("top").minY, 47))
    #expect(approx(probe.frame("bottom").maxY, 844 - 34))
    #expect(approx(probe.frame("stack").height, 844 - 47 - 34))
  }

  @Test func ignoringTheSafeAreaReachesTheScreenEdges() {
    let probe = LayoutProbe(
      ZStack {
        Color.red.accessibilityIdentifier("background").ignoresSafeArea()
        Text("Hello").accessibilityIdentifier("text")
      },
      size: Self.phone, safeArea: ViewHost.phoneSafeArea)
    #expect(approx(probe.frame("background"), CGRect(origin: .zero, size: Self.phone)))
    let image = probe.host.render()
    for point in [
      CGPoint(x: 0, y: 0), CGPoint(x: 389, y: 843), CGPoint(x: 195, y: 20), CGPoint(x: 195, y: 830),
    ] {
      #expect(
        image.pixel(at: point) == RenderedImage.Pixel(red: 255, green: 59, blue: 48), "\(point)")
    }
    #expect(approx(probe.frame("text").midY, 47 + (844 - 47 - 34) / 2))
  }

  @Test func onlyTheChosenEdgesAreIgnored() {
    let probe = LayoutProbe(
      Color.red.accessibilityIdentifier("c").ignoresSafeArea(edges: .top),
      size: Self.phone, safeArea: ViewHost.phoneSafeArea)
    #expect(approx(probe.frame("c"), CGRect(x: 0, y: 0, width: 390, height: 844 - 34)))
  }

  @Test func aShapeStyleBackgroundFillsTheSafeAreaButTheContentDoesNot() {
    let probe = LayoutProbe(
      VStack {
        Text("Title").accessibilityIdentifier("title")
        Spacer()
      }
      .frame(maxWidth: .infinity)
      .background(Color.blue),
      size: Self.phone, safeArea: ViewHost.phoneSafeArea)
    #expect(approx(probe.frame("title").minY, 47))
    let image = probe.host.render()
    #expect(image.pixel(at: CGPoint(x: 5, y: 5)).blue == 255)
    #expect(image.pixel(at: CGPoint(x: 385, y: 840)).blue == 255)
  }

  @Test func aViewAwayFromTheEdgesIsNotExtended() {
    let probe = LayoutProbe(
      Text("Middle").background(Color.red.ignoresSafeArea().accessibilityIdentifier("bg"))
        .accessibilityIdentifier("t"),
      size: Self.phone, safeArea: ViewHost.phoneSafeArea)
    #expect(approx(probe.frame("bg"), probe.frame("t")))
  }

  @Test func aStackThatIgnoresTheSafeAreaLaysOutInTheWholeScreen() {
    let probe = LayoutProbe(
      VStack {
        Spacer()
        block("bottom", 10)
      }
      .frame(maxWidth: .infinity)
      .ignoresSafeArea(),
      size: Self.phone, safeArea: ViewHost.phoneSafeArea)
    #expect(approx(probe.frame("bottom").maxY, 844))
  }
}
