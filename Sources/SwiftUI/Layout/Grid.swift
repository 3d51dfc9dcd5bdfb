import Foundation

/// A two-dimensional layout (iOS 16): each `GridRow` is a row, the n-th view of every row sits in the n-th
/// column; a view outside a `GridRow` is a row of one cell spanning every column. Unlike stacks of stacks,
/// columns line up: each is as wide as its widest cell, each row as tall as its tallest.
public struct Grid<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let alignment: Alignment
  let horizontalSpacing: CGFloat?
  let verticalSpacing: CGFloat?
  let content: Content

  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.content = content()
  }

  func makeNode(_ node: ViewNode) {
    node.layout = EagerGridLayout(
      alignment: alignment, horizontalSpacing: horizontalSpacing ?? EagerGridLayout.defaultSpacing,
      verticalSpacing: verticalSpacing ?? EagerGridLayout.defaultSpacing)
    node.setContent(content)
  }
}

/// One row of a `Grid`: its views are the row's cells, left to right. `alignment` overrides the grid's
/// vertical alignment for this row.
public struct GridRow<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let alignment: VerticalAlignment?
  let content: Content

  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  func makeNode(_ node: ViewNode) {
    node.layout = GridRowNodeLayout(alignment: alignment)
    node.setContent(content)
  }
}

// MARK: Cell modifiers

/// `.gridCellColumns(_:)`: how many columns the cell takes.
struct GridCellColumnsTrait: _ViewTraitKey {
  static var defaultValue: Int { 1 }
}

/// `.gridColumnAlignment(_:)`: the horizontal alignment of every cell in the cell's column.
struct GridColumnAlignmentTrait: _ViewTraitKey {
  static var defaultValue: HorizontalAlignment? { nil }
}

/// `.gridCellAnchor(_:)`: where the cell sits in its area, overriding the row's and column's alignment.
struct GridCellAnchorTrait: _ViewTraitKey {
  static var defaultValue: UnitPoint? { nil }
}

/// `.gridCellUnsizedAxes(_:)`: the axes along which the cell takes the size the others decide.
struct GridCellUnsizedAxesTrait: _ViewTraitKey {
  static var defaultValue: Axis.Set { [] }
}

extension View {
  /// Makes the cell span `count` columns of its grid row.
  public func gridCellColumns(_ count: Int) -> some View {
    _trait(GridCellColumnsTrait.self, max(count, 1))
  }

  /// Aligns every cell of this cell's column horizontally by `guide` (the first such modifier in a column
  /// counts).
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    _trait(GridColumnAlignmentTrait.self, guide)
  }

  /// Places the cell at `anchor` of its area, whatever the row's and column's alignment.
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
    _trait(GridCellAnchorTrait.self, anchor)
  }

  /// Asks the grid not to size its row or column from this flexible view along `axes` (a Divider or Color
  /// then spans what the other cells need, instead of all the space offered).
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
    _trait(GridCellUnsizedAxesTrait.self, axes)
  }
}

// MARK: Layout

/// A grid's cells, columns and rows for one proposal.
@MainActor struct GridGeometry {
  struct Cell {
    let node: ViewNode
    let column: Int
    let span: Int
    let unsized: Axis.Set
    let anchor: UnitPoint?
  }
  struct Row {
    /// The GridRow's node (nil for a view outside a row, which is then its only cell).
    let rowNode: ViewNode?
    /// The grid's child holding the row (the GridRow, or a view whose body is one).
    let child: ViewNode
    var cells: [Cell]
    let alignment: VerticalAlignment?
  }
  var rows: [Row] = []
  var columnCount = 0
  var columnAlignments: [HorizontalAlignment?] = []
  var widths: [CGFloat] = []
  var heights: [CGFloat] = []
  /// Where cells line up in each row and column aligned on a guide they set themselves (baselines, custom
  /// guides): the line's offset from the track's start and the length the cells span on it; nil elsewhere.
  var rowLines: [(line: CGFloat, length: CGFloat)?] = []
  var columnLines: [(line: CGFloat, length: CGFloat)?] = []
  let horizontalSpacing: CGFloat
  let verticalSpacing: CGFloat

