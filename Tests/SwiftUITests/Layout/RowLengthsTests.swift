import Foundation
import Testing

@testable import SwiftUI

/// Where a lazy container's rows start and which row lies at a position, from the Fenwick trees, agree with
/// adding the rows up one by one (measured lengths, the average for the others, spacing between).
@Suite struct RowLengthsTests {
  func naiveStart(_ lengths: [CGFloat], _ index: Int, estimate: CGFloat, spacing: CGFloat)
    -> CGFloat
  {
    lengths[..<index].reduce(0) { $0 + ($1.isNaN ? estimate : $1) + spacing }
  }

  /// SplitMix64: the same rows on every run, so a failure can be replayed.
  struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func startsAndRowsAtPositionsMatchAddingRowsUp(seed: UInt64) {
    var generator = SeededGenerator(state: seed)
    let count = 1_000
    var lengths = RowLengths(count: count)
    var plain = [CGFloat](repeating: .nan, count: count)
    let spacing: CGFloat = 3
    for round in 0..<6 {
      for _ in 0..<150 {
        let index = Int.random(in: 0..<count, using: &generator)
        let length = CGFloat(Int.random(in: 20...120, using: &generator))
        lengths.record(length, at: index)
        plain[index] = length
      }
      let measured = plain.filter { !$0.isNaN }
      let estimate = lengths.estimate(default: 44)
      #expect(abs(estimate - measured.reduce(0, +) / CGFloat(measured.count)) < 1e-6)
      for index in stride(from: 0, through: count, by: 37) {
        let expected = naiveStart(plain, index, estimate: estimate, spacing: spacing)
        #expect(
          abs(lengths.start(of: index, estimate: estimate, spacing: spacing) - expected) < 1e-6)
      }
      // The row at a position is the one whose stretch (with the spacing after it) holds it.
      for position in stride(from: CGFloat(round), to: 80_000, by: 997) {
        let row = lengths.rows(
          overlapping: position...position, estimate: estimate, spacing: spacing)
        guard row.lowerBound < count else {
          #expect(position >= naiveStart(plain, count, estimate: estimate, spacing: spacing) - 1e-6)
          continue
        }
        let start = naiveStart(plain, row.lowerBound, estimate: estimate, spacing: spacing)
        let end = naiveStart(plain, row.lowerBound + 1, estimate: estimate, spacing: spacing)
        // Sums in another order differ in the last bits: a position on a boundary may fall either side.
        #expect(start - 1e-6 <= position && position < end + 1e-6, "\(position) in row \(row)")
      }
    }
    // Built again from the lengths (the data changed), the trees answer the same.
    let rebuilt = RowLengths(lengths: plain)
    let estimate = lengths.estimate(default: 44)
    #expect(
      abs(
        rebuilt.total(estimate: estimate, spacing: spacing)
          - lengths.total(estimate: estimate, spacing: spacing)) < 1e-6)
    #expect(
      abs(
        rebuilt.start(of: 777, estimate: estimate, spacing: spacing)
          - naiveStart(plain, 777, estimate: estimate, spacing: spacing)) < 1e-6)
  }
}
