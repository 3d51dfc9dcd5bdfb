/// Integration point for the SwiftUI module; not part of Apple's API.
///
/// `willChange` is called synchronously, on whatever thread made the change, with
/// the object that owns an `ObservableObjectPublisher`, right after that publisher
/// has delivered `send()` to its subscribers. That covers every `@Published` write
/// on an `ObservableObject` (including writes made by `assign(to: &$property)`),
/// which happen before the new value is stored, and every explicit
/// `objectWillChange.send()`. It lets SwiftUI invalidate all views that read an
/// object without subscribing once per view.
///
/// Not called for: classes that are not `ObservableObject`s, objects whose
/// `objectWillChange` is some other publisher type, and a standalone
/// `ObservableObjectPublisher()` until a `@Published` write on its object has
/// revealed which object owns it.
///
/// Set it once at startup, before any object changes; it is read without locking.
public enum _ObservationHooks {
  nonisolated(unsafe) public static var willChange: ((AnyObject) -> Void)?
}
