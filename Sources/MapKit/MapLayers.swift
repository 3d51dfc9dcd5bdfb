import CoreLocation
import Foundation
import SwiftUI

/// One frame of the map: the basemap, overlays (polylines, polygons, circles), annotations at their
/// coordinates, and the data's attribution.
struct MapLayers: View {
  let viewport: MapViewport
  let size: CGSize
  let items: [ResolvedMapItem]
  let style: MapStyle
  let selected: AnyHashable?
  let select: ((AnyHashable?) -> Void)?
  /// How far the map reaches under the safe area: its controls keep clear of that.
  var controlInsets = EdgeInsets()
  /// Turns the map back to north (the compass's tap); nil when the person may not rotate it.
  var resetHeading: (() -> Void)? = nil
  /// Where annotation views note their laid-out sizes (place labels keep clear of them).
  var annotationSizes = MapAnnotationSizes()
  @Environment(\.locale) private var locale

  var body: some View {
    let annotations = self.annotations
    let sizes = annotationSizes
    ZStack(alignment: .topLeading) {
      MapBasemapLayer(
        viewport: viewport, showsLabels: style.kind != .imagery,
        reserved: {
          annotations.map { entry in
            Self.footprint(
              of: entry.item, at: entry.point, anchor: entry.anchor, isSelected: entry.isSelected,
              measured: sizes.sizes[entry.key])
          }
        }, language: Self.labelLanguage(locale))
      if items.contains(where: \.isOverlay) {
        MapOverlayShape(viewport: viewport, size: size, items: items)
      }
      ForEach(annotations, id: \.key) { entry in
        MapAnnotationSizeReader(
          key: entry.key, sizes: annotationSizes,
          content: MapAnnotationView(item: entry.item, isSelected: entry.isSelected)
            .onTapGesture {
              guard let select else { return }
              withAnimation(.spring(response: 0.3, dampingFraction: 0.7)) {
                select(entry.selectionValue)
              }
            }
        )
        .frame(width: 0, height: 0, alignment: entry.alignment)
        .position(viewport.point(for: entry.item.coordinate, in: size))
      }
      MapAttribution()
        .padding(.leading, controlInsets.leading)
        .padding(.bottom, controlInsets.bottom)
        .frame(width: size.width, height: size.height, alignment: .bottomLeading)
        .allowsHitTesting(false)
      if MapCompassButton.isShown(heading: viewport.heading) {
        MapCompassButton(heading: viewport.heading, reset: resetHeading)
          .padding(.top, controlInsets.top + 8)
          .padding(.trailing, controlInsets.trailing + 8)
          .frame(width: size.width, height: size.height, alignment: .topTrailing)
      }
    }
    .frame(width: size.width, height: size.height, alignment: .topLeading)
  }

  struct Entry {
    let key: AnyHashable
    let item: ResolvedMapItem
    let selectionValue: AnyHashable
    let isSelected: Bool
    let alignment: Alignment
    /// Where its coordinate is in the map, and the anchor the app gave it.
    let point: CGPoint
    let anchor: UnitPoint
  }

  /// The language of the map's place names: the locale's language code ("ko" from "ko_KR").
  static func labelLanguage(_ locale: Locale) -> String? {
    let code = locale.identifier.split(whereSeparator: { $0 == "_" || $0 == "-" }).first.map(
      String.init)
    guard let code, !code.isEmpty, code != "en" else { return nil }
    return code.lowercased()
  }

