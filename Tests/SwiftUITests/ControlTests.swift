@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout
@_spi(Host) import SwiftUI
import Testing

enum Flavor: String, CaseIterable, Identifiable {
  case vanilla, chocolate, strawberry
  var id: Self { self }
}

struct Pickers: View {
  @State private var size = 2
  @State private var flavor = Flavor.vanilla
  @State private var wrong = 1
  @State private var optional: String? = nil

  var body: some View {
    Form {
      Picker("Size", selection: $size) {
        Text("Small").tag(1)
        Text("Medium").tag(2)
        Text("Large").tag(3)
      }
      Picker("Flavor", selection: $flavor) {
        ForEach(Flavor.allCases) { flavor in
          Text(flavor.rawValue.capitalized)
        }
      }
      .pickerStyle(.segmented)
      Picker("Wrong", selection: $wrong) {
        Text("One as text").tag("1")
        Text("One as a Double").tag(1.0)
        Text("One").tag(1)
      }
      Picker("Optional", selection: $optional) {
        Text("None").tag(String?.none)
        Text("Some").tag("some")
      }
      Text("\(size) \(flavor.rawValue) \(wrong) \(optional ?? "nil")")
    }
  }
}

struct Bounded: View {
  @State private var count = 9
  @State private var level = 0.5
  @State private var locked = false

  var body: some View {
    VStack {
      Stepper("Count \(count)", value: $count, in: 0...10, step: 2)
      Slider(value: $level, in: 0...1, step: 0.25)
      Toggle("Locked", isOn: $locked)
      Button("Reset") { count = 0 }
        .disabled(locked)
    }
  }
}

struct Lifecycle: View {
  @State private var log: [String] = []
  @State private var value = 0
  @State private var shown = true

  var body: some View {
    VStack {
      Text(log.joined(separator: ","))
      Button("Bump") { value += 1 }
      Toggle("Shown", isOn: $shown)
      if shown {
        Text("Child")
          .onAppear { log.append("appear") }
          .onDisappear { log.append("disappear") }
      }
    }
    .onChange(of: value) { old, new in log.append("\(old)->\(new)") }
  }
}

@MainActor
@Suite("Controls: pickers match tags by type, steppers keep to bounds, stale events are ignored")
struct ControlTests {
  @Test("an Int picker matches Int tags")
  func intTags() throws {
    let graph = ViewGraph(Pickers())
    graph.render()
    let size = try #require(graph.tree.find(.picker, "Size"))
    #expect(size.properties["selected"] == "1", "Medium (the second option) is selected")
    let choice = try #require(graph.option("Large", in: "Size"))
    #expect(graph.act(.picker, "Size", .set, choice))
    #expect(graph.tree.texts.last?.hasPrefix("3 ") == true)
  }

  @Test("an enum picker takes ForEach's identifiers as tags")
  func enumTags() throws {
    let graph = ViewGraph(Pickers())
    graph.render()
    let flavor = try #require(graph.tree.find(.picker, "Flavor"))
    #expect(flavor.properties["appearance"] == "segmented")
    #expect(flavor.properties["selected"] == "0")
    let choice = try #require(graph.option("Chocolate", in: "Flavor"))
    #expect(graph.act(.picker, "Flavor", .set, choice))
    #expect(graph.tree.texts.last?.contains("chocolate") == true)
  }

  @Test("tags of another type than the selection never match and cannot be chosen")
  func typeMismatch() throws {
    let graph = ViewGraph(Pickers())
    graph.render()
    let picker = try #require(graph.tree.find(.picker, "Wrong"))
    let options = try #require(picker.properties["options"]?.array)
    #expect(options[0]["disabled"] == true, "\"1\" is a String, not an Int")
    #expect(options[1]["disabled"] == true, "1.0 is a Double, not an Int")
    #expect(options[2]["disabled"] == nil)
    #expect(picker.properties["selected"] == "2")
    #expect(!graph.act(.picker, "Wrong", .set, "0"), "choosing a mismatched option is refused")
  }

