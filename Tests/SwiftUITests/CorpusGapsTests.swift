@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout
@_spi(Host) import SwiftUI
import Testing

/// A screen in the iOS 13 style the corpus is full of: an `Alert` value, colors by hue, angle
/// arithmetic, the scene phase, haptics with just `import SwiftUI`.
struct OldAlertScreen: View {
  @State private var showing = false
  @State private var answer = "none"
  @Environment(\.scenePhase) private var scenePhase

  var body: some View {
    VStack {
      Text("Phase: \(scenePhase == .active ? "active" : "other")")
      Text("Answer: \(answer)")
      Circle().inset(by: 4).strokeBorder(Color(hue: 0.6, saturation: 0.8, brightness: 0.9), lineWidth: 2)
      Image(decorative: "flag")
      Button("Ask") {
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        showing = true
      }
      .rotationEffect(.degrees(90) - .degrees(45))
    }
    .alert(isPresented: $showing) {
      Alert(
        title: Text("Delete?"), message: Text("It cannot be undone."),
        primaryButton: .destructive(Text("Delete")) { answer = "deleted" }, secondaryButton: .cancel())
    }
  }
}

@MainActor
@Suite("Gaps the corpus hit first")
struct CorpusGapsTests {
  @Test("Alert values with .alert(isPresented:content:), Color(hue:…), Angle arithmetic, scenePhase, haptics")
  func oldAlert() throws {
    let graph = ViewGraph(OldAlertScreen())
    graph.render()
    #expect(graph.tree.texts.contains("Phase: active"))
    graph.act(.button, "Ask", .tap)
    let alert = try #require(graph.tree.find(.alert))
    #expect(alert.properties["title"] == "Delete?" && alert.properties["message"] == "It cannot be undone.")
    #expect(alert.find(.button, "Cancel") != nil)
    graph.act(.button, "Delete", .tap)
    #expect(graph.tree.find(.alert) == nil && graph.tree.texts.contains("Answer: deleted"))
    #expect((Angle.degrees(90) - .degrees(45)).degrees == 45)
    #expect(Color(hue: 0, saturation: 1, brightness: 1) == Color(red: 1, green: 0, blue: 0))
  }
}

/// Titles from string values, as published code passes them.
struct StringTitles: View {
  let name = "Ada"
  let hint = "Opens the profile"
  @State private var amount = 2.5
  @State private var notes = ""

  var body: some View {
    Form {
      TextField("Amount in " + "EUR", value: $amount, format: .number)
      TextField(name + "'s notes", text: $notes, axis: .vertical)
      Button(name, role: .destructive) {}
      Button(name + " again", systemImage: "star") {}
      ProgressView(name + " loading")
      ProgressView("*" + name + "*")
      TextField("**" + name + "**", text: $notes, axis: .vertical)
      LabeledContent(name, value: "value")
      Text(name)
        .accessibilityLabel(name)
        .accessibilityHint(hint)
        .allowsHitTesting(false)
    }
  }
}

@MainActor
@Suite("Titles from string values")
struct StringTitlesTests {
  @Test("every title that takes a literal also takes a string value, shown as it is")
  func titles() {
    let graph = ViewGraph(StringTitles())
    graph.render()
    #expect(graph.tree.find(.textField, "Amount in EUR") != nil)
    #expect(graph.tree.find(.textField, "Ada's notes") != nil)
    #expect(graph.tree.find(.button, "Ada") != nil)
    #expect(graph.tree.find(.progress, "Ada loading") != nil)
    // A string value is shown as it is, never read as Markdown.
    #expect(graph.tree.find(.progress, "*Ada*") != nil)
    #expect(graph.tree.find(.textField, "**Ada**")?.properties["multiline"] == true)
  }
}
