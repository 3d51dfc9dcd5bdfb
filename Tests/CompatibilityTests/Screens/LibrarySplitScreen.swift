import SwiftUI

// NavigationSplitView on an iPad as the iOS 17 tutorials write it: sidebar links (by value and by view)
// whose destinations fill the detail column, a bound column visibility that a button changes, the
// sidebar's width, and a three-column mail box whose detail is prominent.

struct Book: Identifiable, Hashable {
  let id: Int
  let title: String
  let author: String
}

struct LibrarySplitScreen: View {
  @State private var columnVisibility = NavigationSplitViewVisibility.all
  let books = [
    Book(id: 1, title: "Dune", author: "Frank Herbert"),
    Book(id: 2, title: "Neuromancer", author: "William Gibson"),
  ]

  var body: some View {
    NavigationSplitView(columnVisibility: $columnVisibility) {
      List {
        Section("Books") {
          ForEach(books) { book in
            NavigationLink(book.title, value: book)
          }
        }
        NavigationLink("About") {
          Text("About the library")
            .navigationTitle("About")
        }
      }
      .navigationTitle("Library")
      .navigationDestination(for: Book.self) { book in
        BookDetail(book: book, columnVisibility: $columnVisibility)
      }
      .navigationSplitViewColumnWidth(min: 200, ideal: 280, max: 360)
    } detail: {
      Text("Choose a book")
    }
  }
}

struct BookDetail: View {
  let book: Book
  @Binding var columnVisibility: NavigationSplitViewVisibility

  var body: some View {
    VStack(spacing: 12) {
      Text(book.author).font(.title)
      NavigationLink("Reviews") {
        Text("Reviews of \(book.title)")
      }
      Button("Read full screen") {
        columnVisibility = .detailOnly
      }
    }
    .navigationTitle(book.title)
  }
}

struct MailboxSplitScreen: View {
  var body: some View {
    NavigationSplitView {
      List {
        Text("Inbox")
        Text("Sent")
      }
      .navigationTitle("Mailboxes")
    } content: {
      List {
        NavigationLink("Lunch on Friday?") {
          Text("See you at noon.")
        }
      }
      .navigationTitle("Inbox")
    } detail: {
      Text("No message selected")
    }
    .navigationSplitViewStyle(.prominentDetail)
  }
}
