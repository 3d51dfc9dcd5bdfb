import SwiftUI

// A study timer that pauses when the app leaves the foreground, as scene-phase tutorials write it, with the
// feedback and overlay modifiers such screens add (no haptics or system overlays on a desktop).

struct StudySessionScreen: View {
  @Environment(\.scenePhase) private var scenePhase
  @State private var pauses = 0
  @State private var sessions = 0

  var body: some View {
    VStack(spacing: 16) {
      Text(phaseName)
        .font(.title)
      Text("Paused \(pauses) times")
      Button("Start session") { sessions += 1 }
        .buttonStyle(.borderedProminent)
        .sensoryFeedback(.success, trigger: sessions)
        .sensoryFeedback(.impact(weight: .heavy, intensity: 0.8), trigger: sessions) { old, new in
          new > old
        }
        .sensoryFeedback(trigger: sessions) { _, new in new.isMultiple(of: 2) ? .increase : nil }
      Text("Sessions: \(sessions)")
    }
    .onChange(of: scenePhase) { newPhase in
      if newPhase == .inactive { pauses += 1 }
    }
    .statusBarHidden()
    .persistentSystemOverlays(.hidden)
  }

  private var phaseName: String {
    switch scenePhase {
    case .active: return "Active"
    case .inactive: return "Inactive"
    case .background: return "Background"
    }
  }
}
