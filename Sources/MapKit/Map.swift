import CoreLocation
import Foundation
import SwiftUI

/// MapKit for SwiftUI's map view. `Content` is the concrete map the initialiser chose (the iOS 14-16
/// region-and-annotation-items form or the iOS 17 map-content form); both end in `MapSurface`.
public struct Map<Content: View>: View {
  let content: Content
  public var body: some View { content }
}

// MARK: - iOS 14-16

extension Map {
  public init(
    coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
    showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil
  ) where Content == _DefaultMapContent {
    content = _DefaultMapContent(
      surface: MapSurface(
        camera: .region(coordinateRegion), interactionModes: interactionModes, bounds: nil,
        items: { [] }, selection: nil))
  }

  public init(
    mapRect: Binding<MKMapRect>, interactionModes: MapInteractionModes = .all,
    showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil
  ) where Content == _DefaultMapContent {
    content = _DefaultMapContent(
      surface: MapSurface(
        camera: .rect(mapRect), interactionModes: interactionModes, bounds: nil, items: { [] },
        selection: nil))
  }

  public init<Items, Annotation>(
    coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
    showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil,
    annotationItems: Items, annotationContent: @escaping (Items.Element) -> Annotation
  )
  where
    Content == _DefaultAnnotatedMapContent<Items>, Items: RandomAccessCollection,
    Annotation: MapAnnotationProtocol, Items.Element: Identifiable
  {
    content = _DefaultAnnotatedMapContent(
      surface: MapSurface(
        camera: .region(coordinateRegion), interactionModes: interactionModes, bounds: nil,
        items: { resolveAnnotationItems(annotationItems, annotationContent) }, selection: nil))
  }

  public init<Items, Annotation>(
    mapRect: Binding<MKMapRect>, interactionModes: MapInteractionModes = .all,
    showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil,
    annotationItems: Items, annotationContent: @escaping (Items.Element) -> Annotation
  )
  where
    Content == _DefaultAnnotatedMapContent<Items>, Items: RandomAccessCollection,
    Annotation: MapAnnotationProtocol, Items.Element: Identifiable
  {
    content = _DefaultAnnotatedMapContent(
      surface: MapSurface(
        camera: .rect(mapRect), interactionModes: interactionModes, bounds: nil,
        items: { resolveAnnotationItems(annotationItems, annotationContent) }, selection: nil))
  }
}

@MainActor private func resolveAnnotationItems<Items: RandomAccessCollection, Annotation>(
  _ items: Items, _ content: (Items.Element) -> Annotation
) -> [ResolvedMapItem] where Items.Element: Identifiable {
  items.compactMap { element in
    (content(element) as? any ResolvableAnnotation)?.resolvedItem(identity: [
      AnyHashable(element.id)
    ])
  }
}

// MARK: - iOS 17

extension Map {
  public init<C: MapContent>(
    position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
    interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
    @MapContentBuilder content: () -> C
  ) where Content == MapContentView<Never, C> {
    let built = content()
    self.content = MapContentView(
      surface: MapSurface(
        camera: .position(position), interactionModes: interactionModes, bounds: bounds,
        items: { resolveItems(built) }, selection: nil))
  }

  public init<SelectionValue: Hashable, C: MapContent>(
    position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
    interactionModes: MapInteractionModes = .all, selection: Binding<SelectionValue?>,
    scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C
  ) where Content == MapContentView<SelectionValue, C> {
    let built = content()
    self.content = MapContentView(
      surface: MapSurface(
        camera: .position(position), interactionModes: interactionModes, bounds: bounds,
        items: { resolveItems(built) }, selection: MapSelection(selection)))
  }

  public init<C: MapContent>(
    initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
    interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
    @MapContentBuilder content: () -> C
  ) where Content == MapContentView<Never, C> {
    let built = content()
    self.content = MapContentView(
      surface: MapSurface(
        camera: .initial(initialPosition), interactionModes: interactionModes, bounds: bounds,
        items: { resolveItems(built) }, selection: nil))
  }

  public init<SelectionValue: Hashable, C: MapContent>(
    initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
    interactionModes: MapInteractionModes = .all, selection: Binding<SelectionValue?>,
    scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C
  ) where Content == MapContentView<SelectionValue, C> {
    let built = content()
    self.content = MapContentView(
      surface: MapSurface(
        camera: .initial(initialPosition), interactionModes: interactionModes, bounds: bounds,
        items: { resolveItems(built) }, selection: MapSelection(selection)))
  }

  /// `Map()`, `Map(position:)`: a map without content.
  public init(
    position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
    interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil
  ) where Content == MapContentView<Never, EmptyMapContent> {
    self.init(
      position: position, bounds: bounds, interactionModes: interactionModes, scope: scope
    ) { EmptyMapContent() }
  }

  public init(
    initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
    interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil
  ) where Content == MapContentView<Never, EmptyMapContent> {
    self.init(
      initialPosition: initialPosition, bounds: bounds, interactionModes: interactionModes,
      scope: scope
    ) { EmptyMapContent() }
  }
}

@MainActor private func resolveItems<C: MapContent>(_ content: C) -> [ResolvedMapItem] {
  var items: [ResolvedMapItem] = []
  resolveMapContent(content, into: &items, identity: [])
  return items
}

/// A selection binding of any value type, seen as AnyHashable.
struct MapSelection {
  let get: () -> AnyHashable?
  let set: (AnyHashable?) -> Void

  init<Value: Hashable>(_ binding: Binding<Value?>) {
    get = { binding.wrappedValue.map { AnyHashable($0) } }
    set = { value in
      binding.wrappedValue = value.flatMap { $0 as? Value ?? $0.base as? Value }
    }
  }
}

// MARK: - The concrete contents

public struct _DefaultMapContent: View {
  let surface: MapSurface
  public var body: some View { surface }
}

public struct _DefaultAnnotatedMapContent<Items>: View {
  let surface: MapSurface
  public var body: some View { surface }
}

public struct MapContentView<SelectionValue: Hashable, Content: MapContent>: View {
  let surface: MapSurface
  public var body: some View { surface }
}
