import Foundation
import SwiftUI

/// How the basemap looks. Offline we have one basemap; `.imagery` and `.hybrid` draw it too (there are no
/// satellite images to show), with `.hybrid` keeping the labels and `.imagery` dropping them.
public struct MapStyle: Sendable {
  enum Kind: Sendable {
    case standard
    case imagery
    case hybrid
  }
  let kind: Kind
  var showsPointsOfInterest = true

  public enum Elevation: Sendable {
    case automatic
    case flat
    case realistic
  }

  public enum StandardEmphasis: Sendable {
    case automatic
    case muted
  }

  public static var standard: MapStyle { MapStyle(kind: .standard) }
  public static var imagery: MapStyle { MapStyle(kind: .imagery) }
  public static var hybrid: MapStyle { MapStyle(kind: .hybrid) }

  public static func standard(
    elevation: Elevation = .automatic, emphasis: StandardEmphasis = .automatic,
    pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false
  ) -> MapStyle {
    MapStyle(kind: .standard)
  }

  public static func imagery(elevation: Elevation = .automatic) -> MapStyle {
    MapStyle(kind: .imagery)
  }

  public static func hybrid(
    elevation: Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all,
    showsTraffic: Bool = false
  ) -> MapStyle {
    MapStyle(kind: .hybrid)
  }
}

/// Points of interest a style may show. The offline basemap has none, so every choice draws the same.
public struct PointOfInterestCategories: Sendable {
  public static let all = PointOfInterestCategories()
  public static let excludingAll = PointOfInterestCategories()
}

struct MapStyleKey: EnvironmentKey {
  static let defaultValue = MapStyle.standard
}

struct MapCameraChangeHandler {
  let frequency: MapCameraUpdateFrequency
  let action: (MapCameraUpdateContext) -> Void
}

struct MapCameraChangeKey: EnvironmentKey {
  static let defaultValue: [MapCameraChangeHandler] = []
}

extension EnvironmentValues {
  var mapStyle: MapStyle {
    get { self[MapStyleKey.self] }
    set { self[MapStyleKey.self] = newValue }
  }

  var mapCameraChangeHandlers: [MapCameraChangeHandler] {
    get { self[MapCameraChangeKey.self] }
    set { self[MapCameraChangeKey.self] = newValue }
  }
}

extension View {
  public func mapStyle(_ mapStyle: MapStyle) -> some View {
    environment(\.mapStyle, mapStyle)
  }

  /// Called as the camera moves (`.continuous`) or once it stops (`.onEnd`, the default).
  public func onMapCameraChange(
    frequency: MapCameraUpdateFrequency = .onEnd,
    _ action: @escaping (MapCameraUpdateContext) -> Void
  ) -> some View {
    transformEnvironment(\.mapCameraChangeHandlers) {
      $0.append(MapCameraChangeHandler(frequency: frequency, action: action))
    }
  }

  public func onMapCameraChange(
    frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping () -> Void
  ) -> some View {
    onMapCameraChange(frequency: frequency) { (_: MapCameraUpdateContext) in action() }
  }
}
