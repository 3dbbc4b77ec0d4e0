@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout
@_spi(Host) import SwiftUI
import Testing

/// A settings screen in the iOS 13–15 style that published code is full of.
struct OldSettings: View {
  @State private var size = 1
  @State private var name = ""
  @State private var showingAbout = false

  var body: some View {
    NavigationView {
      Form {
        Picker(selection: $size, label: Text("Size")) {
          Text("Small").tag(1)
          Text("Large").tag(2)
        }
        TextField("Name", text: $name)
          .autocapitalization(.none)
          .disableAutocorrection(true)
        Button("About") { showingAbout = true }
      }
      .navigationBarTitle(Text("Settings"), displayMode: .inline)
      .navigationBarHidden(false)
      .sheet(isPresented: $showingAbout) { OldAbout() }
    }
    .navigationViewStyle(StackNavigationViewStyle())
    .accentColor(.orange)
  }
}

struct OldAbout: View {
  @Environment(\.presentationMode) var presentationMode

  var body: some View {
    VStack {
      Text(presentationMode.wrappedValue.isPresented ? "About this app" : "hidden")
      Button("Done") { presentationMode.wrappedValue.dismiss() }
    }
  }
}

@MainActor
@Suite("Older spellings")
struct OlderSpellingsTests {
  @Test("Picker(selection:label:), navigationBarTitle(Text, displayMode:), presentationMode's dismiss()")
  func settings() throws {
    var appClosed = false
    let graph = ViewGraph(OldSettings()) { appClosed = true }
    graph.render()
    #expect(graph.title == "Settings")
    let picker = try #require(graph.tree.find("picker", "Size"))
    #expect(picker.properties["options"]?.array?.count == 2)
    graph.act("picker", "Size", "set", graph.option("Large", in: "Size"))
    #expect(graph.tree.find("picker", "Size")?.properties["selected"] == graph.option("Large", in: "Size"))
    // The accent color reaches the controls as their tint.
    #expect(graph.tree.style["tint"] != nil || graph.tree.children.contains { $0.style["tint"] != nil })
    graph.act("button", "About", "tap")
    #expect(graph.tree.find("sheet") != nil)
    #expect(graph.tree.texts.contains("About this app"))
    graph.act("button", "Done", "tap")
    #expect(graph.tree.find("sheet") == nil, "presentationMode.wrappedValue.dismiss() closes the sheet")
    #expect(!appClosed, "not the app")
  }
}
