/// The basemap's colours, close to MapKit's standard light style: pale warm land, soft blue water, muted
/// purple-grey borders.
enum BasemapPalette {
  typealias RGB = (red: Double, green: Double, blue: Double)
  static let water: RGB = (0.635, 0.800, 0.933)
  static let land: RGB = (0.961, 0.949, 0.922)
  /// Built-up land: a little greyer and darker than land, as MapKit tints cities.
  static let urban: RGB = (0.918, 0.902, 0.871)
  static let river: RGB = (0.600, 0.776, 0.925)
  static let border: RGB = (0.690, 0.600, 0.745)
  static let province: RGB = (0.780, 0.730, 0.800)
  static let cityLabel: RGB = (0.20, 0.20, 0.22)
  static let districtLabel: RGB = (0.42, 0.40, 0.46)
  static let countryLabel: RGB = (0.45, 0.40, 0.50)
}
