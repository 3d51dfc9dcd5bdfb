/// A class whose changes can be observed as a whole, through `objectWillChange`.
public protocol ObservableObject: AnyObject {
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never

  /// Emits before any of the object's `@Published` properties change.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// One publisher per instance, created on first use. It lives in a side table
  /// because a protocol extension cannot add stored properties.
  public var objectWillChange: ObservableObjectPublisher {
    ObjectWillChangeTable.shared.publisher(for: self)
  }
}

/// The `ObservableObjectPublisher` that `@Published` writes on `object` must
/// notify, or `nil` when the object is not an `ObservableObject` or declares a
/// custom publisher type (which, as in Apple's Combine, `@Published` ignores).
func observableObjectPublisher(of object: AnyObject) -> ObservableObjectPublisher? {
  guard let observable = object as? any ObservableObject else { return nil }
  return defaultPublisher(of: observable)
}

private func defaultPublisher<T: ObservableObject>(of object: T) -> ObservableObjectPublisher? {
  guard let publisher = object.objectWillChange as? ObservableObjectPublisher else { return nil }
  publisher.adoptOwnerIfNeeded(object)
  return publisher
}
