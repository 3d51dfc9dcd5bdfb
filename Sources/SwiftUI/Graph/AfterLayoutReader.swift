/// A view that reads what its subtree produced once the pass has laid the tree out (`onPreferenceChange`,
/// `overlayPreferenceValue`): what it reads can depend on sizes and places (a GeometryReader's content is
/// built as it is placed), so it cannot be read while bodies run. A reader that changes state makes the graph
/// run another pass of the same update, so the frame shows the result.
struct AfterLayoutReader {
  weak var node: ViewNode?
  let read: @MainActor (ViewNode) -> Void
}

extension ViewGraph {
  /// Registers (or replaces) `node`'s reader; it lasts as long as the node.
  func readAfterLayout(_ node: ViewNode, _ read: @escaping @MainActor (ViewNode) -> Void) {
    afterLayoutReaders[ObjectIdentifier(node)] = AfterLayoutReader(node: node, read: read)
  }

  /// Runs the readers of live nodes, outermost first (an outer reader's overlay may hold an inner one), and
  /// forgets those of nodes that went.
  func runAfterLayoutReaders() {
    guard !afterLayoutReaders.isEmpty else { return }
    var live: [(depth: Int, node: ViewNode, read: @MainActor (ViewNode) -> Void)] = []
    for (id, reader) in afterLayoutReaders {
      guard let node = reader.node, node.isAlive else {
        afterLayoutReaders[id] = nil
        continue
      }
      live.append((node.depth, node, reader.read))
    }
    live.sort { $0.depth < $1.depth }
    for entry in live where entry.node.isAlive { entry.read(entry.node) }
  }
}
