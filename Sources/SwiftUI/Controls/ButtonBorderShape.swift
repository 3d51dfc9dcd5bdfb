import Foundation

/// The outline of a bordered button (`.buttonStyle(.bordered)` / `.borderedProminent`).
public struct ButtonBorderShape: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    case automatic, capsule, circle
    case roundedRectangle(CGFloat?)
  }
  let kind: Kind
  /// The rounded rectangle of the control size (8 pt, 12 pt when large), as iOS.
  public static let automatic = ButtonBorderShape(kind: .automatic)
  public static let capsule = ButtonBorderShape(kind: .capsule)
  public static let circle = ButtonBorderShape(kind: .circle)
  public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(kind: .roundedRectangle(radius))
  }

  func shape(controlSize: ControlSize) -> AnyShape {
    let standard: CGFloat = controlSize == .large ? 12 : 8
    switch kind {
    case .automatic, .roundedRectangle(nil):
      return AnyShape(RoundedRectangle(cornerRadius: standard, style: .continuous))
    case .roundedRectangle(let radius?):
      return AnyShape(RoundedRectangle(cornerRadius: radius, style: .continuous))
    case .capsule: return AnyShape(Capsule())
    case .circle: return AnyShape(Circle())
    }
  }
}

private struct ButtonBorderShapeKey: EnvironmentKey {
  static var defaultValue: ButtonBorderShape { .automatic }
}

extension EnvironmentValues {
  var buttonBorderShape: ButtonBorderShape {
    get { self[ButtonBorderShapeKey.self] }
    set { self[ButtonBorderShapeKey.self] = newValue }
  }
}

extension View {
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    environment(\.buttonBorderShape, shape)
  }
}
