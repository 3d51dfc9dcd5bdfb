import SwiftUI

/// The root: the purple background, and either the profile (signed in) or the onboarding flow.
public struct IntroView: View {
  @AppStorage("signed_in") private var currentUserSignedIn: Bool = false
  @AppStorage("name") private var currentUserName: String?
  @AppStorage("age") private var currentUserAge: Int?
  @AppStorage("gender") private var currentUserGender: String?
  /// Each sign-out starts a new onboarding: one still sliding away (signed in a moment ago) is not reused.
  @State private var onboardingRun = 0

  public init() {}

  public var body: some View {
    ZStack {
      background
      if showsProfile {
        ProfileView()
          .transition(.asymmetric(insertion: .move(edge: .bottom), removal: .move(edge: .top)))
      } else {
        OnboardingView()
          .id(onboardingRun)
          .transition(.asymmetric(insertion: .move(edge: .top), removal: .move(edge: .bottom)))
      }
    }
    .onChange(of: showsProfile) { _, signedIn in
      if signedIn { onboardingRun += 1 }
    }
  }

  /// A profile whose stored answers are damaged cannot be shown; sign-up starts again instead.
  private var showsProfile: Bool {
    currentUserSignedIn
      && StoredProfile.isComplete(
        name: currentUserName, age: currentUserAge, gender: currentUserGender)
  }

  private var background: some View {
    RadialGradient(
      gradient: Gradient(colors: [Theme.lightPurple, Theme.darkPurple]),
      center: .topLeading,
      startRadius: 5,
      endRadius: UIScreen.main.bounds.height
    )
    .ignoresSafeArea()
  }
}
