/// SplitMix64: a small generator whose sequence depends only on its seed, so the community and its portraits
/// come out the same on every machine and every launch (the system generator is seeded randomly).
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64
  public init(seed: UInt64) { state = seed }
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  /// One of `options`, never failing (the arrays used are never empty).
  public mutating func pick<T>(_ options: [T]) -> T { options[Int(next() % UInt64(options.count))] }
  public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
