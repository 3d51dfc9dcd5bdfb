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
        LanguagePicker()
        Button(action: { model.logOut() }) {
          Text("Log out", bundle: .module)
            .font(.headline)
            .foregroundColor(.purple)
            .frame(height: 50)
            .frame(maxWidth: .infinity)
            .background(Color.white)
            .cornerRadius(10)
        }
        .buttonStyle(PressableButtonStyle())
        Button(role: .destructive, action: { confirmingDelete = true }) {
          Text("Delete account", bundle: .module)
            .font(.headline)
            .foregroundColor(.white)
            .frame(height: 44)
            .frame(maxWidth: .infinity)
        }
        .buttonStyle(PressableButtonStyle())
        .disabled(deleting)
        if let message = model.homeMessage {
          Text(message, bundle: .module)
            .font(.footnote)
            .foregroundColor(.white)
            .multilineTextAlignment(.center)
        }
      }
      .padding(30)
    }
    .alert(Text("Delete your account?", bundle: .module), isPresented: $confirmingDelete) {
      Button(role: .destructive) {
        deleting = true
        Task {
          await model.deleteAccount()
          deleting = false
        }
      } label: {
        Text("Delete", bundle: .module)
      }
      Button(role: .cancel) {
      } label: {
        Text("Cancel", bundle: .module)
      }
    } message: {
      Text(
        "Your profile and everything you did in the app will be removed. This cannot be undone.",
        bundle: .module)
    }
  }
}