  @Test("an optional selection matches nil and plain tags")
  func optionalTags() throws {
    let graph = ViewGraph(Pickers())
    graph.render()
    #expect(graph.tree.find(.picker, "Optional")?.properties["selected"] == "0")
    let choice = try #require(graph.option("Some", in: "Optional"))
    #expect(graph.act(.picker, "Optional", .set, choice))
    #expect(graph.tree.texts.last?.hasSuffix(" some") == true)
  }

  @Test("a stepper stops at its bounds")
  func stepperBounds() throws {
    let graph = ViewGraph(Bounded())
    graph.render()
    #expect(graph.act(.stepper, "Count 9", .increment))
    let top = try #require(graph.tree.find(.stepper, "Count 10"), "9 + 2 stops at 10")
    #expect(top.properties["canIncrement"] == false)
    #expect(!graph.act(.stepper, "Count 10", .increment), "no step beyond the upper bound")
    for _ in 0..<6 { graph.act(.stepper, nil, .decrement) }
    let bottom = try #require(graph.tree.find(.stepper, "Count 0"))
    #expect(bottom.properties["canDecrement"] == false)
  }

  @Test("a slider keeps to its range and steps")
  func slider() {
    let graph = ViewGraph(Bounded())
    graph.render()
    graph.act(.slider, nil, .set, 0.6)
    #expect(graph.tree.find(.slider)?.properties["value"] == 0.5)
    graph.act(.slider, nil, .set, 7)
    #expect(graph.tree.find(.slider)?.properties["value"] == 1)
  }

  @Test("a disabled control ignores events, whatever the page sends")
  func disabled() throws {
    let graph = ViewGraph(Bounded())
    graph.render()
    graph.act(.toggle, "Locked", .set, true)
    let reset = try #require(graph.tree.find(.button, "Reset"))
    #expect(reset.properties["disabled"] == true)
    #expect(!graph.act(.button, "Reset", .tap))
  }

  @Test("events for controls that are gone, or from a version not yet rendered, are ignored")
  func staleEvents() throws {
    let graph = ViewGraph(Switcher())
    graph.render()
    let counter = try #require(graph.tree.find(.stepper)?.id)
    graph.act(.toggle, "Shown", .set, false)
    #expect(!graph.handle(InterfaceMessage.Event(version: 1, target: counter, action: .increment)))
    let toggle = try #require(graph.tree.find(.toggle, "Shown")?.id)
    #expect(
      !graph.handle(InterfaceMessage.Event(version: graph.version + 1, target: toggle, action: .set, value: true)))
    #expect(!graph.handle(InterfaceMessage.Event(version: graph.version, target: "nowhere", action: .tap)))
  }

  @Test("onAppear, onDisappear and onChange run after the render that causes them")
  func lifecycle() {
    let graph = ViewGraph(Lifecycle())
    graph.render()
    graph.render()
    #expect(graph.tree.texts.first == "appear")
    graph.act(.button, "Bump", .tap)
    graph.render()
    #expect(graph.tree.texts.first == "appear,0->1")
    graph.act(.toggle, "Shown", .set, false)
    graph.render()
    #expect(graph.tree.texts.first == "appear,0->1,disappear")
  }

  @Test("dismiss closes the app")
  func dismiss() {
    struct Closer: View {
      @Environment(\.dismiss) private var dismiss
      var body: some View { Button("Cancel") { dismiss() } }
    }
    var closed = false
    let graph = ViewGraph(Closer()) { closed = true }
    graph.render()
    graph.act(.button, "Cancel", .tap)
    #expect(closed)
  }
}

struct Editor: View {
  enum Field: Hashable { case title, notes }
  @State private var title = ""
  @FocusState private var focus: Field?
  @FocusState private var searching: Bool

  var body: some View {
    NavigationStack {
      Form {
        TextField("Title", text: $title)
          .focused($focus, equals: .title)
          .onSubmit { focus = .notes }
        Text(focus == .notes ? "notes next" : "title first")
      }
      .navigationTitle("Edit")
      .toolbar {
        ToolbarItem(placement: .confirmationAction) {
          Button("Save") {}
            .keyboardShortcut(.defaultAction)
        }
      }
    }
  }
}

