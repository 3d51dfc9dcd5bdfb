import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// iOS 17's scoped animation: only what the body applies animates.
private struct ScopedFade: View {
  @State var on = false
  var body: some View {
    VStack {
      Text("Scoped")
        .offset(x: on ? 100 : 0)
        .animation(.linear(duration: 1)) { content in
          content.opacity(on ? 0.2 : 1)
        }
      Button("Go") { on.toggle() }
    }
  }
}

@MainActor struct ScopedAnimationTests {
  @Test func onlyTheBodysModifiersAnimate() throws {
    let driver = AppDriver(ScopedFade())
    let rest = try #require(driver.frame(of: "Scoped"))
    try driver.tap("Go")
    driver.advance(by: 0.5)
    let opacity = try #require(driver.opacity(of: "Scoped"))
    #expect(abs(opacity - 0.6) < 0.05, "\(opacity)")
    let moved = try #require(driver.frame(of: "Scoped"))
    #expect(
      abs(moved.minX - (rest.minX + 100)) < 0.5, "the offset outside the body jumps: \(moved)")
  }
}
