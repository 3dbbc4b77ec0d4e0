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

/// A card flip as iOS 13's tutorials write it: an `AnimatableModifier` whose face shows until
/// it has turned half way. (In Swift 6 a modifier is main-actor isolated and `Animatable` is
/// not, so its animatable data is `nonisolated`, as Xcode asks of it too.)
struct Cardify: AnimatableModifier {
  nonisolated(unsafe) var rotation: Double
  nonisolated var animatableData: Double {
    get { rotation }
    set { rotation = newValue }
  }
  func body(content: Content) -> some View {
    ZStack {
      RoundedRectangle(cornerRadius: 10).fill(Color.white)
      if rotation < 90 { content }
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
    let picker = try #require(graph.tree.find(.picker, "Size"))
    #expect(picker.properties["options"]?.array?.count == 2)
    graph.act(.picker, "Size", .set, graph.option("Large", in: "Size"))
    #expect(graph.tree.find(.picker, "Size")?.properties["selected"] == graph.option("Large", in: "Size"))
    // The accent color reaches the controls as their tint.
    #expect(graph.tree.style[.tint] != nil || graph.tree.children.contains { $0.style[.tint] != nil })
    graph.act(.button, "About", .tap)
    #expect(graph.tree.find(.sheet) != nil)
    #expect(graph.tree.texts.contains("About this app"))
    graph.act(.button, "Done", .tap)
    #expect(graph.tree.find(.sheet) == nil, "presentationMode.wrappedValue.dismiss() closes the sheet")
    #expect(!appClosed, "not the app")
  }

  @Test("an AnimatableModifier (iOS 13's card flip) modifies its content; the page shows its end state")
  func animatableModifier() {
    let graph = ViewGraph(Text("🐶").modifier(Cardify(rotation: 0)))
    graph.render()
    #expect(graph.tree.texts.contains("🐶"))
    let flipped = ViewGraph(Text("🐶").modifier(Cardify(rotation: 180)))
    flipped.render()
    #expect(!flipped.tree.texts.contains("🐶"))
  }
}
