import Foundation

/// The state of an `AsyncImage`'s load.
public enum AsyncImagePhase: @unchecked Sendable {
  case empty
  case success(Image)
  case failure(any Error)

  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }
  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

/// An image loaded from a URL when the view appears: a file, a `data:` URL or http(s) (through libcurl, see `HTTPFetch`). Until
/// it arrives the view shows a placeholder (a grey fill, or the caller's); a failed load shows the placeholder
/// (or the caller's failure content). The phase changes in the given transaction, so it can animate.
public struct AsyncImage<Content: View>: View {
  let url: URL?
  let scale: CGFloat
  let transaction: Transaction
  let content: (AsyncImagePhase) -> Content
  @State private var phase = AsyncImagePhase.empty
  /// The URL the phase belongs to: a new URL starts empty again.
  @State private var loadedURL: URL?

  /// The image at its size (pixels ÷ `scale`), the standard grey placeholder until then.
  public init(url: URL?, scale: CGFloat = 1) where Content == _AsyncImageDefaultContent {
    self.init(url: url, scale: scale, transaction: Transaction()) { phase in
      _AsyncImageDefaultContent(image: phase.image)
    }
  }

  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) where Content == _ConditionalContent<I, P> {
    self.init(url: url, scale: scale, transaction: Transaction()) { phase in
      if let image = phase.image { content(image) } else { placeholder() }
    }
  }

  public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    self.url = url
    self.scale = scale
    self.transaction = transaction
    self.content = content
  }

  public var body: some View {
    let url = url
    let scale = scale
    let transaction = transaction
    let phase = $phase
    let loadedURL = $loadedURL
    return content(loadedURL.wrappedValue == url ? self.phase : .empty)
      .task(id: url) { @MainActor in
        guard let url else {
          // No URL: the placeholder stays, as in SwiftUI (no failure is reported).
          loadedURL.wrappedValue = nil
          phase.wrappedValue = .empty
          return
        }
        let result = await AsyncImageLoading.load(url)
        guard !Task.isCancelled else { return }
        let next: AsyncImagePhase
        switch result {
        case .success(let data):
          if let image = UIImage(data: data, scale: scale) {
            next = .success(Image(uiImage: image))
          } else {
            next = .failure(URLError(.cannotDecodeContentData))
          }
        case .failure(let error): next = .failure(error)
        }
        withTransaction(transaction) {
          loadedURL.wrappedValue = url
          phase.wrappedValue = next
        }
      }
  }
}

/// What `AsyncImage(url:scale:)` shows: the image, or the grey placeholder filling the space offered.
public struct _AsyncImageDefaultContent: View {
  let image: Image?
  public var body: some View {
    if let image {
      image
    } else {
      Color(uiColor: .secondarySystemFill)
    }
  }
}

/// Fetches the bytes behind a URL off the main actor.
enum AsyncImageLoading {
  static func load(_ url: URL) async -> Result<Data, any Error> {
    if url.scheme?.lowercased() == "data" {
      return dataURL(url).map { .success($0) }
        ?? .failure(
          HTTPFetch.Failure(description: "\(url.absoluteString.prefix(64)) is not a data: URL"))
    }
    if url.isFileURL {
      return await Task.detached {
        do { return .success(try Data(contentsOf: url)) } catch { return .failure(error) }
      }.value
    }
    guard ["http", "https"].contains(url.scheme?.lowercased() ?? "") else {
      return .failure(
        HTTPFetch.Failure(
          description: "\(url.absoluteString): only file, data, http and https URLs load"))
    }
    return await HTTPFetch.data(from: url).mapError { $0 as any Error }
  }

  /// `data:[<type>][;base64],<data>` (RFC 2397).
  static func dataURL(_ url: URL) -> Data? {
    let text = url.absoluteString
    guard let comma = text.firstIndex(of: ",") else { return nil }
    let header = text[text.index(text.startIndex, offsetBy: 5)..<comma]
    let payload = String(text[text.index(after: comma)...])
    if header.hasSuffix(";base64") {
      let cleaned = (payload.removingPercentEncoding ?? payload).filter { !$0.isWhitespace }
      return Data(base64Encoded: cleaned)
    }
    return (payload.removingPercentEncoding ?? payload).data(using: .utf8)
  }
}
