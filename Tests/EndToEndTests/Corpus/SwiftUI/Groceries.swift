// swift-format-ignore-file
// Written the way 100-Days-of-SwiftUI style projects are written (a store object, a List
// with onDelete, tabs, a grid), on purpose: it must compile unchanged.
import SwiftUI
import SuperSwift

struct Grocery: Identifiable {
    let id = UUID()
    var name: String
}

class GroceryStore: ObservableObject {
    @Published var items = [Grocery(name: "Milk"), Grocery(name: "Eggs"), Grocery(name: "Bread")]
}

@main
struct GroceriesApp: App {
    var body: some Scene {
        WindowGroup {
            MainView()
        }
    }
}

struct MainView: View {
    @StateObject var store = GroceryStore()

    var body: some View {
        TabView {
            ListTab(store: store)
                .tabItem {
                    Label("List", systemImage: "list.bullet")
                }
            AisleTab()
                .tabItem {
                    Label("Aisles", systemImage: "square.grid.2x2")
                }
        }
    }
}

struct ListTab: View {
    @ObservedObject var store: GroceryStore

    var body: some View {
        NavigationStack {
            List {
                ForEach(store.items) { item in
                    Text(item.name)
                }
                .onDelete { indexSet in
                    store.items.remove(atOffsets: indexSet)
                }
                .onMove { from, to in
                    store.items.move(fromOffsets: from, toOffset: to)
                }
            }
            .navigationTitle("Groceries")
            .toolbar {
                EditButton()
            }
            Button("Done") {
                RunContext.current.finish(with: .text(store.items.map(\.name).joined(separator: ",")))
            }
        }
    }
}

struct AisleTab: View {
    let aisles = ["Dairy", "Bakery", "Fruit", "Drinks", "Frozen"]
    let columns = [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]

    var body: some View {
        VStack {
            LazyVGrid(columns: columns, spacing: 10) {
                ForEach(aisles, id: \.self) { aisle in
                    Text(aisle)
                        .padding()
                        .frame(maxWidth: .infinity)
                        .background(Color.blue.opacity(0.2))
                        .cornerRadius(8)
                }
            }
            DisclosureGroup("Opening hours") {
                Text("Every day 8–20")
            }
        }
        .padding()
    }
}
