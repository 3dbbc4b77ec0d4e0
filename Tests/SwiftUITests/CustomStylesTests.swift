@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout
@_spi(Host) import SwiftUI
import Testing

/// A button style of the app's own, as tutorials write one.
struct CapsuleButton: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .padding()
      .background(Color.blue)
      .foregroundStyle(.white)
      .clipShape(Capsule())
      .opacity(configuration.isPressed ? 0.7 : 1)
  }
}

/// An environment value of the app's own.
private struct AccentNameKey: EnvironmentKey {
  static let defaultValue = "none"
}

extension EnvironmentValues {
  var accentName: String {
    get { self[AccentNameKey.self] }
    set { self[AccentNameKey.self] = newValue }
  }
}

struct AccentLabel: View {
  @Environment(\.accentName) private var accentName
  var body: some View { Text("Accent: \(accentName)") }
}

struct StyledScreen: View {
  @State private var taps = 0
  var body: some View {
    VStack {
      Button("Tap me") { taps += 1 }
        .buttonStyle(CapsuleButton())
      Text("Taps: \(taps)")
      AccentLabel()
      AccentLabel().environment(\.accentName, "orange")
      Button("Plain") {}.buttonStyle(.bordered)
    }
  }
}

@MainActor
@Suite("Styles and environment keys of the app's own")
struct CustomStylesTests {
  @Test("a ButtonStyle draws the button from its label and the button still acts; EnvironmentKey values flow down")
  func styles() throws {
    let graph = ViewGraph(StyledScreen())
    graph.render()
    let button = try #require(graph.tree.find(.button, "Tap me"))
    #expect(button.properties["appearance"] == "plain")
    // The style's modifiers are on the label inside the button.
    let label = try #require(button.children.first)
    #expect(label.style[.background] != nil || label.children.contains { $0.style[.background] != nil })
    graph.act(.button, "Tap me", .tap)
    #expect(graph.tree.texts.contains("Taps: 1"))
    #expect(graph.tree.texts.contains("Accent: none"))
    #expect(graph.tree.texts.contains("Accent: orange"))
    #expect(graph.tree.find(.button, "Plain")?.properties["appearance"] == "bordered")
  }
}

/// A checkbox, as tutorials write one.
struct CheckboxStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Button(configuration.isOn ? "☑" : "☐") { configuration.isOn.toggle() }
      configuration.label
    }
  }
}

struct Agreement: View {
  @State private var agreed = false
  var body: some View {
    VStack {
      Toggle("I agree", isOn: $agreed).toggleStyle(CheckboxStyle())
      Text(agreed ? "Agreed" : "Not yet")
      Toggle("Plain switch", isOn: .constant(true)).toggleStyle(.switch)
    }
  }
}

@MainActor
@Suite("Toggle styles of the app's own")
struct CustomToggleStyleTests {
  @Test("a ToggleStyle draws the toggle; its control changes isOn; the page's styles stay switches")
  func checkbox() throws {
    let graph = ViewGraph(Agreement())
    graph.render()
    #expect(graph.tree.texts.contains("I agree"))
    #expect(graph.tree.find(.toggle, "I agree") == nil, "drawn by the style, not as a switch")
    graph.act(.button, "☐", .tap)
    #expect(graph.tree.texts.contains("Agreed"))
    #expect(graph.tree.find(.button, "☑") != nil)
    #expect(graph.tree.find(.toggle, "Plain switch") != nil)
  }
}
