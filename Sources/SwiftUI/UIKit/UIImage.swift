import Foundation

/// A bitmap loaded by name or from a file, for `Image(uiImage:)`.
public final class UIImage: @unchecked Sendable {
  let bitmap: Bitmap?
  let name: String?
  var isSymbol = false
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
  public init?(systemName: String) {
    bitmap = nil
    name = systemName
    isSymbol = true
  }
  public var size: CGSize { bitmap?.pointSize ?? .zero }
  public var scale: CGFloat { bitmap?.scale ?? 1 }
}
