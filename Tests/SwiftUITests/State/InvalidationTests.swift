import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

private struct Field: View {
  let title: String
  @Binding var text: String
  var body: some View {
    HStack {
      Text(title)
      Text(text)
      Button("type \(title)") { text += "a" }
    }
  }
}

/// A ten-field form whose parent owns the values but never reads them in its body.
private struct Form10: View {
  @State var values = Array(repeating: "", count: 10)
  var body: some View {
    VStack {
      ForEach(0..<10) { index in
        Field(title: "f\(index)", text: $values[index])
      }
    }
  }
}

final class ProfileObject: ObservableObject {
  @Published var name = "Ada"
  @Published var likes = 0
}

private struct NameLabel: View {
  @ObservedObject var profile: ProfileObject
  var body: some View { Text("name \(profile.name)") }
}

private struct Static: View {
  var body: some View { Text("static") }
}

private struct ProfileScreen: View {
  @StateObject var profile = ProfileObject()
  var body: some View {
    VStack {
      NameLabel(profile: profile)
      Static()
      Button("rename") { profile.name = "Grace" }
    }
  }
}

@Observable final class ObservableCounter {
  var count = 0
  var other = 0
}

private struct CountLabel: View {
  let counter: ObservableCounter
  var body: some View { Text("count \(counter.count)") }
}

private struct OtherLabel: View {
  let counter: ObservableCounter
  var body: some View { Text("other \(counter.other)") }
}

private struct ObservableScreen: View {
  @State var counter = ObservableCounter()
  var body: some View {
    VStack {
      CountLabel(counter: counter)
      OtherLabel(counter: counter)
      Button("increment") { counter.count += 1 }
    }
  }
}

@MainActor @Suite struct InvalidationTests {
  @Test func typingIntoOneFieldReEvaluatesOnlyThatField() throws {
    let driver = AppDriver(Form10())
    let before = driver.host.bodyEvaluations
    try driver.tap("type f3")
    let after = driver.host.bodyEvaluations
    #expect(driver.exists("a"))
    #expect(after["Field", default: 0] - before["Field", default: 0] == 1)
    #expect(
      after["Form10", default: 0] == before["Form10", default: 0],
      "the parent does not read the values")
  }

  @Test func publishedChangeReEvaluatesOnlyItsObservers() throws {
    let driver = AppDriver(ProfileScreen())
    let before = driver.host.bodyEvaluations
    try driver.tap("rename")
    let after = driver.host.bodyEvaluations
    #expect(driver.exists("name Grace"))
    #expect(after["NameLabel", default: 0] - before["NameLabel", default: 0] == 1)
    // ProfileScreen holds the object (@StateObject) so it re-runs, as in SwiftUI; Static is re-created by it.
    #expect(after["ProfileScreen", default: 0] - before["ProfileScreen", default: 0] == 1)
  }

  @Test func observablePropertyChangeReEvaluatesOnlyItsReaders() throws {
    let driver = AppDriver(ObservableScreen())
    let before = driver.host.bodyEvaluations
    try driver.tap("increment")
    let after = driver.host.bodyEvaluations
    #expect(driver.exists("count 1"))
    #expect(after["CountLabel", default: 0] - before["CountLabel", default: 0] == 1)
    #expect(after["OtherLabel", default: 0] == before["OtherLabel", default: 0])
    #expect(after["ObservableScreen", default: 0] == before["ObservableScreen", default: 0])
  }
}

// MARK: A request made while the ancestor updates

/// Asks the view above to update while that view is building it: it raises a count the ancestor shows.
private struct CountRaiser: View {
  let counter: ObservableCounter
  var body: some View {
    let _ = raise()
    Text("raiser")
  }
  private func raise() {
    if counter.count == 0 { counter.count = 1 }
  }
}

private struct RaisedCount: View {
  @State var counter = ObservableCounter()
  @State var showsRaiser = false
  var body: some View {
    VStack {
      Text("count \(counter.count)")
      if showsRaiser { CountRaiser(counter: counter) }
      Button("show raiser") { showsRaiser = true }
    }
  }
}

@MainActor @Suite struct RequestDuringUpdateTests {
  @Test func anAncestorAskedToUpdateWhileUpdatingUpdatesAgain() throws {
    let driver = AppDriver(RaisedCount())
    #expect(driver.exists("count 0"))
    try driver.tap("show raiser")
    // The raiser, built by the ancestor's update, raised the count it shows: the ancestor was asked to update
    // while it was updating, and shows the new count in the same frame.
    #expect(driver.exists("raiser"))
    #expect(driver.exists("count 1"))
    #expect(!driver.exists("count 0"))
  }
}
