import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// What a geometry reader's proxy tells of the safe area, as SwiftUI's `GeometryProxy.safeAreaInsets`: how far
/// the reader reaches past the safe area that applies to it — nothing inside it, the window's insets at the
/// screen's edges, and a tab bar's height too under a tab bar (where MapKit keeps its attribution clear).
@MainActor @Suite struct ReaderSafeAreaTests {
  static let phone = CGSize(width: 390, height: 844)

  /// The insets each build of the reader's content was told.
  final class Seen {
    var insets: [EdgeInsets] = []
  }

  struct Reader: View {
    let seen: Seen
    @State private var taps = 0
    var body: some View {
      GeometryReader { proxy in
        let _ = seen.insets.append(proxy.safeAreaInsets)
        Button("Tapped \(taps)") { taps += 1 }
          .frame(maxWidth: .infinity, maxHeight: .infinity)
      }
    }
  }

  func expectInsets(
    _ seen: Seen, top: CGFloat, bottom: CGFloat,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let last = seen.insets.last else {
      Issue.record("the reader was never built", sourceLocation: sourceLocation)
      return
    }
    #expect(
      approx(last.top, top, tolerance: 0.5) && approx(last.bottom, bottom, tolerance: 0.5)
        && last.leading == 0 && last.trailing == 0, "\(last)", sourceLocation: sourceLocation)
  }

  @Test func aReaderInsideTheSafeAreaIsToldNone() {
    let seen = Seen()
    _ = LayoutProbe(
      VStack {
        Text("Title")
        Reader(seen: seen)
      },
      size: Self.phone, safeArea: ViewHost.phoneSafeArea)
    expectInsets(seen, top: 0, bottom: 0)
  }

  @Test func aReaderReachingTheScreenEdgesIsToldTheWindowsInsetsOnEveryUpdate() throws {
    let seen = Seen()
    let driver = AppDriver(Reader(seen: seen).ignoresSafeArea(), size: Self.phone, scale: 1)
    driver.settle()
    expectInsets(seen, top: 47, bottom: 34)
    // Rebuilt at once at the size it reached before (the resolver moves it out after): told the same.
    for update in 1...2 {
      seen.insets.removeAll()
      try driver.tap("Tapped \(update - 1)")
      driver.settle()
      #expect(!seen.insets.isEmpty)
      expectInsets(seen, top: 47, bottom: 34)
    }
  }

  @Test func aHeaderReachingUnderTheStatusBarIsToldOnlyTheTop() {
    let seen = Seen()
    _ = LayoutProbe(
      VStack {
        Reader(seen: seen).ignoresSafeArea(edges: .top).frame(height: 100)
        Spacer()
      },
      size: Self.phone, safeArea: ViewHost.phoneSafeArea)
    expectInsets(seen, top: 47, bottom: 0)
  }

  @Test func aReaderMovedUnderTheStatusBarAtTheSameSizeIsBuiltAgain() {
    let seen = Seen()
    // The stack reaches up to the screen's top and keeps the reader at its top: the reader is first placed
    // at the safe area's top, then moved up 47 pt, its size unchanged.
    _ = LayoutProbe(
      VStack {
        ZStack(alignment: .top) {
          Color.clear
          Reader(seen: seen).frame(height: 100)
        }
        .ignoresSafeArea(edges: .top)
        .frame(height: 200)
        Spacer()
      },
      size: Self.phone, safeArea: ViewHost.phoneSafeArea)
    #expect(seen.insets.count >= 2, "built before and after the move: \(seen.insets)")
    expectInsets(seen, top: 47, bottom: 0)
  }

  @Test func aReaderReachingUnderATabBarIsToldTheBarToo() {
    let seen = Seen()
    _ = LayoutProbe(
      TabView {
        Reader(seen: seen).ignoresSafeArea()
          .tabItem { Label("Map", systemImage: "map") }
        Text("Other")
          .tabItem { Label("Other", systemImage: "star") }
      },
      size: Self.phone, safeArea: ViewHost.phoneSafeArea)
    // The tab bar is 49 pt above the home indicator's 34.
    expectInsets(seen, top: 47, bottom: 49 + 34)
  }
}
