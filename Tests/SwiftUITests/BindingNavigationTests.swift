@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout
@_spi(Host) import SwiftUI
import Testing

/// A login screen that pushes its welcome screen from a Boolean, as iOS 16 code does.
struct LoginFlow: View {
  @State private var signedIn = false
  @State private var picked: String?

  var body: some View {
    NavigationStack {
      VStack {
        Button("Sign in") { signedIn = true }
        Button("Pick Pear") { picked = "Pear" }
      }
      .navigationTitle("Login")
      .navigationDestination(isPresented: $signedIn) { Text("Welcome").navigationTitle("Home") }
      .navigationDestination(item: $picked) { name in Text("Picked \(name)").navigationTitle(name) }
    }
  }
}

/// The iOS 13–15 links that set a binding.
struct OldLinks: View {
  @State private var showsDetail = false
  @State private var selection: Int?

  var body: some View {
    NavigationView {
      List {
        NavigationLink("Detail", isActive: $showsDetail) { Text("The detail").navigationTitle("Detail") }
        NavigationLink("Second", tag: 2, selection: $selection) { Text("Number two").navigationTitle("Two") }
        Text(showsDetail ? "active" : "inactive")
      }
      .navigationTitle("Links")
    }
  }
}

@MainActor
@Suite("Navigation driven by bindings")
struct BindingNavigationTests {
  @Test("navigationDestination(isPresented:) pushes while true; Back sets it false")
  func isPresented() {
    let graph = ViewGraph(LoginFlow())
    #expect(graph.render().title == "Login")
    #expect(graph.act(.button, "Sign in", .tap))
    #expect(graph.title == "Home")
    #expect(graph.tree.texts.contains("Welcome"))
    #expect(graph.act(.button, "‹ Login", .tap))
    #expect(graph.title == "Login")
    #expect(!graph.tree.texts.contains("Welcome"))
  }

  @Test("navigationDestination(item:) shows the item's destination; Back sets it nil")
  func item() {
    let graph = ViewGraph(LoginFlow())
    graph.render()
    #expect(graph.act(.button, "Pick Pear", .tap))
    #expect(graph.title == "Pear")
    #expect(graph.tree.texts.contains("Picked Pear"))
    #expect(graph.act(.button, "‹ Login", .tap))
    #expect(graph.title == "Login")
  }

  @Test("NavigationLink(isActive:) and (tag:selection:) set their binding and show their destination")
  func oldLinks() {
    let graph = ViewGraph(OldLinks())
    graph.render()
    #expect(graph.tree.texts.contains("inactive"))
    #expect(graph.act(.navigationLink, "Detail", .tap))
    #expect(graph.title == "Detail")
    #expect(graph.tree.texts.contains("The detail"))
    #expect(graph.act(.button, "‹ Links", .tap))
    #expect(graph.title == "Links")
    #expect(graph.tree.texts.contains("inactive"), "Back set isActive to false")
    #expect(graph.act(.navigationLink, "Second", .tap))
    #expect(graph.title == "Two")
    #expect(graph.tree.texts.contains("Number two"))
  }
}
