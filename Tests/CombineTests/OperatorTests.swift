import Combine
import XCTest

private final class Box<Value> {
  var values: [Value] = []
}

final class OperatorTests: XCTestCase {
  private var cancellables = Set<AnyCancellable>()

  override func tearDown() {
    cancellables.removeAll()
    super.tearDown()
  }

  private func collect<P: Publisher>(_ publisher: P) -> () -> [P.Output] where P.Failure == Never {
    let box = Box<P.Output>()
    publisher.sink { box.values.append($0) }.store(in: &cancellables)
    return { box.values }
  }

  func testMapFilterCompactMap() {
    let subject = PassthroughSubject<Int, Never>()
    let mapped = collect(subject.map { $0 * 2 })
    let filtered = collect(subject.filter { $0.isMultiple(of: 2) })
    let compact = collect(subject.compactMap { $0 > 2 ? String($0) : nil })
    (1...4).forEach(subject.send)
    XCTAssertEqual(mapped(), [2, 4, 6, 8])
    XCTAssertEqual(filtered(), [2, 4])
    XCTAssertEqual(compact(), ["3", "4"])
  }

  func testMapKeyPath() {
    let subject = PassthroughSubject<String, Never>()
    let counts = collect(subject.map(\.count))
    subject.send("abc")
    XCTAssertEqual(counts(), [3])
  }

  func testRemoveDuplicates() {
    let subject = PassthroughSubject<Int, Never>()
    let values = collect(subject.removeDuplicates())
    [1, 1, 2, 2, 2, 1, 3, 3].forEach(subject.send)
    XCTAssertEqual(values(), [1, 2, 1, 3])
  }

  func testDropFirstAndPrefix() {
    let subject = PassthroughSubject<Int, Never>()
    let dropped = collect(subject.dropFirst(2))
    var finished = false
    var prefixed: [Int] = []
    subject.prefix(2)
      .sink(receiveCompletion: { _ in finished = true }, receiveValue: { prefixed.append($0) })
      .store(in: &cancellables)
    (1...4).forEach(subject.send)
    XCTAssertEqual(dropped(), [3, 4])
    XCTAssertEqual(prefixed, [1, 2])
    XCTAssertTrue(finished)
  }

  func testPrefixZeroFinishesImmediately() {
    var finished = false
    _ = PassthroughSubject<Int, Never>().prefix(0)
      .sink(receiveCompletion: { _ in finished = true }, receiveValue: { _ in XCTFail() })
    XCTAssertTrue(finished)
  }

  func testCombineLatest() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<String, Never>()
    var received: [String] = []
    var finished = false
    a.combineLatest(b)
      .sink(
        receiveCompletion: { _ in finished = true }, receiveValue: { received.append("\($0)\($1)") }
      )
      .store(in: &cancellables)
    a.send(1)
    XCTAssertEqual(received, [])
    b.send("x")
    a.send(2)
    b.send("y")
    XCTAssertEqual(received, ["1x", "2x", "2y"])
    a.send(completion: .finished)
    XCTAssertFalse(finished)
    b.send("z")
    b.send(completion: .finished)
    XCTAssertEqual(received.last, "2z")
    XCTAssertTrue(finished)
  }

  func testCombineLatestWithTransformAndCurrentValues() {
    let a = CurrentValueSubject<Int, Never>(1)
    let b = CurrentValueSubject<Int, Never>(10)
    let sums = collect(a.combineLatest(b, +))
    a.value = 2
    XCTAssertEqual(sums(), [11, 12])
  }

  func testCombineLatestFailureCancelsOther() {
    struct Boom: Error {}
    let a = PassthroughSubject<Int, Boom>()
    let b = PassthroughSubject<Int, Boom>()
    var failed = false
    var received = 0
    a.combineLatest(b)
      .sink(
        receiveCompletion: { if case .failure = $0 { failed = true } },
        receiveValue: { _ in received += 1 }
      )
      .store(in: &cancellables)
    a.send(completion: .failure(Boom()))
    b.send(1)
    XCTAssertTrue(failed)
    XCTAssertEqual(received, 0)
  }

  func testMerge() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    var finished = false
    a.merge(with: b)
      .sink(receiveCompletion: { _ in finished = true }, receiveValue: { received.append($0) })
      .store(in: &cancellables)
    a.send(1)
    b.send(2)
    a.send(3)
    a.send(completion: .finished)
    b.send(4)
    XCTAssertFalse(finished)
    b.send(completion: .finished)
    XCTAssertEqual(received, [1, 2, 3, 4])
    XCTAssertTrue(finished)
  }

  func testOperatorCancellationStopsDelivery() {
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    let token = subject.map { $0 + 1 }.filter { _ in true }.sink { received.append($0) }
    subject.send(1)
    token.cancel()
    subject.send(2)
    XCTAssertEqual(received, [2])
  }

  func testSubscribeSubject() {
    let source = PassthroughSubject<Int, Never>()
    let target = CurrentValueSubject<Int, Never>(0)
    let token = source.subscribe(target)
    source.send(5)
    XCTAssertEqual(target.value, 5)
    token.cancel()
    source.send(6)
    XCTAssertEqual(target.value, 5)
  }
}
