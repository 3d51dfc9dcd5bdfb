extension Subscribers {
  /// How many more values a subscriber is willing to receive.
  public struct Demand: Equatable, Comparable, Hashable, Codable, Sendable,
    CustomStringConvertible
  {
    // `nil` means unlimited; a finite count is kept non-negative.
    private let count: Int?

    private init(count: Int?) {
      self.count = count
    }

    public static let unlimited = Demand(count: nil)
    public static let none = Demand(count: 0)

    public static func max(_ value: Int) -> Demand {
      precondition(value >= 0, "demand must not be negative")
      return Demand(count: value)
    }

    /// The finite amount, or `nil` when unlimited.
    public var max: Int? { count }

    public var description: String {
      count.map { "max(\($0))" } ?? "unlimited"
    }

    public static func + (lhs: Demand, rhs: Demand) -> Demand {
      guard let l = lhs.count, let r = rhs.count else { return .unlimited }
      let (sum, overflow) = l.addingReportingOverflow(r)
      return overflow ? .unlimited : Demand(count: sum)
    }

    public static func + (lhs: Demand, rhs: Int) -> Demand {
      lhs + .max(Swift.max(rhs, 0))
    }

    public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }
    public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }

    // Subtraction saturates at zero because a demand can never go negative.
    public static func - (lhs: Demand, rhs: Demand) -> Demand {
      guard let l = lhs.count else { return .unlimited }
      guard let r = rhs.count else { return .none }
      return Demand(count: Swift.max(l - r, 0))
    }

    public static func - (lhs: Demand, rhs: Int) -> Demand {
      guard let l = lhs.count else { return .unlimited }
      return Demand(count: Swift.max(l - rhs, 0))
    }

    public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }
    public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

    public static func * (lhs: Demand, rhs: Int) -> Demand {
      guard let l = lhs.count else { return .unlimited }
      let (product, overflow) = l.multipliedReportingOverflow(by: Swift.max(rhs, 0))
      return overflow ? .unlimited : Demand(count: product)
    }

    public static func *= (lhs: inout Demand, rhs: Int) { lhs = lhs * rhs }

    public static func < (lhs: Demand, rhs: Demand) -> Bool {
      switch (lhs.count, rhs.count) {
      case (nil, _): return false
      case (_, nil): return true
      case (let l?, let r?): return l < r
      }
    }

    public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.count == rhs }
    public static func != (lhs: Demand, rhs: Int) -> Bool { lhs.count != rhs }
    public static func == (lhs: Int, rhs: Demand) -> Bool { rhs == lhs }
    public static func != (lhs: Int, rhs: Demand) -> Bool { rhs != lhs }
    public static func < (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 < rhs } ?? false }
    public static func > (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 > rhs } ?? true }
    public static func <= (lhs: Demand, rhs: Int) -> Bool { !(lhs > rhs) }
    public static func >= (lhs: Demand, rhs: Int) -> Bool { !(lhs < rhs) }
    public static func < (lhs: Int, rhs: Demand) -> Bool { rhs > lhs }
    public static func > (lhs: Int, rhs: Demand) -> Bool { rhs < lhs }
    public static func <= (lhs: Int, rhs: Demand) -> Bool { rhs >= lhs }
    public static func >= (lhs: Int, rhs: Demand) -> Bool { rhs <= lhs }
  }
}
