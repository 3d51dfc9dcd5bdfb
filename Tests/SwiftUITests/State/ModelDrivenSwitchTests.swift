import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// Seed 004's model, written as the seed writes it.
final class LoginStateModel: ObservableObject {
  @Published var loggedIn = false
  @Published var username = ""

  func login() {
    // simulating a successful API call
    DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
      withAnimation(.default) {
        self.loggedIn = true
      }
    }
  }
}

private struct LoginView: View {
  @EnvironmentObject var model: LoginStateModel
  var body: some View {
    VStack {
      Text("Please log in")
      Button("Login") { model.login() }
    }
  }
}

private struct MainView: View {
  @EnvironmentObject var model: LoginStateModel
  var body: some View { Text("Hello \(model.username)!") }
}

private struct ContentView: View {
  @ObservedObject var model = LoginStateModel()
  var body: some View {
    ZStack {
      Color(UIColor.cyan).opacity(0.3).edgesIgnoringSafeArea(.all)
      if model.loggedIn {
        MainView()
      } else {
        LoginView()
      }
    }
    .environmentObject(model)
  }
}

private struct Lifecycle: View {
  @State var shown = true
  @State var log: [String] = []
  @State var value = 0
  var body: some View {
    VStack {
      if shown {
        Text("child").onAppear { log.append("appear") }.onDisappear { log.append("disappear") }
      }
      Text("log \(log.joined(separator: ","))")
      Text("value \(value)").onChange(of: value) { old, new in log.append("\(old)->\(new)") }
      Button("toggle") { shown.toggle() }
      Button("bump") { value += 1 }
    }
  }
}

@MainActor @Suite struct ModelDrivenSwitchTests {
  @Test func loginSwitchesToTheMainViewAfterTheSimulatedDelay() async throws {
    let model = LoginStateModel()
    model.username = "ada"
    let driver = AppDriver(ContentView(model: model))
    try driver.tap("Login")
    #expect(driver.exists("Please log in"), "nothing happens before the delay")
    #expect(await driver.wait(for: "Hello ada!"))
    driver.settle()
    #expect(!driver.exists("Please log in"))
  }

  @Test func theSwitchFadesWithTheDefaultOpacityTransition() throws {
    let model = LoginStateModel()
    let driver = AppDriver(ContentView(model: model))
    withAnimation(.linear(duration: 1)) { model.loggedIn = true }
    driver.advance(by: 0.5)
    // Both views are on screen half way: the old one fading out, the new one fading in.
    #expect(driver.exists("Please log in", includingHidden: true))
    #expect(driver.exists("Hello !"))
    driver.settle()
    #expect(!driver.exists("Please log in"))
  }

  @Test func appearDisappearAndChangeRunInOrder() throws {
    let driver = AppDriver(Lifecycle())
    #expect(driver.exists("log appear"))
    try driver.tap("toggle")
    #expect(driver.exists("log appear,disappear"))
    try driver.tap("bump")
    #expect(driver.exists("log appear,disappear,0->1"))
  }
}
