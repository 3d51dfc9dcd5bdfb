import FindYourMatchStore
import SwiftUI

/// Seed 000's profile card for the signed-in person, with Log out and Delete account (confirmed first).
struct ProfileTab: View {
  @EnvironmentObject private var model: LoginStateModel
  @State private var confirmingDelete = false
  @State private var deleting = false

  var body: some View {
    ZStack {
      RadialGradient(
        gradient: Gradient(colors: [Theme.lightPurple, Theme.darkPurple]),
        center: .topLeading, startRadius: 5, endRadius: UIScreen.main.bounds.height
      )
      .ignoresSafeArea(edges: .top)
      VStack(spacing: 16) {
        ProfileView(profile: model.profile, username: model.username)
        Button(action: { model.logOut() }) {
          Text("Log out")
            .font(.headline)
            .foregroundColor(.purple)
            .frame(height: 50)
            .frame(maxWidth: .infinity)
            .background(Color.white)
            .cornerRadius(10)
        }
        .buttonStyle(PressableButtonStyle())
        Button(role: .destructive, action: { confirmingDelete = true }) {
          Text("Delete account")
            .font(.headline)
            .foregroundColor(.white)
            .frame(height: 44)
            .frame(maxWidth: .infinity)
        }
        .buttonStyle(PressableButtonStyle())
        .disabled(deleting)
        if let message = model.homeMessage {
          Text(message)
            .font(.footnote)
            .foregroundColor(.white)
            .multilineTextAlignment(.center)
        }
      }
      .padding(30)
    }
    .alert("Delete your account?", isPresented: $confirmingDelete) {
      Button("Delete", role: .destructive) {
        deleting = true
        Task {
          await model.deleteAccount()
          deleting = false
        }
      }
      Button("Cancel", role: .cancel) {}
    } message: {
      Text("Your profile and everything you did in the app will be removed. This cannot be undone.")
    }
  }
}
