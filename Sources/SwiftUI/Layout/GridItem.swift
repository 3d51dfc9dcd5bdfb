import Foundation

/// One column of a LazyVGrid (or row of a LazyHGrid): fixed, flexible between bounds, or adaptive (as many
/// columns of at least `minimum` as fit).
public struct GridItem: Sendable {
  public enum Size: Sendable {
    case fixed(CGFloat)
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }
  public var size: Size
  /// The space after this item, before the next one (8 pt when nil).
  public var spacing: CGFloat?
  /// Where a view sits in its cell (centred when nil).
  public var alignment: Alignment?

  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

/// A grid's tracks (columns of a vertical grid) for an available length, as SwiftUI resolves them: fixed
/// items take their size; the others, in order, share what is left equally — a flexible item clamped to its
/// bounds, an adaptive item split into as many tracks of at least its minimum as fit its share (at least
/// one), each clamped to its maximum.
struct GridTracks {
  struct Track {
    var length: CGFloat
    var spacingAfter: CGFloat
    var alignment: Alignment?
  }
  let tracks: [Track]

  init(items: [GridItem], available: CGFloat) {
    let spacings = items.map { $0.spacing ?? 8 }
    var remaining =
      available - spacings.dropLast().reduce(0, +)
      - items.reduce(0) { total, item in
        if case .fixed(let length) = item.size { return total + length }
        return total
      }
    var sharers = items.filter {
      if case .fixed = $0.size { return false }
      return true
    }.count
    var tracks: [Track] = []
    for (index, item) in items.enumerated() {
      let spacing = spacings[index]
      switch item.size {
      case .fixed(let length):
        tracks.append(Track(length: length, spacingAfter: spacing, alignment: item.alignment))
      case .flexible(let minimum, let maximum):
        let share = sharers > 0 ? max(remaining, 0) / CGFloat(sharers) : 0
        let length = min(max(share, minimum), maximum)
        tracks.append(Track(length: length, spacingAfter: spacing, alignment: item.alignment))
        remaining -= length
        sharers -= 1
      case .adaptive(let minimum, let maximum):
        let share = sharers > 0 ? max(remaining, 0) / CGFloat(sharers) : 0
        let count = max(1, Int(((share + spacing) / (max(minimum, 1) + spacing)).rounded(.down)))
        let length = min(
          max((share - spacing * CGFloat(count - 1)) / CGFloat(count), minimum), maximum)
        for _ in 0..<count {
          tracks.append(Track(length: length, spacingAfter: spacing, alignment: item.alignment))
        }
        remaining -= length * CGFloat(count) + spacing * CGFloat(count - 1)
        sharers -= 1
      }
    }
    self.tracks = tracks
  }

  /// From the first track's start to the last one's end.
  var totalLength: CGFloat {
    tracks.reduce(0) { $0 + $1.length + $1.spacingAfter } - (tracks.last?.spacingAfter ?? 0)
  }
}
