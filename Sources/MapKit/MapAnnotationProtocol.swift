import CoreLocation
import Foundation
import SwiftUI

/// iOS 14-16 annotations for `Map(coordinateRegion:…annotationItems:annotationContent:)`.
@MainActor public protocol MapAnnotationProtocol {}

@MainActor protocol ResolvableAnnotation {
  func resolvedItem(identity: [AnyHashable]) -> ResolvedMapItem
}

/// Any view at a coordinate; `anchorPoint` is the point of the view (in unit coordinates) that sits on it.
public struct MapAnnotation<Content: View>: MapAnnotationProtocol, ResolvableAnnotation {
  let coordinate: CLLocationCoordinate2D
  let anchorPoint: CGPoint
  let content: Content

  public init(
    coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5),
    @ViewBuilder content: () -> Content
  ) {
    self.coordinate = coordinate
    self.anchorPoint = anchorPoint
    self.content = content()
  }

  func resolvedItem(identity: [AnyHashable]) -> ResolvedMapItem {
    ResolvedMapItem(
      shape: .annotation(
        view: AnyView(content), anchor: UnitPoint(x: anchorPoint.x, y: anchorPoint.y)),
      coordinate: coordinate, identity: identity)
  }
}

/// The balloon marker of iOS 14-16.
public struct MapMarker: MapAnnotationProtocol, ResolvableAnnotation {
  let coordinate: CLLocationCoordinate2D
  let tint: Color?

  public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
    self.coordinate = coordinate
    self.tint = tint
  }

  func resolvedItem(identity: [AnyHashable]) -> ResolvedMapItem {
    var item = ResolvedMapItem(
      shape: .marker(title: "", systemImage: nil, monogram: nil), coordinate: coordinate,
      identity: identity)
    item.tint = tint
    return item
  }
}

/// The classic pin (deprecated on iOS 16, still compiled by many apps).
public struct MapPin: MapAnnotationProtocol, ResolvableAnnotation {
  let coordinate: CLLocationCoordinate2D
  let tint: Color?

  public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
    self.coordinate = coordinate
    self.tint = tint
  }

  func resolvedItem(identity: [AnyHashable]) -> ResolvedMapItem {
    var item = ResolvedMapItem(shape: .pin, coordinate: coordinate, identity: identity)
    item.tint = tint
    return item
  }
}
