import CCairo
import CPango
import Foundation

/// Place and country names, chosen per frame for the span shown and placed greedily by importance so that
/// no two ever overlap. Each label is drawn once into a small surface (text with a white halo) and reused.
final class BasemapLabels {
  enum Style: Int, Hashable {
    case country, majorCity, city, town, district
  }

  struct Placed {
    let text: String
    let style: Style
    /// Where the label's anchor point is, in view points.
    let point: CGPoint
    /// The label's box in view points.
    let frame: CGRect
    let dot: Bool
  }

  private struct Rendered {
    let surface: OpaquePointer
    /// In points.
    let size: CGSize
  }

  private let file: BasemapFile
  /// Place indices per 1° cell (row * 360 + column), most populous first.
  private var grid: [Int: [Int]] = [:]
  private var rendered: [String: Rendered] = [:]
  private var renderedScale: Double = 0

  /// Each place's unit Web Mercator position, worked out once (projecting is most of placing's cost).
  private var placeUnits: [(x: Double, y: Double)] = []
  /// Country names as labels show them (upper case), worked out once.
  private var countryNames: [String] = []

  init(file: BasemapFile) {
    self.file = file
    countryNames = file.countries.map { $0.name.uppercased() }
    placeUnits = file.places.map {
      (WebMercator.unitX(longitude: $0.longitude), WebMercator.unitY(latitude: $0.latitude))
    }
    for (index, place) in file.places.enumerated() {
      let column = min(359, max(0, Int(place.longitude + 180)))
      let row = min(179, max(0, Int(place.latitude + 90)))
      grid[row * 360 + column, default: []].append(index)
    }
  }

  deinit {
    for label in rendered.values { cairo_surface_destroy(label.surface) }
  }

  /// The fewest people a place needs to be named at a zoom (log2 of the world's width in points).
  static func minimumPopulation(zoom: Double) -> Int {
    switch zoom {
    case ..<10: return 3_000_000
    case ..<11: return 1_500_000
    case ..<12: return 600_000
    case ..<13: return 200_000
    case ..<14: return 80_000
    case ..<15: return 25_000
    case ..<16: return 8_000
    case ..<17: return 2_500
    default: return 0
    }
  }

  /// Chooses and places the labels for a view; most important first, skipping any that would overlap each
  /// other or a `reserved` rectangle (the pins). Places are named in `language` where the data has it.
  /// With a `budget` (seconds), labels never drawn before are drawn only until it runs out; the others wait
  /// for a later frame (`deferred` is then true), so a zoom that reveals many names stays smooth.
  func place(
    viewport: MapViewport, size: CGSize, avoiding reserved: [CGRect] = [], scale: Double,
    language: String? = nil, budget: Double? = nil
  ) -> [Placed] {
    deferred = false
    let start = DispatchTime.now().uptimeNanoseconds
    struct Candidate {
      let text: String
      let style: Style
      let point: CGPoint
      let priority: Double
    }
    var candidates: [Candidate] = []
    let region = viewport.region(in: size)
    let zoom = viewport.zoom
    if zoom < 15 {
      for (index, country) in file.countries.enumerated() {
        let point = viewport.point(
          for: .init(latitude: country.latitude, longitude: country.longitude), in: size)
        guard point.x > -50, point.x < size.width + 50, point.y > -20, point.y < size.height + 20
        else { continue }
        // A country is named once it is large enough on screen to hold its name.
        let onScreen = country.area * viewport.worldWidth * viewport.worldWidth / (360 * 360)
        guard onScreen > 900 else { continue }
        candidates.append(
          Candidate(
            text: countryNames[index], style: .country, point: point,
            priority: 1e9 + country.area * (zoom < 11 ? 1e3 : 1)))
      }
    }
    let minimum = Self.minimumPopulation(zoom: zoom)
    let north = min(89.9, region.center.latitude + region.span.latitudeDelta / 2 + 0.5)
    let south = max(-89.9, region.center.latitude - region.span.latitudeDelta / 2 - 0.5)
    let halfWidth = min(180, region.span.longitudeDelta / 2 + 0.5)
    let west = region.center.longitude - halfWidth
    let east = region.center.longitude + halfWidth
    let rows = Int(south + 90)...Int(north + 90)
    var columns: [Int] = []
    var column = Int((west + 180).rounded(.down))
    while Double(column) <= east + 180, columns.count < 360 {
      columns.append(((column % 360) + 360) % 360)
      column += 1
    }
    var perCell = 0
    for row in rows {
      for column in columns {
        guard let indices = grid[row * 360 + column] else { continue }
        perCell = 0
        for index in indices {
          let place = file.places[index]
          if place.population < minimum { break }
          let unit = placeUnits[index]
          let point = viewport.point(unitX: unit.x, unitY: unit.y, in: size)
          guard point.x > -40, point.x < size.width + 40, point.y > -20, point.y < size.height + 20
          else { continue }
          // The most populous few of each cell are enough: the rest would collide anyway.
          perCell += 1
          if perCell > 40 { break }
          let style: Style
          if place.kind == 1 || (zoom >= 17 && place.population < 40_000) {
            style = .district
          } else if place.population >= 1_000_000 {
            style = .majorCity
          } else if place.population >= 100_000 {
            style = .city
          } else {
            style = .town
          }
          let name = file.name(ofPlaceAt: index, language: language)
          candidates.append(
            Candidate(
              text: style == .district ? name.uppercased() : name,
              style: style,
              point: point, priority: Double(place.population) + (style == .district ? 0 : 1e7)))
        }
      }
    }
    candidates.sort { $0.priority > $1.priority }
    var placed: [Placed] = []
    var taken = reserved
    let showDots = zoom < 16
    for candidate in candidates.prefix(400) {
      guard placed.count < 80 else { break }
      if let budget, !isRendered(candidate.text, style: candidate.style, scale: scale),
        Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 > budget
      {
        deferred = true
        continue
      }
      let label = self.rendered(candidate.text, style: candidate.style, scale: scale)
      let dot = showDots && candidate.style != .country && candidate.style != .district
      let frame: CGRect
      if dot {
        frame = CGRect(
          x: candidate.point.x - label.size.width / 2, y: candidate.point.y - label.size.height - 2,
          width: label.size.width, height: label.size.height)
      } else {
        frame = CGRect(
          x: candidate.point.x - label.size.width / 2, y: candidate.point.y - label.size.height / 2,
          width: label.size.width, height: label.size.height)
      }
      let padded = frame.insetBy(dx: -3, dy: -2)
      if taken.contains(where: { $0.intersects(padded) }) { continue }
      taken.append(padded)
      placed.append(
        Placed(
          text: candidate.text, style: candidate.style, point: candidate.point, frame: frame,
          dot: dot))
    }
    return placed
  }