  var size: CGSize {
    CGSize(
      width: widths.reduce(0, +) + horizontalSpacing * CGFloat(max(widths.count - 1, 0)),
      height: heights.reduce(0, +) + verticalSpacing * CGFloat(max(heights.count - 1, 0)))
  }

  /// The width of `span` columns from `column`, with the spacing between them.
  func width(from column: Int, span: Int) -> CGFloat {
    let end = min(column + span, widths.count)
    guard column < end else { return 0 }
    return widths[column..<end].reduce(0, +) + horizontalSpacing * CGFloat(end - column - 1)
  }

  func x(ofColumn column: Int) -> CGFloat {
    widths.prefix(column).reduce(0, +) + horizontalSpacing * CGFloat(column)
  }
}

struct EagerGridLayout: NodeLayout {
  let alignment: Alignment
  let horizontalSpacing: CGFloat
  let verticalSpacing: CGFloat

  static let defaultSpacing: CGFloat = 8

  /// The GridRow a child of the grid is, seen through views whose body is one.
  @MainActor static func rowNode(of child: ViewNode) -> ViewNode? {
    var node = child
    while true {
      if node.layout is GridRowNodeLayout { return node }
      guard !node.drawsItself, node.layout is DefaultLayout, let only = node.onlyLiveChild else {
        return nil
      }
      node = only
    }
  }

