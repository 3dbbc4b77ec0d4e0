@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout
@_spi(Host) import SwiftUI
import Testing

struct Fruit: Identifiable {
  let name: String
  var id: String { name }
}

struct FruitList: View {
  let fruits = [Fruit(name: "Apple"), Fruit(name: "Pear")]
  @State private var note = ""

  var body: some View {
    NavigationStack {
      List {
        TextField("Note", text: $note)
        ForEach(fruits) { fruit in
          NavigationLink(fruit.name) { FruitDetail(fruit: fruit) }
        }
      }
      .navigationTitle("Fruit")
    }
  }
}

struct FruitDetail: View {
  let fruit: Fruit
  @State private var bites = 0

  var body: some View {
    Form {
      Stepper("Bites: \(bites)", value: $bites)
      NavigationLink("More about \(fruit.name)") { Text("\(fruit.name) is a fruit.").navigationTitle("More") }
    }
    .navigationTitle(fruit.name)
  }
}

@MainActor
@Suite("Navigation stacks and links")
struct NavigationTests {
  @Test("a link pushes its destination with its title and a Back button; the screen below takes no events")
  func push() throws {
    let graph = ViewGraph(FruitList())
    let first = graph.render()
    #expect(first.title == "Fruit")
    let note = try #require(graph.tree.find(.textField, "Note")?.id)
    #expect(graph.act(.navigationLink, "Pear", .tap))
    #expect(graph.title == "Pear")
    #expect(graph.tree.find(.stepper, "Bites: 0") != nil)
    #expect(graph.tree.find(.button, "‹ Fruit") != nil)
    #expect(graph.tree.find(.textField) == nil, "only the top screen shows")
    #expect(
      !graph.handle(InterfaceMessage.Event(version: graph.version, target: note, action: .set, value: "x")),
      "the screen below is inert")
  }

  @Test("screens keep their state while on the stack and lose it when popped")
  func state() {
    let graph = ViewGraph(FruitList())
    graph.render()
    graph.act(.navigationLink, "Apple", .tap)
    graph.act(.stepper, "Bites: 0", .increment)
    graph.act(.navigationLink, "More about Apple", .tap)
    #expect(graph.title == "More")
    #expect(graph.tree.texts.contains("Apple is a fruit."))
    graph.act(.button, "‹ Apple", .tap)
    #expect(graph.tree.find(.stepper, "Bites: 1") != nil, "the screen below kept its state")
    graph.act(.button, "‹ Fruit", .tap)
    #expect(graph.title == "Fruit")
    graph.act(.navigationLink, "Apple", .tap)
    #expect(graph.tree.find(.stepper, "Bites: 0") != nil, "popped, it started afresh")
  }

  @Test("a link outside a navigation stack is disabled")
  func outside() throws {
    let graph = ViewGraph(NavigationLink("Nowhere") { Text("Destination") })
    graph.render()
    let link = try #require(graph.tree.find(.navigationLink))
    #expect(link.properties["disabled"] == true)
    #expect(link.id == nil)
  }
}
