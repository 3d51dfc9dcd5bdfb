import SwiftUI

// Pull to refresh the way tutorials write it: a List whose `refreshable` action awaits a load.

@MainActor final class NewsFeed: ObservableObject {
  @Published var stories = ["Yesterday's story"]
  var loads = 0

  func load() async {
    loads += 1
    // Stands for a network request: the rows change only after the refresh was awaited.
    await Task.yield()
    stories.insert("Fresh story \(loads)", at: 0)
  }
}

struct NewsFeedScreen: View {
  @StateObject private var feed = NewsFeed()

  var body: some View {
    List(feed.stories, id: \.self) { story in
      Text(story)
    }
    .refreshable {
      await feed.load()
    }
  }
}
