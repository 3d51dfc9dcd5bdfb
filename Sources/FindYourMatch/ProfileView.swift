import FindYourMatchStore
import SwiftUI

/// Seed 000's profile card: the person's name, age and gender on a white card.
struct ProfileView: View {
  let profile: Profile?
  let username: String

  var body: some View {
    VStack(spacing: 16) {
      Image(systemName: "person.circle.fill")
        .resizable()
        .scaledToFit()
        .frame(width: 120, height: 120)
      Text(profile?.name ?? " ")
        .lineLimit(2)
      Text("This user is \(profile?.age ?? 0) years old")
      Text("Their gender is \(genderTitle)")
      Text("@\(username)")
        .font(.headline)
        .foregroundColor(.secondary)
    }
    .font(.title)
    .foregroundColor(.purple)
    .multilineTextAlignment(.center)
    .padding()
    .padding(.vertical, 24)
    .frame(maxWidth: .infinity)
    .background(Color.white)
    .cornerRadius(10)
    .shadow(radius: 10)
  }

  private var genderTitle: String {
    guard let gender = profile?.gender else { return "" }
    return Gender(rawValue: gender)?.title ?? gender
  }
}
