import SwiftUI

public struct FindYourMatchApp: App {
  public init() {}
  public var body: some Scene {
    WindowGroup("Find your match") {
      IntroView()
    }
  }
}