  @MainActor func cells(_ node: ViewNode) -> GridGeometry {
    var geometry = GridGeometry(
      horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
    for child in node.liveChildren {
      if let rowNode = Self.rowNode(of: child) {
        var column = 0
        var cells: [GridGeometry.Cell] = []
        for cell in rowNode.liveChildren {
          let traits = ResolvedChild(path: cell.path, view: cell.view).traits
          let span = traits[GridCellColumnsTrait.self]
          cells.append(
            .init(
              node: cell, column: column, span: span,
              unsized: traits[GridCellUnsizedAxesTrait.self],
              anchor: traits[GridCellAnchorTrait.self]))
          if let guide = traits[GridColumnAlignmentTrait.self] {
            while geometry.columnAlignments.count <= column {
              geometry.columnAlignments.append(nil)
            }
            if geometry.columnAlignments[column] == nil {
              geometry.columnAlignments[column] = guide
            }
          }
          column += span
        }
        geometry.columnCount = max(geometry.columnCount, column)
        geometry.rows.append(
          .init(
            rowNode: rowNode, child: child, cells: cells,
            alignment: (rowNode.layout as? GridRowNodeLayout)?.alignment))
      } else {
        let traits = ResolvedChild(path: child.path, view: child.view).traits
        geometry.rows.append(
          .init(
            rowNode: nil, child: child,
            cells: [
              .init(
                node: child, column: 0, span: .max, unsized: traits[GridCellUnsizedAxesTrait.self],
                anchor: traits[GridCellAnchorTrait.self])
            ], alignment: nil))
      }
    }
    geometry.columnCount = max(geometry.columnCount, 1)
    while geometry.columnAlignments.count < geometry.columnCount {
      geometry.columnAlignments.append(nil)
    }
    return geometry
  }

  /// Shares `available` out among tracks as a stack does: least flexible first, each offered an equal
  /// part of what is left and taking what its largest cell takes. Without a length, each is ideal.
  @MainActor func distribute(
    _ available: CGFloat?, count: Int, spacing: CGFloat,
    measure: (Int, CGFloat?) -> CGFloat
  ) -> [CGFloat] {
    guard let available else { return (0..<count).map { measure($0, nil) } }
    let smallest = (0..<count).map { measure($0, 0) }
    let flexibility = (0..<count).map { measure($0, .infinity) - smallest[$0] }
    let order = (0..<count).sorted {
      flexibility[$0] != flexibility[$1] ? flexibility[$0] < flexibility[$1] : $0 < $1
    }
    var lengths = [CGFloat](repeating: 0, count: count)
    var remaining = available - spacing * CGFloat(max(count - 1, 0))
    for (offset, index) in order.enumerated() {
      let share = max(remaining / CGFloat(count - offset), 0)
      lengths[index] = measure(index, share)
      remaining -= lengths[index]
    }
    return lengths
  }

  @MainActor func geometry(_ proposal: ProposedViewSize, node: ViewNode) -> GridGeometry {
    var geometry = cells(node)
    let columns = geometry.columnCount
    // Column widths from the cells that take one column and are sized horizontally.
    var byColumn = [[ViewNode]](repeating: [], count: columns)
    for row in geometry.rows {
      for cell in row.cells where cell.span == 1 && !cell.unsized.contains(.horizontal) {
        byColumn[cell.column].append(cell.node)
      }
    }
    geometry.widths = distribute(proposal.width, count: columns, spacing: horizontalSpacing) {
      column, width in
      byColumn[column].reduce(0) {
        max($0, $1.sizeThatFits(ProposedViewSize(width: width, height: nil)).width)
      }
    }
    // A cell spanning several columns (or a view outside a row, spanning all) widens them when it needs
    // more than they give: the extra is shared equally.
    for row in geometry.rows {
      for cell in row.cells where cell.span > 1 && !cell.unsized.contains(.horizontal) {
        let span = min(cell.span, columns - cell.column)
        guard span > 0 else { continue }
        let offered = proposal.width.map { $0 - geometry.x(ofColumn: cell.column) }
        let needed = cell.node.sizeThatFits(ProposedViewSize(width: offered, height: nil)).width
        let has = geometry.width(from: cell.column, span: span)
        if needed > has {
          for column in cell.column..<(cell.column + span) {
            geometry.widths[column] += (needed - has) / CGFloat(span)
          }
        }
      }
    }
    // Row heights, each cell offered its columns' width.
    let rows = geometry.rows
    let widths = geometry
    geometry.heights = distribute(proposal.height, count: rows.count, spacing: verticalSpacing) {
      index, height in
      rows[index].cells.reduce(0) { tallest, cell in
        if cell.unsized.contains(.vertical) { return tallest }
        let width = widths.width(from: cell.column, span: min(cell.span, columns - cell.column))
        return max(
          tallest, cell.node.sizeThatFits(ProposedViewSize(width: width, height: height)).height)
      }
    }
    lineUpCells(&geometry, graph: node.graph)
    return geometry
  }

  /// The row's guide (its own alignment, else the grid's) and the column's (`.gridColumnAlignment`, else the
  /// grid's).
  func rowGuide(_ row: GridGeometry.Row) -> VerticalAlignment {
    row.alignment ?? alignment.vertical
  }
  func columnGuide(_ column: Int, in geometry: GridGeometry) -> HorizontalAlignment {
    geometry.columnAlignments[column] ?? alignment.horizontal
  }

  /// Rows and columns aligned on guides the cells set themselves line their cells up on them; a column
  /// widens and a row grows to hold the cells lined up on it (as SwiftUI's Grid does), columns first, so
  /// the rows measure their cells in the widened columns.
  @MainActor func lineUpCells(_ geometry: inout GridGeometry, graph: ViewGraph) {
    let columns = geometry.columnCount
    geometry.columnLines = []
    for column in 0..<columns {
      let key = columnGuide(column, in: geometry).key
      var nodes: [ViewNode] = []
      var sizes: [CGSize] = []
      for (index, row) in geometry.rows.enumerated() where key.counts(in: graph) {
        for cell in row.cells where cell.column == column && cell.span == 1 && cell.anchor == nil {
          nodes.append(cell.node)
          sizes.append(
            cell.node.sizeThatFits(ProposedViewSize(area(of: cell, row: index, in: geometry))))
        }
      }
      guard !nodes.isEmpty else {
        geometry.columnLines.append(nil)
        continue
      }
      let line = lineUp(key, nodes, sizes: sizes)
      geometry.widths[column] = max(geometry.widths[column], line.length)
      geometry.columnLines.append((line.line, line.length))
    }
    geometry.rowLines = geometry.rows.indices.map { index in
      let row = geometry.rows[index]
      let key = rowGuide(row).key
      let cells = row.cells.filter { $0.anchor == nil }
      guard key.counts(in: graph), !cells.isEmpty else { return nil }
      let sizes = cells.map { cell in
        cell.node.sizeThatFits(ProposedViewSize(area(of: cell, row: index, in: geometry)))
      }
      let line = lineUp(key, cells.map(\.node), sizes: sizes)
      geometry.heights[index] = max(geometry.heights[index], line.length)
      return (line.line, line.length)
    }
  }

  /// The space a cell is offered: its columns' width and its row's height.
  @MainActor func area(of cell: GridGeometry.Cell, row: Int, in geometry: GridGeometry) -> CGSize {
    let span = min(cell.span, geometry.columnCount - cell.column)
    return CGSize(
      width: geometry.width(from: cell.column, span: span), height: geometry.heights[row])
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    geometry(proposal, node: node).size
  }

  func placeChildren(in size: CGSize, node: ViewNode) {
    let geometry = geometry(node.placementProposal(for: size), node: node)
    let grid = geometry.size
    // The grid's tracks sit in its frame by its alignment when the frame is larger.
    let origin = aligned(grid, in: size, alignment)
    var y = origin.y
    for (index, row) in geometry.rows.enumerated() {
      let height = geometry.heights[index]
      if row.rowNode != nil {
        row.child.frame = CGRect(x: origin.x, y: y, width: grid.width, height: height)
      } else if let cell = row.cells.first {
        row.child.frame = frame(of: cell, row: index, in: geometry).offsetBy(dx: origin.x, dy: y)
      }
      y += height + verticalSpacing
    }
  }

  /// A cell's frame in its row: offered its columns' width and the row's height, placed by its anchor, or on
  /// its row's and column's guides.
  @MainActor func frame(of cell: GridGeometry.Cell, row index: Int, in geometry: GridGeometry)
    -> CGRect
  {
    let row = geometry.rows[index]
    let span = min(cell.span, geometry.columnCount - cell.column)
    let area = area(of: cell, row: index, in: geometry)
    let size = cell.node.sizeThatFits(ProposedViewSize(area))
    let horizontal = span == 1 ? columnGuide(cell.column, in: geometry) : alignment.horizontal
    let vertical = rowGuide(row)
    let anchor = cell.anchor ?? UnitPoint(x: horizontal.fraction, y: vertical.fraction)
    var origin = CGPoint(
      x: anchor.x * (area.width - size.width), y: anchor.y * (area.height - size.height))
    if cell.anchor == nil {
      // On a line the cells set: the cell's guide on it, the lined-up cells placed in the track as one.
      if let (line, length) = geometry.rowLines[index] {
        origin.y =
          line - cell.node.alignmentValue(vertical.key, size: size) + max(area.height - length, 0)
          * min(max(vertical.fraction, 0), 1)
      }
      if span == 1, let (line, length) = geometry.columnLines[cell.column] {
        origin.x =
          line - cell.node.alignmentValue(horizontal.key, size: size) + max(area.width - length, 0)
          * min(max(horizontal.fraction, 0), 1)
      }
    }
    return CGRect(
      x: geometry.x(ofColumn: cell.column) + origin.x, y: origin.y, width: size.width,
      height: size.height)
  }
}

/// A GridRow places its cells where its grid's columns are; outside a grid it lays them out as an HStack.
struct GridRowNodeLayout: NodeLayout {
  let alignment: VerticalAlignment?

