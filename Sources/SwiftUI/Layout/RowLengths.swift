import Foundation

/// The lengths of a lazy container's rows along its axis: measured ones where a row has been measured, the
/// average of those for the others. Two Fenwick trees (sums and counts of measured lengths) answer where a row
/// starts and which row lies at a position in O(log rows), and take a new measurement in O(log rows), so
/// scrolling a long list costs the same at row 10 as at row 10,000.
struct RowLengths {
  /// Each row's measured length, NaN until measured.
  private(set) var measured: [CGFloat]
  /// Fenwick trees (1-based): node i covers rows (i - lowbit(i)) ..< i.
  private var sums: [CGFloat]
  private var counts: [Int]
  private(set) var measuredTotal: CGFloat = 0
  private(set) var measuredCount = 0
  /// The power of two at or below the row count, where a descent starts.
  private var topBit = 0

  init(count: Int) {
    measured = [CGFloat](repeating: .nan, count: count)
    sums = [CGFloat](repeating: 0, count: count + 1)
    counts = [Int](repeating: 0, count: count + 1)
    topBit = count == 0 ? 0 : 1 << (Int.bitWidth - 1 - count.leadingZeroBitCount)
  }

  /// Rows with the given lengths (NaN for rows not measured), the trees built in O(rows).
  init(lengths: [CGFloat]) {
    self.init(count: lengths.count)
    measured = lengths
    for (index, length) in lengths.enumerated() where !length.isNaN {
      sums[index + 1] += length
      counts[index + 1] += 1
      measuredTotal += length
      measuredCount += 1
    }
    for node in 1..<max(sums.count, 1) {
      let parent = node + (node & -node)
      if parent < sums.count {
        sums[parent] += sums[node]
        counts[parent] += counts[node]
      }
    }
  }

  var count: Int { measured.count }

  /// What a row not measured counts with.
  func estimate(default fallback: CGFloat) -> CGFloat {
    measuredCount > 0 ? measuredTotal / CGFloat(measuredCount) : fallback
  }

  /// Records row `index`'s measured length.
  mutating func record(_ length: CGFloat, at index: Int) {
    guard index >= 0, index < measured.count else { return }
    let old = measured[index]
    guard old != length else { return }
    let wasMeasured = !old.isNaN
    let delta = wasMeasured ? length - old : length
    measured[index] = length
    measuredTotal += delta
    if !wasMeasured { measuredCount += 1 }
    var node = index + 1
    while node < sums.count {
      sums[node] += delta
      if !wasMeasured { counts[node] += 1 }
      node += node & -node
    }
  }

  /// The sum and count of the measured lengths of rows 0 ..< `index`.
  private func prefix(_ index: Int) -> (sum: CGFloat, count: Int) {
    var sum: CGFloat = 0
    var count = 0
    var node = min(index, measured.count)
    while node > 0 {
      sum += sums[node]
      count += counts[node]
      node -= node & -node
    }
    return (sum, count)
  }

  /// Where row `index` starts: the rows before it, each with the spacing after it.
  func start(of index: Int, estimate: CGFloat, spacing: CGFloat) -> CGFloat {
    let (sum, count) = prefix(index)
    return sum + CGFloat(index - count) * estimate + CGFloat(index) * spacing
  }

  /// The total length of the rows with the spacing between them.
  func total(estimate: CGFloat, spacing: CGFloat) -> CGFloat {
    guard !measured.isEmpty else { return 0 }
    return measuredTotal + CGFloat(count - measuredCount) * estimate
      + spacing * CGFloat(count - 1)
  }

  /// The number of rows that end (with the spacing after them) at or before `position`: the index of the row
  /// at `position`. A descent through the tree, O(log rows).
  func rowsEnding(atOrBefore position: CGFloat, estimate: CGFloat, spacing: CGFloat) -> Int {
    var index = 0
    var covered: CGFloat = 0
    var bit = topBit
    while bit > 0 {
      let next = index + bit
      if next < sums.count {
        let rows = CGFloat(bit)
        let length = sums[next] + (rows - CGFloat(counts[next])) * estimate + rows * spacing
        if covered + length <= position {
          index = next
          covered += length
        }
      }
      bit >>= 1
    }
    return index
  }

  /// The rows overlapping `span` (a row and the spacing after it touching the span counts).
  func rows(overlapping span: ClosedRange<CGFloat>, estimate: CGFloat, spacing: CGFloat) -> Range<
    Int
  > {
    // A span wholly before the first row (a section below what is shown) overlaps none.
    guard !measured.isEmpty, span.upperBound >= 0 else { return 0..<0 }
    let first = min(
      rowsEnding(atOrBefore: span.lowerBound, estimate: estimate, spacing: spacing), count)
    var last = rowsEnding(atOrBefore: span.upperBound, estimate: estimate, spacing: spacing)
    // The row starting exactly at or before the span's end is included.
    last = min(last + 1, count)
    return first..<max(first, last)
  }
}
