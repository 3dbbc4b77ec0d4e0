import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout
@_spi(Host) import SwiftUI
import Testing

// A todo list and a tabbed app, written as tutorials write them.

struct GroceryItem: Identifiable {
  let id: Int
  var title: String
}

struct GroceryList: View {
  @State private var items = [
    GroceryItem(id: 1, title: "Milk"), GroceryItem(id: 2, title: "Eggs"), GroceryItem(id: 3, title: "Bread"),
  ]

  var body: some View {
    NavigationStack {
      List {
        ForEach(items) { item in
          GroceryRow(title: item.title)
        }
        .onDelete { offsets in items.remove(atOffsets: offsets) }
        .onMove { source, destination in items.move(fromOffsets: source, toOffset: destination) }
      }
      .toolbar { EditButton() }
    }
  }
}

struct GroceryRow: View {
  let title: String
  @State private var done = false

  var body: some View {
    Toggle(title, isOn: $done)
      .swipeActions {
        Button("Flag") {}
      }
  }
}

struct Tabs: View {
  @State private var selection = "home"

  var body: some View {
    TabView(selection: $selection) {
      Text("Welcome home")
        .tabItem { Label("Home", systemImage: "house") }
        .tag("home")
      SettingsTab()
        .tabItem { Label("Settings", systemImage: "gear") }
        .tag("settings")
        .badge(2)
    }
  }
}

struct SettingsTab: View {
  @State private var count = 0
  var body: some View {
    Stepper("Count: \(count)", value: $count)
  }
}

@MainActor
@Suite("List editing and tabs")
struct EditingAndTabsTests {
  @Test("onDelete deletes the row's element, and its state goes with it")
  func delete() {
    let graph = ViewGraph(GroceryList())
    graph.render()
    graph.act(.toggle, "Eggs", .set, true)
    #expect(graph.tree.find(.toggle, "Eggs")?.properties["isOn"] == true)
    let deleteEggs = graph.tree.find(.rowAction, "Delete Eggs")
    #expect(deleteEggs != nil)
    let id = deleteEggs?.id ?? ""
    _ = graph.handle(InterfaceMessage.Event(version: graph.version, target: id, action: .tap, value: nil))
    graph.render()
    #expect(graph.tree.find(.toggle, "Eggs") == nil)
    #expect(graph.tree.find(.toggle, "Bread")?.properties["isOn"] == false, "Bread's row kept its own state")
  }

  @Test("EditButton shows move buttons; onMove moves as Array.move(fromOffsets:toOffset:) does")
  func move() throws {
    let graph = ViewGraph(GroceryList())
    graph.render()
    #expect(graph.tree.find(.rowAction, "Move Down Milk") == nil, "not while not editing")
    graph.act(.button, "Edit", .tap)
    let down = try #require(graph.tree.find(.rowAction, "Move Down Milk")?.id)
    _ = graph.handle(InterfaceMessage.Event(version: graph.version, target: down, action: .tap, value: nil))
    graph.render()
    func toggles(_ node: Node) -> [String] {
      (node.kind == .toggle ? [node.properties["label"]?.string ?? ""] : []) + node.children.flatMap(toggles)
    }
    #expect(toggles(graph.tree) == ["Eggs", "Milk", "Bread"])
    #expect(graph.tree.find(.button, "Done") != nil)
  }

  @Test("array helpers match SwiftUI's")
  func arrayHelpers() {
    var letters = ["a", "b", "c", "d"]
    letters.remove(atOffsets: IndexSet([0, 2]))
    #expect(letters == ["b", "d"])
    var numbers = [0, 1, 2, 3, 4]
    numbers.move(fromOffsets: IndexSet(integer: 0), toOffset: 3)
    #expect(numbers == [1, 2, 0, 3, 4])
    numbers.move(fromOffsets: IndexSet(integer: 4), toOffset: 0)
    #expect(numbers == [4, 1, 2, 0, 3])
  }

  @Test("TabView shows the selected tab; tabs keep their state while another shows")
  func tabs() throws {
    let graph = ViewGraph(Tabs())
    graph.render()
    #expect(graph.tree.texts.contains("Welcome home"))
    let settings = try #require(graph.tree.find(.tab, "Settings"))
    #expect(settings.properties["glyph"] == "⚙")
    #expect(settings.properties["symbol"] == "gear", "the host draws the symbol from its icon font")
    _ = graph.handle(
      InterfaceMessage.Event(version: graph.version, target: settings.id ?? "", action: .tap, value: nil))
    graph.render()
    #expect(!graph.tree.texts.contains("Welcome home"))
    graph.act(.stepper, "Count: 0", .increment)
    let home = try #require(graph.tree.find(.tab, "Home")?.id)
    _ = graph.handle(InterfaceMessage.Event(version: graph.version, target: home, action: .tap, value: nil))
    graph.render()
    let back = try #require(graph.tree.find(.tab, "Settings")?.id)
    _ = graph.handle(InterfaceMessage.Event(version: graph.version, target: back, action: .tap, value: nil))
    graph.render()
    #expect(graph.tree.find(.stepper, "Count: 1") != nil, "the hidden tab kept its count")
  }
}