  /// Draws placed labels into `cr` (user space in view points).
  func draw(_ labels: [Placed], into cr: OpaquePointer, scale: Double) {
    for label in labels {
      if label.dot {
        cairo_new_path(cr)
        cairo_arc(cr, label.point.x, label.point.y, 2.6, 0, 2 * .pi)
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_fill_preserve(cr)
        cairo_set_source_rgb(cr, 0.35, 0.35, 0.38)
        cairo_set_line_width(cr, 1.3)
        cairo_stroke(cr)
      }
      let rendered = self.rendered(label.text, style: label.style, scale: scale)
      cairo_save(cr)
      // Whole device pixels keep the text as crisp as when it was drawn.
      let x = (label.frame.minX * scale).rounded() / scale
      let y = (label.frame.minY * scale).rounded() / scale
      cairo_translate(cr, x, y)
      cairo_scale(cr, 1 / scale, 1 / scale)
      cairo_set_source_surface(cr, rendered.surface, 0, 0)
      cairo_paint(cr)
      cairo_restore(cr)
    }
  }

  private func font(for style: Style) -> (size: Double, weight: PangoWeight, spacing: Double) {
    switch style {
    case .country: return (11.5, PANGO_WEIGHT_SEMIBOLD, 1.6)
    case .majorCity: return (15, PANGO_WEIGHT_SEMIBOLD, 0)
    case .city: return (13, PANGO_WEIGHT_MEDIUM, 0)
    case .town: return (11.5, PANGO_WEIGHT_NORMAL, 0)
    case .district: return (10, PANGO_WEIGHT_SEMIBOLD, 1.2)
    }
  }

  private func color(for style: Style) -> BasemapPalette.RGB {
    switch style {
    case .country: return BasemapPalette.countryLabel
    case .district: return BasemapPalette.districtLabel
    default: return BasemapPalette.cityLabel
    }
  }

  /// True when the last `place` left out labels it had no time to draw.
  private(set) var deferred = false

  private func isRendered(_ text: String, style: Style, scale: Double) -> Bool {
    renderedScale == scale && rendered["\(style.rawValue)|\(text)"] != nil
  }

  private func rendered(_ text: String, style: Style, scale: Double) -> Rendered {
    if renderedScale != scale {
      for label in rendered.values { cairo_surface_destroy(label.surface) }
      rendered.removeAll()
      renderedScale = scale
    }
    let key = "\(style.rawValue)|\(text)"
    if let label = rendered[key] { return label }
    let font = self.font(for: style)
    let measuring = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)!
    let measuringCr = cairo_create(measuring)!
    let layout = pango_cairo_create_layout(measuringCr)!
    let description = pango_font_description_new()!
    pango_font_description_set_family(description, "Inter")
    pango_font_description_set_absolute_size(description, font.size * scale * Double(PANGO_SCALE))
    pango_font_description_set_weight(description, font.weight)
    pango_layout_set_font_description(layout, description)
    pango_font_description_free(description)
    if font.spacing > 0 {
      let attributes = pango_attr_list_new()!
      pango_attr_list_insert(
        attributes, pango_attr_letter_spacing_new(Int32(font.spacing * scale * Double(PANGO_SCALE)))
      )
      pango_layout_set_attributes(layout, attributes)
      pango_attr_list_unref(attributes)
    }
    pango_layout_set_text(layout, text, -1)
    var ink = PangoRectangle()
    var logical = PangoRectangle()
    pango_layout_get_pixel_extents(layout, &ink, &logical)
    let halo = 2.0 * scale
    let width = Int32(Double(logical.width) + 2 * halo + 2)
    let height = Int32(Double(logical.height) + 2 * halo)
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, max(width, 1), max(height, 1))!
    let cr = cairo_create(surface)!
    cairo_move_to(cr, halo + 1, halo)
    pango_cairo_update_layout(cr, layout)
    pango_cairo_layout_path(cr, layout)
    cairo_set_source_rgba(cr, 1, 1, 1, 0.92)
    cairo_set_line_width(cr, 2 * halo)
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    cairo_stroke(cr)
    cairo_move_to(cr, halo + 1, halo)
    let color = self.color(for: style)
    cairo_set_source_rgb(cr, color.red, color.green, color.blue)
    pango_cairo_show_layout(cr, layout)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    g_object_unref(UnsafeMutableRawPointer(layout))
    cairo_destroy(measuringCr)
    cairo_surface_destroy(measuring)
    let label = Rendered(
      surface: surface, size: CGSize(width: Double(width) / scale, height: Double(height) / scale))
    rendered[key] = label
    return label
  }
}
