import Combine
import XCTest

private final class Model: ObservableObject {
  @Published var count = 0
  @Published var name: String
  @Published var doubled = 0

  init() {
    name = "initial"
    $count.map { $0 * 2 }.assign(to: &$doubled)
  }
}

/// `@Published` must also work in a class that is not an `ObservableObject`.
private final class PlainHolder {
  @Published var value = 1
}

final class PublishedTests: XCTestCase {
  func testProjectedPublisherEmitsCurrentThenNewValues() {
    let model = Model()
    var received: [Int] = []
    let token = model.$count.sink { received.append($0) }
    model.count = 1
    model.count = 2
    XCTAssertEqual(received, [0, 1, 2])
    XCTAssertEqual(model.count, 2)
    token.cancel()
  }

  func testProjectedPublisherEmitsBeforeStoring() {
    let model = Model()
    var seen: [(new: Int, stored: Int)] = []
    let token = model.$count.dropFirst().sink { seen.append(($0, model.count)) }
    model.count = 5
    XCTAssertEqual(seen.map(\.new), [5])
    XCTAssertEqual(seen.map(\.stored), [0])
    token.cancel()
  }

  func testObjectWillChangeFiresBeforeValueChanges() {
    let model = Model()
    var oldValues: [Int] = []
    let token = model.objectWillChange.sink { oldValues.append(model.count) }
    model.count = 1
    model.count = 2
    // Each write also updates `doubled` through assign(to:), and that second
    // notification too happens before `count` is stored.
    XCTAssertEqual(oldValues, [0, 0, 1, 1])
    XCTAssertEqual(model.count, 2)
    token.cancel()
  }

  func testObjectWillChangeFiresWithoutProjectedAccess() {
    final class Fresh: ObservableObject {
      @Published var flag = false
    }
    let object = Fresh()
    var observed: [Bool] = []
    let token = object.objectWillChange.sink { observed.append(object.flag) }
    object.flag = true
    XCTAssertEqual(observed, [false])
    XCTAssertTrue(object.flag)
    token.cancel()
  }

  func testInitialValueInitializer() {
    final class Legacy {
      @Published var text: String
      init() { _text = Published(initialValue: "x") }
    }
    XCTAssertEqual(Legacy().text, "x")
  }

  func testAssignToPublished() {
    let model = Model()
    var willChangeCount = 0
    let token = model.objectWillChange.sink { willChangeCount += 1 }
    model.count = 3
    XCTAssertEqual(model.doubled, 6)
    // One notification for `count`, one for `doubled` written by assign(to:).
    XCTAssertEqual(willChangeCount, 2)
    token.cancel()
  }

  func testAssignToPublishedEndsWithOwner() {
    let source = PassthroughSubject<Int, Never>()
    weak var weakModel: Model?
    do {
      let model = Model()
      weakModel = model
      source.assign(to: &model.$count)
      source.send(4)
      XCTAssertEqual(model.count, 4)
      XCTAssertEqual(model.doubled, 8)
    }
    XCTAssertNil(weakModel)
    source.send(5)
  }

  func testAssignToOn() {
    final class Target { var text = "" }
    let target = Target()
    let subject = PassthroughSubject<String, Never>()
    let token = subject.assign(to: \.text, on: target)
    subject.send("hello")
    XCTAssertEqual(target.text, "hello")
    token.cancel()
    subject.send("ignored")
    XCTAssertEqual(target.text, "hello")
  }

  func testPublishedInPlainClass() {
    let holder = PlainHolder()
    var received: [Int] = []
    let token = holder.$value.sink { received.append($0) }
    holder.value = 2
    XCTAssertEqual(received, [1, 2])
    XCTAssertEqual(holder.value, 2)
    token.cancel()
  }

  func testModelIsReleased() {
    weak var weakModel: Model?
    var token: AnyCancellable?
    do {
      let model = Model()
      weakModel = model
      token = model.objectWillChange.sink {}
      model.count = 1
    }
    XCTAssertNil(weakModel)
    token?.cancel()
  }
}
