// swift-format-ignore-file
// Written the way iOS 16+ navigation samples are (NavigationStack with a path, values pushed
// by links, a search field, a sort menu, older modifiers mixed in), on purpose.
import SwiftUI
import SuperSwift

struct Recipe: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let minutes: Int
}

@main
struct RecipesApp: App {
    var body: some Scene {
        WindowGroup {
            RecipeList()
        }
    }
}

struct RecipeList: View {
    let recipes = [
        Recipe(name: "Pancakes", minutes: 20),
        Recipe(name: "Tomato soup", minutes: 35),
        Recipe(name: "Salad", minutes: 10),
    ]
    @State private var search = ""
    @State private var byTime = false
    @State private var path = NavigationPath()

    var shown: [Recipe] {
        let found = recipes.filter { search.isEmpty || $0.name.localizedCaseInsensitiveContains(search) }
        return byTime ? found.sorted { $0.minutes < $1.minutes } : found
    }

    var body: some View {
        NavigationStack(path: $path) {
            List(shown) { recipe in
                NavigationLink(value: recipe) {
                    HStack {
                        Text(recipe.name)
                        Spacer()
                        Text("\(recipe.minutes) min")
                            .foregroundColor(Color(.secondaryLabel))
                    }
                }
            }
            .navigationTitle("Recipes")
            .searchable(text: $search, prompt: "Find a recipe")
            .toolbar {
                Menu("Sort") {
                    Button("By name") { byTime = false }
                    Button("By time") { byTime = true }
                }
            }
            .navigationDestination(for: Recipe.self) { recipe in
                VStack(spacing: 16) {
                    Text(recipe.name).font(.title)
                    Text("Ready in \(recipe.minutes) minutes")
                    Button("Cook it") {
                        RunContext.current.finish(with: .text(recipe.name))
                    }
                }
                .navigationTitle(recipe.name)
            }
        }
    }
}
