import FindYourMatch
import Foundation
import SwiftUI
import SwiftUITesting

// Headless modes first: they need no display. The demo plays in a settings store of its own, so it never
// touches the profile a person keeps in the app.
let demoStore = UserDefaults(suiteName: "find-your-match-demo") ?? .standard
demoStore.removePersistentDomain(forName: "find-your-match-demo")
let code = MainActor.assumeIsolated {
  HeadlessCommands.run(
    arguments: CommandLine.arguments, rootView: IntroView().defaultAppStorage(demoStore), demoScript: demoScript)
}
demoStore.removePersistentDomain(forName: "find-your-match-demo")
if let code { exit(code) }

MainActor.assumeIsolated {
  _HostOptions.noDisplayHelp = ["Or play the whole flow and write its frames and a video: find-your-match --demo DIR"]
}
FindYourMatchApp.main()
