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
      Text(verbatim: profile?.name ?? " ")
        .lineLimit(2)
      Text("This user is \(profile?.age ?? 0) years old", bundle: .module)
      genderLine
      Text(verbatim: "@\(username)")
        .font(.headline)
        .foregroundColor(.secondary)
    }
    .font(.title)
    .foregroundColor(.purple)
    .multilineTextAlignment(.center)
    .padding()
    .padding(.vertical, 24)
    .frame(maxWidth: .infinity)
    .background(Color(uiColor: .systemBackground))
    .cornerRadius(10)
    .shadow(radius: 10)
  }

  /// A whole sentence per gender: the word takes a different form inside the sentence in some languages.
  @ViewBuilder private var genderLine: some View {
    switch profile.map({ Gender(rawValue: $0.gender) }) {
    case .male?: Text("Their gender is Male", bundle: .module)
    case .female?: Text("Their gender is Female", bundle: .module)
    case .nonBinary?: Text("Their gender is Non-binary", bundle: .module)
    case nil?: Text(verbatim: profile?.gender ?? "")
    case nil: Text(verbatim: "")
    }
  }
}

#Preview("Profile card") {
  ProfileView(profile: Profile(name: "Ada", age: 36, gender: "non-binary"), username: "ada")
    .padding()
}
