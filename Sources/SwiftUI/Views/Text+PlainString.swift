// Sibling modules (MapKit's markers and annotation titles) draw a Text's characters themselves.
extension Text {
  package var plainString: String { plainText }
}
