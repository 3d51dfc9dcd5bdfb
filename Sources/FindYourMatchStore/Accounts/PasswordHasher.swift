import CSodium
import Foundation

/// argon2id through libsodium's `crypto_pwhash_str`, with its interactive limits. The result is a
/// self-describing string (`$argon2id$v=19$m=65536,t=2,p=1$…`) holding the salt and the parameters.
public enum PasswordHasher {
  private static let ready: Bool = sodium_init() >= 0

  /// Takes a noticeable fraction of a second and 64 MB: call it off the main actor.
  public static func hash(_ password: String) throws -> String {
    guard ready else { throw StoreError(.failed, "libsodium could not start") }
    var output = [CChar](repeating: 0, count: Int(crypto_pwhash_STRBYTES))
    let length = UInt64(password.utf8.count)
    let status = password.withCString { clear in
      crypto_pwhash_str(
        &output, clear, length, UInt64(crypto_pwhash_OPSLIMIT_INTERACTIVE),
        Int(crypto_pwhash_MEMLIMIT_INTERACTIVE))
    }
    guard status == 0 else { throw StoreError(.failed, "Out of memory while hashing a password") }
    let bytes = output.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether `password` matches `hash`, in time that does not depend on where they differ.
  public static func verify(_ password: String, against hash: String) -> Bool {
    guard ready else { return false }
    let length = UInt64(password.utf8.count)
    return password.withCString { clear in crypto_pwhash_str_verify(hash, clear, length) == 0 }
  }
}