  /// Annotations on screen (with a margin), south ones last so they overlap northern ones as on a globe.
  private var annotations: [Entry] {
    var entries: [Entry] = []
    for item in items where !item.isOverlay {
      let point = viewport.point(for: item.coordinate, in: size)
      guard point.x > -80, point.x < size.width + 80, point.y > -80, point.y < size.height + 120
      else { continue }
      let value = item.tag ?? item.identity.last ?? AnyHashable(0)
      let anchor: UnitPoint
      switch item.shape {
      case .annotation(_, let unit): anchor = unit
      case .marker, .pin: anchor = .bottom
      default: anchor = .center
      }
      let isSelected = selected != nil && selected == value
      entries.append(
        Entry(
          key: AnyHashable(item.identity), item: item, selectionValue: value,
          isSelected: isSelected, alignment: Self.alignment(anchor), point: point, anchor: anchor))
    }
    return entries.sorted { $0.item.coordinate.latitude > $1.item.coordinate.latitude }
  }

  /// The frame alignment that puts `anchor` of the annotation on its coordinate.
  static func alignment(_ anchor: UnitPoint) -> Alignment {
    let horizontal: HorizontalAlignment =
      anchor.x < 0.25 ? .leading : anchor.x > 0.75 ? .trailing : .center
    let vertical: VerticalAlignment = anchor.y < 0.25 ? .top : anchor.y > 0.75 ? .bottom : .center
    return Alignment(horizontal: horizontal, vertical: vertical)
  }
}

extension ResolvedMapItem {
  var isOverlay: Bool {
    switch shape {
    case .polyline, .polygon, .circle: return true
    default: return false
    }
  }
}

/// "© GSHHG, Natural Earth, GeoNames": the sources of the offline basemap, as their licences ask.
struct MapAttribution: View {
  var body: some View {
    Text(MapAttribution.text)
      .font(.system(size: 9, weight: .medium))
      .foregroundColor(Color(white: 0.3))
      .padding(.horizontal, 5)
      .padding(.vertical, 2)
      .background(Color.white.opacity(0.6))
      .cornerRadius(3)
      .padding(.leading, 6)
      .padding(.bottom, 4)
  }

  static var text: String {
    switch BasemapFile.shared() {
    case .success(let file): return file.attribution
    case .failure: return "© GSHHG, Natural Earth, GeoNames"
    }
  }
}

/// Polylines, polygons and circles, projected for this frame.
struct MapOverlayShape: View {
  let viewport: MapViewport
  let size: CGSize
  let items: [ResolvedMapItem]

  var body: some View {
    ZStack {
      ForEach(Array(items.enumerated().filter { $0.element.isOverlay }), id: \.offset) { entry in
        overlay(entry.element)
      }
    }
    .frame(width: size.width, height: size.height)
    .allowsHitTesting(false)
  }

  @ViewBuilder private func overlay(_ item: ResolvedMapItem) -> some View {
    switch item.shape {
    case .polyline(let coordinates):
      path(coordinates, closed: false)
        .stroke(
          item.stroke ?? .blue,
          style: StrokeStyle(lineWidth: item.lineWidth, lineCap: .round, lineJoin: .round))
    case .polygon(let coordinates):
      ZStack {
        path(coordinates, closed: true).fill(item.fill ?? Color.blue.opacity(0.3))
        if let stroke = item.stroke {
          path(coordinates, closed: true).stroke(stroke, lineWidth: item.lineWidth)
        }
      }
    case .circle(let center, let radius):
      let point = viewport.point(for: center, in: size)
      let points =
        radius * MKMapPointsPerMeterAtLatitude(center.latitude) / MKMapSize.world.width
        * viewport.worldWidth
      ZStack {
        Circle().fill(item.fill ?? Color.blue.opacity(0.3))
        if let stroke = item.stroke { Circle().stroke(stroke, lineWidth: item.lineWidth) }
      }
      .frame(width: points * 2, height: points * 2)
      .position(point)
    default:
      EmptyView()
    }
  }

  private func path(_ coordinates: [CLLocationCoordinate2D], closed: Bool) -> Path {
    var path = Path()
    for (index, coordinate) in coordinates.enumerated() {
      let point = viewport.point(for: coordinate, in: size)
      if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
    }
    if closed { path.closeSubpath() }
    return path
  }
}
