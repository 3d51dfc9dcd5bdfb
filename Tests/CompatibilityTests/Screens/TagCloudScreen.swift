import SwiftUI

// The custom layout tutorials write first: a flow layout that wraps tags onto new lines, with a cache of
// the subviews' sizes and a layout value that makes some tags take a whole line.

struct FlowLayout: Layout {
  var spacing: CGFloat = 8

  struct Cache {
    var sizes: [CGSize]
  }

  func makeCache(subviews: Subviews) -> Cache {
    Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    let rows = arrange(width: proposal.width ?? .infinity, subviews: subviews, sizes: cache.sizes)
    let height = rows.map(\.height).reduce(0, +) + spacing * CGFloat(max(rows.count - 1, 0))
    let width = rows.map(\.width).max() ?? 0
    return CGSize(width: proposal.width ?? width, height: height)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    var y = bounds.minY
    for row in arrange(width: bounds.width, subviews: subviews, sizes: cache.sizes) {
      var x = bounds.minX
      for index in row.indices {
        subviews[index].place(
          at: CGPoint(x: x, y: y), proposal: ProposedViewSize(cache.sizes[index]))
        x += cache.sizes[index].width + spacing
      }
      y += row.height + spacing
    }
  }

  struct Row {
    var indices: [Int] = []
    var width: CGFloat = 0
    var height: CGFloat = 0
  }

  func arrange(width: CGFloat, subviews: Subviews, sizes: [CGSize]) -> [Row] {
    var rows: [Row] = []
    var current = Row()
    for (index, size) in sizes.enumerated() {
      let wholeLine = subviews[index][WholeLine.self]
      let needed = current.indices.isEmpty ? size.width : current.width + spacing + size.width
      if !current.indices.isEmpty && (needed > width || wholeLine) {
        rows.append(current)
        current = Row()
      }
      current.width = current.indices.isEmpty ? size.width : current.width + spacing + size.width
      current.height = max(current.height, size.height)
      current.indices.append(index)
      if wholeLine {
        rows.append(current)
        current = Row()
      }
    }
    if !current.indices.isEmpty { rows.append(current) }
    return rows
  }
}

struct WholeLine: LayoutValueKey {
  static let defaultValue = false
}

struct TagCloudScreen: View {
  let tags = ["Swift", "SwiftUI", "Linux", "Cairo", "Pango", "SDL", "Layout", "Grids", "Stacks"]

  var body: some View {
    FlowLayout(spacing: 8) {
      ForEach(tags, id: \.self) { tag in
        Text(tag)
          .padding(.horizontal, 12)
          .padding(.vertical, 6)
          .background(Capsule().fill(Color.blue.opacity(0.15)))
          .layoutValue(key: WholeLine.self, value: tag == "Linux")
      }
    }
    .padding()
  }
}
