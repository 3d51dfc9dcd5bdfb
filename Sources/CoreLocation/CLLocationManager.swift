import Foundation

public enum CLAuthorizationStatus: Int32, Sendable {
  case notDetermined = 0
  case restricted = 1
  case denied = 2
  case authorizedAlways = 3
  case authorizedWhenInUse = 4
}

public protocol CLLocationManagerDelegate: AnyObject {
  func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
  func locationManager(_ manager: CLLocationManager, didFailWithError error: Error)
  func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
}

extension CLLocationManagerDelegate {
  public func locationManager(
    _ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]
  ) {}
  public func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {}
  public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
}

/// A Linux desktop has no location service we can ask without a network: the manager answers as a device
/// whose owner turned location services off (authorization `.denied`, no updates, `location` nil).
open class CLLocationManager: NSObject {
  open weak var delegate: CLLocationManagerDelegate?
  open var desiredAccuracy: CLLocationAccuracy = -1
  open var distanceFilter: CLLocationDistance = -1
  open var location: CLLocation? { nil }
  open var authorizationStatus: CLAuthorizationStatus { .denied }

  public override init() { super.init() }

  open class func locationServicesEnabled() -> Bool { false }

  open func requestWhenInUseAuthorization() {
    delegate?.locationManagerDidChangeAuthorization(self)
  }
  open func requestAlwaysAuthorization() {
    delegate?.locationManagerDidChangeAuthorization(self)
  }
  open func startUpdatingLocation() {}
  open func stopUpdatingLocation() {}
  open func requestLocation() {
    delegate?.locationManager(self, didFailWithError: CLError(.denied))
  }
}

public struct CLError: Error, Sendable {
  public enum Code: Int, Sendable {
    case locationUnknown = 0
    case denied = 1
  }
  public let code: Code
  public init(_ code: Code) { self.code = code }
}

public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
public let kCLDistanceFilterNone: CLLocationDistance = -1
