import Foundation

/// Where geometry and gesture locations are measured: the window, the view's own space, or the space of an
/// ancestor named with `.coordinateSpace(name:)` (the window when no ancestor has that name).
public enum CoordinateSpace: Hashable {
  case global, local
  case named(AnyHashable)
}

extension CoordinateSpace {
  public var isGlobal: Bool { self == .global }
  public var isLocal: Bool { self == .local }
}

/// The iOS 17 spelling of coordinate spaces (`.named("scroll")` as a value of its own type).
public protocol CoordinateSpaceProtocol {
  var coordinateSpace: CoordinateSpace { get }
}

public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
  let name: AnyHashable
  public var coordinateSpace: CoordinateSpace { .named(name) }
}

public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
  public init() {}
  public var coordinateSpace: CoordinateSpace { .local }
}

public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
  public init() {}
  public var coordinateSpace: CoordinateSpace { .global }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
    NamedCoordinateSpace(name: AnyHashable(name))
  }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension View {
  /// Names this view's coordinate space, so views inside it can measure in it (`frame(in: .named(name))`,
  /// `DragGesture(coordinateSpace: .named(name))`).
  public func coordinateSpace<T: Hashable>(name: T) -> some View {
    modifier(AttributeModifier { $0.coordinateSpaceName = AnyHashable(name) })
  }

  public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
    modifier(AttributeModifier { $0.coordinateSpaceName = name.name })
  }
}

extension CGRect {
  /// The rectangle through `t`: its bounding box, with the size kept exact when `t` only moves and scales (a
  /// translated width is `maxX - minX` otherwise, which rounds).
  func transformed(by t: CGAffineTransform) -> CGRect {
    guard t.b == 0, t.c == 0 else { return applying(t) }
    return CGRect(
      x: origin.x * t.a + t.tx, y: origin.y * t.d + t.ty, width: width * t.a, height: height * t.d
    ).standardized
  }
}
