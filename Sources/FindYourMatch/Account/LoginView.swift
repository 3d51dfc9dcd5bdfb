import FindYourMatchStore
import SwiftUI

/// Seed 004's LoginView on the app's card: `Username`, `Password` and `Login`. The button is disabled while a
/// field is empty, shows a spinner and ignores taps while a log-in is in flight; the message underneath says
/// what went wrong.
struct LoginView: View {
  @EnvironmentObject var model: LoginStateModel
  @State private var usernameString = ""
  @State private var passwordString = ""

  var body: some View {
    VStack(spacing: 24) {
      Spacer()
      Text("Welcome back", bundle: .module)
        .font(.largeTitle)
        .fontWeight(.semibold)
        .foregroundColor(.white)
      VStack(spacing: 15) {
        HStack {
          Text("Username", bundle: .module).foregroundColor(.purple)
          Spacer()
          TextField(text: $usernameString) { Text("Username", bundle: .module) }
            .textFieldStyle(RoundedBorderTextFieldStyle())
            .frame(width: 180)
        }
        HStack {
          Text("Password", bundle: .module).foregroundColor(.purple)
          Spacer()
          PasswordField(title: "Password", text: $passwordString, onSubmit: login)
            .textFieldStyle(RoundedBorderTextFieldStyle())
            .frame(width: 180)
        }
        if let message = model.loginMessage {
          Text(message, bundle: .module)
            .font(.subheadline.weight(.semibold))
            .foregroundColor(.red)
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        Button(action: login) {
          ZStack {
            if model.isLoggingIn {
              ProgressView().tint(.white)
            } else {
              Text("Login", bundle: .module).font(.title2.weight(.semibold))
            }
          }
          .foregroundColor(.white)
          .frame(height: 50)
          .frame(maxWidth: .infinity)
          .background(RoundedRectangle(cornerRadius: 15).fill(Color.purple))
          .opacity(isEmpty ? 0.5 : 1)
        }
        .buttonStyle(PlainButtonStyle())
        .disabled(isEmpty)
      }
      .padding(20)
      .background(RoundedRectangle(cornerRadius: 15).fill(Color(uiColor: .systemBackground)))
      .shadow(radius: 10)
      Button(action: showSignUp) {
        Text("New here? Create an account", bundle: .module)
          .font(.headline)
          .foregroundColor(.white)
          .underline()
      }
      .buttonStyle(PressableButtonStyle())
      Spacer()
      Spacer()
    }
    .padding(30)
    .onAppear { usernameString = model.username }
    .onChange(of: model.isLoggingIn) { _, busy in
      // A refused password is cleared for the next try; the username stays.
      if !busy && !model.loggedIn { passwordString = "" }
    }
  }

  private var isEmpty: Bool {
    CredentialRules.cleanUsername(usernameString).isEmpty || passwordString.isEmpty
  }

  func login() {
    guard !isEmpty, !model.isLoggingIn else { return }
    // save the entered username, and try to log in
    model.username = CredentialRules.cleanUsername(usernameString)
    model.password = passwordString
    model.login()
  }

  func showSignUp() {
    withAnimation(.default) { model.showsLogin = false }
  }
}
