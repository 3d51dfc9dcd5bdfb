import SwiftUI

enum UploadError: LocalizedError {
  case tooLarge(megabytes: Int)
  var errorDescription: String? {
    switch self {
    case .tooLarge: return "Photo too large"
    }
  }
  var recoverySuggestion: String? {
    switch self {
    case .tooLarge(let megabytes): return "Choose a photo under \(megabytes) MB."
    }
  }
}

/// An upload that fails, told by alerts made from the error, in both of SwiftUI's forms.
struct ErrorAlertScreen: View {
  @State private var showsError = false
  @State private var uploadError: UploadError?
  @State private var retryError: UploadError?

  var body: some View {
    VStack(spacing: 24) {
      Button("Upload") {
        uploadError = .tooLarge(megabytes: 10)
        showsError = true
      }
      Button("Retry") { retryError = .tooLarge(megabytes: 5) }
      Text(retryError == nil ? "No retry error" : "Retry failed")
    }
    .alert(isPresented: $showsError, error: uploadError) { _ in
      Button("OK") {}
    } message: { error in
      Text(error.recoverySuggestion ?? "")
    }
    .alert(error: $retryError) {
      Button("Dismiss") {}
    }
  }
}
