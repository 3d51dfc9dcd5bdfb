import Foundation

extension ViewHost {
  /// Forgets every cached size and lays the whole tree out again (the benchmark's "layout only" pass).
  package func relayoutFromScratch() {
    func forget(_ node: ViewNode) {
      node.layoutPart?.subtreeDidChange()
      for child in node.children { forget(child) }
    }
    forget(graph.root)
    graph.layout()
    graph.commitAnimations()
  }
}
