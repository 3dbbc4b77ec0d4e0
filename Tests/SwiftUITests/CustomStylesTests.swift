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

/// A text field style of the app's own, as tutorials write one: the underscored requirement.
struct DollarFieldStyle: TextFieldStyle {
  func _body(configuration: TextField<Self._Label>) -> some View {
    HStack {
      Text("$")
      configuration
        .padding()
        .font(.system(size: 24, weight: .bold, design: .monospaced))
    }
    .background(Color.yellow)
    .cornerRadius(15)
  }
}

struct BillForm: View {
  @State private var bill = ""
  var body: some View {
    VStack {
      TextField("Bill", text: $bill).textFieldStyle(DollarFieldStyle())
      Text("Bill: \(bill)")
      TextField("Note", text: .constant("")).textFieldStyle(.roundedBorder)
    }
  }
}

@MainActor
@Suite("Text field styles of the app's own")
struct CustomTextFieldStyleTests {
  @Test("a TextFieldStyle's _body draws the field with its icon and background; the field inside still edits")
  func dollarField() throws {
    let graph = ViewGraph(BillForm())
    graph.render()
    #expect(graph.tree.texts.contains("$"), "the style's own views are drawn")
    let field = try #require(graph.tree.find(.textField, "Bill"))
    #expect(field.properties["label"] == "Bill")
    #expect(graph.act(.textField, "Bill", .set, "42"))
    #expect(graph.tree.texts.contains("Bill: 42"))
    #expect(graph.tree.find(.textField, "Note") != nil, "a page's own style draws the field itself")
  }
}

/// A progress style of the app's own, as the Scrumdinger tutorial writes one.
struct PercentStyle: ProgressViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack {
      Text("\(Int((configuration.fractionCompleted ?? 0) * 100)) percent")
      ProgressView(configuration)
    }
  }
}

/// A screen whose state its `onAppear` sets, as quiz apps load their first question.
struct Appearing: View {
  @State private var ready = false
  var body: some View {
    VStack {
      Text(ready ? "Ready" : "Waiting").onAppear { ready = true }
      ProgressView(value: 0.25).progressViewStyle(PercentStyle())
      ProgressView(value: 0.5).progressViewStyle(.linear)
    }
  }
}

@MainActor
@Suite("Progress styles of the app's own, and the first frame")
struct CustomProgressStyleTests {
  @Test("a ProgressViewStyle draws from the fraction; what onAppear sets is in the first frame, as on iOS")
  func percentAndFirstFrame() throws {
    let graph = ViewGraph(Appearing())
    graph.render()
    #expect(graph.tree.texts.contains("25 percent"))
    // The style's own `ProgressView(configuration)` and the page's linear one are bars; the
    // style is not applied again inside itself.
    let bars = graph.tree.all(.progress)
    #expect(bars.count == 2)
    #expect(bars.first?.properties["value"] == 0.25)
    #expect(graph.tree.texts.contains("Ready"), "the onAppear's state is in the frame the page first gets")
    #expect(!graph.tree.texts.contains("Waiting"))
  }
}

/// A primitive button style of the app's own: the whole button drawn, acting on a double tap.
struct DoubleTapStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .padding(8)
      .onTapGesture(count: 2) { configuration.trigger() }
  }
}

/// A wrong answer's shake, as word games write it.
struct Shake: GeometryEffect {
  var amount: CGFloat = 10
  var shakesPerUnit = 3
  var animatableData: CGFloat
  func effectValue(size: CGSize) -> ProjectionTransform {
    ProjectionTransform(
      CGAffineTransform(translationX: amount * sin(animatableData * .pi * CGFloat(shakesPerUnit) + .pi / 2), y: 0))
  }
}

struct PrimitiveStyled: View {
  @State private var presses = 0
  var body: some View {
    VStack {
      Button("Double tap me") { presses += 1 }.buttonStyle(DoubleTapStyle())
      Text("Presses: \(presses)")
      Button("Plain") {}.buttonStyle(.bordered)
      Text("Wrong").modifier(Shake(animatableData: 1))
    }
  }
}

@MainActor
@Suite("Primitive button styles and geometry effects of the app's own")
struct PrimitiveButtonStyleTests {
  @Test("a PrimitiveButtonStyle draws the whole button and triggers it as it decides; a GeometryEffect moves its view")
  func primitive() throws {
    let graph = ViewGraph(PrimitiveStyled())
    graph.render()
    #expect(graph.tree.find(.button, "Double tap me") == nil, "the style drew it: no page button")
    #expect(graph.tree.texts.contains("Double tap me"))
    let tappable = try #require(graph.tree.all(.tappable).first { $0.properties["count"]?.int == 2 })
    #expect(
      graph.handle(InterfaceMessage.Event(version: graph.version, target: tappable.id!, action: .tap, value: nil)))
    graph.render()
    #expect(graph.tree.texts.contains("Presses: 1"), "\(graph.tree.texts)")
    #expect(graph.tree.find(.button, "Plain")?.properties["appearance"] == "bordered")
    #expect(graph.tree.texts.contains("Wrong"))
    // sin(3.5π) = -1: the shake's end value moves the word 10 points left.
    let moved = graph.tree.all(.text).first { $0.properties["text"] == "Wrong" }.map { $0.style[.offset] }
    #expect(moved == .some([-10, 0]), "\(String(describing: moved))")
    // UIKit's objects key dictionaries by identity.
    let field = UITextField()
    let other = UITextField()
    let names: [UITextField: String] = [field: "name", other: "email"]
    #expect(names[field] == "name" && names.count == 2 && field != other)
  }
}
