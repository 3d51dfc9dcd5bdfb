import Combine
import Foundation
import XCTest

// Typical iOS view-model code, which must compile unchanged.

class BaseViewModel: ObservableObject {
  @Published var isLoading = false
}

final class SearchViewModel: BaseViewModel {
  @Published var query = "" {
    didSet { edits += 1 }
  }
  @Published private(set) var results: [String] = []
  @Published var selection: String?
  private(set) var edits = 0
  private var cancellables = Set<AnyCancellable>()

  override init() {
    super.init()
    $query
      .removeDuplicates()
      .debounce(for: .milliseconds(10), scheduler: DispatchQueue.main)
      .map { query in query.isEmpty ? [] : [query, query + "!"] }
      .receive(on: RunLoop.main)
      .sink { [weak self] in self?.results = $0 }
      .store(in: &cancellables)
    $results.map { $0.first }.assign(to: &$selection)
  }
}

final class GenericStore<Item>: ObservableObject {
  @Published var items: [Item] = []
}

final class ManualPublisherModel: ObservableObject {
  let objectWillChange = ObservableObjectPublisher()
  @Published var value = 0
}

final class SubjectModel: ObservableObject {
  let objectWillChange = PassthroughSubject<Void, Never>()
  var value = 0 {
    willSet { objectWillChange.send() }
  }
}

final class SourceCompatibilityTests: XCTestCase {
  override func tearDown() {
    _ObservationHooks.willChange = nil
    super.tearDown()
  }

  func testViewModelPipeline() {
    let model = SearchViewModel()
    let done = expectation(description: "results")
    let token = model.$results.dropFirst().sink { _ in done.fulfill() }
    model.query = "swift"
    model.query = "swift"
    wait(for: [done], timeout: 2)
    XCTAssertEqual(model.results, ["swift", "swift!"])
    XCTAssertEqual(model.selection, "swift")
    XCTAssertEqual(model.edits, 2)
    token.cancel()
  }

  func testSubclassAndGenericObjectsNotify() {
    let model = SearchViewModel()
    let store = GenericStore<Int>()
    var notifications = 0
    let tokens = [
      model.objectWillChange.sink { notifications += 1 },
      store.objectWillChange.sink { notifications += 1 },
    ]
    model.isLoading = true
    store.items.append(1)
    XCTAssertEqual(notifications, 2)
    for subscription in tokens { subscription.cancel() }
  }

  func testDeclaredObservableObjectPublisherIsUsedAndReportsOwner() {
    let model = ManualPublisherModel()
    var hooked: AnyObject?
    _ObservationHooks.willChange = { hooked = $0 }
    var sent = 0
    let token = model.objectWillChange.sink { sent += 1 }
    model.value = 1
    XCTAssertEqual(sent, 1)
    XCTAssertTrue(hooked === model)
    token.cancel()
  }

  func testCustomObjectWillChangePublisher() {
    let model = SubjectModel()
    var old: [Int] = []
    let token = model.objectWillChange.sink { old.append(model.value) }
    model.value = 3
    XCTAssertEqual(old, [0])
    token.cancel()
  }

  func testErasedPublishersInfer() {
    func load(_ ok: Bool) -> AnyPublisher<Int, Never> {
      ok ? Just(1).eraseToAnyPublisher() : Empty().eraseToAnyPublisher()
    }
    var values: [Int] = []
    _ = load(true).merge(with: load(false)).sink { values.append($0) }
    XCTAssertEqual(values, [1])
  }

  func testAssignOnSelfStyle() {
    final class Label { var text = "" }
    let label = Label()
    var cancellables = Set<AnyCancellable>()
    Just(42).map(String.init).assign(to: \.text, on: label).store(in: &cancellables)
    XCTAssertEqual(label.text, "42")
  }
}
