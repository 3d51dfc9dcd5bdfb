import FindYourMatchStore
import SwiftUI

/// The "Create your account" fields: a username (capitals are lowered as they are typed) and a password,
/// each with its message underneath.
struct CreateAccountForm: View {
  @Binding var username: String
  @Binding var password: String
  let usernameMessage: LocalizedStringKey?
  let passwordMessage: LocalizedStringKey?
  var onSubmit: () -> Void = {}

  var body: some View {
    VStack(spacing: 12) {
      TextField(text: $username) { Text("Username", bundle: .module) }
        .font(.headline)
        .padding(.horizontal)
        .frame(height: 55)
        .background(Color(uiColor: .systemBackground))
        .cornerRadius(10)
        .onChange(of: username) { _, typed in
          let lowered = typed.lowercased()
          if lowered != typed { username = lowered }
        }
      if let usernameMessage { FieldMessage(text: usernameMessage) }
      PasswordField(title: "Password", text: $password, onSubmit: onSubmit)
        .font(.headline)
        .padding(.leading)
        .padding(.trailing, 8)
        .frame(height: 55)
        .background(Color(uiColor: .systemBackground))
        .cornerRadius(10)
      if let passwordMessage { FieldMessage(text: passwordMessage) }
    }
  }

  /// The messages for what was typed, before anything is sent: nil when both fields are acceptable.
  static func problems(username: String, password: String) -> (
    username: LocalizedStringKey?, password: LocalizedStringKey?
  )? {
    let usernameProblem = CredentialRules.usernameIssue(username)?.message
    let passwordProblem =
      CredentialRules.passwordProblem(password) == nil ? nil : AccountError.passwordTooShort.message
    if usernameProblem == nil && passwordProblem == nil { return nil }
    return (usernameProblem, passwordProblem)
  }
}
