import Combine
import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout
import Testing

@_spi(Host) @testable import SwiftUI

/// A counter whose label a person edits between two builds (`label` stands for the edit).
struct PreviewCounter: View {
  let label: String
  @State private var count = 0

  var body: some View {
    VStack {
      Text("\(label) \(count)")
      Button("Add") { count += 1 }
    }
  }
}

/// A counter whose state starts elsewhere (`start` stands for the declaration `= 0` edited).
struct PreviewCounterFrom: View {
  let start: Int
  @State private var count: Int

  init(start: Int) {
    self.start = start
    _count = State(initialValue: start)
  }

  var body: some View {
    VStack {
      Text("Count \(count)")
      Button("Add") { count += 1 }
    }
  }
}

enum PreviewTab: String { case home, settings }
enum PreviewSort: CaseIterable { case name, date }

/// A model that is not `Codable`, with a field that is not either.
struct PreviewDraft {
  var title = ""
  var done = false
  var sort = PreviewSort.name
  // Larger than an existential's inline buffer (24 bytes): kept out of line in an `Any`.
  var note = "none"
  var tags: [String] = []
}

final class PreviewStore: ObservableObject {
  @Published var names: [String] = []
  @Published var total = 0
  let made = "first"
}

@Observable
final class PreviewModel {
  var query = ""
  var picked: [Int] = []
}

struct PreviewForm: View {
  @State private var tab = PreviewTab.home
  @State private var draft = PreviewDraft()
  @State private var items = [UUID(), UUID()]
  @State private var model = PreviewModel()
  @StateObject private var store = PreviewStore()

  var body: some View {
    VStack {
      Text("\(tab.rawValue) \(draft.title) \(draft.done) \(items.count) \(draft.note) \(draft.tags)")
      Text("\(model.query) \(model.picked) \(store.names) \(store.total)")
      Button("Change") {
        tab = .settings
        draft.title = "Groceries"
        draft.done = true
        draft.sort = .date
        draft.note = "weekly"
        draft.tags = ["food"]
        items.append(UUID())
        model.query = "milk"
        model.picked = [2, 3]
        store.names.append("Ada")
        store.total = 7
      }
    }
  }
}

/// A child view whose state starts from something new at every render and in every process.
struct PreviewTicket: View {
  @State private var id = UUID()
  @State private var when = Date()
  @State private var seat = Int.random(in: 0..<1_000_000)

  var body: some View {
    Button("Seat \(seat)") { seat = 42 }
  }
}

struct PreviewTicketHost: View {
  var body: some View {
    VStack { PreviewTicket() }
  }
}

