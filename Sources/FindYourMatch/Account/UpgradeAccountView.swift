import FindYourMatchStore
import SwiftUI

/// Shown once to a person who was signed in with the version that kept the profile in settings: they keep
/// their profile and choose a username and password, after which it lives in the database.
struct UpgradeAccountView: View {
  @EnvironmentObject private var model: LoginStateModel
  @State private var username = ""
  @State private var password = ""
  @State private var usernameMessage: LocalizedStringKey?
  @State private var passwordMessage: LocalizedStringKey?
  @State private var isSaving = false

  var body: some View {
    VStack(spacing: 20) {
      Spacer()
      Text("Welcome back, \(model.profileToUpgrade?.name ?? "")", bundle: .module)
        .font(.largeTitle)
        .fontWeight(.semibold)
        .foregroundColor(.white)
        .multilineTextAlignment(.center)
      Text("Choose a username and password, so you can log in again on any visit.", bundle: .module)
        .fontWeight(.medium)
        .foregroundColor(.white)
        .multilineTextAlignment(.center)
      CreateAccountForm(
        username: $username, password: $password, usernameMessage: usernameMessage,
        passwordMessage: passwordMessage, onSubmit: save)
      Spacer()
      Button(action: save) {
        ZStack {
          if isSaving {
            ProgressView().tint(.purple)
          } else {
            Text("SAVE", bundle: .module)
          }
        }
        .font(.headline)
        .foregroundColor(.purple)
        .frame(height: 55)
        .frame(maxWidth: .infinity)
        .background(Color.white)
        .cornerRadius(10)
      }
      .buttonStyle(PressableButtonStyle())
    }
    .padding(30)
  }

  func save() {
    guard !isSaving, let profile = model.profileToUpgrade else { return }
    if let problems = CreateAccountForm.problems(username: username, password: password) {
      usernameMessage = problems.username
      passwordMessage = problems.password
      return
    }
    usernameMessage = nil
    passwordMessage = nil
    isSaving = true
    Task {
      defer { isSaving = false }
      switch await model.signUp(username: username, password: password, profile: profile) {
      case .passwordTooShort?: passwordMessage = AccountError.passwordTooShort.message
      case let error?: usernameMessage = error.message
      case nil: break
      }
    }
  }
}
