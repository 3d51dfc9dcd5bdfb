import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// Lazy stacks and lists in a scroll view build only the rows near what is shown, as SwiftUI does: bodies run
/// for those rows only, rows far away are released, `onAppear` runs when a row comes near, and a row's
/// `@State` lives as long as its identity.
@MainActor @Suite struct LazyBuildingTests {
  @MainActor final class Log {
    var appeared: [Int] = []
    var disappeared: [Int] = []
  }

  struct LazyRow: View {
    let index: Int
    let log: Log
    @State private var taps = 0
    var body: some View {
      HStack {
        Text("Row \(index)")
        Button("Tap \(index)") { taps += 1 }
        Text("taps \(index): \(taps)")
      }
      .frame(height: index.isMultiple(of: 3) ? 90 : 40)
      .onAppear { log.appeared.append(index) }
      .onDisappear { log.disappeared.append(index) }
    }
  }

  struct Rows: View {
    let count: Int
    let log: Log
    var body: some View {
      ScrollView {
        LazyVStack(spacing: 0) {
          ForEach(0..<count, id: \.self) { LazyRow(index: $0, log: log) }
        }
      }
    }
  }

  func rowEvaluations(_ driver: AppDriver) -> Int {
    driver.host.bodyEvaluations.filter { $0.key.hasPrefix("LazyRow") }.values.reduce(0, +)
  }

  @Test func onlyRowsNearTheViewportAreBuilt() {
    let log = Log()
    let driver = AppDriver(Rows(count: 10_000, log: log), size: CGSize(width: 300, height: 600))
    driver.settle()
    #expect(driver.exists("Row 0"))
    // About 12 rows show in 600 pt; up to one more screen ahead is built.
    let first = rowEvaluations(driver)
    #expect(first > 10 && first < 40, "bodies run: \(first)")
    #expect(log.appeared.count == first)
    #expect(!driver.exists("Row 100", includingHidden: true))

    // Far down: the rows there are built, the first ones released.
    driver.scroll(dy: 30_000, at: CGPoint(x: 150, y: 300))
    driver.settle()
    let shown = driver.texts.filter { $0.hasPrefix("Row ") }
    #expect(!shown.isEmpty)
    #expect(!driver.exists("Row 0", includingHidden: true), "released")
    #expect(log.disappeared.contains(0))
    let index = Int(shown[0].dropFirst(4).filter(\.isNumber))!
    #expect(index > 300, "shown: \(shown)")
    #expect(log.appeared.contains(index))
    #expect(rowEvaluations(driver) - first < 40, "only the rows near the new place were built")
  }

  @Test func scrollingKeepsWhatIsShownInPlaceAsRowsAreMeasured() throws {
    let log = Log()
    let driver = AppDriver(Rows(count: 2_000, log: log), size: CGSize(width: 300, height: 600))
    driver.settle()
    let top = try #require(driver.frame(of: "Row 0")).minY
    driver.scroll(dy: 20_000, at: CGPoint(x: 150, y: 300))
    driver.settle()
    let label = try #require(driver.texts.first { $0.hasPrefix("Row ") })
    let before = try #require(driver.frame(of: label, includingHidden: true))
    // Scrolling up a little builds rows above, measured taller or shorter than estimated: the row stays put
    // apart from the scroll itself.
    driver.scroll(dy: -300, at: CGPoint(x: 150, y: 300))
    driver.settle()
    let after = try #require(driver.frame(of: label, includingHidden: true))
    #expect(abs(after.minY - (before.minY + 300)) < 0.5, "\(before) → \(after)")
    // Back at the start, row 0 is where it began.
    driver.scroll(dy: -100_000, at: CGPoint(x: 150, y: 300))
    driver.settle()
    #expect(abs(try #require(driver.frame(of: "Row 0")).minY - top) < 0.5)
    // Heights are 90 and 40: once every row was measured, the content ends at the last row.
    driver.scroll(dy: 200_000, at: CGPoint(x: 150, y: 300))
    driver.settle()
    // (Numbers are formatted: "1,999".)
    let last = try #require(driver.frame(of: "Row 1,999"))
    #expect(abs(last.maxY - 600) < 60, "\(last)")
  }

