import CCairo
import CPango
import Foundation

/// Text shaped and laid out once (a pango layout) and asked about afterwards: where a caret or a selection
/// goes, which character is under a point. Text controls keep one per shown string; freed with its owner.
final class ShapedText {
  let layout: OpaquePointer

  /// `width` nil lays one line out (or its own line breaks); `singleParagraph` shows a line break as a
  /// glyph instead (a single-line field given one).
  @MainActor init(_ text: String, style: TextEngine.Style, width: CGFloat?, singleParagraph: Bool) {
    layout = TextEngine.shared.makeLayout(text, style: style, width: width, maxLines: nil)
    if singleParagraph { pango_layout_set_single_paragraph_mode(layout, 1) }
  }

  deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

  var logicalSize: CGSize { TextEngine.logicalSize(of: layout) }

  /// The first line's baseline from the top.
  var baseline: CGFloat { CGFloat(pango_layout_get_baseline(layout)) / CGFloat(PANGO_SCALE) }

  /// The caret's box at byte `index`: its strong position, which in right-to-left text is on the right of
  /// the character at `index` (and, at the end of such text, at its left end), as the caret is drawn there.
  func rect(index: Int) -> CGRect {
    var position = PangoRectangle()
    pango_layout_get_cursor_pos(layout, Int32(clamping: index), &position, nil)
    let s = CGFloat(PANGO_SCALE)
    return CGRect(
      x: CGFloat(position.x) / s, y: CGFloat(position.y) / s, width: CGFloat(position.width) / s,
      height: CGFloat(position.height) / s)
  }

  /// Rectangles covering a byte range, one per line it touches.
  func rects(range: Range<Int>) -> [CGRect] {
    var result: [CGRect] = []
    guard let iterator = pango_layout_get_iter(layout) else { return result }
    defer { pango_layout_iter_free(iterator) }
    let s = CGFloat(PANGO_SCALE)
    repeat {
      guard let line = pango_layout_iter_get_line_readonly(iterator) else { continue }
      let start = Int(line.pointee.start_index)
      let end = start + Int(line.pointee.length)
      let lower = max(range.lowerBound, start)
      let upper = min(range.upperBound, end)
      let runsPastLine = range.upperBound > end
      guard lower < upper || (lower == upper && runsPastLine && range.lowerBound <= end) else {
        continue
      }
      var ink = PangoRectangle()
      var logical = PangoRectangle()
      pango_layout_iter_get_line_extents(iterator, &ink, &logical)
      var x0: Int32 = 0
      var x1: Int32 = 0
      pango_layout_line_index_to_x(line, Int32(lower), 0, &x0)
      if runsPastLine {
        // The selected line break shows as a little extra width, as on iOS.
        x1 = logical.width + Int32(4 * s)
      } else {
        pango_layout_line_index_to_x(line, Int32(upper), 0, &x1)
      }
      let left = CGFloat(logical.x + min(x0, x1)) / s
      let right = CGFloat(logical.x + max(x0, x1)) / s
      result.append(
        CGRect(
          x: left, y: CGFloat(logical.y) / s, width: right - left,
          height: CGFloat(logical.height) / s))
    } while pango_layout_iter_next_line(iterator) != 0
    return result
  }

  /// Where a caret at byte `index` goes when moved one grapheme left or right on screen, in pango's visual
  /// order of mixed-direction runs: the byte offset and how many graphemes past it (0 or 1), or nil when the
  /// caret is already at that visual end of its line.
  func visualNeighbour(of index: Int, rightward: Bool) -> (index: Int, trailing: Int)? {
    var newIndex: Int32 = 0
    var trailing: Int32 = 0
    pango_layout_move_cursor_visually(
      layout, 1, Int32(clamping: index), 0, rightward ? 1 : -1, &newIndex, &trailing)
    guard newIndex >= 0, newIndex != Int32.max else { return nil }
    return (Int(newIndex), Int(trailing))
  }

  /// The byte offset nearest a point, past a grapheme when the point is on its trailing half.
  func index(at point: CGPoint) -> (index: Int, trailing: Int) {
    var index: Int32 = 0
    var trailing: Int32 = 0
    let s = CGFloat(PANGO_SCALE)
    _ = pango_layout_xy_to_index(
      layout, Int32(clamping: Int((point.x * s).rounded())),
      Int32(clamping: Int((point.y * s).rounded())), &index,
      &trailing)
    return (Int(index), Int(trailing))
  }
}

extension GraphicsContext {
  /// Draws shaped text with its top-left corner at `point`.
  func draw(_ text: ShapedText, at point: CGPoint, color: Color) {
    perform { cr in
      cairo_move_to(cr, point.x, point.y)
      target.render.setColor(color)
      pango_cairo_show_layout(cr, text.layout)
    }
  }
}
