import Foundation
import SwiftUITesting
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

  /// Counts how often a geometry reader's content is built, and the sizes it was built for.
  final class BuildCounter: ObservableObject {
    var builds: [CGSize] = []
    @Published var taps = 0
  }

  struct FullScreenReader: View {
    let counter: BuildCounter
    @State private var taps = 0
    var body: some View {
      GeometryReader { proxy in
        let _ = counter.builds.append(proxy.size)
        ZStack {
          Color.red.accessibilityIdentifier("content")
          Button("Tapped \(taps)") { taps += 1 }
        }
      }
      .ignoresSafeArea()
    }
  }

  @Test func aGeometryReaderReachingIntoTheSafeAreaBuildsItsContentOnceAnUpdate() throws {
    let counter = BuildCounter()
    let driver = AppDriver(FullScreenReader(counter: counter), size: Self.phone, scale: 1)
    driver.settle()
    #expect(counter.builds.last == Self.phone)
    // Each update builds the reader's content once, for the whole screen, never first for the safe
    // area's smaller size.
    for update in 1...3 {
      counter.builds.removeAll()
      try driver.tap("Tapped \(update - 1)")
      driver.settle()
      #expect(driver.exists("Tapped \(update)"))
      #expect(counter.builds == [Self.phone], "update \(update): \(counter.builds)")
      let frame = try #require(driver.frame(ofIdentifier: "content"))
      #expect(approx(frame, CGRect(origin: .zero, size: Self.phone)))
    }
  }

  @Test func aReaderThatStopsReachingTheEdgeIsLaidOutAtItsOwnSizeAgain() {
    struct Screen: View {
      @ObservedObject var counter: BuildCounter
      var body: some View {
        VStack(spacing: 0) {
          if counter.taps > 0 { Color.blue.frame(height: 100) }
          GeometryReader { proxy in
            let _ = counter.builds.append(proxy.size)
            Color.red.accessibilityIdentifier("content")
          }
          .ignoresSafeArea()
        }
      }
    }
    let counter = BuildCounter()
    let probe = LayoutProbe(
      Screen(counter: counter), size: Self.phone, safeArea: ViewHost.phoneSafeArea)
    #expect(approx(probe.frame("content"), CGRect(origin: .zero, size: Self.phone)))
    // A bar above pushes it off the top edge: it reaches only the bottom one now.
    counter.taps = 1
    probe.host.update()
    #expect(approx(probe.frame("content"), CGRect(x: 0, y: 147, width: 390, height: 844 - 147)))
    #expect(counter.builds.last == CGSize(width: 390, height: 844 - 147))
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

  /// A row of a long list with a counter of its own.
  struct CountingRow: View {
    let index: Int
    @State private var taps = 0
    var body: some View {
      Button("row \(index) tapped \(taps)") { taps += 1 }
    }
  }

  @Test func theSafeAreaWalkSkipsSubtreesThatDoNotReachOut() throws {
    struct Screen: View {
      var body: some View {
        ZStack {
          Color.blue.accessibilityIdentifier("background").ignoresSafeArea()
          ScrollView {
            VStack(spacing: 0) {
              ForEach(0..<300, id: \.self) { index in CountingRow(index: index) }
            }
          }
        }
      }
    }
    let driver = AppDriver(Screen(), size: Self.phone, scale: 1)
    driver.settle()
    let graph = driver.host.graph
    graph.safeAreaVisits = 0
    try driver.tap("row 3 tapped 0")
    driver.settle()
    #expect(driver.exists("row 3 tapped 1"))
    // The background still reaches the edges; the list's rows, none of which reach out, are not walked.
    let background = try #require(driver.frame(ofIdentifier: "background"))
    #expect(approx(background, CGRect(origin: .zero, size: Self.phone)))
    #expect(graph.safeAreaVisits > 0)
    #expect(graph.safeAreaVisits < 40, "\(graph.safeAreaVisits) nodes visited")
  }

  @Test func aViewThatStopsIgnoringTheSafeAreaGoesBackInsideIt() {
    final class Switch: ObservableObject {
      @Published var ignores = true
    }
    struct Screen: View {
      @ObservedObject var toggle: Switch
      var body: some View {
        VStack {
          ForEach(0..<20, id: \.self) { index in Text("line \(index)") }
          Color.red.accessibilityIdentifier("fill")
            .ignoresSafeArea(edges: toggle.ignores ? .all : [])
        }
      }
    }
    let toggle = Switch()
    let probe = LayoutProbe(
      Screen(toggle: toggle), size: Self.phone, safeArea: ViewHost.phoneSafeArea)
    #expect(approx(probe.frame("fill").maxY, 844))
    toggle.ignores = false
    probe.host.update()
    #expect(approx(probe.frame("fill").maxY, 844 - 34))
    toggle.ignores = true
    probe.host.update()
    #expect(approx(probe.frame("fill").maxY, 844))
  }
}
