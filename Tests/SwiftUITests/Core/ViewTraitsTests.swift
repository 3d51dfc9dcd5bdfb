import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// Traits are what a container reads from its resolved children: tags, ForEach ids, tab items, list row
/// options, layout priority and zIndex, and keys of one's own through `_trait`.
@MainActor @Suite struct ViewTraitsTests {
  struct Badge: _ViewTraitKey {
    static var defaultValue: String { "none" }
  }

  @Test func childrenCarryTheTraitsTheirModifiersWrote() {
    let children = flatten(
      TupleView(
        (
          Text("a").tag(1).padding().tag(2),
          Text("b")._trait(Badge.self, "new").zIndex(3).layoutPriority(2),
          Text("c").tabItem { Text("Tab") }
        )))
    #expect(children[0].tagOrID == AnyHashable(2), "the outermost tag counts, as in SwiftUI")
    #expect(children[1].traits[Badge.self] == "new")
    #expect(children[1].traits[ZIndexTraitKey.self] == 3)
    #expect(children[1].traits[LayoutPriorityTraitKey.self] == 2)
    #expect(children[2].traits[Badge.self] == "none", "a trait nobody wrote has its default")
    #expect(
      children[2].traits[TabItemTraitKey.self].flatMap { labelText(of: $0)?.plainText } == "Tab")
    #expect(children[2].tagOrID == nil)
  }

  @Test func forEachIdsAreTheImplicitTag() {
    let children = flatten(ForEach(["x", "y"], id: \.self) { Text($0) })
    #expect(children.map(\.tagOrID) == [AnyHashable("x"), AnyHashable("y")])
  }

  @Test func listRowOptionsAddUpWithTheInnermostWinning() {
    let row = flatten(
      Text("row")
        .listRowInsets(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        .listRowSeparator(.hidden)
        .listRowInsets(EdgeInsets()))[0]
    let options = row.traits[ListRowOptions.self]
    #expect(options.insets == EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    #expect(options.hidesSeparator)
  }

  @Test func zIndexAndLayoutPriorityStillShapeTheNodes() {
    let image = render(
      ZStack {
        Color.red.frame(width: 60, height: 60).zIndex(1)
        Color.blue.frame(width: 60, height: 60)
      }, size: CGSize(width: 100, height: 100))
    #expect(image.pixel(at: CGPoint(x: 50, y: 50)) == RenderedImage.Pixel(Color.red))
    let host = ViewHost(
      rootView: HStack(spacing: 0) {
        Text("A long label that wants the whole row")
        Text("Priority").layoutPriority(1)
      }.frame(width: 100),
      size: CGSize(width: 200, height: 100), scale: 1, safeAreaInsets: EdgeInsets())
    _ = host.render()
    let priority = host.elements().first { $0.label == "Priority" }
    let measured = TextEngine.shared.measure(
      "Priority", style: TextEngine.Style(font: .body), proposal: .unspecified
    ).size
    #expect(priority?.frame.width == measured.width, "the prioritised text gets its full width")
  }
}
