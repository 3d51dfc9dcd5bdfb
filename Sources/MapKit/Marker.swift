import CoreLocation
import Foundation
import SwiftUI

/// A balloon marker: a tinted circle with a glyph (an SF Symbol, a monogram, or a pin), its title below.
public struct Marker<Label: View>: MapContent, ResolvableMapContent {
  public typealias Body = Never
  let title: String
  let coordinate: CLLocationCoordinate2D
  let systemImage: String?
  let monogram: String?

  func resolve(into items: inout [ResolvedMapItem], identity: [AnyHashable]) {
    items.append(
      ResolvedMapItem(
        shape: .marker(title: title, systemImage: systemImage, monogram: monogram),
        coordinate: coordinate, identity: identity))
  }
}

extension Marker where Label == Text {
  public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D) {
    self.init(
      title: Text(titleKey).plainString, coordinate: coordinate, systemImage: nil, monogram: nil)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) {
    self.init(title: String(title), coordinate: coordinate, systemImage: nil, monogram: nil)
  }

  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, coordinate: CLLocationCoordinate2D
  ) {
    self.init(
      title: Text(titleKey).plainString, coordinate: coordinate, systemImage: systemImage,
      monogram: nil)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, coordinate: CLLocationCoordinate2D
  ) {
    self.init(
      title: String(title), coordinate: coordinate, systemImage: systemImage, monogram: nil)
  }

  public init(_ titleKey: LocalizedStringKey, monogram: Text, coordinate: CLLocationCoordinate2D) {
    self.init(
      title: Text(titleKey).plainString, coordinate: coordinate, systemImage: nil,
      monogram: monogram.plainString)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, monogram: Text, coordinate: CLLocationCoordinate2D) {
    self.init(
      title: String(title), coordinate: coordinate, systemImage: nil, monogram: monogram.plainString
    )
  }

  public init(item: MKMapItem) {
    self.init(
      title: item.name ?? "", coordinate: item.placemark.coordinate, systemImage: nil, monogram: nil
    )
  }
}

extension Marker {
  public init(coordinate: CLLocationCoordinate2D, @ViewBuilder label: () -> Label) {
    self.init(
      title: (label() as? Text)?.plainString ?? "", coordinate: coordinate, systemImage: nil,
      monogram: nil)
  }
}

/// Any SwiftUI view at a coordinate, with an optional title below it.
public struct Annotation<Label: View, Content: View>: MapContent, ResolvableMapContent {
  public typealias Body = Never
  let coordinate: CLLocationCoordinate2D
  let anchor: UnitPoint
  let content: Content
  let label: Label

  func resolve(into items: inout [ResolvedMapItem], identity: [AnyHashable]) {
    let title = (label as? Text)?.plainString ?? ""
    let view: AnyView
    if title.isEmpty {
      view = AnyView(content)
    } else {
      view = AnyView(AnnotationWithTitle(content: content, title: title))
    }
    items.append(
      ResolvedMapItem(
        shape: .annotation(view: view, anchor: anchor), coordinate: coordinate, identity: identity))
  }
}

extension Annotation where Label == Text {
  public init(
    _ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      coordinate: coordinate, anchor: anchor, content: content(),
      label: Text(Text(titleKey).plainString))
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      coordinate: coordinate, anchor: anchor, content: content(), label: Text(String(title)))
  }
}

extension Annotation {
  public init(
    coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom,
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.init(coordinate: coordinate, anchor: anchor, content: content(), label: label())
  }
}

/// An annotation's view with its title underneath; the title hangs below so the anchor stays the view's.
struct AnnotationWithTitle<Content: View>: View {
  let content: Content
  let title: String
  var body: some View {
    content.overlay(alignment: .bottom) {
      MapLabelText(title: title)
        .fixedSize()
        .offset(y: 18)
    }
  }
}

/// A title under a marker: dark text with a light halo, like MapKit's.
struct MapLabelText: View {
  let title: String
  var body: some View {
    Text(title)
      .font(.caption.weight(.semibold))
      .foregroundColor(Color(white: 0.15))
      .shadow(color: .white, radius: 1)
      .shadow(color: .white, radius: 1)
  }
}

/// A line through coordinates, drawn in the map with its stroke.
public struct MapPolyline: MapContent, ResolvableMapContent {
  public typealias Body = Never
  public enum ContourStyle: Sendable {
    case straight
    case geodesic
  }
  let coordinates: [CLLocationCoordinate2D]

  public init(coordinates: [CLLocationCoordinate2D], contourStyle: ContourStyle = .straight) {
    self.coordinates = coordinates
  }

  public init(points: [MKMapPoint], contourStyle: ContourStyle = .straight) {
    coordinates = points.map(\.coordinate)
  }

  func resolve(into items: inout [ResolvedMapItem], identity: [AnyHashable]) {
    var item = ResolvedMapItem(
      shape: .polyline(coordinates), coordinate: coordinates.first ?? CLLocationCoordinate2D(),
      identity: identity)
    item.stroke = .blue
    items.append(item)
  }
}

public struct MapPolygon: MapContent, ResolvableMapContent {
  public typealias Body = Never
  let coordinates: [CLLocationCoordinate2D]

  public init(coordinates: [CLLocationCoordinate2D]) { self.coordinates = coordinates }
  public init(points: [MKMapPoint]) { coordinates = points.map(\.coordinate) }

  func resolve(into items: inout [ResolvedMapItem], identity: [AnyHashable]) {
    var item = ResolvedMapItem(
      shape: .polygon(coordinates), coordinate: coordinates.first ?? CLLocationCoordinate2D(),
      identity: identity)
    item.fill = Color.blue.opacity(0.3)
    items.append(item)
  }
}

public struct MapCircle: MapContent, ResolvableMapContent {
  public typealias Body = Never
  let center: CLLocationCoordinate2D
  let radius: CLLocationDistance

  public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {
    self.center = center
    self.radius = radius
  }

  func resolve(into items: inout [ResolvedMapItem], identity: [AnyHashable]) {
    var item = ResolvedMapItem(
      shape: .circle(center: center, radius: radius), coordinate: center, identity: identity)
    item.fill = Color.blue.opacity(0.3)
    items.append(item)
  }
}
