import SwiftUI

// Search the way tutorials write it: a list filtered by `.searchable` text, suggestions while searching,
// `.onSubmit(of: .search)`, and a row that reads `\.isSearching`.

struct FruitSearchScreen: View {
  let fruits = ["Apple", "Banana", "Cherry", "Mango", "Orange", "Pear"]
  @State private var searchText = ""
  @State private var submitted = ""

  var filtered: [String] {
    searchText.isEmpty ? fruits : fruits.filter { $0.localizedCaseInsensitiveContains(searchText) }
  }

  var body: some View {
    NavigationStack {
      List {
        SearchStatus()
        ForEach(filtered, id: \.self) { fruit in
          Text(fruit)
        }
        if !submitted.isEmpty {
          Text("Submitted \(submitted)")
        }
      }
      .navigationTitle("Fruits")
      .searchable(text: $searchText, prompt: "Search fruits")
      .searchSuggestions {
        if searchText.isEmpty {
          Text("Cherry").searchCompletion("Cherry")
        }
      }
      .onSubmit(of: .search) { submitted = searchText }
    }
  }
}

private struct SearchStatus: View {
  @Environment(\.isSearching) private var isSearching
  var body: some View {
    Text(isSearching ? "Searching" : "Browsing")
  }
}

/// `.searchable` on the NavigationStack itself, with the default prompt.
struct ContactSearchScreen: View {
  @State private var query = ""
  var body: some View {
    NavigationStack {
      List(["Ann", "Bob", "Dana"].filter { query.isEmpty || $0.contains(query) }, id: \.self) {
        Text($0)
      }
      .navigationTitle("Contacts")
    }
    .searchable(text: $query)
  }
}
