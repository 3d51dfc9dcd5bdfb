import FindYourMatchStore
import SwiftUI

/// Seed 004's model: changing `loggedIn` switches between the signed-out screens and the home, and
/// `username` holds the name typed on the LoginView. `login()` is a real call to the account store (hashing
/// runs off the main actor), refused while one is in flight.
@MainActor public final class LoginStateModel: ObservableObject {
  // changing this will change the main view
  @Published public var loggedIn = false
  // will store the username typed on the LoginView
  @Published public var username = ""
  /// Set by the form right before `login()`; forgotten as soon as the attempt starts.
  public var password = ""

  @Published public private(set) var isLoggingIn = false
  /// The message under the log-in form ("Wrong username or password", the rate limit's countdown).
  @Published public private(set) var loginMessage: LocalizedStringKey?
  /// A problem met while signed in (deleting the account failed…), shown on the profile.
  @Published public private(set) var homeMessage: LocalizedStringKey?
  /// True while the log-in form shows instead of the welcome screen.
  @Published public var showsLogin = false
  /// The signed-in account, once known.
  @Published public private(set) var account: Account?
  @Published public private(set) var profile: Profile?
  /// A person signed in with the version that kept the profile in settings: they choose a username and
  /// password once, and the profile moves to the database.
  @Published public private(set) var profileToUpgrade: Profile?

  /// What the views reach storage through; nil when the database could not be opened.
  public let store: (any AppStore)?
  /// Why the database could not be opened, for the person to read.
  public let storeProblem: String?
  private var lockedUntil: Date?
  private var countdown: Task<Void, Never>?
  let now: @Sendable () -> Date

  public init(
    store: (any AppStore)?, storeProblem: String? = nil,
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.store = store
    self.storeProblem = storeProblem
    self.now = now
  }

  /// Opens the database file at `url`; a file it cannot use becomes `storeProblem`, never a crash.
  /// `now` is the clock of the log-in rate limit (tests move their own).
  /// A file `IntroView.openStoreInBackground` started opening is taken from there, with the same outcome.
  public convenience init(databaseURL url: URL, now: @escaping @Sendable () -> Date = { Date() }) {
    do {
      let database = try StoreOpening.shared.take(url: url)?.get() ?? Database(url: url)
      self.init(store: SQLiteStore(database: database, now: now), now: now)
    } catch {
      self.init(store: nil, storeProblem: "\(error)", now: now)
    }
  }

  // MARK: Restoring a session

  /// Picks up where the last launch left off: `signedInUsername` is who @AppStorage says is signed in;
  /// `legacyProfile` is a profile the previous version kept in settings.
  func restore(signedInUsername: String, legacyProfile: Profile?) {
    if !signedInUsername.isEmpty {
      username = signedInUsername
      loggedIn = true
      Task { await loadAccount(named: signedInUsername) }
    } else if let legacyProfile {
      profileToUpgrade = legacyProfile
      profile = legacyProfile
      loggedIn = true
    }
  }

  private func loadAccount(named name: String) async {
    guard let store else { return }
    do {
      guard let found = try await store.account(named: name) else {
        // The account is gone (deleted elsewhere, or a fresh database): back to the start.
        loggedIn = false
        return
      }
      account = found
      profile = try await store.profile(of: found)
    } catch {
      loginMessage = "Something went wrong: \(String(describing: error))"
    }
  }

  // MARK: Log-in

  func login() {
    // Repeated taps while a log-in is in flight send nothing more.
    guard !isLoggingIn, let store else { return }
    let name = CredentialRules.cleanUsername(username)
    let password = self.password
    self.password = ""
    guard !name.isEmpty, !password.isEmpty else { return }
    if let lockedUntil, lockedUntil > now() { return showCountdown() }
    isLoggingIn = true
    loginMessage = nil
    Task {
      defer { isLoggingIn = false }
      do {
        let found = try await store.logIn(username: name, password: password)
        let profile = try await store.profile(of: found)
        signedIn(found, profile: profile)
      } catch AccountError.tooManyAttempts(let until) {
        lockedUntil = until
        showCountdown()
      } catch let error as AccountError {
        loginMessage = error.message
      } catch {
        loginMessage = "Something went wrong: \(String(describing: error))"
      }
    }
  }

  /// "Too many attempts. Try again in N s", counting down each second until the lock ends.
  private func showCountdown() {
    countdown?.cancel()
    // The message is there at once; the task holds the model only while it updates it, never across the sleep.
    guard let first = updateCountdown() else { return }
    countdown = Task { [weak self] in
      var pause: UInt64? = first
      while let nanoseconds = pause, !Task.isCancelled {
        try? await Task.sleep(nanoseconds: nanoseconds)
        pause = self?.updateCountdown()
      }
    }
  }

  /// Shows the seconds left; returns how long until the number changes, or nil once the lock is over.
  private func updateCountdown() -> UInt64? {
    guard let lockedUntil else { return nil }
    let left = lockedUntil.timeIntervalSince(now())
    guard left > 0 else {
      self.lockedUntil = nil
      loginMessage = nil
      return nil
    }
    loginMessage = AccountError.countdownMessage(secondsLeft: left)
    let untilNextSecond = left - left.rounded(.down)
    return UInt64(((untilNextSecond == 0 ? 1 : untilNextSecond) + 0.01) * 1e9)
  }

  // MARK: Sign-up, log-out, delete

  /// Creates the account with its profile and signs in; returns the message to show when refused.
  func signUp(username: String, password: String, profile: Profile) async -> AccountError? {
    guard let store else { return nil }
    do {
      let created = try await store.signUp(username: username, password: password, profile: profile)
      profileToUpgrade = nil
      signedIn(created, profile: profile)
      return nil
    } catch let error as AccountError {
      return error
    } catch {
      // Not the person's doing (the disk is full, the file went read-only…): said under the username.
      return .invalidUsername("\(error)")
    }
  }

  private func signedIn(_ found: Account, profile: Profile?) {
    account = found
    self.profile = profile
    username = found.username
    loginMessage = nil
    lockedUntil = nil
    countdown?.cancel()
    // when we log in, animate the result of setting loggedIn to true (i.e., animate showing the home)
    withAnimation(.default) { loggedIn = true }
  }

  func logOut() {
    countdown?.cancel()
    loginMessage = nil
    homeMessage = nil
    showsLogin = true
    account = nil
    profile = nil
    // when we log out, animate the result of setting loggedIn to false (i.e., animate showing LoginView)
    withAnimation(.default) { loggedIn = false }
  }

  /// Removes the account and all its rows, then returns to the welcome screen.
  func deleteAccount() async {
    guard let store, let account else { return }
    do {
      try await store.deleteAccount(account)
      logOut()
      username = ""
      showsLogin = false
    } catch {
      homeMessage = "Something went wrong: \(String(describing: error))"
    }
  }
}
