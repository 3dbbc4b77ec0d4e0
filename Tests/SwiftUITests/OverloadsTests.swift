@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout
@_spi(Host) import SwiftUI
import Testing

struct Chore: Identifiable, Equatable {
  let id: Int
  var title: String
}

/// Lists in the styles tutorials use: a binding with edit actions, a range without `id:`,
/// string-titled links, an editable title, and a keyboard toolbar item.
struct ChoresView: View {
  @State var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry"), Chore(id: 3, title: "Plants")]
  @State private var title = "Chores"
  let names = ["Ada", "Grace"]

  var body: some View {
    NavigationStack {
      VStack {
        List($chores, editActions: .all) { $chore in
          TextField("Chore", text: $chore.title)
        }
        List(0..<3) { Text("Row \($0)") }
        ForEach(names, id: \.self) { name in
          NavigationLink(name, destination: Text("Hello, \(name)"))
        }
      }
      .navigationTitle($title)
      .toolbar {
        EditButton()
        ToolbarItem(placement: .keyboard) { Button("Hide") {} }
      }
      .background(
        RadialGradient(
          stops: [.init(color: .blue, location: 0), .init(color: .white, location: 1)], center: .center,
          startRadius: 0, endRadius: 200))
    }
  }
}

@MainActor
@Suite("Overloads people use")
struct OverloadsTests {
  @Test("List($items, editActions:) deletes and moves; List(0..<n); NavigationLink(String, destination:)")
  func chores() throws {
    let graph = ViewGraph(ChoresView())
    graph.render()
    #expect(graph.title == "Chores")
    #expect(graph.tree.texts.contains("Row 2"))
    #expect(graph.tree.find(.textField, "Chore") != nil)
    // Each row has Delete; deleting the first leaves two.
    let deletes = graph.tree.all(.rowAction).filter { $0.properties["title"]?.string == "Delete" }
    #expect(deletes.count == 3)
    #expect(graph.handle(InterfaceMessage.Event(version: graph.version, target: deletes[0].id!, action: .tap)))
    graph.render()
    let remaining = graph.tree.all(.textField).compactMap { $0.properties["value"]?.string }
    #expect(remaining == ["Laundry", "Plants"], "\(remaining)")
    // Editing shows Move buttons; moving Plants up puts it first.
    graph.act(.button, "Edit", .tap)
    let ups = graph.tree.all(.rowAction).filter { $0.properties["title"]?.string == "Move Up" }
    let up = try #require(ups.last, "the last row can move up")
    #expect(graph.handle(InterfaceMessage.Event(version: graph.version, target: up.id!, action: .tap)))
    graph.render()
    #expect(graph.tree.all(.textField).compactMap { $0.properties["value"]?.string } == ["Plants", "Laundry"])
    // A link titled by a string value pushes its destination.
    graph.act(.navigationLink, "Grace", .tap)
    #expect(graph.tree.texts.contains("Hello, Grace"))
  }
}
