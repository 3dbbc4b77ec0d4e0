@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout
@_spi(Host) import SwiftUI
import Testing

/// Screens that reach for the rest: a popover, gestures, an empty state, a group box,
/// accessibility, text spacing, and list details.
struct Extras: View {
  @State private var showingInfo = false
  @State private var taps = 0
  @State private var pressed = false
  @GestureState private var dragging = false
  let items: [String] = []

  var body: some View {
    VStack {
      Button("Info") { showingInfo = true }
        .popover(isPresented: $showingInfo) { Text("More about it") }
      Text("Double tap me: \(taps)")
        .gesture(TapGesture(count: 2).onEnded { taps += 1 })
      Text(pressed ? "Pressed" : "Press and hold")
        .onLongPressGesture { pressed = true }
      Circle()
        .gesture(DragGesture().updating($dragging) { _, state, _ in state = true }.onEnded { _ in })
        .accessibilityHidden(true)
      if items.isEmpty {
        ContentUnavailableView("No Items", systemImage: "tray", description: Text("Add one to begin."))
      }
      GroupBox("Totals") { Text("42").kerning(2) }
      List {
        Text("Row").listRowBackground(Color.clear).listRowSeparator(.hidden)
      }
      .refreshable {}
      .contextMenu { Button("Copy") {} }
    }
  }
}

@MainActor
@Suite("More views and modifiers")
struct MoreViewsTests {
  @Test("popovers are sheets, taps and long presses act, drags are accepted, empty states and group boxes show")
  func extras() throws {
    let graph = ViewGraph(Extras())
    graph.render()
    #expect(graph.tree.texts.contains("No Items") && graph.tree.texts.contains("Add one to begin."))
    #expect(graph.tree.texts.contains("Totals") && graph.tree.texts.contains("42"))
    graph.act(.button, "Info", .tap)
    #expect(graph.tree.find(.sheet) != nil && graph.tree.texts.contains("More about it"))
    graph.act(.sheetClose, "Close", .tap)
    #expect(graph.tree.find(.sheet) == nil)
    // Gestures with taps act on a click.
    let tappable = graph.tree.all(.tappable)
    #expect(tappable.count >= 2, "\(graph.tree.all(.tappable).count) tappable views")
    for node in tappable {
      _ = graph.handle(InterfaceMessage.Event(version: graph.version, target: node.id!, action: .tap))
      graph.render()
    }
    #expect(graph.tree.texts.contains { $0.hasPrefix("Double tap me: 1") })
    #expect(graph.tree.texts.contains("Pressed"))
  }
}

/// Empty-state screens as iOS 17 samples write them: an asset's image, a title a string holds.
struct EmptyStates: View {
  let title = "Shopping App"
  var body: some View {
    VStack {
      ContentUnavailableView("SwiftUI", image: "mobile1", description: Text("Many apps"))
      ContentUnavailableView(title, systemImage: "cart")
      ContentUnavailableView(title, image: "mobile3")
    }
  }
}

@MainActor
@Suite("Content unavailable views")
struct ContentUnavailableTests {
  @Test("an asset image or a symbol, a title of a key or of a string")
  func emptyStates() {
    let graph = ViewGraph(EmptyStates())
    graph.render()
    #expect(graph.tree.texts.contains("SwiftUI") && graph.tree.texts.contains("Many apps"))
    #expect(graph.tree.texts.filter { $0 == "Shopping App" }.count == 2)
    #expect(graph.tree.all(.image).count >= 3)
  }
}