  @Test func aRowKeepsItsStateWhileItsIdentityLives() throws {
    let log = Log()
    let driver = AppDriver(Rows(count: 1_000, log: log), size: CGSize(width: 300, height: 600))
    driver.settle()
    try driver.tap("Tap 2")
    try driver.tap("Tap 2")
    #expect(driver.exists("taps 2: 2"))
    driver.scroll(dy: 20_000, at: CGPoint(x: 150, y: 300))
    driver.settle()
    #expect(!driver.exists("Row 2", includingHidden: true), "released far away")
    driver.scroll(dy: -100_000, at: CGPoint(x: 150, y: 300))
    driver.settle()
    #expect(driver.exists("taps 2: 2"), "\(driver.texts.filter { $0.hasPrefix("taps") })")
    #expect(driver.exists("taps 3: 0"))
    #expect(log.appeared.filter { $0 == 2 }.count == 2, "onAppear again when it came back")
  }

  /// The lazy container's rows (the first in the tree).
  func lazyRows(_ driver: AppDriver) -> LazyRows? {
    func find(_ node: ViewNode) -> LazyRows? {
      if let layout = node.layout as? LazyStackLayout { return layout.rows }
      for child in node.children {
        if let rows = find(child) { return rows }
      }
      return nil
    }
    return find(driver.host.graph.root)
  }

  @Test func scrollingThroughUntouchedRowsKeepsNothingForThem() throws {
    let log = Log()
    let driver = AppDriver(Rows(count: 5_000, log: log), size: CGSize(width: 300, height: 600))
    driver.settle()
    try driver.tap("Tap 1")
    #expect(driver.exists("taps 1: 1"))
    // Scrolling a screen at a time releases hundreds of rows with @State; only the row tapped keeps its state.
    for _ in 0..<40 {
      driver.scroll(dy: 600, at: CGPoint(x: 150, y: 300))
      driver.settle()
    }
    let rows = try #require(lazyRows(driver))
    #expect(log.disappeared.count > 300, "\(log.disappeared.count) rows released")
    #expect(rows.keptState.count == 1, "\(rows.keptState.count) rows keep state")
    #expect(rows.built.count < 40, "\(rows.built) built")
    driver.scroll(dy: -100_000, at: CGPoint(x: 150, y: 300))
    driver.settle()
    #expect(driver.exists("taps 1: 1"))
    #expect(rows.keptState.count == 0)

    // A List's rows (their chrome has state of its own: swipe, press) keep nothing either.
    let list = AppDriver(
      List(0..<5_000, id: \.self) { LazyRow(index: $0, log: log) },
      size: CGSize(width: 300, height: 600))
    list.settle()
    for _ in 0..<20 {
      list.scroll(dy: 600, at: CGPoint(x: 150, y: 300))
      list.settle()
    }
    let listRows = try #require(lazyRows(list))
    let kinds = Set(
      listRows.keptState.values.flatMap { $0.values.joined().map { "\(type(of: $0))" } })
    #expect(listRows.keptState.count == 0, "\(listRows.keptState.count) rows keep state: \(kinds)")
  }

  @Test func aLongListBuildsOnlyTheRowsShown() {
    struct ListRowView: View {
      let index: Int
      var body: some View { Text("Item \(index)") }
    }
    let driver = AppDriver(
      List(0..<10_000, id: \.self) { ListRowView(index: $0) }, size: CGSize(width: 300, height: 600)
    )
    driver.settle()
    #expect(driver.exists("Item 0"))
    let evaluations = driver.host.bodyEvaluations.filter { $0.key.hasPrefix("ListRowView") }
      .values.reduce(0, +)
    #expect(evaluations > 5 && evaluations < 60, "\(evaluations)")
    driver.scroll(dy: 500_000, at: CGPoint(x: 150, y: 300))
    driver.settle()
    #expect(driver.exists("Item 9,999"))
  }

