import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

private struct Item: Identifiable {
  let id: Int
  var done = false
}

private struct Checklist: View {
  @State var items = [Item(id: 1), Item(id: 2), Item(id: 3)]
  var body: some View {
    VStack {
      ForEach($items) { $item in
        Button("item \(item.id) \(item.done ? "done" : "open")") { item.done.toggle() }
      }
      Text("done \(items.filter(\.done).count)")
    }
  }
}

/// Ten real text fields bound to one array the parent owns but does not read.
private struct TextForm: View {
  @State var values = Array(repeating: "", count: 10)
  var body: some View {
    VStack {
      ForEach(0..<10) { index in
        LabeledField(index: index, text: $values[index])
      }
    }
  }
}

private struct LabeledField: View {
  let index: Int
  @Binding var text: String
  var body: some View { TextField("field \(index)", text: $text) }
}

private final class TaskProbe: @unchecked Sendable {
  var started = false
  var cancelled = false
}

private struct TaskHost: View {
  @State var shown = true
  let probe: TaskProbe
  var body: some View {
    VStack {
      if shown {
        Text("worker").task {
          probe.started = true
          do {
            try await Task.sleep(nanoseconds: 10_000_000_000)
          } catch {
            probe.cancelled = true
          }
        }
      }
      Button("remove") { shown = false }
    }
  }
}

@MainActor @Suite struct BindingAndLifetimeTests {
  @Test func bindingsToCollectionElementsWriteBack() throws {
    let driver = AppDriver(Checklist())
    try driver.tap("item 2 open")
    #expect(driver.exists("item 2 done"))
    #expect(driver.exists("done 1"))
  }

  @Test func typingIntoOneOfTenTextFieldsReEvaluatesOnlyThatField() throws {
    let driver = AppDriver(TextForm())
    try driver.tap("field 4")
    let before = driver.host.bodyEvaluations
    driver.type("a")
    let after = driver.host.bodyEvaluations
    #expect(driver.value(of: "field 4") == "a")
    // The field's own view passes the binding down without reading it, so as in SwiftUI only the text field
    // itself updates: no body anywhere runs again for the keystroke.
    let reRun = after.filter { $0.value != before[$0.key, default: 0] }
    #expect(reRun.isEmpty, "bodies re-run by one keystroke: \(reRun)")
  }

  @Test func aTaskIsCancelledWhenItsViewGoesAway() async throws {
    let probe = TaskProbe()
    let driver = AppDriver(TaskHost(probe: probe))
    #expect(await waitUntil { probe.started })
    try driver.tap("remove")
    #expect(await waitUntil { probe.cancelled })
  }

  private func waitUntil(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<300 {
      if condition() { return true }
      try? await Task.sleep(nanoseconds: 10_000_000)
    }
    return condition()
  }
}
