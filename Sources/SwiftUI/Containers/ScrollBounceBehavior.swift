import Foundation

/// Whether a scroll view bounces at the ends of its content (iOS 16.4). `.basedOnSize`: content that fits
/// along the axis neither scrolls nor stretches there, and a drag along it goes to what is around the
/// scroll view (a sheet's swipe, an enclosing scroll view). `.automatic` is `.always`, as on iOS.
public struct ScrollBounceBehavior: Sendable, Equatable {
  enum Role: Sendable, Equatable { case automatic, always, basedOnSize }
  let role: Role
  public static var automatic: ScrollBounceBehavior { ScrollBounceBehavior(role: .automatic) }
  public static var always: ScrollBounceBehavior { ScrollBounceBehavior(role: .always) }
  public static var basedOnSize: ScrollBounceBehavior { ScrollBounceBehavior(role: .basedOnSize) }
}

private struct VerticalScrollBounceBehaviorKey: EnvironmentKey {
  static var defaultValue: ScrollBounceBehavior { .automatic }
}
private struct HorizontalScrollBounceBehaviorKey: EnvironmentKey {
  static var defaultValue: ScrollBounceBehavior { .automatic }
}

extension EnvironmentValues {
  public var verticalScrollBounceBehavior: ScrollBounceBehavior {
    get { self[VerticalScrollBounceBehaviorKey.self] }
    set { self[VerticalScrollBounceBehaviorKey.self] = newValue }
  }
  public var horizontalScrollBounceBehavior: ScrollBounceBehavior {
    get { self[HorizontalScrollBounceBehaviorKey.self] }
    set { self[HorizontalScrollBounceBehaviorKey.self] = newValue }
  }

  /// The axes along which scroll views here stay still while their content fits.
  var scrollStillWhenFitting: Axis.Set {
    var axes: Axis.Set = []
    if verticalScrollBounceBehavior == .basedOnSize { axes.insert(.vertical) }
    if horizontalScrollBounceBehavior == .basedOnSize { axes.insert(.horizontal) }
    return axes
  }
}

extension View {
  /// Sets how scroll views inside (nested ones too) bounce along `axes`.
  public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical])
    -> some View
  {
    transformEnvironment { environment in
      if axes.contains(.vertical) { environment.verticalScrollBounceBehavior = behavior }
      if axes.contains(.horizontal) { environment.horizontalScrollBounceBehavior = behavior }
    }
  }
}
