import Foundation
import Testing

@testable import FindYourMatchStore

/// Sign-up, log-in, the rate limit and deleting an account, with real argon2id hashes in a real file.
@Suite struct AccountStoreTests {
  let directory: TemporaryDirectory
  let clock = TestClock()
  let ada = Profile(name: "Ada", age: 36, gender: "female")

  init() throws { directory = try TemporaryDirectory() }

  func openStore() throws -> SQLiteStore {
    let clock = self.clock
    return SQLiteStore(database: try Database(url: directory.database), now: { clock.now })
  }

  @Test func passwordsAreStoredAsArgon2idHashesAndNeverInClear() async throws {
    let password = "Tr0ub4dor&3-unique"
    let store = try openStore()
    _ = try await store.signUp(username: "ada", password: password, profile: ada)
    _ = try await store.logIn(username: "ada", password: password)
    let hash = try store.database.query("SELECT password_hash FROM accounts").first?[
      "password_hash"
    ]
    .string
    #expect(hash?.hasPrefix("$argon2id$") == true, "\(hash ?? "nil")")
    let needle = Data(password.utf8)
    for file in directory.allFileContents() {
      #expect(file.data.range(of: needle) == nil, "the clear password is in \(file.path)")
    }
  }

  @Test func signUpThenLogInReturnsTheSameAccountAndProfile() async throws {
    let store = try openStore()
    let created = try await store.signUp(username: "Ada.L", password: "correct horse", profile: ada)
    #expect(created.username == "ada.l", "capitals typed are lowered")
    let logged = try await store.logIn(username: "  ADA.L ", password: "correct horse")
    #expect(logged == created)
    #expect(try await store.profile(of: logged) == ada)
  }

  @Test func aWrongPasswordAndAnUnknownUsernameGiveTheSameMessage() async throws {
    let store = try openStore()
    _ = try await store.signUp(username: "ada", password: "correct horse", profile: ada)
    let wrongPassword = await #expect(throws: AccountError.self) {
      try await store.logIn(username: "ada", password: "correct horsE")
    }
    let unknownUser = await #expect(throws: AccountError.self) {
      try await store.logIn(username: "grace", password: "correct horse")
    }
    #expect(wrongPassword == .wrongCredentials)
    #expect(unknownUser == .wrongCredentials)
    #expect(wrongPassword?.description == "Wrong username or password")
  }

  @Test(arguments: [
    ("ab", "Use at least 3 characters"),
    (String(repeating: "a", count: 33), "Use at most 32 characters"),
    ("ada lovelace", "Use only letters a-z, digits, dots and underscores"),
    ("ada-l", "Use only letters a-z, digits, dots and underscores"),
    ("zoë", "Use only letters a-z, digits, dots and underscores"),
    ("   ", "Choose a username"),
  ])
  func badUsernamesAreRefusedWithAMessage(username: String, message: String) async throws {
    let store = try openStore()
    let error = await #expect(throws: AccountError.self) {
      try await store.signUp(username: username, password: "correct horse", profile: ada)
    }
    #expect(error == .invalidUsername(message))
    #expect(try store.database.query("SELECT * FROM accounts").isEmpty)
  }

  @Test func goodUsernamesUseLettersDigitsDotsAndUnderscores() {
    for username in ["ada", "ada_l.1815", "A_B", String(repeating: "z", count: 32)] {
      #expect(CredentialRules.usernameProblem(username) == nil, "\(username)")
    }
  }

  @Test func takenUsernamesAndShortPasswordsAreRefused() async throws {
    let store = try openStore()
    _ = try await store.signUp(username: "ada", password: "correct horse", profile: ada)
    await #expect(throws: AccountError.usernameTaken) {
      try await store.signUp(username: "ADA", password: "another one", profile: ada)
    }
    await #expect(throws: AccountError.passwordTooShort) {
      try await store.signUp(username: "grace", password: "1234567", profile: ada)
    }
    #expect(AccountError.passwordTooShort.description == "Use at least 8 characters")
  }

  @Test func fiveFailuresLockTheUsernameForDoublingDelaysAcrossARestart() async throws {
    var store = try openStore()
    _ = try await store.signUp(username: "ada", password: "correct horse", profile: ada)
    for _ in 1...4 {
      await #expect(throws: AccountError.wrongCredentials) {
        try await store.logIn(username: "ada", password: "wrong guess")
      }
    }
    let start = clock.now
    await #expect(throws: AccountError.tooManyAttempts(until: start + 30)) {
      try await store.logIn(username: "ada", password: "wrong guess")
    }
    // While locked even the right password is refused, before any hashing.
    clock.advance(by: 10)
    await #expect(throws: AccountError.tooManyAttempts(until: start + 30)) {
      try await store.logIn(username: "ADA", password: "correct horse")
    }
    #expect(
      AccountError.tooManyAttemptsMessage(secondsLeft: 20) == "Too many attempts. Try again in 20 s"
    )

    // A restart keeps the lock.
    store = try openStore()
    await #expect(throws: AccountError.tooManyAttempts(until: start + 30)) {
      try await store.logIn(username: "ada", password: "correct horse")
    }

    // The next failure after the lock doubles it.
    clock.advance(by: 21)
    await #expect(throws: AccountError.tooManyAttempts(until: start + 31 + 60)) {
      try await store.logIn(username: "ada", password: "still wrong")
    }
    clock.advance(by: 61)
    await #expect(throws: AccountError.tooManyAttempts(until: start + 92 + 120)) {
      try await store.logIn(username: "ada", password: "still wrong")
    }
    clock.advance(by: 121)
    let account = try await store.logIn(username: "ada", password: "correct horse")
    #expect(account.username == "ada")
    #expect(try store.loginLimit(for: "ada") == LoginLimit(failures: 0, lockedUntil: nil))
  }

  @Test func unknownUsernamesAreRateLimitedToo() async throws {
    let store = try openStore()
    for _ in 1...4 {
      await #expect(throws: AccountError.wrongCredentials) {
        try await store.logIn(username: "nobody", password: "guess")
      }
    }
    await #expect(throws: AccountError.tooManyAttempts(until: clock.now + 30)) {
      try await store.logIn(username: "nobody", password: "guess")
    }
  }

  @Test func deletingAnAccountRemovesAllOfItsRows() async throws {
    let store = try openStore()
    let account = try await store.signUp(username: "ada", password: "correct horse", profile: ada)
    let other = try await store.signUp(username: "grace", password: "correct horse", profile: ada)
    await #expect(throws: AccountError.wrongCredentials) {
      try await store.logIn(username: "ada", password: "wrong guess")
    }
    try await store.deleteAccount(account)
    #expect(try await store.account(named: "ada") == nil)
    #expect(try await store.profile(of: account) == nil)
    #expect(try store.loginLimit(for: "ada").failures == 0)
    #expect(try await store.profile(of: other) != nil, "other people's rows stay")
    await #expect(throws: AccountError.wrongCredentials) {
      try await store.logIn(username: "ada", password: "correct horse")
    }
  }
}
