import Combine
import XCTest

final class SubjectTests: XCTestCase {
  func testSinkReceivesValues() {
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    let token = subject.sink { received.append($0) }
    subject.send(1)
    subject.send(2)
    XCTAssertEqual(received, [1, 2])
    token.cancel()
  }

  func testPassthroughCompletionStopsDelivery() {
    struct Boom: Error, Equatable {}
    let subject = PassthroughSubject<Int, Boom>()
    var values: [Int] = []
    var completions: [Subscribers.Completion<Boom>] = []
    let token = subject.sink(
      receiveCompletion: { completions.append($0) }, receiveValue: { values.append($0) })
    subject.send(1)
    subject.send(completion: .failure(Boom()))
    subject.send(2)
    subject.send(completion: .finished)
    XCTAssertEqual(values, [1])
    XCTAssertEqual(completions, [.failure(Boom())])

    // Late subscribers learn about the completion immediately.
    var late: [Subscribers.Completion<Boom>] = []
    _ = subject.sink(receiveCompletion: { late.append($0) }, receiveValue: { _ in XCTFail() })
    XCTAssertEqual(late, [.failure(Boom())])
    token.cancel()
  }

  func testCurrentValueSubjectReplaysCurrentValue() {
    let subject = CurrentValueSubject<Int, Never>(1)
    var received: [Int] = []
    let token = subject.sink { received.append($0) }
    subject.value = 2
    subject.send(3)
    XCTAssertEqual(received, [1, 2, 3])
    XCTAssertEqual(subject.value, 3)
    token.cancel()
  }

  func testJustEmptyFail() {
    var values: [Int] = []
    var finished = 0
    _ = Just(7).sink(receiveCompletion: { _ in finished += 1 }, receiveValue: { values.append($0) })
    _ = Empty<Int, Never>().sink(
      receiveCompletion: { _ in finished += 1 }, receiveValue: { values.append($0) })
    XCTAssertEqual(values, [7])
    XCTAssertEqual(finished, 2)

    struct Boom: Error, Equatable {}
    var failure: Boom?
    _ = Fail<Int, Boom>(error: Boom()).sink(
      receiveCompletion: { if case .failure(let error) = $0 { failure = error } },
      receiveValue: { _ in XCTFail() }
    )
    XCTAssertEqual(failure, Boom())
  }

  func testAnyPublisherErasure() {
    let subject = PassthroughSubject<String, Never>()
    let erased: AnyPublisher<String, Never> = subject.map { $0.uppercased() }.eraseToAnyPublisher()
    var received: [String] = []
    let token = erased.sink { received.append($0) }
    subject.send("a")
    XCTAssertEqual(received, ["A"])
    token.cancel()
  }

  func testLimitedDemandIsHonoured() {
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    var subscription: Subscription?
    let subscriber = AnySubscriber<Int, Never>(
      receiveSubscription: {
        subscription = $0
        $0.request(.max(2))
      },
      receiveValue: {
        received.append($0)
        return .none
      }
    )
    subject.subscribe(subscriber)
    (1...5).forEach(subject.send)
    XCTAssertEqual(received, [1, 2])
    subscription?.request(.max(1))
    subject.send(6)
    XCTAssertEqual(received, [1, 2, 6])
  }

  func testDemandArithmetic() {
    XCTAssertEqual(Subscribers.Demand.max(2) + .max(3), .max(5))
    XCTAssertEqual(Subscribers.Demand.unlimited + .max(3), .unlimited)
    XCTAssertEqual(Subscribers.Demand.max(2) - .max(3), .none)
    XCTAssertTrue(Subscribers.Demand.unlimited > 1_000_000)
    XCTAssertTrue(Subscribers.Demand.none < .max(1))
    XCTAssertEqual(Subscribers.Demand.max(4).max, 4)
    XCTAssertNil(Subscribers.Demand.unlimited.max)
  }
}
