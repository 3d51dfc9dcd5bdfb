// As on iOS, `import MapKit` brings Core Location's types (CLLocationCoordinate2D…) with it.
@_exported import CoreLocation
