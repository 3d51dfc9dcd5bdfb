import FindYourMatchStore
import SwiftUI

/// The sign-up flow of seed 000: welcome, name, age and gender, then the account (username and password),
/// one step at a time, each sliding in from the trailing edge while the previous one leaves to the leading
/// edge.
struct OnboardingView: View {
  // Onboarding states:
  // 0 - welcome
  // 1 - name
  // 2 - age
  // 3 - gender
  // 4 - account
  @State private var onboardingState: Int = 0
  @State private var goingBack = false
  @State private var isChangingStep = false

  // Answers, kept when going back.
  @State private var name: String = ""
  @State private var age: Double = 50
  @State private var gender: String = ""
  @FocusState private var nameFieldFocused: Bool

  @State private var username: String = ""
  @State private var password: String = ""
  @State private var usernameMessage: LocalizedStringKey?
  @State private var passwordMessage: LocalizedStringKey?
  @State private var isCreatingAccount = false

  // Alert
  @State private var alertTitle: LocalizedStringKey = ""
  @State private var showAlert: Bool = false

  @EnvironmentObject private var model: LoginStateModel

  static let lastStep = 4

  var body: some View {
    ZStack {
      content
      VStack {
        if onboardingState > 0 { topBar }
        Spacer()
        bottomButton
        if onboardingState == 0 { logInLink }
      }
      .padding(30)
    }
    .alert(Text(alertTitle, bundle: .module), isPresented: $showAlert) {
      Button(role: .cancel) {
      } label: {
        Text("OK", bundle: .module)
      }
    }
  }
}

// MARK: - Components

