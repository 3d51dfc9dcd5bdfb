/// A unique identity for publishers, subscribers and subscriptions.
public struct CombineIdentifier: Hashable, CustomStringConvertible {
  private let rawValue: UInt64

  public init() {
    rawValue = CombineIdentifier.counter.next()
  }

  public init(_ obj: AnyObject) {
    rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(obj).hashValue))
  }

  public var description: String {
    "0x" + String(rawValue, radix: 16)
  }

  // Fresh identifiers must never collide, even when minted on different threads.
  private static let counter = AtomicCounter()
}

public protocol CustomCombineIdentifierConvertible {
  var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
  public var combineIdentifier: CombineIdentifier {
    CombineIdentifier(self)
  }
}
