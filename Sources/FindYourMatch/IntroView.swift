import SwiftUI

/// The root: the purple background, and either the profile (signed in) or the onboarding flow.
public struct IntroView: View {
  @AppStorage("signed_in") private var currentUserSignedIn: Bool = false

  public init() {}

  public var body: some View {
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