@MainActor
@Suite("Everyday modifiers from copied code")
struct CopiedCodeTests {
  @Test("toolbars show their items; focus state, onSubmit and keyboard shortcuts compile and work")
  func toolbarAndFocus() throws {
    let graph = ViewGraph(Editor())
    graph.render()
    let navigation = try #require(graph.tree.find(.navigation))
    #expect(navigation.properties["title"] == "Edit")
    #expect(navigation.children.first?.kind == .toolbar)
    #expect(graph.tree.find(.button, "Save") != nil)
    #expect(graph.tree.find(.textField, "Title")?.properties["submits"] == true)
    #expect(graph.act(.textField, "Title", .submit, "Groceries"))
    #expect(graph.tree.texts.contains("notes next"), "onSubmit ran and the focus state changed")
    #expect(graph.tree.find(.textField, "Title")?.properties["value"] == "Groceries")
  }
}

struct Deleter: View {
  @State private var asking = false
  @State private var deleted = false
  @State private var name = "notes.txt"

  var body: some View {
    Form {
      TextField("Name", text: $name)
      LabeledContent("Status", value: deleted ? "deleted" : "kept")
      Button("Delete", role: .destructive) { asking = true }
    }
    .alert("Delete \(name)?", isPresented: $asking) {
      Button("Delete", role: .destructive) { deleted = true }
      Button("Cancel", role: .cancel) {}
    } message: {
      Text("This cannot be undone.")
    }
  }
}

@MainActor
@Suite("Alerts")
struct AlertTests {
  @Test("an alert is modal: the view behind takes no events; its buttons act, then close it")
  func modal() throws {
    let graph = ViewGraph(Deleter())
    graph.render()
    #expect(graph.tree.find(.alert) == nil)
    #expect(graph.tree.find(.labeled, "Status")?.plainText == "kept")
    let field = try #require(graph.tree.find(.textField, "Name")?.id)
    graph.act(.button, "Delete", .tap)
    let alert = try #require(graph.tree.find(.alert))
    #expect(alert.properties["title"] == "Delete notes.txt?")
    #expect(alert.properties["message"] == "This cannot be undone.")
    #expect(
      !graph.handle(InterfaceMessage.Event(version: graph.version, target: field, action: .set, value: "x")),
      "the field behind the alert is inert")
    let confirm = try #require(alert.find(.button, "Delete")?.id)
    #expect(graph.handle(InterfaceMessage.Event(version: graph.version, target: confirm, action: .tap)))
    graph.render()
    #expect(graph.tree.find(.alert) == nil, "the alert closed")
    #expect(graph.tree.find(.labeled, "Status")?.plainText == "deleted")
  }
}

struct Composer: View {
  @State private var composing = false
  @State private var sent: [String] = []

  var body: some View {
    VStack {
      Text("Sent: \(sent.joined(separator: ", "))")
      Button("New message") { composing = true }
    }
    .sheet(isPresented: $composing) {
      MessageEditor { sent.append($0) }
    }
  }
}

struct MessageEditor: View {
  let send: (String) -> Void
  @State private var text = ""
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Form {
      TextField("Message", text: $text)
      Button("Send") {
        send(text)
        dismiss()
      }
    }
    .navigationTitle("New message")
  }
}

@MainActor
@Suite("Sheets")
struct SheetTests {
  @Test("a sheet is modal, keeps its own state, and its dismiss() closes the sheet, not the app")
  func sheet() throws {
    var appClosed = false
    let graph = ViewGraph(Composer()) { appClosed = true }
    graph.render()
    let behind = try #require(graph.tree.find(.button, "New message")?.id)
    graph.act(.button, "New message", .tap)
    let sheet = try #require(graph.tree.find(.sheet))
    #expect(sheet.properties["title"] == "New message")
    #expect(!graph.handle(InterfaceMessage.Event(version: graph.version, target: behind, action: .tap)))
    graph.act(.textField, "Message", .set, "Hello")
    graph.act(.button, "Send", .tap)
    #expect(graph.tree.find(.sheet) == nil)
    #expect(!appClosed, "dismiss() in a sheet closes the sheet")
    #expect(graph.tree.texts.first == "Sent: Hello")
  }
}
