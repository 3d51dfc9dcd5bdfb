import Foundation

/// A grid that grows downwards: its columns from `GridItem`s, its views filling them row by row. Like
/// LazyVStack it takes the whole width offered; every cell is made (not lazily).
public struct LazyVGrid<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let columns: [GridItem]
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
  func makeNode(_ node: ViewNode) {
    node.layout = GridNodeLayout(
      items: columns, axis: .vertical, alignment: alignment.fraction, spacing: spacing ?? 8)
    node.setContent(content)
  }
}

/// A grid that grows sideways: its rows from `GridItem`s, its views filling them column by column.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let rows: [GridItem]
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.rows = rows
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
  func makeNode(_ node: ViewNode) {
    node.layout = GridNodeLayout(
      items: rows, axis: .horizontal, alignment: alignment.fraction, spacing: spacing ?? 8)
    node.setContent(content)
  }
}

/// `axis` is the direction the grid grows: tracks lie across it (columns of a vertical grid), lines along
/// it, each as long as its longest cell, `spacing` apart.
struct GridNodeLayout: NodeLayout {
  let items: [GridItem]
  let axis: Axis
  /// Where the tracks sit across the offered length when they do not fill it.
  let alignment: CGFloat
  let spacing: CGFloat

  func tracks(_ proposal: ProposedViewSize) -> GridTracks {
    GridTracks(items: items, available: proposal[axis.other] ?? 0)
  }

  /// Each line's length along the axis: the longest of its cells, each offered its track's width.
  func lines(_ node: ViewNode, tracks: GridTracks) -> [CGFloat] {
    let children = node.liveChildren
    let count = max(tracks.tracks.count, 1)
    var lines: [CGFloat] = []
    for start in stride(from: 0, to: children.count, by: count) {
      var longest: CGFloat = 0
      for (offset, child) in children[start..<min(start + count, children.count)].enumerated() {
        var proposal = ProposedViewSize.unspecified
        proposal[axis.other] = tracks.tracks[offset].length
        longest = max(longest, child.sizeThatFits(proposal)[axis])
      }
      lines.append(longest)
    }
    return lines
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let tracks = tracks(proposal)
    let lines = lines(node, tracks: tracks)
    let length = lines.reduce(0, +) + spacing * CGFloat(max(lines.count - 1, 0))
    let across = max(
      tracks.totalLength, proposal[axis.other].flatMap { $0.isFinite ? $0 : nil } ?? 0)
    return CGSize(axis: axis, main: length, cross: across)
  }

  func placeChildren(in size: CGSize, node: ViewNode) {
    let tracks = tracks(ProposedViewSize(size))
    let lines = lines(node, tracks: tracks)
    let children = node.liveChildren
    let count = max(tracks.tracks.count, 1)
    let start = (size[axis.other] - tracks.totalLength) * alignment
    var along: CGFloat = 0
    for (line, length) in lines.enumerated() {
      var across = start
      for offset in 0..<count {
        let index = line * count + offset
        guard index < children.count else { break }
        let track = tracks.tracks[offset]
        var proposal = ProposedViewSize.unspecified
        proposal[axis.other] = track.length
        let child = children[index]
        let childSize = child.sizeThatFits(proposal)
        let cell = CGSize(axis: axis, main: length, cross: track.length)
        let inCell = aligned(childSize, in: cell, track.alignment ?? .center)
        var origin = CGPoint.zero
        origin[axis] = along + inCell[axis]
        origin[axis.other] = across + inCell[axis.other]
        child.frame = CGRect(origin: origin, size: childSize)
        across += track.length + track.spacingAfter
      }
      along += length + spacing
    }
  }
}
