import Dispatch

extension DispatchQueue.SchedulerTimeType {
  /// A signed distance on the dispatch clock, in nanoseconds.
  public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
    ExpressibleByFloatLiteral, Hashable, Codable
  {
    public typealias FloatLiteralType = Double
    public typealias IntegerLiteralType = Int
    public typealias Magnitude = Int

    /// Nanoseconds; named `magnitude` (and signed) to match Apple's API.
    public var magnitude: Int

    public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

    public init(_ timeInterval: DispatchTimeInterval) {
      switch timeInterval {
      case .seconds(let s):
        magnitude = s.multipliedReportingOverflow(by: 1_000_000_000).partialValue
      case .milliseconds(let ms):
        magnitude = ms.multipliedReportingOverflow(by: 1_000_000).partialValue
      case .microseconds(let us): magnitude = us.multipliedReportingOverflow(by: 1_000).partialValue
      case .nanoseconds(let ns): magnitude = ns
      case .never: magnitude = .max
      @unknown default: magnitude = .max
      }
    }

    public init(floatLiteral value: Double) {
      magnitude = Int(value * 1_000_000_000)
    }

    public init(integerLiteral value: Int) {
      magnitude = value.multipliedReportingOverflow(by: 1_000_000_000).partialValue
    }

    public init?<T: BinaryInteger>(exactly source: T) {
      guard let value = Int(exactly: source) else { return nil }
      self.init(integerLiteral: value)
    }

    init(nanoseconds: Int) {
      magnitude = nanoseconds
    }

    public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
    public static func seconds(_ s: Double) -> Stride { Stride(floatLiteral: s) }
    public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
    public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
    public static func nanoseconds(_ ns: Int) -> Stride { Stride(.nanoseconds(ns)) }

    public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }

    public static func + (lhs: Stride, rhs: Stride) -> Stride {
      Stride(nanoseconds: lhs.magnitude + rhs.magnitude)
    }

    public static func - (lhs: Stride, rhs: Stride) -> Stride {
      Stride(nanoseconds: lhs.magnitude - rhs.magnitude)
    }

    public static func * (lhs: Stride, rhs: Stride) -> Stride {
      Stride(nanoseconds: lhs.magnitude * rhs.magnitude)
    }

    public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
    public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
    public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
  }
}
