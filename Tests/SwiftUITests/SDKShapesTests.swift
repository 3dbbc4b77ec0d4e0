@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout
@_spi(Host) import SwiftUI
import Testing

/// iOS 18's tabs, written as published apps write them: the values are the selection's cases,
/// spelled with a leading dot, which only the tab builder can type.
struct SectionTabs: View {
  enum Section: Hashable { case elements, settings }
  @State private var section: Section = .elements

  var body: some View {
    TabView(selection: $section) {
      Tab("Elements", systemImage: "atom", value: .elements) { Text("The table") }
      Tab("Settings", systemImage: "gear", value: .settings) {
        Text("Settings shown").clipShape(.buttonBorder)
      }
    }
  }
}

/// A colour of the app's own as a shape style (the 100 Days of SwiftUI way), given to
/// `Color(_:)` and to shape-style modifiers.
extension ShapeStyle where Self == Color {
  static var darkBackground: Color { Color(red: 0.1, green: 0.1, blue: 0.2) }
}

/// What a UIKit view tells its delegate.
@MainActor protocol ListeningDelegate: AnyObject {}

/// A UIKit view with a delegate, as a web view or a text view has.
final class ListeningView: UIView {
  weak var delegate: (any ListeningDelegate)?
}

/// A UIKit view whose coordinator is its delegate, as a web view's or picker's wrapper is.
struct DelegatingView: UIViewRepresentable {
  final class Coordinator: ListeningDelegate {}
  func makeCoordinator() -> Coordinator { Coordinator() }
  func makeUIView(context: Context) -> ListeningView {
    let view = ListeningView()
    view.delegate = context.coordinator
    return view
  }
  func updateUIView(_ uiView: ListeningView, context: Context) {}
}

@MainActor
@Suite("Apple's shapes of declarations: typed tab values, coordinators, colour-like styles, button borders")
struct SDKShapesTests {
  @Test("tabs whose values are written `.elements` select by the binding and switch on a tap")
  func typedTabs() throws {
    let graph = ViewGraph(SectionTabs())
    graph.render()
    #expect(graph.tree.texts.contains("The table") && !graph.tree.texts.contains("Settings shown"))
    graph.act(.tab, "Settings", .tap)
    #expect(graph.tree.texts.contains("Settings shown") && !graph.tree.texts.contains("The table"))
  }

  @Test("Color(.custom) takes an app's colour-like style; .buttonBorder is a shape")
  func colourAndBorder() {
    #expect(Color(.darkBackground) == Color(red: 0.1, green: 0.1, blue: 0.2))
    #expect(ButtonBorderShape.buttonBorder.outline == RoundedRectangle(cornerRadius: 8).outline)
    #expect(ButtonBorderShape.capsule.outline == Capsule().outline)
    #expect(
      ButtonBorderShape.roundedRectangle(radius: 12).inset(by: 2).outline == RoundedRectangle(cornerRadius: 10).outline)
  }

  @Test(
    "text with an image in it, a gradient as a style, a tinted switch, autofill types, stored optional data and dates")
  func smallerShapes() {
    let graph = ViewGraph(Text(Image(systemName: "star.fill")) + Text(" Favourites"))
    graph.render()
    #expect(graph.tree.texts.contains("★ Favourites"))
    let gradient = Gradient(colors: [.red, .blue])
    #expect(AnyShapeStyle(gradient).css.hasPrefix("linear-gradient(to bottom"))
    _ = SwitchToggleStyle(tint: .orange)
    #expect(UITextContentType.familyName.rawValue == "family-name")
    #expect(UITextContentType.creditCardNumber.rawValue == "cc-number")
    let stored = AppStorage<Data?>("sdk-shapes-data")
    #expect(stored.wrappedValue == nil)
    let when = Date(timeIntervalSince1970: 1_700_000_000)
    #expect(AppStorage(wrappedValue: when, "sdk-shapes-date").wrappedValue == when)
  }

  @Test("an attributed string's runs keep SwiftUI's attributes, and Text draws each run with its own")
  func attributedRuns() throws {
    var string = AttributedString("Daily goal: 30 min")
    let range = try #require(string.range(of: "30"))
    string[range].font = Font.title3.weight(.semibold)
    string[range].foregroundColor = .red
    #expect(string.runs.count == 3)
    let graph = ViewGraph(Text(string))
    graph.render()
    #expect(graph.tree.texts.contains("Daily goal: 30 min"))
    let styled = graph.tree.all(.text).first { $0.properties["text"]?.string == "Daily goal: 30 min" }
    let runs = styled?.properties["segments"]?.array ?? styled?.properties["runs"]?.array ?? []
    #expect(runs.count == 3, "three runs, the middle one styled: \(styled?.properties ?? [:])")
  }

  @Test("a wrapper's context carries its own coordinator type, so it can be a delegate")
  func coordinatorType() {
    #expect(UIViewRepresentableContext<DelegatingView>.self != Never.self)
    let graph = ViewGraph(DelegatingView())
    graph.render()
    #expect(graph.tree.texts.contains("ListeningView (UIKit)"))
  }
}

/// A tab whose content presents an alert at once, as an app whose first fetch fails does.
struct FailingTab: View {
  @State private var failed = true
  var body: some View {
    NavigationStack {
      Text("Row one").navigationTitle("Appetizers")
    }
    .alert("Server error", isPresented: $failed) {}
  }
}

@MainActor
@Suite("Tabs whose content presents something")
struct TabPresentationTests {
  @Test("an alert in a tab is that tab's, over its content, and the tab keeps its title")
  func alertInTab() throws {
    let graph = ViewGraph(
      TabView {
        FailingTab().tabItem { Label("Home", systemImage: "house") }
        Text("Account page").tabItem { Label("Account", systemImage: "person") }
      })
    graph.render()
    let tabs = graph.tree.all(.tab).compactMap { $0.properties["title"]?.string }
    #expect(tabs == ["Home", "Account"], "one tab each, not one for the alert")
    let panel = try #require(graph.tree.find(.tabPanel))
    #expect(panel.children.map(\.kind) == [.inert, .alert])
    #expect(graph.title == "Appetizers")
  }
}

/// A model a view makes for itself, as `@ObservedObject var model = Model()` does.
final class SelfMadeModel: ObservableObject {
  nonisolated(unsafe) static weak var latest: SelfMadeModel?
  init() { Self.latest = self }
}

/// A screen whose body makes the view below anew at each render.
struct SelfMadeModelScreen: View {
  var body: some View { SelfMadeModelView() }
}

/// A view that makes its own observed model.
struct SelfMadeModelView: View {
  @ObservedObject var model = SelfMadeModel()
  var body: some View { Text("Made") }
}

@MainActor
@Suite("Objects a shown view holds")
struct ShownObjectsTests {
  @Test("an observed object a child view made lives while the view is shown, as SwiftUI keeps a shown view")
  func observedObjectLives() {
    let graph = ViewGraph(SelfMadeModelScreen())
    graph.render()
    #expect(SelfMadeModel.latest != nil, "its callbacks' unowned self finds it")
  }
}
