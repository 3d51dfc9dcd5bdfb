import Foundation

/// The SDL2 window host.
@MainActor enum WindowHost {
  static func run(rootView: any View, title: String, options: AppRunner.Options) {
    AppRunner.fail("window host not built yet")
  }
}
