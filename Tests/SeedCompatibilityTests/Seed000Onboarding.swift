import SwiftUI

// Seed 000 (Uzbek, Swiftful Thinking): onboarding with @AppStorage and transitions, assembled from the tutorial's
// snippets in the order it builds them. Only the namespace is ours; the code is the seed's, deprecated forms kept.
enum Seed000 {
  struct IntroView: View {

    @AppStorage("signed_in") var currentUserSignedIn: Bool = false

    var body: some View {
      ZStack {
        background

        if currentUserSignedIn {
          ProfileView()
            .transition(.asymmetric(insertion: .move(edge: .bottom), removal: .move(edge: .top)))
        } else {
          OnboardingView()
            .transition(.asymmetric(insertion: .move(edge: .top), removal: .move(edge: .bottom)))
        }
      }
    }

    var background: some View {
      RadialGradient(
        gradient: Gradient(colors: [
          Color(red: 0.75, green: 0.55, blue: 0.95),
          Color(red: 0.45, green: 0.2, blue: 0.65),
        ]),
        center: .topLeading,
        startRadius: 5,
        endRadius: UIScreen.main.bounds.height
      )
      .ignoresSafeArea()
    }
  }

  struct OnboardingView: View {

    /*
     Onboarding states:
     0 - Welcome screen
     1 - Add name
     2 - Add age
     3 - Add gender
     */
    @State var onboardingState: Int = 0
    let transition: AnyTransition = .asymmetric(
      insertion: .move(edge: .trailing),
      removal: .move(edge: .leading)
    )

    // onboarding inputs
    @State var name: String = ""
    @State var age: Double = 50
    @State var gender: String = ""

    // for the alert
    @State var alertTitle: String = ""
    @State var showAlert: Bool = false

    // app storage
    @AppStorage("name") var currentUserName: String?
    @AppStorage("age") var currentUserAge: Int?
    @AppStorage("gender") var currentUserGender: String?
    @AppStorage("signed_in") var currentUserSignedIn: Bool = false

    var body: some View {
      ZStack {
        // content
        ZStack {
          switch onboardingState {
          case 0:
            welcomeSection
              .transition(transition)
          case 1:
            addNameSection
              .transition(transition)
          case 2:
            addAgeSection
              .transition(transition)
          case 3:
            addGenderSection
              .transition(transition)
          default:
            RoundedRectangle(cornerRadius: 25)
              .foregroundColor(.green)
          }
        }

        // buttons
        VStack {
          Spacer()
          bottomButton
        }
        .padding(30)
      }
      .alert(isPresented: $showAlert) {
        Alert(title: Text(alertTitle))
      }
    }
  }

  struct ProfileView: View {

    @AppStorage("name") var currentUserName: String?
    @AppStorage("age") var currentUserAge: Int?
    @AppStorage("gender") var currentUserGender: String?
    @AppStorage("signed_in") var currentUserSignedIn: Bool = false

    var body: some View {
      VStack(spacing: 20) {
        Image(systemName: "person.circle.fill")
          .resizable()
          .scaledToFit()
          .frame(width: 150, height: 150)

        Text(currentUserName ?? "Your name")

        Text("This user is \(currentUserAge ?? 0) years old")

        Text("Their gender is \(currentUserGender ?? "Unknown")")

        Text("Sign out")
          .foregroundColor(.white)
          .font(.headline)
          .frame(height: 55)
          .frame(maxWidth: .infinity)
          .background(Color.black)
          .cornerRadius(10)
          .onTapGesture {
            signOut()
          }
      }
      .font(.title)
      .foregroundColor(.purple)
      .padding()
      .padding(.vertical, 40)
      .background(Color.white)
      .cornerRadius(10)
      .shadow(radius: 10)
    }

    func signOut() {
      withAnimation(.spring()) {
        currentUserName = nil
        currentUserAge = nil
        currentUserGender = nil
        currentUserSignedIn = false
      }
    }
  }
}

// MARK: COMPONENTS

extension Seed000.OnboardingView {

  private var bottomButton: some View {
    Text(
      onboardingState == 0 ? "Sign up".uppercased() : (onboardingState == 3 ? "Finish" : "Next")
    )
    .font(.headline)
    .foregroundColor(.purple)
    .frame(height: 55)
    .frame(maxWidth: .infinity)
    .background(Color.white)
    .cornerRadius(10)
    .animation(nil)
    .onTapGesture {
      handleNextButtonPressed()
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

      Text("Find your match")
        .font(.largeTitle)
        .fontWeight(.semibold)
        .foregroundColor(.white)
        .overlay(
          Capsule(style: .continuous)
            .frame(height: 3)
            .offset(x: 0, y: 5)
            .foregroundColor(.white),
          alignment: .bottom
        )

      Text(
        "This is the number one app for finding your match online. In this tutorial we are practicing using app storage and other SwiftUI techniques."
      )
      .fontWeight(.medium)
      .foregroundColor(.white)
      Spacer()
      Spacer()
    }
    .multilineTextAlignment(.center)
    .padding(30)
  }

  private var addNameSection: some View {
    VStack(spacing: 20) {
      Spacer()
      Text("What's your name")
        .font(.largeTitle)
        .fontWeight(.semibold)
        .foregroundColor(.white)

      TextField("Your name...", text: $name)
        .font(.headline)
        .padding(.horizontal)
        .frame(height: 55)
        .background(Color.white)
        .cornerRadius(10)
      Spacer()
      Spacer()
    }
    .padding(30)
  }

  private var addAgeSection: some View {
    VStack(spacing: 20) {
      Spacer()
      Text("What's your age")
        .font(.largeTitle)
        .fontWeight(.semibold)
        .foregroundColor(.white)

      Slider(value: $age, in: 18...100, step: 1)
        .accentColor(.white)

      Text(String(format: "%.0f", age))
        .font(.largeTitle)
        .fontWeight(.semibold)
        .foregroundColor(.white)
      Spacer()
      Spacer()
    }
    .padding(30)
  }

  private var addGenderSection: some View {
    VStack(spacing: 20) {
      Spacer()
      Text("What's your gender")
        .font(.largeTitle)
        .fontWeight(.semibold)
        .foregroundColor(.white)

      Picker(
        selection: $gender,
        label: Text(gender.count > 1 ? gender : "Select a gender")
          .font(.headline)
          .foregroundColor(.purple)
          .frame(height: 55)
          .frame(maxWidth: .infinity)
          .background(Color.white)
          .cornerRadius(10)
      ) {
        Text("Male").tag("male")
        Text("Female").tag("female")
        Text("Non-binary").tag("non-binary")
      }
      .pickerStyle(MenuPickerStyle())
      Spacer()
      Spacer()
    }
    .padding(30)
  }
}

// MARK: FUNCTIONS

extension Seed000.OnboardingView {

  func handleNextButtonPressed() {
    switch onboardingState {
    case 1:
      guard name.count >= 3 else {
        showAlert(title: "Your name must be at least three characters long 😅")
        return
      }
    case 3:
      guard gender.count > 1 else {
        showAlert(title: "Please select a gender before moving forward 🙄")
        return
      }
    default:
      break
    }

    if onboardingState == 3 {
      signIn()
    } else {
      withAnimation(.spring()) {
        onboardingState += 1
      }
    }
  }

  func signIn() {
    currentUserName = name
    currentUserAge = Int(age)
    currentUserGender = gender

    withAnimation(.spring()) {
      currentUserSignedIn = true
    }
  }

  func showAlert(title: String) {
    alertTitle = title
    showAlert.toggle()
  }
}