extension OnboardingView {
  /// Steps swap in the direction of travel: forward comes from trailing, back from leading.
  private var transition: AnyTransition {
    goingBack
      ? .asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing))
      : .asymmetric(insertion: .move(edge: .trailing), removal: .move(edge: .leading))
  }

  private var content: some View {
    ZStack {
      switch onboardingState {
      case 0:
        welcomeSection.transition(transition)
      case 1:
        addNameSection.transition(transition)
      case 2:
        addAgeSection.transition(transition)
      case 3:
        addGenderSection.transition(transition)
      default:
        addAccountSection.transition(transition)
      }
    }
  }

  private var bottomButton: some View {
    Button(action: handleNextButtonPressed) {
      ZStack {
        if isCreatingAccount {
          ProgressView().tint(.purple)
        } else {
          Text(buttonTitle, bundle: .module)
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
    .animation(nil, value: onboardingState)
  }

  /// For people who signed up before: seed 004's log-in.
  private var logInLink: some View {
    Button(action: { withAnimation(.default) { model.showsLogin = true } }) {
      Text("I already have an account", bundle: .module)
        .font(.headline)
        .foregroundColor(.white)
        .underline()
        .frame(height: 44)
    }
    .buttonStyle(PressableButtonStyle())
    .padding(.top, 8)
  }

  private var buttonTitle: LocalizedStringKey {
    onboardingState == 0 ? "SIGN UP" : (onboardingState == Self.lastStep ? "FINISH" : "NEXT")
  }

  /// Back control and step indicator for steps 1-3.
  private var topBar: some View {
    HStack {
      Button(action: handleBackButtonPressed) {
        Image(systemName: "chevron.left")
          .font(.title2.weight(.semibold))
          .foregroundColor(.white)
          .frame(width: 44, height: 44)
          .contentShape(Rectangle())
      }
      .buttonStyle(PressableButtonStyle())
      .accessibilityLabel(Text("Back", bundle: .module))
      Spacer()
      StepIndicator(current: onboardingState, count: Self.lastStep)
      Spacer()
      Color.clear.frame(width: 44, height: 44)
    }
  }

  private var welcomeSection: some View {
    VStack(spacing: 40) {
      Spacer()
      Image(systemName: "heart.text.square.fill")
        .resizable()
        .scaledToFit()
        .frame(width: 200, height: 200)
        .foregroundColor(.white)
      Text("Find your match", bundle: .module)
        .font(.largeTitle)
        .fontWeight(.semibold)
        .foregroundColor(.white)
        .overlay(
          Capsule(style: .continuous)
            .frame(height: 3)
            .offset(y: 5)
            .foregroundColor(.white),
          alignment: .bottom
        )
      Text(
        "Meet people nearby who share what you love. Tell us a little about yourself and we'll do the rest.",
        bundle: .module
      )
      .fontWeight(.medium)
      .foregroundColor(.white)
      Spacer()
      Spacer()
    }
    .multilineTextAlignment(.center)
    .padding(30)
  }

  /// The large white title each step shows (and the age number, in the same style).
  private func stepTitle(_ text: LocalizedStringKey) -> some View {
    Text(text, bundle: .module)
      .font(.largeTitle)
      .fontWeight(.semibold)
      .foregroundColor(.white)
  }

  private var addNameSection: some View {
    VStack(spacing: 20) {
      Spacer()
      stepTitle("What's your name?")
      TextField(text: $name) { Text("Your name...", bundle: .module) }
        .font(.headline)
        .focused($nameFieldFocused)
        .submitLabel(.next)
        .onSubmit(handleNextButtonPressed)
        .onChange(of: name) { old, new in
          guard ProfileRules.isTooLong(new) else { return }
          name = old
          showAlert(title: nameTooLongMessage)
        }
        .padding(.horizontal)
        .frame(height: 55)
        .background(Color(uiColor: .systemBackground))
        .cornerRadius(10)
      Spacer()
      Spacer()
    }
    .padding(30)
    .onAppear { nameFieldFocused = true }
  }

  private var addAgeSection: some View {
    VStack(spacing: 20) {
      Spacer()
      stepTitle("What's your age?")
      // The number alone, in the language's digits.
      stepTitle("\(Int(age))")
      Slider(value: $age, in: 18...100, step: 1)
        .tint(.white)
      Spacer()
      Spacer()
    }
    .padding(30)
  }

  private var addAccountSection: some View {
    VStack(spacing: 20) {
      Spacer()
      stepTitle("Create your account")
      CreateAccountForm(
        username: $username, password: $password, usernameMessage: usernameMessage,
        passwordMessage: passwordMessage, onSubmit: handleNextButtonPressed)
      Spacer()
      Spacer()
    }
    .padding(30)
  }

  private var addGenderSection: some View {
    VStack(spacing: 20) {
      Spacer()
      stepTitle("What's your gender?")
      Picker(
        selection: $gender,
        label: Text(Gender(rawValue: gender)?.title ?? "Select a gender", bundle: .module)
          .font(.headline)
          .foregroundColor(.purple)
          .frame(height: 55)
          .frame(maxWidth: .infinity)
          .background(Color.white)
          .cornerRadius(10)
      ) {
        ForEach(Gender.allCases) { option in
          Text(option.title, bundle: .module).tag(option.rawValue)
        }
      }
      .pickerStyle(.menu)
      Spacer()
      Spacer()
    }
    .padding(30)
  }
}

// MARK: - Functions

extension OnboardingView {
  func handleNextButtonPressed() {
    // A second tap while the steps are still sliding must not skip a step, nor one while the account is made.
    guard !isChangingStep, !isCreatingAccount else { return }
    switch onboardingState {
    case 1:
      guard ProfileRules.isValidName(name) else {
        showAlert(title: "Your name must be at least three characters long 😅")
        return
      }
      guard !ProfileRules.isTooLong(name) else {
        showAlert(title: nameTooLongMessage)
        return
      }
      name = ProfileRules.cleanName(name)
    case 3:
      guard Gender(rawValue: gender) != nil else {
        showAlert(title: "Please select a gender before moving forward 🙄")
        return
      }
    default:
      break
    }

    if onboardingState == Self.lastStep {
      createAccount()
    } else {
      changeStep(by: 1)
    }
  }

  private var nameTooLongMessage: LocalizedStringKey {
    "Your name can be at most \(ProfileRules.maximumNameLength) characters long"
  }

  func handleBackButtonPressed() {
    guard !isChangingStep, onboardingState > 0 else { return }
    changeStep(by: -1)
  }

  private func changeStep(by delta: Int) {
    nameFieldFocused = false
    // The direction is set first, so the step that leaves already carries the matching transition.
    goingBack = delta < 0
    isChangingStep = true
    withAnimation(.spring()) {
      onboardingState += delta
    } completion: {
      isChangingStep = false
    }
  }

  func showAlert(title: LocalizedStringKey) {
    alertTitle = title
    showAlert.toggle()
  }

  /// Checks the fields (messages under them), then creates the account with the profile and signs in.
  func createAccount() {
    if let problems = CreateAccountForm.problems(username: username, password: password) {
      usernameMessage = problems.username
      passwordMessage = problems.password
      return
    }
    usernameMessage = nil
    passwordMessage = nil
    isCreatingAccount = true
    let profile = Profile(name: ProfileRules.cleanName(name), age: Int(age), gender: gender)
    Task {
      defer { isCreatingAccount = false }
      switch await model.signUp(username: username, password: password, profile: profile) {
      case .passwordTooShort?: passwordMessage = AccountError.passwordTooShort.message
      case let error?: usernameMessage = error.message
      case nil: break
      }
    }
  }
}
