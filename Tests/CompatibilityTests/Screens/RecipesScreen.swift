import SwiftUI

// A recipe browser as iOS 16+ tutorials write it: a NavigationStack over a path, links by value, a
// destination per type, toolbar buttons, a detail page with an inline title.

struct Recipe: Identifiable, Hashable, Codable {
  var id: String { name }
  let name: String
  let minutes: Int
}

let recipes = [
  Recipe(name: "Pancakes", minutes: 20),
  Recipe(name: "Tomato soup", minutes: 35),
  Recipe(name: "Plov", minutes: 90),
]

struct RecipesScreen: View {
  @State private var path = NavigationPath()
  @State private var favourites: Set<String> = []

  var body: some View {
    NavigationStack(path: $path) {
      List(recipes) { recipe in
        NavigationLink(value: recipe) {
          HStack {
            Text(recipe.name)
            Spacer()
            if favourites.contains(recipe.name) {
              Image(systemName: "star.fill").foregroundColor(.yellow)
            }
          }
        }
      }
      .navigationTitle("Recipes")
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) {
          Button {
            path.append(recipes[2])
          } label: {
            Image(systemName: "plus")
          }
        }
      }
      .navigationDestination(for: Recipe.self) { recipe in
        RecipeDetail(recipe: recipe, isFavourite: favourites.contains(recipe.name)) {
          favourites.insert(recipe.name)
        }
      }
    }
  }
}

struct RecipeDetail: View {
  let recipe: Recipe
  let isFavourite: Bool
  let favourite: () -> Void
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack(spacing: 12) {
      Text(recipe.name).font(.title)
      Text("\(recipe.minutes) minutes").foregroundStyle(.secondary)
      Button("Cook it") { dismiss() }
        .buttonStyle(.borderedProminent)
    }
    .navigationTitle(recipe.name)
    .navigationBarTitleDisplayMode(.inline)
    .toolbar {
      ToolbarItem(placement: .navigationBarTrailing) {
        Button(isFavourite ? "Saved" : "Save", action: favourite)
      }
    }
  }
}
