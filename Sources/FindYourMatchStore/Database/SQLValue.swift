import Foundation

/// A value bound to a statement or read from a row.
public enum SQLValue: Equatable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral, ExpressibleByNilLiteral
{
  case null
  case integer(Int64)
  case real(Double)
  case text(String)

  public init(stringLiteral value: String) { self = .text(value) }
  public init(integerLiteral value: Int64) { self = .integer(value) }
  public init(floatLiteral value: Double) { self = .real(value) }
  public init(nilLiteral: ()) { self = .null }

  public static func int(_ value: Int) -> SQLValue { .integer(Int64(value)) }
  public static func date(_ value: Date) -> SQLValue { .real(value.timeIntervalSince1970) }
  public static func optional(_ value: String?) -> SQLValue { value.map { .text($0) } ?? .null }

  public var int: Int? {
    switch self {
    case .integer(let value): return Int(value)
    case .real(let value): return Int(value)
    default: return nil
    }
  }
  public var double: Double? {
    switch self {
    case .integer(let value): return Double(value)
    case .real(let value): return value
    default: return nil
    }
  }
  public var string: String? {
    if case .text(let value) = self { return value }
    return nil
  }
  public var date: Date? { double.map(Date.init(timeIntervalSince1970:)) }
}

/// One result row, by column name.
public struct Row: Sendable {
  let columns: [String: SQLValue]
  public subscript(_ column: String) -> SQLValue { columns[column] ?? .null }
}
