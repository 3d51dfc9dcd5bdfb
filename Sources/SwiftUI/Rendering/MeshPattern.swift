import CCairo
import Foundation

/// A `MeshGradient` as a cairo mesh pattern. cairo blends colours bilinearly inside each Coons patch, so every
/// cell of the grid is cut into `subdivisions`² small patches whose corners lie on the smooth surface through
/// the vertices (a Catmull-Rom spline in each direction, so edges between vertices curve as the vertices
/// bend) and carry the colour interpolated there: bicubically from the neighbouring vertices when the mesh
/// smooths its colours, else bilinearly within the cell.
enum MeshPattern {
  static let subdivisions = 8

  static func make(_ mesh: MeshGradient, rect: CGRect) -> OpaquePointer {
    let pattern = cairo_pattern_create_mesh()!
    guard mesh.isDrawable else { return pattern }
    let (columns, rows) = (mesh.width, mesh.height)
    let points = mesh.unitPoints.prefix(columns * rows).map {
      [rect.minX + CGFloat($0.x) * rect.width, rect.minY + CGFloat($0.y) * rect.height]
    }
    let colors = mesh.vertexColors.prefix(columns * rows).map(\.components)
    let n = subdivisions
    let sampleColumns = (columns - 1) * n + 1
    let sampleRows = (rows - 1) * n + 1
    var positions: [[CGFloat]] = []
    var shades: [[Double]] = []
    positions.reserveCapacity(sampleColumns * sampleRows)
    shades.reserveCapacity(sampleColumns * sampleRows)
    for row in 0..<sampleRows {
      let t = Double(row) / Double(n)
      for column in 0..<sampleColumns {
        let s = Double(column) / Double(n)
        positions.append(bicubic(points, columns: columns, rows: rows, s: s, t: t))
        let color =
          mesh.smoothsColors
          ? bicubic(colors, columns: columns, rows: rows, s: s, t: t)
          : bilinear(colors, columns: columns, rows: rows, s: s, t: t)
        shades.append(color.map { min(max($0, 0), 1) })
      }
    }
    for row in 0..<(sampleRows - 1) {
      for column in 0..<(sampleColumns - 1) {
        let corners = [
          row * sampleColumns + column, row * sampleColumns + column + 1,
          (row + 1) * sampleColumns + column + 1, (row + 1) * sampleColumns + column,
        ]
        cairo_mesh_pattern_begin_patch(pattern)
        for (index, corner) in corners.enumerated() {
          let p = positions[corner]
          if index == 0 {
            cairo_mesh_pattern_move_to(pattern, p[0], p[1])
          } else {
            cairo_mesh_pattern_line_to(pattern, p[0], p[1])
          }
        }
        for (index, corner) in corners.enumerated() {
          let c = shades[corner]
          cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(index), c[0], c[1], c[2], c[3])
        }
        cairo_mesh_pattern_end_patch(pattern)
      }
    }
    return pattern
  }

  /// The value at grid position (s, t) (column, row; fractions between vertices) of the Catmull-Rom surface
  /// through `values` (row by row): a Hermite spline along each row, then down the column of results.
  static func bicubic<V: BinaryFloatingPoint>(
    _ values: [[V]], columns: Int, rows: Int, s: Double, t: Double
  ) -> [V] {
    let along = (0..<rows).map { row in
      hermite(count: columns, at: s) { values[row * columns + $0] }
    }
    return hermite(count: rows, at: t) { along[$0] }
  }

  /// Bilinear within the cell that holds (s, t).
  static func bilinear<V: BinaryFloatingPoint>(
    _ values: [[V]], columns: Int, rows: Int, s: Double, t: Double
  ) -> [V] {
    let i = min(Int(s), columns - 2)
    let j = min(Int(t), rows - 2)
    let u = V(s - Double(i))
    let v = V(t - Double(j))
    let a = values[j * columns + i]
    let b = values[j * columns + i + 1]
    let c = values[(j + 1) * columns + i]
    let d = values[(j + 1) * columns + i + 1]
    return a.indices.map { k in
      (a[k] * (1 - u) + b[k] * u) * (1 - v) + (c[k] * (1 - u) + d[k] * u) * v
    }
  }

  /// A cubic Hermite spline through `count` values at position `x` (0 ... count - 1); each value's tangent is
  /// half the difference of its neighbours (one-sided at the ends).
  static func hermite<V: BinaryFloatingPoint>(count: Int, at x: Double, _ value: (Int) -> [V])
    -> [V]
  {
    let k = min(max(Int(x), 0), count - 2)
    let u = V(x - Double(k))
    func tangent(_ i: Int) -> [V] {
      let before = value(max(i - 1, 0))
      let after = value(min(i + 1, count - 1))
      let span = V(min(i + 1, count - 1) - max(i - 1, 0))
      return before.indices.map { (after[$0] - before[$0]) / span }
    }
    let p0 = value(k)
    let p1 = value(k + 1)
    let m0 = tangent(k)
    let m1 = tangent(k + 1)
    let u2 = u * u
    let u3 = u2 * u
    let h00 = 2 * u3 - 3 * u2 + 1
    let h10 = u3 - 2 * u2 + u
    let h01 = -2 * u3 + 3 * u2
    let h11 = u3 - u2
    return p0.indices.map { h00 * p0[$0] + h10 * m0[$0] + h01 * p1[$0] + h11 * m1[$0] }
  }
}
