import Foundation
import SwiftUI

/// The sizes annotation views were laid out at, by annotation: the basemap's labels keep clear of them. Kept
/// by the map across frames; written during layout, read when the basemap draws (after layout).
@MainActor final class MapAnnotationSizes {
  var sizes: [AnyHashable: CGSize] = [:]
}

/// Lays an annotation's view out as the view asks and notes the size it takes.
struct MapAnnotationSizeReader<Content: View>: PackagePrimitiveView {
  typealias Body = Never
  let key: AnyHashable
  let sizes: MapAnnotationSizes
  let content: Content

  func makeNode(_ node: PrimitiveNode) {
    node.setLayout(SizeNotingLayout(key: key, sizes: sizes))
    node.setContent(content)
  }
}

private struct SizeNotingLayout: PrimitiveLayout {
  let key: AnyHashable
  let sizes: MapAnnotationSizes

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: [PrimitiveSubview]) -> CGSize {
    let size = subviews.first?.sizeThatFits(proposal) ?? .zero
    sizes.sizes[key] = size
    return size
  }
}

extension MapLayers {
  /// The box an annotation covers, in the map's points: its view's laid-out size where known, placed as its
  /// anchor puts it on its coordinate, with a marker's title under it. Before the view was first laid out,
  /// MapKit's markers and pins have known sizes and an app's own view is taken as pin-sized.
  static func footprint(
    of item: ResolvedMapItem, at point: CGPoint, anchor: UnitPoint, isSelected: Bool,
    measured: CGSize? = nil
  ) -> CGRect {
    var size: CGSize
    var extra: CGRect? = nil
    switch item.shape {
    case .marker(let title, _, _):
      let diameter: CGFloat = isSelected ? 44 : 30
      size = CGSize(width: diameter, height: diameter * 1.28)
      if !title.isEmpty, !item.titleHidden {
        let width = CGFloat(title.count) * 6.5 + 8
        extra = CGRect(x: point.x - width / 2, y: point.y + 4, width: width, height: 16)
      }
    case .pin:
      size = CGSize(width: 16, height: 34)
    default:
      size = CGSize(width: isSelected ? 56 : 44, height: isSelected ? 64 : 50)
    }
    if let measured, measured.width > 0, measured.height > 0 { size = measured }
    // The view is aligned on its coordinate by the alignment the anchor rounds to (see `alignment`).
    let unit = Self.alignmentUnit(anchor)
    let box = CGRect(
      x: point.x - size.width * unit.x, y: point.y - size.height * unit.y, width: size.width,
      height: size.height)
    return extra.map { box.union($0) } ?? box
  }

  /// The unit point `alignment(anchor)` lines up on the coordinate.
  static func alignmentUnit(_ anchor: UnitPoint) -> UnitPoint {
    UnitPoint(
      x: anchor.x < 0.25 ? 0 : anchor.x > 0.75 ? 1 : 0.5,
      y: anchor.y < 0.25 ? 0 : anchor.y > 0.75 ? 1 : 0.5)
  }
}
