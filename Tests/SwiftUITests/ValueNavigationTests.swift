import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout
@_spi(Host) import SwiftUI
import Testing

// Value-based navigation, as iOS 16+ samples write it.

struct Recipe: Hashable, Identifiable {
  let id: Int
  let name: String
}

struct RecipeBook: View {
  let recipes = [Recipe(id: 1, name: "Pancakes"), Recipe(id: 2, name: "Soup")]
  @State private var path = NavigationPath()

  var body: some View {
    NavigationStack(path: $path) {
      List(recipes) { recipe in
        NavigationLink(recipe.name, value: recipe)
      }
      .navigationTitle("Recipes")
      .navigationDestination(for: Recipe.self) { recipe in
        RecipeDetail(recipe: recipe, path: $path)
      }
      .navigationDestination(for: Int.self) { step in
        Text("Step \(step)").navigationTitle("Step")
      }
    }
  }
}

struct RecipeDetail: View {
  let recipe: Recipe
  @Binding var path: NavigationPath

  var body: some View {
    VStack {
      Text("How to make \(recipe.name)")
      NavigationLink("First step", value: 1)
      Button("Home") { path = NavigationPath() }
    }
    .navigationTitle(recipe.name)
  }
}

@MainActor
@Suite("Value-based navigation")
struct ValueNavigationTests {
  @Test("NavigationLink(value:) pushes what navigationDestination(for:) shows; the path binding follows")
  func push() throws {
    let graph = ViewGraph(RecipeBook())
    graph.render()
    #expect(graph.title == "Recipes")
    #expect(graph.act(.navigationLink, "Soup", .tap))
    #expect(graph.tree.texts.contains("How to make Soup"))
    #expect(graph.title == "Soup")
    #expect(graph.act(.navigationLink, "First step", .tap))
    #expect(graph.tree.texts.contains("Step 1"))
    // The back control is in the bar, and pops one screen.
    let bar = try #require(graph.tree.find(.navigationBar))
    #expect(bar.find(.button, "‹ Soup") != nil)
    graph.act(.button, "‹ Soup", .tap)
    #expect(graph.tree.texts.contains("How to make Soup"))
    // Setting the path navigates: Home empties it.
    graph.act(.button, "Home", .tap)
    #expect(graph.title == "Recipes")
    #expect(graph.tree.find(.navigationBar) == nil)
  }
}