@MainActor
@Suite("A live preview keeps the state whose declarations did not change")
struct PreviewStateTests {
  /// A graph for `view` as a preview's next build makes it, from `previous` (which travels as
  /// JSON text between the processes).
  func build(_ view: some View, from previous: JSON?) throws -> ViewGraph {
    let graph = ViewGraph(view)
    let text = previous.map(\.text)
    graph.preview = PreviewState(
      previous: try text.map { try #require(JSON(parsing: $0)) }, appModule: "SwiftUITests")
    graph.render()
    return graph
  }

  func snapshot(_ graph: ViewGraph) throws -> JSON {
    try #require(graph.render().state)
  }

  @Test("a counter clicked to 3 keeps 3 when its label changes")
  func labelEdited() throws {
    let first = try build(PreviewCounter(label: "Count"), from: nil)
    for _ in 0..<3 { first.act(.button, "Add", .tap) }
    #expect(first.tree.find(.text, "Count 3") != nil)
    let second = try build(PreviewCounter(label: "Total"), from: try snapshot(first))
    #expect(second.tree.find(.text, "Total 3") != nil)
    second.act(.button, "Add", .tap)
    #expect(second.tree.find(.text, "Total 4") != nil)
  }

  @Test("a run that is not a preview sends no state")
  func notPreview() {
    let graph = ViewGraph(PreviewCounter(label: "Count"))
    #expect(graph.render().state == nil)
  }

  @Test("a state whose initial value changed starts from the new one")
  func initialChanged() throws {
    let first = try build(PreviewCounterFrom(start: 0), from: nil)
    first.act(.button, "Add", .tap)
    let same = try build(PreviewCounterFrom(start: 0), from: try snapshot(first))
    #expect(same.tree.find(.text, "Count 1") != nil)
    let changed = try build(PreviewCounterFrom(start: 10), from: try snapshot(first))
    #expect(changed.tree.find(.text, "Count 10") != nil)
  }

  @Test("a renamed or retyped state variable matches nothing and starts afresh")
  func renamed() throws {
    let first = try build(PreviewCounter(label: "Count"), from: nil)
    first.act(.button, "Add", .tap)
    let entries = try #require(try snapshot(first).object)
    let key = try #require(entries.keys.first { $0.hasSuffix("#_count") })
    let preview = PreviewState(previous: try snapshot(first), appModule: "SwiftUITests")
    let renamed = preview.start(key: key.replacingOccurrences(of: "#_count", with: "#_total"), initial: 0)
    #expect(renamed.value as? Int == 0)
    let retyped = preview.start(key: key, initial: "0")
    #expect(retyped.value as? String == "0")
  }

  @Test("enums, plain structs, Observable and ObservableObject models all come back")
  func everyKind() throws {
    let first = try build(PreviewForm(), from: nil)
    first.act(.button, "Change", .tap)
    #expect(first.tree.find(.text, "settings Groceries true 3 weekly [\"food\"]") != nil)
    let second = try build(PreviewForm(), from: try snapshot(first))
    // The UUIDs are new in every process: not counted as a change of the declaration.
    #expect(second.tree.find(.text, "settings Groceries true 3 weekly [\"food\"]") != nil)
    #expect(second.tree.find(.text, "milk [2, 3] [\"Ada\"] 7") != nil)
  }

  @Test("a state made new at every render (a child view's) is volatile, and kept")
  func volatile() throws {
    let first = try build(PreviewTicketHost(), from: nil)
    first.act(.button, nil, .tap)
    #expect(first.tree.find(.button, "Seat 42") != nil)
    let entries = try #require(try snapshot(first).object)
    let seat = try #require(entries.keys.first { $0.hasSuffix("#_seat") })
    #expect(entries[seat]?["volatile"]?.bool == true)
    let second = try build(PreviewTicketHost(), from: try snapshot(first))
    #expect(second.tree.find(.button, "Seat 42") != nil)
  }

  @Test("an object's field whose initial value changed keeps the new build's")
  func objectField() throws {
    let first = PreviewStore()
    first.total = 7
    first.names = ["Ada"]
    let initial = PreviewStore()
    let archive = try #require(ValueArchive.archive(first, appModule: "SwiftUITests"))
    var previousInitial = try #require(ValueArchive.archive(initial, appModule: "SwiftUITests"))
    // The old build's `total` started at 5; this one's at 0: its declaration changed.
    if case .object(var object) = previousInitial, case .object(var fields)? = object["fields"],
      case .object(var total)? = fields["_total"], case .object(var kept)? = total["kept"]
    {
      kept["codable"] = 5
      total["kept"] = .object(kept)
      fields["_total"] = .object(total)
      object["fields"] = .object(fields)
      previousInitial = .object(object)
    }
    let restored = try #require(
      ValueArchive.restore(archive, previousInitial: previousInitial, onto: initial, appModule: "SwiftUITests")
        as? PreviewStore)
    #expect(restored === initial)
    #expect(restored.names == ["Ada"])
    #expect(restored.total == 0)
  }

  @Test("another module's types are not taken apart, and a non-app class is not archived")
  func foreignTypes() {
    #expect(ValueArchive.archive(NSObject(), appModule: "SwiftUITests") == nil)
    #expect(ValueArchive.archive(PreviewDraft(), appModule: "Other") == nil)
    #expect(ValueArchive.archive({ 1 } as () -> Int, appModule: "SwiftUITests") == nil)
  }
}
