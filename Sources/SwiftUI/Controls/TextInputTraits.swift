import Foundation

// What a text field asks of iOS's on-screen keyboard: its layout, capitalisation, autocorrection and the
// kind of content (for AutoFill). Here keys come from a hardware keyboard, with no on-screen keyboard,
// autocorrection or AutoFill, so these are accepted (code written for iOS compiles) and change nothing that
// is typed — as on iOS with a hardware keyboard, where the keyboard type is not shown either.

/// The on-screen keyboard's layout (UIKit's `UIKeyboardType`).
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
  case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
  public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// UIKit's capitalisation styles, for the deprecated `autocapitalization(_:)`.
public enum UITextAutocapitalizationType: Int, Sendable {
  case none, words, sentences, allCharacters
}

/// How the on-screen keyboard capitalises what is typed.
public struct TextInputAutocapitalization: Sendable, Equatable {
  let name: String
  public static let never = TextInputAutocapitalization(name: "never")
  public static let words = TextInputAutocapitalization(name: "words")
  public static let sentences = TextInputAutocapitalization(name: "sentences")
  public static let characters = TextInputAutocapitalization(name: "characters")
}

/// What a field holds, for AutoFill (UIKit's `UITextContentType`).
public struct UITextContentType: Hashable, RawRepresentable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }

  public static let name = UITextContentType("name")
  public static let givenName = UITextContentType("given-name")
  public static let familyName = UITextContentType("family-name")
  public static let nickname = UITextContentType("nickname")
  public static let emailAddress = UITextContentType("email")
  public static let telephoneNumber = UITextContentType("tel")
  public static let username = UITextContentType("username")
  public static let password = UITextContentType("password")
  public static let newPassword = UITextContentType("new-password")
  public static let oneTimeCode = UITextContentType("one-time-code")
  public static let URL = UITextContentType("url")
  public static let fullStreetAddress = UITextContentType("street-address")
  public static let postalCode = UITextContentType("postal-code")
  public static let addressCity = UITextContentType("address-level2")
  public static let countryName = UITextContentType("country-name")
  public static let organizationName = UITextContentType("organization")
  public static let creditCardNumber = UITextContentType("cc-number")
}

extension View {
  public func keyboardType(_ type: UIKeyboardType) -> some View { self }
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?)
    -> some View
  { self }
  public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
  public func disableAutocorrection(_ disable: Bool?) -> some View { self }
  public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
}
