import Foundation

/// A bitmap loaded by name, from a file or from encoded bytes, for `Image(uiImage:)`. `UIImage()` is UIKit's
/// empty image: zero size, drawn as nothing.
public final class UIImage: @unchecked Sendable {
  let bitmap: Bitmap?
  let name: String?
  var isSymbol = false

  public init() {
    bitmap = nil
    name = nil
  }
  /// An image of rendered pixels (`ImageRenderer`).
  init(bitmap: Bitmap) {
    self.bitmap = bitmap
    name = nil
  }
  init(copying other: UIImage) {
    bitmap = other.bitmap
    name = other.name
    isSymbol = other.isSymbol
  }
  public init?(named name: String) {
    guard let bitmap = ImageLoader.bitmap(named: name, bundle: nil) else { return nil }
    self.bitmap = bitmap
    self.name = name
  }
  public init?(contentsOfFile path: String) {
    guard let bitmap = Bitmap.load(contentsOf: URL(fileURLWithPath: path), scale: 1) else {
      return nil
    }
    self.bitmap = bitmap
    name = nil
  }
  public convenience init?(data: Data) { self.init(data: data, scale: 1) }
  public init?(data: Data, scale: CGFloat) {
    guard let bitmap = Bitmap.load(data: data, scale: scale) else { return nil }
    self.bitmap = bitmap
    name = nil
  }
  public init?(systemName: String) {
    bitmap = nil
    name = systemName
    isSymbol = true
  }
  public var size: CGSize { bitmap?.pointSize ?? .zero }
  public var scale: CGFloat { bitmap?.scale ?? 1 }

  /// The image as PNG bytes; nil for an image without pixels (a symbol, `UIImage()`).
  public func pngData() -> Data? { bitmap?.pngData() }
}
