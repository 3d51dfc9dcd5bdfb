import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// A list row's fill, separator and touch area are one node (`ListRowChrome`) where they were a background, an
/// overlay and a content shape: rows draw and answer touches as they did.
@MainActor @Suite struct ListRowChromeTests {
  /// The chrome as it was written before it became one node.
  struct WrittenOut: ViewModifier {
    let background: AnyView
    let separatorInset: CGFloat?
    func body(content: Content) -> some View {
      content
        .background(background)
        .overlay(alignment: .bottom) {
          if let separatorInset {
            ListMetrics.separator
              .frame(height: 1 / 3)
              .padding(.leading, separatorInset)
          }
        }
        .contentShape(Rectangle())
    }
  }

  struct Rows: View {
    let oneNode: Bool
    let background: AnyView
    var body: some View {
      VStack(spacing: 0) {
        ForEach(0..<7, id: \.self) { index in
          let separatorInset: CGFloat? = index == 6 ? nil : CGFloat(20 + index % 3 * 7)
          let row = Text("Row \(index) of the list")
            .padding(
              EdgeInsets(top: 8, leading: separatorInset ?? 20, bottom: 8, trailing: 16)
            )
            .frame(minHeight: 44 + CGFloat(index % 2) / 3)
            .frame(maxWidth: .infinity, alignment: .leading)
          if oneNode {
            row.modifier(ListRowChrome(background: background, separatorInset: separatorInset))
          } else {
            row.modifier(WrittenOut(background: background, separatorInset: separatorInset))
          }
        }
      }
      .padding(.top, 7.3)
    }
  }

  func expectSamePixels(
    background: AnyView, scale: CGFloat, direction: LayoutDirection,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    func image(oneNode: Bool) -> RenderedImage {
      let host = ViewHost(
        rootView: Rows(oneNode: oneNode, background: background)
          .environment(\.layoutDirection, direction),
        size: CGSize(width: 301, height: 400), scale: scale, safeAreaInsets: EdgeInsets())
      host.layerCachePolicy = .never
      return host.render()
    }
    let drawn = image(oneNode: true)
    let expected = image(oneNode: false)
    var differing = 0
    var separatorPixels = 0
    for y in 0..<expected.pixelHeight {
      for x in 0..<expected.pixelWidth {
        if drawn.pixel(x: x, y: y) != expected.pixel(x: x, y: y) { differing += 1 }
        if expected.pixel(x: x, y: y) != expected.pixel(x: 0, y: y) { separatorPixels += 1 }
      }
    }
    #expect(separatorPixels > 0, "something is drawn", sourceLocation: sourceLocation)
    #expect(
      differing == 0, "\(differing) pixels differ at \(scale)x, \(direction)",
      sourceLocation: sourceLocation)
  }

  @Test func rowsDrawWhatTheirWrittenOutChromeDraws() {
    let fills: [AnyView] = [
      AnyView(SystemColor.background),
      AnyView(Color.rgb(209, 209, 214, dark: (58, 58, 60))),
      // Not a colour: drawn as a background view, as `.background` draws it.
      AnyView(LinearGradient(colors: [.yellow, .orange], startPoint: .top, endPoint: .bottom)),
    ]
    for fill in fills {
      for scale: CGFloat in [2, 3] {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
          expectSamePixels(background: fill, scale: scale, direction: direction)
        }
      }
    }
  }

  /// A row is one node of chrome around its content: no background, overlay, padding or frame nodes of a
  /// separator are built with it.
  @Test func aListRowBuildsItsChromeAsOneNode() throws {
    struct Row: View {
      let index: Int
      var body: some View { Text("Item \(index)") }
    }
    let driver = AppDriver(
      List(0..<50, id: \.self) { Row(index: $0) }, size: CGSize(width: 300, height: 600))
    driver.settle()
    func find(_ node: ViewNode) -> ViewNode? {
      if node.layout is LazyStackLayout { return node }
      for child in node.children {
        if let found = find(child) { return found }
      }
      return nil
    }
    let rows = try #require(find(driver.host.graph.root))
    var chrome = 0
    var separators = 0
    var nodes = 0
    rows.children[0].forEachDescendant { node in
      nodes += 1
      if node.layout is ListRowChromeLayout { chrome += 1 }
      if node.view is ListRowSeparator { separators += 1 }
    }
    #expect(chrome == 1)
    #expect(separators == 1)
    #expect(nodes <= 25, "\(nodes) nodes in a row")
  }

  /// The fill takes touches as the background did: a tap anywhere in a row, beside its label too, selects it.
  @Test func aTapBesideTheLabelSelectsTheRow() throws {
    struct Selecting: View {
      @State var selection: Int?
      var body: some View {
        VStack {
          Text("Selected \(selection.map(String.init) ?? "none")")
          List(0..<5, id: \.self, selection: $selection) { Text("Item \($0)") }
        }
      }
    }
    let driver = AppDriver(Selecting(), size: CGSize(width: 300, height: 600))
    driver.settle()
    let item = try #require(driver.frame(of: "Item 2"))
    driver.tap(at: CGPoint(x: 280, y: item.midY))
    driver.settle()
    #expect(driver.exists("Selected 2"))
  }
}
