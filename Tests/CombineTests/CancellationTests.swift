import Combine
import XCTest

final class CancellationTests: XCTestCase {
  func testCancelStopsDelivery() {
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    let token = subject.sink { received.append($0) }
    subject.send(1)
    token.cancel()
    subject.send(2)
    XCTAssertEqual(received, [1])
  }

  func testDeinitCancels() {
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    var token: AnyCancellable? = subject.sink { received.append($0) }
    subject.send(1)
    XCTAssertNotNil(token)
    token = nil
    subject.send(2)
    XCTAssertEqual(received, [1])
  }

  func testStoreInSetAndArray() {
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    var set = Set<AnyCancellable>()
    var array: [AnyCancellable] = []
    subject.sink { received.append($0) }.store(in: &set)
    subject.sink { received.append($0 * 10) }.store(in: &array)
    XCTAssertEqual(set.count, 1)
    XCTAssertEqual(array.count, 1)
    subject.send(1)
    set.removeAll()
    subject.send(2)
    array.removeAll()
    subject.send(3)
    XCTAssertEqual(received, [1, 10, 20])
  }

  func testAnyCancellableRunsActionOnce() {
    var calls = 0
    var token: AnyCancellable? = AnyCancellable { calls += 1 }
    token?.cancel()
    token?.cancel()
    token = nil
    XCTAssertEqual(calls, 1)
  }

  func testAnyCancellableIsHashableByIdentity() {
    let a = AnyCancellable {}
    let b = AnyCancellable {}
    XCTAssertEqual(a, a)
    XCTAssertNotEqual(a, b)
    XCTAssertEqual(Set([a, a, b]).count, 2)
  }

  func testSinkReleasesClosureOnCancel() {
    final class Probe {}
    weak var weakProbe: Probe?
    let subject = PassthroughSubject<Int, Never>()
    var token: AnyCancellable?
    do {
      let probe = Probe()
      weakProbe = probe
      token = subject.sink { _ in _ = probe }
    }
    XCTAssertNotNil(weakProbe)
    token?.cancel()
    XCTAssertNil(weakProbe)
  }
}
