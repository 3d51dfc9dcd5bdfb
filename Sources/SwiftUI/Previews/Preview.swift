import Foundation

/// Creates a preview of a view: `#Preview { ContentView() }`, `#Preview("Dark") { … }`. The app's executable
/// lists them with `--list-previews` and shows one with `--preview NAME` (in its window, or as a PNG with
/// `--screenshot FILE`).
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View
) =
  #externalMacro(module: "SwiftUIMacros", type: "PreviewMacro")

/// A preview with traits: `#Preview("Wide", traits: .landscapeLeft) { … }`, `.fixedLayout(width:height:)`,
/// `.sizeThatFitsLayout`.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
  _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "SwiftUIMacros", type: "PreviewMacro")

/// What a `#Preview` describes: its name, its traits and the view it shows. The macro makes one; apps do not.
@MainActor public struct Preview {
  /// The kind of traits a view preview takes.
  public enum ViewTraits {}

  public let name: String?
  public let traits: [PreviewTrait<ViewTraits>]
  let makeView: @MainActor () -> any View

  public init(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
  ) {
    self.name = name
    self.traits = traits
    self.makeView = body
  }

  init(
    name: String?, traits: [PreviewTrait<ViewTraits>], makeView: @escaping @MainActor () -> any View
  ) {
    self.name = name
    self.traits = traits
    self.makeView = makeView
  }

  /// The view the preview shows.
  public func makeContent() -> any View { makeView() }

  /// The window size the traits ask for, given the device's size (390 × 844 by default); nil when the
  /// preview is to be as large as its content (`.sizeThatFitsLayout`).
  public func size(onDevice device: CGSize) -> CGSize? {
    // Layout and orientation are separate settings; the last of each kind given counts.
    var landscape = false
    var layout = PreviewTrait<ViewTraits>.Kind.defaultLayout
    for trait in traits {
      switch trait.kind {
      case .portrait, .portraitUpsideDown: landscape = false
      case .landscape: landscape = true
      case .defaultLayout, .sizeThatFits, .fixed: layout = trait.kind
      }
    }
    switch layout {
    case .fixed(let size): return size
    case .sizeThatFits: return nil
    default: return landscape ? CGSize(width: device.height, height: device.width) : device
    }
  }
}

/// A setting of a preview: its layout and orientation, as Xcode's canvas takes them.
public struct PreviewTrait<T>: Sendable {
  enum Kind: Sendable {
    case defaultLayout, portrait, portraitUpsideDown, landscape, sizeThatFits
    case fixed(CGSize)
  }
  let kind: Kind
}

extension PreviewTrait where T == Preview.ViewTraits {
  /// The device's whole screen.
  public static var defaultLayout: PreviewTrait<T> { .init(kind: .defaultLayout) }
  /// Just the view, as large as it wants to be.
  public static var sizeThatFitsLayout: PreviewTrait<T> { .init(kind: .sizeThatFits) }
  /// A container of the given size in points.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
    .init(kind: .fixed(CGSize(width: width, height: height)))
  }
  public static var portrait: PreviewTrait<T> { .init(kind: .portrait) }
  public static var portraitUpsideDown: PreviewTrait<T> { .init(kind: .portraitUpsideDown) }
  /// The device turned sideways: its width and height swapped.
  public static var landscapeLeft: PreviewTrait<T> { .init(kind: .landscape) }
  public static var landscapeRight: PreviewTrait<T> { .init(kind: .landscape) }
}

/// What `#Preview` expands to conforms to this: where the preview is written and how to make it. (Apple's is
/// DeveloperToolsSupport's `PreviewRegistry`.)
public protocol _PreviewRegistry {
  static var fileID: String { get }
  static var line: Int { get }
  static var column: Int { get }
  @MainActor static func makePreview() throws -> Preview
}
