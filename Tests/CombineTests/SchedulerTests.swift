import Combine
import Foundation
import XCTest

final class SchedulerTests: XCTestCase {
  func testReceiveOnMainQueueIsAsynchronous() {
    let subject = PassthroughSubject<Int, Never>()
    let delivered = expectation(description: "delivered on main")
    var received: [Int] = []
    let token = subject.receive(on: DispatchQueue.main).sink { value in
      XCTAssertTrue(Thread.isMainThread)
      received.append(value)
      if received.count == 2 { delivered.fulfill() }
    }
    subject.send(1)
    subject.send(2)
    XCTAssertEqual(received, [], "delivery must not be synchronous")
    wait(for: [delivered], timeout: 2)
    XCTAssertEqual(received, [1, 2])
    token.cancel()
  }

  func testReceiveOnFromBackgroundThread() {
    let subject = PassthroughSubject<Int, Never>()
    let delivered = expectation(description: "delivered on main")
    let token = subject.receive(on: DispatchQueue.main).sink { _ in
      XCTAssertTrue(Thread.isMainThread)
      delivered.fulfill()
    }
    DispatchQueue.global().async { subject.send(1) }
    wait(for: [delivered], timeout: 2)
    token.cancel()
  }

  func testReceiveOnRunLoopMain() {
    let subject = PassthroughSubject<Int, Never>()
    let delivered = expectation(description: "delivered on run loop")
    let token = subject.receive(on: RunLoop.main).sink { _ in delivered.fulfill() }
    subject.send(1)
    wait(for: [delivered], timeout: 2)
    token.cancel()
  }

  func testCancelledReceiveOnDeliversNothing() {
    let subject = PassthroughSubject<Int, Never>()
    let token = subject.receive(on: DispatchQueue.main).sink { _ in XCTFail("cancelled") }
    subject.send(1)
    token.cancel()
    let drained = expectation(description: "main queue drained")
    DispatchQueue.main.async { drained.fulfill() }
    wait(for: [drained], timeout: 2)
  }

  func testDebounceOnDispatchQueue() {
    let subject = PassthroughSubject<Int, Never>()
    let delivered = expectation(description: "debounced")
    var received: [Int] = []
    let token = subject.debounce(for: .milliseconds(50), scheduler: DispatchQueue.main).sink {
      received.append($0)
      delivered.fulfill()
    }
    subject.send(1)
    subject.send(2)
    subject.send(3)
    wait(for: [delivered], timeout: 2)
    XCTAssertEqual(received, [3])
    token.cancel()
  }

  func testDebounceOnRunLoop() {
    let subject = PassthroughSubject<String, Never>()
    let delivered = expectation(description: "debounced")
    var received: [String] = []
    let token = subject.debounce(for: 0.05, scheduler: RunLoop.main).sink {
      received.append($0)
      delivered.fulfill()
    }
    subject.send("a")
    subject.send("ab")
    wait(for: [delivered], timeout: 2)
    XCTAssertEqual(received, ["ab"])
    token.cancel()
  }

  func testDispatchStrideUnits() {
    typealias Stride = DispatchQueue.SchedulerTimeType.Stride
    XCTAssertEqual(Stride.seconds(1), Stride.milliseconds(1000))
    XCTAssertEqual(Stride.seconds(0.5).magnitude, 500_000_000)
    let now = DispatchQueue.main.now
    XCTAssertEqual(now.distance(to: now.advanced(by: .milliseconds(5))), .milliseconds(5))
  }
}

final class RunLoopWakeTests: XCTestCase {
  /// `RunLoop.perform` alone does not wake a sleeping run loop; the scheduler must.
  func testScheduleWakesSleepingRunLoop() {
    let ranAfter = LockedValue<TimeInterval?>(nil)
    let start = Date()
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) {
      RunLoop.main.schedule { ranAfter.value = Date().timeIntervalSince(start) }
    }
    // Timers and blocks do not make `run(mode:before:)` return, so one call
    // sleeps until the deadline unless something wakes the loop.
    _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.6))
    XCTAssertLessThan(ranAfter.value ?? .infinity, 0.4)
  }
}

private final class LockedValue<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value

  init(_ value: Value) {
    stored = value
  }

  var value: Value {
    get {
      lock.lock()
      defer { lock.unlock() }
      return stored
    }
    set {
      lock.lock()
      defer { lock.unlock() }
      stored = newValue
    }
  }
}
