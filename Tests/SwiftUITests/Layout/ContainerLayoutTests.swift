import Foundation
import Testing

@testable import SwiftUI

/// GeometryReader and ZStack (reference §1).
@MainActor @Suite struct ContainerLayoutTests {
  @Test func geometryReaderTakesTheProposalAndPlacesChildrenTopLeading() {
    let probe = LayoutProbe(
      GeometryReader { proxy in
        Color.red.frame(width: proxy.size.width / 2, height: 20).accessibilityIdentifier("half")
        Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))").accessibilityIdentifier("size")
      }
      .accessibilityIdentifier("reader")
      .frame(width: 200, height: 100))
    let reader = probe.frame("reader")
    #expect(approx(reader.size, CGSize(width: 200, height: 100)))
    #expect(
      approx(probe.frame("half"), CGRect(x: reader.minX, y: reader.minY, width: 100, height: 20)))
    #expect(approx(probe.frame("size").origin, reader.origin))
    #expect(probe.host.elements().contains { $0.label == "200x100" })
  }

  @Test func geometryReaderProposedNothingIsEmpty() {
    let probe = LayoutProbe(
      GeometryReader { _ in Color.red }.fixedSize().accessibilityIdentifier("reader"))
    #expect(probe.size("reader") == .zero)
  }

  @Test func geometryReaderFollowsAResize() {
    let probe = LayoutProbe(
      GeometryReader { proxy in
        Text("\(Int(proxy.size.width))").accessibilityIdentifier("width")
      })
    #expect(probe.host.elements().contains { $0.label == "300" })
    probe.host.resize(to: CGSize(width: 250, height: 300))
    #expect(probe.host.elements().contains { $0.label == "250" }, "\(probe.host.elements())")
  }

  @Test func zStackIsAsLargeAsItsLargestChildAndCentresThem() {
    let probe = LayoutProbe(
      VStack(spacing: 0) {
        ZStack {
          block("wide", 100, 40)
          block("tall", 40, 80)
        }
        .accessibilityIdentifier("stack")
        ZStack(alignment: .topLeading) {
          block("wide2", 100, 40)
          block("tall2", 40, 80)
        }
        .accessibilityIdentifier("stack2")
        ZStack(alignment: .bottomTrailing) {
          block("wide3", 100, 40)
          block("tall3", 40, 80)
        }
        .accessibilityIdentifier("stack3")
      })
    let stack = probe.frame("stack")
    #expect(approx(stack.size, CGSize(width: 100, height: 80)))
    #expect(
      approx(probe.frame("wide").midY, stack.midY) && approx(probe.frame("tall").midX, stack.midX))
    #expect(approx(probe.frame("wide2").origin, probe.frame("stack2").origin))
    #expect(approx(probe.frame("tall2").origin, probe.frame("stack2").origin))
    #expect(approx(probe.frame("wide3").maxX, probe.frame("stack3").maxX))
    #expect(approx(probe.frame("wide3").maxY, probe.frame("stack3").maxY))
    #expect(approx(probe.frame("tall3").maxY, probe.frame("stack3").maxY))
  }

  @Test func zStackSizeComesFromItsHighestPriorityChildren() {
    let probe = LayoutProbe(
      ZStack {
        Color.yellow.accessibilityIdentifier("fill")
        block("label", 60, 30).layoutPriority(1)
      }
      .accessibilityIdentifier("stack"))
    #expect(approx(probe.size("stack"), CGSize(width: 60, height: 30)))
    #expect(approx(probe.frame("fill"), probe.frame("label")))
  }

  @Test func zStackGivesEveryChildTheSameProposal() {
    let probe = LayoutProbe(
      ZStack {
        Color.red.accessibilityIdentifier("color")
        block("small", 10)
      })
    #expect(approx(probe.size("color"), CGSize(width: 300, height: 300)))
    #expect(approx(probe.frame("small").midX, 150) && approx(probe.frame("small").midY, 150))
  }
}