  @MainActor func grid(of node: ViewNode) -> (ViewNode, EagerGridLayout)? {
    var current = node.parent
    while let ancestor = current {
      if let layout = ancestor.layout as? EagerGridLayout { return (ancestor, layout) }
      guard !ancestor.drawsItself, ancestor.layout is DefaultLayout else { return nil }
      current = ancestor.parent
    }
    return nil
  }

  var stack: StackLayout {
    StackLayout(axis: .horizontal, alignment: alignment ?? .center, spacing: nil)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    guard grid(of: node) != nil else { return stack.sizeThatFits(proposal, node: node) }
    // In a grid the row is given its frame by the grid.
    return proposal.replacingUnspecifiedDimensions(by: node.lastPlacedSize ?? .zero)
  }

  func placeChildren(in size: CGSize, node: ViewNode) {
    guard let (gridNode, layout) = grid(of: node), let gridSize = gridNode.lastPlacedSize else {
      return stack.placeChildren(in: size, node: node)
    }
    let geometry = layout.geometry(gridNode.placementProposal(for: gridSize), node: gridNode)
    guard let index = geometry.rows.firstIndex(where: { $0.rowNode === node }) else { return }
    for cell in geometry.rows[index].cells {
      cell.node.frame = layout.frame(of: cell, row: index, in: geometry)
    }
  }
}
