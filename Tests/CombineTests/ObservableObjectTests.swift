import XCTest

@testable import Combine

private final class Counter: ObservableObject {
  @Published var value = 0
}

private final class ManualCounter: ObservableObject {
  var value = 0 {
    willSet { objectWillChange.send() }
  }
}

private final class CustomPublisherModel: ObservableObject {
  let objectWillChange = PassthroughSubject<Void, Never>()
  @Published var value = 0
}

final class ObservableObjectTests: XCTestCase {
  override func tearDown() {
    _ObservationHooks.willChange = nil
    super.tearDown()
  }

  func testOnePublisherPerInstance() {
    let a = Counter()
    let b = Counter()
    XCTAssertTrue(a.objectWillChange === a.objectWillChange)
    XCTAssertFalse(a.objectWillChange === b.objectWillChange)
  }

  func testExplicitSendReachesSubscribers() {
    let counter = ManualCounter()
    var oldValues: [Int] = []
    let token = counter.objectWillChange.sink { oldValues.append(counter.value) }
    counter.value = 1
    XCTAssertEqual(oldValues, [0])
    token.cancel()
  }

  func testSideTableDoesNotConfuseReusedObjects() {
    var publishers: [ObjectIdentifier: ObservableObjectPublisher] = [:]
    var reused = 0
    for _ in 0..<200 {
      let counter = Counter()
      let publisher = counter.objectWillChange
      if let previous = publishers[ObjectIdentifier(counter)] {
        reused += 1
        XCTAssertFalse(previous === publisher)
      }
      publishers[ObjectIdentifier(counter)] = publisher
    }
    // Dead entries are swept, so the table stays bounded.
    XCTAssertLessThan(ObjectWillChangeTable.shared.count, 200)
    _ = reused
  }

  func testSideTableDoesNotRetainObject() {
    weak var weakCounter: Counter?
    do {
      let counter = Counter()
      weakCounter = counter
      _ = counter.objectWillChange
    }
    XCTAssertNil(weakCounter)
  }

  func testHookFiresWithOwningObjectForPublishedWrites() {
    let counter = Counter()
    var events: [String] = []
    _ObservationHooks.willChange = { object in
      XCTAssertTrue(object === counter)
      events.append("hook(\(counter.value))")
    }
    let token = counter.objectWillChange.sink { events.append("send(\(counter.value))") }
    counter.value = 1
    XCTAssertEqual(events, ["send(0)", "hook(0)"])
    token.cancel()
  }

  func testHookFiresForExplicitSend() {
    let counter = ManualCounter()
    var objects: [AnyObject] = []
    _ObservationHooks.willChange = { objects.append($0) }
    counter.value = 1
    counter.objectWillChange.send()
    XCTAssertEqual(objects.count, 2)
    XCTAssertTrue(objects.allSatisfy { $0 === counter })
  }

  func testHookIgnoresPlainClassesAndCustomPublishers() {
    final class Plain {
      @Published var value = 0
    }
    var calls = 0
    _ObservationHooks.willChange = { _ in calls += 1 }
    Plain().value = 1
    let custom = CustomPublisherModel()
    custom.value = 1
    ObservableObjectPublisher().send()
    XCTAssertEqual(calls, 0)
  }

  func testHookSeesTheRightObjectAmongMany() {
    let first = Counter()
    let second = Counter()
    var objects: [ObjectIdentifier] = []
    _ObservationHooks.willChange = { objects.append(ObjectIdentifier($0)) }
    second.value = 1
    first.value = 1
    XCTAssertEqual(objects, [ObjectIdentifier(second), ObjectIdentifier(first)])
  }
}
