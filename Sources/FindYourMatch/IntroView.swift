import FindYourMatchStore
import SwiftUI

/// The root: the purple background and, by seed 004's model, either the home (signed in) or the signed-out
/// screens — the onboarding of seed 000, or the log-in. @AppStorage keeps who is signed in; the account and
/// profile live in the database at `databaseURL`.
public struct IntroView: View {
  @AppStorage("signed_in") private var currentUserSignedIn: Bool = false
  @AppStorage("username") private var signedInUsername: String = ""
  // The profile as the previous version kept it (seed 000's keys), until it moves to the database.
  @AppStorage("name") private var legacyName: String?
  @AppStorage("age") private var legacyAge: Int?
  @AppStorage("gender") private var legacyGender: String?
  /// Chosen in Profile; applied to every screen at once.
  @AppStorage("language") private var language: AppLanguage = .system
  let databaseURL: URL
  let now: @Sendable () -> Date

  public init(databaseURL: URL = StoreLocation.databaseURL()) {
    self.init(databaseURL: databaseURL, now: { Date() })
  }

  /// `now` is the clock the log-in rate limit reads.
  init(databaseURL: URL, now: @escaping @Sendable () -> Date) {
    self.databaseURL = databaseURL
    self.now = now
  }

  public var body: some View {
    SessionView(
      model: {
        let model = LoginStateModel(databaseURL: databaseURL, now: now)
        model.restore(
          signedInUsername: currentUserSignedIn ? signedInUsername : "",
          legacyProfile: legacyProfile)
        return model
      }()
    )
    .appLanguage(language)
  }

  /// The previous version's profile, when it can be read as that version would have written it (a damaged
  /// one counts as missing, and sign-up starts again).
  private var legacyProfile: Profile? {
    guard currentUserSignedIn, signedInUsername.isEmpty,
      let name = StoredProfile.name(legacyName), let age = StoredProfile.age(legacyAge),
      let gender = StoredProfile.gender(legacyGender)
    else { return nil }
    return Profile(name: name, age: age, gender: gender.rawValue)
  }
}

/// Seed 004's top-level view: shows one screen or the other by `model.loggedIn`, with the default (opacity)
/// transition, and passes the model down.
struct SessionView: View {
  @StateObject private var model: LoginStateModel
  @AppStorage("signed_in") private var currentUserSignedIn: Bool = false
  @AppStorage("username") private var signedInUsername: String = ""
  @AppStorage("name") private var legacyName: String?
  @AppStorage("age") private var legacyAge: Int?
  @AppStorage("gender") private var legacyGender: String?
  /// Each log-in starts the next sign-up afresh: an onboarding still fading away is not reused.
  @State private var onboardingRun = 0

  init(model: @autoclosure @escaping () -> LoginStateModel) {
    _model = StateObject(wrappedValue: model())
  }

  var body: some View {
    ZStack {
      background
      // we show either the signed-out screens or the home depending on our model
      if let problem = model.storeProblem {
        StoreProblemView(message: problem)
      } else if model.loggedIn {
        if model.profileToUpgrade != nil {
          UpgradeAccountView()
        } else {
          HomeView()
        }
      } else if model.showsLogin {
        LoginView()
      } else {
        OnboardingView()
          .id(onboardingRun)
      }
    }
    // this passes the model down to descendant views
    .environmentObject(model)
    .onChange(of: model.loggedIn) { _, loggedIn in
      if loggedIn { onboardingRun += 1 }
      currentUserSignedIn = loggedIn
      if !loggedIn { signedInUsername = "" }
    }
    .onChange(of: model.account?.username) { _, username in
      guard let username else { return }
      signedInUsername = username
      // The profile is in the database now: the settings no longer hold it.
      legacyName = nil
      legacyAge = nil
      legacyGender = nil
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

/// The database could not be opened: what happened and what to do, instead of a crash or a blank screen.
struct StoreProblemView: View {
  let message: String

  var body: some View {
    VStack(spacing: 20) {
      Image(systemName: "exclamationmark.triangle.fill")
        .font(.system(size: 56))
      Text("Find your match cannot open its data", bundle: .module)
        .font(.title2.weight(.semibold))
      Text(verbatim: message)
        .font(.body)
    }
    .foregroundColor(.white)
    .multilineTextAlignment(.center)
    .padding(30)
  }
}

#Preview("Store problem") {
  StoreProblemView(message: "The disk is full.")
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .background(Color.purple)
}
