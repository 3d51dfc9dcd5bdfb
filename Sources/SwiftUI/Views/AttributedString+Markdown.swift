import Foundation

// Foundation on Linux has no markdown reader; these are Apple's initialisers and options over ours
// (`MarkdownParser`). Inline syntax is read as CommonMark and GitHub read it; like Apple's reader it never
// fails on odd input (unmatched markers stay as written).

extension AttributedString {
  public struct MarkdownParsingOptions: Hashable, Sendable {
    public enum InterpretedSyntax: Hashable, Sendable {
      /// Headings' and lists' markers are read too; paragraphs follow each other without a break, as
      /// `Text` shows a block-level string on iOS.
      case full
      /// Inline markers only, runs of white space and line breaks collapsed to one space.
      case inlineOnly
      /// Inline markers only, white space and line breaks kept (what `Text` reads literals with).
      case inlineOnlyPreservingWhitespace
    }
    public enum FailurePolicy: Hashable, Sendable {
      case throwError, returnPartiallyParsedIfPossible
    }

    public var allowsExtendedAttributes: Bool
    public var interpretedSyntax: InterpretedSyntax
    public var failurePolicy: FailurePolicy
    public var languageCode: String?
    public var appliesSourcePositionAttributes: Bool

    public init(
      allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
      failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil,
      appliesSourcePositionAttributes: Bool = false
    ) {
      self.allowsExtendedAttributes = allowsExtendedAttributes
      self.interpretedSyntax = interpretedSyntax
      self.failurePolicy = failurePolicy
      self.languageCode = languageCode
      self.appliesSourcePositionAttributes = appliesSourcePositionAttributes
    }
  }

  public init(
    markdown: String, options: MarkdownParsingOptions = MarkdownParsingOptions(),
    baseURL: URL? = nil
  ) throws {
    self = MarkdownParser.parse(markdown, syntax: options.interpretedSyntax, baseURL: baseURL)
    if let languageCode = options.languageCode, !characters.isEmpty {
      self.languageIdentifier = languageCode
    }
  }

  public init<S: AttributeScope>(
    markdown: String, including scope: KeyPath<AttributeScopes, S.Type>,
    options: MarkdownParsingOptions = MarkdownParsingOptions(), baseURL: URL? = nil
  ) throws {
    try self.init(markdown: markdown, options: options, baseURL: baseURL)
  }

  /// Markdown in UTF-8; bytes that are not UTF-8 are refused with a `CocoaError` as Foundation refuses them.
  public init(
    markdown: Data, options: MarkdownParsingOptions = MarkdownParsingOptions(), baseURL: URL? = nil
  ) throws {
    guard let string = String(data: markdown, encoding: .utf8) else {
      throw CocoaError(.fileReadInapplicableStringEncoding)
    }
    try self.init(markdown: string, options: options, baseURL: baseURL)
  }
}
