@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout
@_spi(Host) import SwiftUI
import Testing

struct Counter: View {
  let name: String
  @State private var count = 0

  var body: some View {
    Stepper("\(name): \(count)", value: $count, in: 0...3)
  }
}

struct TwoCounters: View {
  var body: some View {
    VStack {
      Counter(name: "A")
      Counter(name: "B")
    }
  }
}

struct Switcher: View {
  @State private var showFirst = true
  @State private var shown = true

  var body: some View {
    Form {
      Toggle("First", isOn: $showFirst)
      Toggle("Shown", isOn: $shown)
      if shown {
        if showFirst {
          Counter(name: "first")
        } else {
          Counter(name: "second")
        }
      }
    }
  }
}

struct Parent: View {
  @State private var text = "start"

  var body: some View {
    VStack {
      Child(text: $text)
      Text("Parent sees \(text)")
    }
  }
}

struct Child: View {
  @Binding var text: String

  var body: some View {
    TextField("Text", text: $text)
  }
}

@Observable
final class Basket {
  var items: [String] = []
}

struct BasketView: View {
  @State private var basket = Basket()

  var body: some View {
    VStack {
      Text("\(basket.items.count) items")
      Button("Add") { basket.items.append("apple") }
    }
  }
}

@MainActor
@Suite("State is kept by the view's place in the tree")
struct StateTests {
  @Test("two views of one type keep separate state")
  func separatePlaces() {
    let graph = ViewGraph(TwoCounters())
    graph.render()
    #expect(graph.act(.stepper, "A: 0", .increment))
    #expect(graph.act(.stepper, "A: 1", .increment))
    #expect(graph.tree.find(.stepper, "A: 2") != nil)
    #expect(graph.tree.find(.stepper, "B: 0") != nil, "B's state is its own")
  }

  @Test("a view that disappears loses its state")
  func disappearing() {
    let graph = ViewGraph(Switcher())
    graph.render()
    graph.act(.stepper, "first: 0", .increment)
    #expect(graph.tree.find(.stepper, "first: 1") != nil)
    graph.act(.toggle, "Shown", .set, false)
    #expect(graph.tree.find(.stepper) == nil)
    graph.act(.toggle, "Shown", .set, true)
    #expect(graph.tree.find(.stepper, "first: 0") != nil, "shown again, it starts afresh")
  }

  @Test("the branches of an if keep separate state")
  func branches() {
    let graph = ViewGraph(Switcher())
    graph.render()
    graph.act(.stepper, "first: 0", .increment)
    graph.act(.toggle, "First", .set, false)
    #expect(graph.tree.find(.stepper, "second: 0") != nil, "the else branch has state of its own")
    graph.act(.stepper, "second: 0", .increment)
    graph.act(.stepper, "second: 1", .increment)
    graph.act(.toggle, "First", .set, true)
    #expect(graph.tree.find(.stepper, "first: 0") != nil, "the if branch was gone, so it starts afresh")
  }

  @Test("a @Binding writes through to the parent's @State")
  func binding() {
    let graph = ViewGraph(Parent())
    graph.render()
    #expect(graph.act(.textField, "Text", .set, "changed"))
    #expect(graph.tree.texts.contains("Parent sees changed"))
    #expect(graph.tree.find(.textField, "Text")?.properties["value"] == "changed")
  }

  @Test("an @Observable model held in @State renders its changes and keeps its identity")
  func observable() {
    let graph = ViewGraph(BasketView())
    graph.render()
    graph.act(.button, "Add", .tap)
    graph.act(.button, "Add", .tap)
    #expect(graph.tree.texts.contains("2 items"))
  }

  @Test("changing a model marks the tree for a render")
  func observation() async throws {
    let graph = ViewGraph(BasketView())
    graph.render()
    #expect(!graph.needsRender)
    guard let id = graph.tree.find(.button, "Add")?.id else {
      Issue.record("no Add button")
      return
    }
    graph.handle(InterfaceMessage.Event(version: graph.version, target: id, action: .tap))
    // The change is seen on the thread that makes it; the graph hears of it on the main queue.
    for _ in 0..<200 where !graph.needsRender { try await Task.sleep(for: .milliseconds(5)) }
    #expect(graph.needsRender)
  }

