import SwiftUI

/// The signed-in screen: the stored profile on a white card, and SIGN OUT.
struct ProfileView: View {
  @AppStorage("name") private var currentUserName: String?
  @AppStorage("age") private var currentUserAge: Int?
  @AppStorage("gender") private var currentUserGender: String?
  @AppStorage("signed_in") private var currentUserSignedIn: Bool = false

  var body: some View {
    VStack(spacing: 20) {
      Image(systemName: "person.circle.fill")
        .resizable()
        .scaledToFit()
        .frame(width: 150, height: 150)
      Text(StoredProfile.name(currentUserName) ?? "Your name")
        .lineLimit(2)
      Text("This user is \(StoredProfile.age(currentUserAge) ?? 0) years old")
      Text("Their gender is \(genderTitle)")
      Button(action: signOut) {
        Text("SIGN OUT")
          .foregroundColor(.white)
          .font(.headline)
          .frame(height: 55)
          .frame(maxWidth: .infinity)
          .background(Color.black)
          .cornerRadius(10)
      }
      .buttonStyle(PressableButtonStyle())
    }
    .font(.title)
    .foregroundColor(.purple)
    .multilineTextAlignment(.center)
    .padding()
    .padding(.vertical, 40)
    .background(Color.white)
    .cornerRadius(10)
    .shadow(radius: 10)
    .padding(30)
  }

  private var genderTitle: String {
    StoredProfile.gender(currentUserGender)?.title ?? "Unknown"
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
