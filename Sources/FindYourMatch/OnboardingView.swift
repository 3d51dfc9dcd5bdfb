import SwiftUI

struct OnboardingView: View {
  var body: some View {
    ZStack {
      welcomeSection
      VStack {
        Spacer()
        Text("SIGN UP")
          .font(.headline)
          .foregroundColor(.purple)
          .frame(height: 55)
          .frame(maxWidth: .infinity)
          .background(Color.white)
          .cornerRadius(10)
      }
      .padding(30)
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
            .offset(y: 5)
            .foregroundColor(.white),
          alignment: .bottom
        )
      Text("Meet people nearby who share what you love. Tell us a little about yourself and we'll do the rest.")
        .fontWeight(.medium)
        .foregroundColor(.white)
      Spacer()
      Spacer()
    }
    .multilineTextAlignment(.center)
    .padding(30)
  }
}

struct ProfileView: View {
  var body: some View { Text("Profile") }
}
