import SwiftUI

/// A sign-in form that opens with the cursor in its first field, as iOS 17 tutorials write it.
struct SignInFocusScreen: View {
  enum Field: Hashable { case email, password }
  @FocusState private var focused: Field?
  @State private var email = ""
  @State private var password = ""

  var body: some View {
    Form {
      TextField("Email", text: $email).focused($focused, equals: .email)
      SecureField("Password", text: $password).focused($focused, equals: .password)
      Text(focused == .email ? "Typing the email" : "Not typing")
    }
    .defaultFocus($focused, .email)
  }
}
