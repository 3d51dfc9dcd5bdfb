import Combine
import SwiftUI

// A stopwatch as tutorials write it: a `Timer.publish(...).autoconnect()` kept by the view and
// `.onReceive` counting its ticks; and a sign-in form with the text-input traits tutorials set.

struct StopwatchScreen: View {
  let timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()
  @State private var ticks = 0
  @State private var isRunning = true

  var body: some View {
    VStack(spacing: 12) {
      Text("Ticks: \(ticks)")
      Button(isRunning ? "Stop" : "Start") { isRunning.toggle() }
    }
    .onReceive(timer) { _ in
      if isRunning { ticks += 1 }
    }
  }
}

struct SignInTraitsScreen: View {
  @State private var email = ""
  @State private var code = ""

  var body: some View {
    Form {
      TextField("Email", text: $email)
        .keyboardType(.emailAddress)
        .textInputAutocapitalization(.never)
        .autocorrectionDisabled()
        .textContentType(.emailAddress)
      TextField("Code", text: $code)
        .keyboardType(.numberPad)
        .textContentType(.oneTimeCode)
        .disableAutocorrection(true)
        .autocapitalization(.none)
      Text("Signing in as \(email)")
    }
  }
}
