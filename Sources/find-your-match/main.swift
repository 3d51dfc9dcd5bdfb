import FindYourMatch
import Foundation
import SwiftUI
import SwiftUITesting

// Headless modes first: they need no display. `--record DIR --script FILE` drives the app as it is, with the
// person's own settings; the demo plays in a settings store of its own, so it never touches their profile.
let isDemo = CommandLine.arguments.contains("--demo")
// The database the window (or a recording) opens: its opening waits on the disk, so it starts now, on a thread of
// its own, and the first screen's views are built meanwhile. The demo keeps its own database.
if !isDemo { IntroView.openStoreInBackground() }
let demoSuite = "find-your-match-demo"
// Opened only for the demo: a window's launch does not wait for a second settings store.
let demoStore = isDemo ? UserDefaults(suiteName: demoSuite) ?? .standard : .standard
// Its accounts go to a database of its own too, removed afterwards.
let demoData = FileManager.default.temporaryDirectory.appendingPathComponent(
  "find-your-match-demo-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
if isDemo { demoStore.removePersistentDomain(forName: demoSuite) }
let code = MainActor.assumeIsolated {
  HeadlessCommands.run(
    arguments: CommandLine.arguments,
    rootView: (isDemo
      ? IntroView(databaseURL: demoData.appendingPathComponent("demo.sqlite")) : IntroView())
      .defaultAppStorage(isDemo ? demoStore : .standard),
    demoScript: demoScript())
}
if isDemo {
  demoStore.removePersistentDomain(forName: demoSuite)
  try? FileManager.default.removeItem(at: demoData)
}
if let code {
  IntroView.settleStoreOpening()
  exit(code)
}

MainActor.assumeIsolated {
  _HostOptions.noDisplayHelp = [
    "Or play the whole flow and write its frames and a video: find-your-match --demo DIR"
  ]
}
FindYourMatchApp.main()