  /// A frame that builds rows shown builds none ahead, and the rows ahead come two a frame drawn, however many
  /// updates the host runs in a frame (an event's and the frame's own).
  @Test func aJumpsFrameBuildsOnlyTheRowsItShows() throws {
    struct Row: View {
      let index: Int
      var body: some View { Text("Item \(index)").frame(height: 40) }
    }
    let driver = AppDriver(
      List(0..<10_000, id: \.self) { Row(index: $0) }, size: CGSize(width: 300, height: 600))
    driver.settle()
    let host = driver.host
    _ = host.render()
    let rows = try #require(lazyRows(driver))
    func frame(dy: CGFloat) {
      host.send(.scroll(dx: 0, dy: dy, at: CGPoint(x: 150, y: 300)))
      host.update()
      _ = host.render()
    }
    frame(dy: 30_000)
    let afterJump = rows.built.count
    frame(dy: 0)
    #expect(rows.built.count == afterJump + 2, "two ahead in the next frame")
    frame(dy: 0)
    #expect(rows.built.count == afterJump + 4)
    // The next frame's updates, however many, build two together; then, until a frame is drawn, nothing is
    // left for an update to do (a host that draws no frame is not kept busy).
    host.update()
    host.update()
    #expect(rows.built.count == afterJump + 6)
    #expect(!host.graph.needsUpdate)
    _ = host.render()
    #expect(host.graph.needsUpdate, "the rows still ahead, in the next frame")
    host.update()
    #expect(rows.built.count == afterJump + 8)
    // The rows shown whole, and one partly shown at each end (under the bars too).
    let shown = driver.texts.filter { $0.hasPrefix("Item ") }.count
    #expect(shown > 8)
    #expect(afterJump <= shown + 2, "\(afterJump) built in the jump's frame, \(shown) shown")
  }

  @Test func scrollToReachesARowNotBuiltYet() throws {
    let log = Log()
    let view = ScrollViewReader { proxy in
      VStack {
        Button("Go to 700") { proxy.scrollTo(700, anchor: .top) }
        ScrollView {
          LazyVStack(spacing: 0) {
            ForEach(0..<1_000, id: \.self) { LazyRow(index: $0, log: log) }
          }
        }
      }
    }
    let driver = AppDriver(view, size: CGSize(width: 300, height: 600))
    driver.settle()
    #expect(!driver.exists("Row 700", includingHidden: true))
    try driver.tap("Go to 700")
    driver.settle()
    let row = try #require(driver.frame(of: "Row 700"))
    let button = try #require(driver.frame(of: "Go to 700"))
    #expect(row.minY > button.maxY && row.minY < button.maxY + 60, "at the top: \(row)")
  }

  @Test func outsideAScrollViewEveryRowIsBuilt() {
    let log = Log()
    let driver = AppDriver(
      LazyVStack { ForEach(0..<30, id: \.self) { LazyRow(index: $0, log: log) } },
      size: CGSize(width: 300, height: 600))
    driver.settle()
    #expect(rowEvaluations(driver) == 30)
  }

