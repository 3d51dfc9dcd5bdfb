import SwiftUI

// A feed shown as placeholders while it loads, as tutorials on `.redacted` write it: the rows' text becomes
// grey bars and their images grey boxes, the title stays (`.unredacted()`), and a balance marked
// `.privacySensitive()` is hidden where privacy is redacted.

struct FeedArticle: Identifiable {
  let id = UUID()
  let title: String
  let summary: String
}

struct FeedArticleRow: View {
  let article: FeedArticle

  var body: some View {
    HStack(alignment: .top, spacing: 12) {
      Image(systemName: "newspaper")
        .font(.largeTitle)
      VStack(alignment: .leading, spacing: 4) {
        Text(article.title)
          .font(.headline)
        Text(article.summary)
          .foregroundStyle(.secondary)
      }
    }
  }
}

struct LoadingFeedScreen: View {
  @State private var isLoading = true
  private let articles = [
    FeedArticle(title: "Swift on Linux", summary: "Building apps with one codebase"),
    FeedArticle(title: "Placeholders", summary: "Showing content while it loads"),
  ]

  var body: some View {
    VStack(alignment: .leading, spacing: 20) {
      Text("Today")
        .font(.largeTitle.bold())
        .unredacted()
      ForEach(articles) { article in
        FeedArticleRow(article: article)
      }
      Button("Finish loading") { isLoading = false }
        .unredacted()
      Spacer()
    }
    .padding()
    .redacted(reason: isLoading ? .placeholder : [])
  }
}

struct WalletWidgetScreen: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text("Wallet")
        .font(.headline)
      Text("$1,024.00")
        .font(.title)
        .privacySensitive()
    }
    .padding()
    .redacted(reason: .privacy)
  }
}
