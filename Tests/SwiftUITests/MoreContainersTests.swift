import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout
import Testing

@_spi(Host) @testable import SwiftUI

// Grids, menus, disclosure groups, search and the older spellings, as samples write them.

struct EmojiGrid: View {
  let emoji = ["🍎", "🍌", "🍒", "🍇", "🍉"]
  let columns = [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]
  @State private var query = ""
  @State private var committed = ""
  @State private var showAlert = false
  let alertTitle = "Saved"

  var body: some View {
    NavigationView {
      ScrollView {
        TextField("Name", text: $query, onCommit: { committed = query })
        LazyVGrid(columns: columns, spacing: 12) {
          ForEach(emoji.filter { query.isEmpty || $0 == query }, id: \.self) { item in
            Text(item).font(.largeTitle)
          }
        }
        DisclosureGroup("Details") {
          Text("Five fruits")
        }
        Menu("Sort") {
          Button("By name") {}
          Button("By colour") {}
        }
        Text("Committed: \(committed)")
          .foregroundColor(Color(.systemGray))
        DatePicker(
          "Born", selection: .constant(Date(timeIntervalSince1970: 0)), in: ...Date(), displayedComponents: .date)
      }
      .navigationBarTitle("Fruit", displayMode: .inline)
      .navigationBarItems(trailing: Button("Save") { showAlert = true })
      .searchable(text: $query)
      .alert(alertTitle, isPresented: $showAlert) {
        Button("OK") {}
      }
    }
  }
}

@MainActor
@Suite("Grids, menus, disclosure groups, search, older spellings")
struct MoreContainersTests {
  @Test("a LazyVGrid is a grid node with one track per GridItem")
  func grid() throws {
    let graph = ViewGraph(EmojiGrid())
    graph.render()
    let grid = try #require(graph.tree.find(.grid))
    #expect(grid.properties["columns"] == "minmax(10px, 1fr) minmax(10px, 1fr) minmax(10px, 1fr)")
    #expect(grid.children.count == 5)
    #expect(GridItem(.adaptive(minimum: 80)).track == "repeat(auto-fill, minmax(80px, 1fr))")
    #expect(GridItem(.fixed(44)).track == "44px")
  }

  @Test("a DisclosureGroup opens and closes, keeping its own state")
  func disclosure() throws {
    let graph = ViewGraph(EmojiGrid())
    graph.render()
    #expect(!graph.tree.texts.contains("Five fruits"))
    #expect(graph.act(.disclosure, "Details", .tap))
    #expect(graph.tree.texts.contains("Five fruits"))
    #expect(graph.tree.find(.disclosure, "Details")?.properties["expanded"] == true)
  }

  @Test("search filters through its binding; onCommit runs on Return; the older title and items show")
  func searchAndCommit() throws {
    let graph = ViewGraph(EmojiGrid())
    graph.render()
    #expect(graph.title == "Fruit")
    #expect(graph.act(.textField, "Search", .set, "🍒"))
    #expect(graph.tree.find(.grid)?.children.count == 1)
    #expect(graph.act(.textField, "Name", .submit, "🍌"))
    #expect(graph.tree.texts.contains("Committed: 🍌"))
    #expect(graph.tree.find(.textField, "Name")?.properties["submits"] == true)
    #expect(graph.tree.find(.toolbar)?.find(.button, "Save") != nil)
    graph.act(.button, "Save", .tap)
    #expect(graph.tree.find(.alert)?.properties["title"] == "Saved", "a title from a variable")
    #expect(graph.tree.find(.menu)?.properties["title"] == "Sort")
    #expect(Color(.systemGray6).css == "#f2f2f7" && Color(uiColor: .label).css == "var(--primary)")
    #expect(graph.tree.find(.datePicker, "Born")?.properties["max"] != nil, "in: ...Date() bounds the end")
  }
}

/// A UIKit text view wrapped as published apps wrap one.
struct WrappedTextView: UIViewRepresentable {
  func makeUIView(context: Context) -> UIView { UIView() }
  func updateUIView(_ uiView: UIView, context: Context) {}
}

@MainActor
@Suite("UIKit wrappers")
struct UIKitWrapperTests {
  @Test("a UIViewRepresentable is drawn as a labelled placeholder, never calling its methods")
  func placeholder() {
    let graph = ViewGraph(
      VStack {
        Text("Above"); WrappedTextView()
      })
    #expect(graph.rendered.texts == ["Above", "UIView (UIKit)"])
  }
}