  /// Building rows lazily is an optimisation: a List whose rows are all one height draws pixel for pixel what
  /// the same List with every row built draws (`SWIFTUI_LAZY_ROWS=0`), scrolled a step at a time, after a
  /// jump, and with a row's state changed, released and built again.
  @Test func aLazyListDrawsWhatTheListWithEveryRowBuiltDraws() throws {
    struct PersonRow: View {
      let index: Int
      @State private var liked = false
      var body: some View {
        HStack {
          VStack(alignment: .leading, spacing: 2) {
            Text("Person \(index)").font(.headline)
            Text("Row \(index) of the list").font(.caption).foregroundStyle(Color.secondary)
          }
          Spacer()
          Button(liked ? "Liked \(index)" : "Like \(index)") { liked.toggle() }
        }
      }
    }
    let list = List(0..<600, id: \.self) { PersonRow(index: $0) }
    let lazy = AppDriver(list, size: CGSize(width: 300, height: 500))
    let eager = AppDriver(list, size: CGSize(width: 300, height: 500))
    // Layers kept between frames are composited with rounding of their own; which rows have one depends on
    // each host's history, so both draw every node directly.
    lazy.host.layerCachePolicy = .never
    eager.host.layerCachePolicy = .never
    lazy.settle()
    eager.settle()
    // Switched off once the graph is built, as the tree is: the next layout builds every row.
    eager.host.graph.buildsRowsLazily = false
    eager.host.relayoutFromScratch()
    eager.settle()
    let lazyRowsBuilt = try #require(lazyRows(lazy)).built.count
    #expect(lazyRowsBuilt < 40, "\(lazyRowsBuilt) rows built")
    #expect(try #require(lazyRows(eager)).built.count == 600, "every row built")

    func expectSameFrame(_ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
      let drawn = lazy.screenshot()
      let expected = eager.screenshot()
      var differing = 0
      for y in 0..<expected.pixelHeight {
        for x in 0..<expected.pixelWidth where drawn.pixel(x: x, y: y) != expected.pixel(x: x, y: y)
        {
          differing += 1
        }
      }
      #expect(differing == 0, "\(what): \(differing) pixels differ", sourceLocation: sourceLocation)
    }
    func both(_ action: (AppDriver) throws -> Void) rethrows {
      try action(lazy)
      try action(eager)
      lazy.settle()
      eager.settle()
    }
    expectSameFrame("top")
    for step in 0..<6 {
      both { $0.scroll(dy: 70, at: CGPoint(x: 150, y: 250)) }
      expectSameFrame("wheel step \(step)")
    }
    try both { try $0.tap("Like 8") }
    expectSameFrame("row 8 liked")
    both { $0.scroll(dy: 15_000, at: CGPoint(x: 150, y: 250)) }
    #expect(!lazy.exists("Liked 8", includingHidden: true), "released")
    expectSameFrame("after a jump")
    both { $0.scroll(dy: -15_000, at: CGPoint(x: 150, y: 250)) }
    #expect(lazy.exists("Liked 8"))
    expectSameFrame("back, row 8 built again")
    both { $0.scroll(dy: 100_000, at: CGPoint(x: 150, y: 250)) }
    expectSameFrame("the end")
  }

  /// How many tokens exist and were ever made: a row's body makes one, held by a view in it, so the tokens
  /// alive are the rows whose nodes are not freed yet.
  final class Tokens: @unchecked Sendable {
    private let lock = NSLock()
    private var counts = (live: 0, made: 0)
    var live: Int { lock.withLock { counts.live } }
    var made: Int { lock.withLock { counts.made } }
    func make() { lock.withLock { counts = (counts.live + 1, counts.made + 1) } }
    func free() { lock.withLock { counts.live -= 1 } }
  }
  final class Token: Sendable {
    let tokens: Tokens
    init(_ tokens: Tokens) {
      self.tokens = tokens
      tokens.make()
    }
    deinit { tokens.free() }
  }
  struct Holding: View {
    let token: Token
    var body: some View { Color.clear }
  }
  struct TokenRow: View {
    let index: Int
    let tokens: Tokens
    var body: some View {
      Text("Row \(index)").frame(height: 40).background(Holding(token: Token(tokens)))
    }
  }

  /// A jump's frame builds the rows it shows and does not also free the screenful it left: those are freed
  /// over the next frames, and all at once when the window is idle; none is kept for longer.
  @Test func rowsLeftBehindAreFreedOverTheNextFramesOrWhenIdle() {
    let tokens = Tokens()
    let view = ScrollView {
      LazyVStack(spacing: 0) {
        ForEach(0..<10_000, id: \.self) { TokenRow(index: $0, tokens: tokens) }
      }
    }
    let driver = AppDriver(view, size: CGSize(width: 300, height: 600))
    _ = driver.host.render()
    #expect(tokens.live > 10 && tokens.live < 60, "rows built: \(tokens.live)")
    for round in 0..<2 {
      let madeBefore = tokens.made
      driver.scroll(dy: 30_000, at: CGPoint(x: 150, y: 300))
      driver.host.update()
      _ = driver.host.render()
      #expect(tokens.made - madeBefore > 10, "the rows shown after the jump were built")
      #expect(tokens.live > tokens.made - madeBefore, "the rows left behind wait to be freed")
      if round == 0 {
        // Frames without changes free what waits, a slice each (and build rows ahead).
        for _ in 0..<6 {
          driver.host.update()
          _ = driver.host.render()
        }
      } else {
        _ = driver.host.prepareWhileIdle()
      }
      // No more rows are alive than were built since the jump: the ones before it are freed.
      #expect(tokens.live <= tokens.made - madeBefore, "round \(round)")
      #expect(!driver.exists("Row 0", includingHidden: true))
    }
  }
}