  @Test("a state value changed in a view's initialiser stays local until attached")
  func unattached() {
    let counter = Counter(name: "X")
    let graph = ViewGraph(counter)
    graph.render()
    #expect(graph.tree.find(.stepper, "X: 0") != nil)
  }
}

struct Restless: View {
  @State private var renders = 0

  var body: some View {
    let _ = renders += 1
    Text("Rendered")
  }
}

@MainActor
@Suite("Renders that change state")
struct RestlessTests {
  @Test("a body that changes its own state does not ask for another render (no render loop)")
  func noLoop() {
    let graph = ViewGraph(Restless())
    graph.render()
    #expect(!graph.needsRender)
    graph.render()
    #expect(!graph.needsRender)
    #expect(graph.version == 2)
  }
}

struct Loader: View {
  @State private var status = "loading"
  @State private var shown = true

  var body: some View {
    VStack {
      Toggle("Shown", isOn: $shown)
      if shown {
        Text(status)
          .task {
            try? await Task.sleep(for: .milliseconds(20))
            status = Task.isCancelled ? "cancelled" : "loaded"
          }
      }
    }
  }
}

@MainActor
@Suite("Tasks")
struct TaskTests {
  @Test(".task starts when the view appears and its result shows in the next render")
  func task() async throws {
    let graph = ViewGraph(Loader())
    graph.render()
    #expect(graph.tree.texts == ["loading"])
    // Up to 30 s: the task runs when the main actor gets to it, which a loaded machine delays.
    // Render whenever something asks (another test's change may too) until the result shows.
    for _ in 0..<6000 where graph.tree.texts != ["loaded"] {
      if graph.needsRender { graph.render() } else { try await Task.sleep(for: .milliseconds(5)) }
    }
    #expect(graph.tree.texts == ["loaded"])
  }

  @Test(".task is cancelled when its view goes away")
  func cancelled() async throws {
    let graph = ViewGraph(Loader())
    graph.render()
    graph.act(.toggle, "Shown", .set, false)
    // Up to 30 s: the task runs when the main actor gets to it, which a loaded machine delays.
    for _ in 0..<6000 where !graph.needsRender { try await Task.sleep(for: .milliseconds(5)) }
    graph.act(.toggle, "Shown", .set, true)
    #expect(graph.tree.texts == ["cancelled"], "the first task saw its cancellation")
    // Up to 30 s: the task runs when the main actor gets to it, which a loaded machine delays.
    for _ in 0..<6000 where !graph.needsRender { try await Task.sleep(for: .milliseconds(5)) }
    graph.render()
    #expect(graph.tree.texts == ["loaded"], "shown again: a fresh view, a fresh task")
  }

}

struct Todo: Identifiable {
  let id: Int
  var title: String
  var done = false
}

struct TodoList: View {
  @State private var todos = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Bread")]

  var body: some View {
    List {
      ForEach($todos) { $todo in
        Toggle(todo.title, isOn: $todo.done)
      }
      Text("\(todos.filter(\.done).count) done")
      Button("Drop first") { todos.removeFirst() }
    }
  }
}

@MainActor
@Suite("ForEach over bindings")
struct BindingListTests {
  @Test("each row edits its own element, found by identifier even after others are removed")
  func rows() {
    let graph = ViewGraph(TodoList())
    graph.render()
    #expect(graph.act(.toggle, "Bread", .set, true))
    #expect(graph.tree.texts.contains("1 done"))
    graph.act(.button, "Drop first", .tap)
    #expect(graph.tree.find(.toggle, "Bread")?.properties["isOn"] == true, "Bread kept its place in the data")
    #expect(graph.act(.toggle, "Bread", .set, false))
    #expect(graph.tree.texts.contains("0 done"))
  }
}
