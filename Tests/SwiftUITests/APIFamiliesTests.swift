import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout
import Testing

@_spi(Host) @testable import SwiftUI

/// The "layout and geometry" tutorial's custom alignment, as published apps declare it.
extension VerticalAlignment {
  enum MidAccountAndName: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.top] }
  }
  static let midAccountAndName = VerticalAlignment(MidAccountAndName.self)
}

/// A screen in the style of the accessibility and layout tutorials: old accessibility
/// spellings, traits, a heading, custom alignment guides, a position, and a size class read
/// from the environment.
struct AccessibleScreen: View {
  @Environment(\.verticalSizeClass) private var verticalSizeClass
  @Environment(\.accessibilityReduceTransparency) private var reduceTransparency
  @State private var value = 3

  var body: some View {
    VStack {
      Text("Size: \(verticalSizeClass == .compact ? "compact" : "regular")")
      Text("Rating \(value)")
        .accessibility(label: Text("Rating of three"))
        .accessibilityAdjustableAction { direction in
          value += direction == .increment ? 1 : -1
        }
      Text("Chapter").accessibilityAddTraits(.isHeader)
      Text("Section two").accessibilityHeading(.h2)
      HStack(alignment: .midAccountAndName) {
        Text("@twostraws").alignmentGuide(.midAccountAndName) { d in d[VerticalAlignment.center] }
      }
      Text("Pinned").position(x: 40, y: 20)
      Text("Quiet").hidden()
      Text("Loud").textCase(.uppercase).truncationMode(.tail)
    }
  }
}

/// The screen as a phone in landscape shows it: a compact height set from above.
struct LandscapeHost: View {
  var body: some View { AccessibleScreen().environment(\.verticalSizeClass, .compact) }
}

@MainActor
@Suite("API families: accessibility, alignment, environment, styles, paths")
struct APIFamiliesTests {
  @Test("custom alignments are their own values; view dimensions answer for each guide")
  func alignments() {
    #expect(VerticalAlignment.midAccountAndName != .center)
    #expect(VerticalAlignment.midAccountAndName.rawValue == "center")
    #expect(VerticalAlignment(VerticalAlignment.MidAccountAndName.self) == .midAccountAndName)
    let dimensions = ViewDimensions(width: 80, height: 20)
    #expect(dimensions[HorizontalAlignment.trailing] == 80 && dimensions[HorizontalAlignment.center] == 40)
    #expect(dimensions[VerticalAlignment.bottom] == 20 && dimensions[VerticalAlignment.top] == 0)
  }

  @Test("accessibility spellings and traits reach the tree; set environment values are read below")
  func accessibility() throws {
    #expect(ViewGraph(AccessibleScreen()).rendered.texts.contains("Size: regular"))
    let graph = ViewGraph(LandscapeHost())
    graph.render()
    #expect(graph.tree.texts.contains("Size: compact"))
    let rating = try #require(graph.tree.find(.text, "Rating 3"))
    #expect(rating.style[.accessibilityLabel] == "Rating of three")
    #expect(graph.tree.find(.text, "Chapter")?.style[.accessibilityTraits] == .number(2))
    #expect(graph.tree.find(.text, "Section two")?.style[.accessibilityHeading] == .number(2))
    #expect(graph.tree.find(.text, "Pinned")?.style[.position] == .array([.number(40), .number(20)]))
    #expect(graph.tree.find(.text, "Quiet")?.style[.hidden] == true)
    #expect(graph.tree.find(.text, "Loud")?.style[.textCase] == "uppercase")
    #expect(EnvironmentValues().verticalSizeClass == .regular && EnvironmentValues().horizontalSizeClass == .compact)
    var values = EnvironmentValues()
    values.dynamicTypeSize = .accessibility2
    #expect(values.dynamicTypeSize.isAccessibilitySize && !EnvironmentValues().dynamicTypeSize.isAccessibilitySize)
  }

  @Test("a navigation path of Codable values is saved and read back; an unknown type ends it")
  func codablePath() throws {
    var path = NavigationPath()
    path.append(3)
    path.append("details")
    let representation = try #require(path.codable)
    let data = try JSONEncoder().encode(representation)
    let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
    #expect(NavigationPath(decoded) == path)
    let unknown = Data(#"["NoSuchType", "1", "Si", "2"]"#.utf8)
    let cut = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: unknown)
    #expect(NavigationPath(cut).isEmpty)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: Data(#"["Si"]"#.utf8))
    }
    struct NotCodable: Hashable {}
    var opaque = NavigationPath()
    opaque.append(NotCodable())
    #expect(opaque.codable == nil)
  }

  @Test("fonts by name, small caps and widths; tint and semantic shape styles; stroke styles and stroked paths")
  func stylesAndPaths() throws {
    let font = Font.custom("Courier", size: 22).smallCaps().width(.condensed)
    #expect(font.json["family"] == "Courier" && font.json["caps"] == "all-small-caps")
    #expect(font.json["stretch"] == .number(87.5) && font.json["size"] == .number(22))
    #expect(TintShapeStyle().css == "var(--tint)" && AnyShapeStyle(Color.red).css == Color.red.css)
    #expect(Color.blue.gradient.css.hasPrefix("linear-gradient("))
    let dashed = Circle().stroke(Color.red, style: StrokeStyle(lineWidth: 3, lineCap: .round, dash: [4, 2]))
    #expect(dashed.shapeNode.properties["lineCap"] == "round")
    #expect(dashed.shapeNode.properties["dash"] == .array([.number(4), .number(2)]))
    var line = Path()
    line.move(to: CGPoint(x: 0, y: 0))
    line.addLine(to: CGPoint(x: 10, y: 10))
    let outline = ShapeOutline(path: line.strokedPath(StrokeStyle(lineWidth: 5, lineJoin: .round)), scales: false)
    let stroked = try #require(outline.json["strokedPath"])
    #expect(stroked["lineWidth"] == .number(5) && stroked["lineJoin"] == "round")
    #expect(ShapeOutline(path: line, scales: false).json["strokedPath"] == nil)
  }

  @Test("text fields edit optional values (empty is nil) and values through a NumberFormatter")
  func valueFields() {
    let formatter = NumberFormatter()
    #expect(TextField<Text>.parse("42", with: formatter, as: Int.self) == 42)
    #expect(TextField<Text>.parse("2.5", with: formatter, as: Double.self) == 2.5)
    #expect(TextField<Text>.parse("many", with: formatter, as: Int.self) == nil)
  }

  @Test("Foundation gaps: documents folder, atomicWrite, key-value coding's defaults, CG…Make")
  func foundationGaps() {
    #expect(URL.documentsDirectory.lastPathComponent == "Documents")
    #expect(Data.WritingOptions.atomicWrite == .atomic)
    let defaults = UserDefaults(suiteName: "superswift-tests-\(UUID().uuidString)")!
    defaults.setValue(7, forKey: "count")
    #expect(defaults.value(forKey: "count") as? Int == 7)
    #expect(CGSizeMake(2, 3) == CGSize(width: 2, height: 3) && CGPointMake(1, 2) == CGPoint(x: 1, y: 2))
    #expect(CGColor(red: 1, green: 0, blue: 0, alpha: 0.5).copy(alpha: 1)?.alpha == 1)
  }
}

/// A navigation stack whose root sets a title around a detail view that sets its own, as
/// published navigation tutorials do.
struct TitledStack: View {
  var body: some View {
    NavigationStack {
      VStack {
        Text("Detail").navigationTitle("Inner")
      }
      .navigationTitle("Outer")
    }
    .navigationTitle("Outside the stack")
  }
}

@MainActor
@Suite("Navigation titles")
struct NavigationTitleTests {
  @Test("the outermost title of a screen wins; one outside the stack changes nothing")
  func precedence() {
    let graph = ViewGraph(TitledStack())
    graph.render()
    #expect(graph.title == "Outer")
  }
}

/// The widest of the rows' reported widths, as sizing tutorials pass them up.
struct WidestKey: PreferenceKey {
  static let defaultValue: CGFloat = 0
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// A label style of the app's own: the icon after the title, in a capsule.
struct TrailingIconStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.title
      configuration.icon
    }
  }
}

/// Rows that report widths up, labels in three styles, and an onboarding pager.
struct PreferencesScreen: View {
  @State private var widest: CGFloat = 0
  @State private var page = 0

  var body: some View {
    VStack {
      VStack {
        Text("short").preference(key: WidestKey.self, value: 40)
        Text("longer").preference(key: WidestKey.self, value: 90)
        Text("ignored inside").preference(key: WidestKey.self, value: 500)
          .preference(key: WidestKey.self, value: 60)
      }
      .onPreferenceChange(WidestKey.self) { widest = $0 }
      Text("Widest: \(Int(widest))")
      Label("Icon only", systemImage: "star").labelStyle(.iconOnly)
      Label("Title only", systemImage: "star").labelStyle(.titleOnly)
      Label("Trailing", systemImage: "star").labelStyle(TrailingIconStyle())
      TabView(selection: $page) {
        Text("Welcome").tag(0)
        Text("Get started").tag(1)
      }
      .tabViewStyle(.page)
    }
  }
}

@MainActor
@Suite("Preferences, label styles, paged tabs")
struct PreferencesAndStylesTests {
  @Test("preferences reduce across siblings, an outer value replaces an inner one, and the change reaches state")
  func preferences() {
    let graph = ViewGraph(PreferencesScreen())
    graph.render()
    // The action runs after the render, as onChange's, and its state is in the frame the page
    // gets: the render settles before it is sent, as iOS's update does before a frame shows.
    #expect(graph.tree.texts.contains("Widest: 90"))
    #expect(!graph.tree.texts.contains("Widest: 0"))
    graph.render()
    #expect(graph.tree.texts.contains("Widest: 90"), "an unchanged value runs nothing again")
  }

  @Test("icon-only labels keep their title as a name, title-only drops the icon, a custom style draws itself")
  func labelStyles() throws {
    let graph = ViewGraph(PreferencesScreen())
    graph.render()
    let labels = graph.tree.all(.label)
    let iconOnly = try #require(labels.first { $0.properties["title"] == "Icon only" })
    #expect(iconOnly.style[.accessibilityLabel] == "Icon only" && iconOnly.find(.text) == nil)
    #expect(iconOnly.find(.image) != nil)
    let titleOnly = try #require(labels.first { $0.properties["title"] == "Title only" })
    #expect(titleOnly.find(.image) == nil && titleOnly.find(.text, "Title only") != nil)
    #expect(labels.first { $0.properties["title"] == "Trailing" } == nil, "the custom style draws an HStack")
    #expect(graph.tree.texts.contains("Trailing"))
  }

  @Test("a paged tab view shows one page and dots that move between pages")
  func pagedTabs() throws {
    let graph = ViewGraph(PreferencesScreen())
    graph.render()
    let tabs = try #require(graph.tree.find(.tabs))
    #expect(tabs.properties["paged"] == true)
    #expect(graph.tree.texts.contains("Welcome") && !graph.tree.texts.contains("Get started"))
    graph.act(.tab, "Tab 2", .tap)
    #expect(graph.tree.texts.contains("Get started") && !graph.tree.texts.contains("Welcome"))
  }
}

/// People in a table, as the Table documentation's sample has them.
struct Person: Identifiable {
  let id = UUID()
  var givenName: String
  var email: String
}

/// A table, a share link and a canvas, as published utilities write them.
struct UtilitiesScreen: View {
  @State private var people = [Person(givenName: "Juan", email: "juan@example.com")]
  @State private var order = [KeyPathComparator(\Person.givenName)]

  var body: some View {
    VStack {
      Table(people, sortOrder: $order) {
        TableColumn("Given Name", value: \.givenName)
        TableColumn("E-Mail") { person in Text(person.email) }
      }
      ShareLink(item: URL(string: "https://swift.org")!, subject: Text("Swift"))
      ShareLink("Share the note", item: "Buy milk")
      Canvas { context, size in
        context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green))
        var moved = context
        moved.translateBy(x: 10, y: 20)
        moved.opacity = 0.5
        moved.stroke(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.red), lineWidth: 2)
        context.draw(Text("Hi"), at: CGPoint(x: size.width / 2, y: size.height / 2))
      }
      .frame(width: 200, height: 200)
    }
  }
}

@MainActor
@Suite("Tables, share links, canvases")
struct UtilitiesTests {
  @Test("a table is a list under its columns' titles, each row's columns shown")
  func table() {
    let tree = ViewGraph(UtilitiesScreen()).rendered
    let texts = tree.texts
    #expect(tree.find(.section)?.properties["header"] == "Given Name · E-Mail")
    #expect(texts.contains("Juan") && texts.contains("juan@example.com"))
    #expect(tree.all(.text).allSatisfy { $0.style[.viewID] == nil }, "outside a ScrollViewReader rows are not named")
  }

  @Test("share links carry the text to share and a subject; the label is Share or the title")
  func shareLinks() throws {
    let tree = ViewGraph(UtilitiesScreen()).rendered
    let links = tree.all(.shareLink)
    #expect(links.count == 2)
    #expect(links.first?.properties["text"] == "https://swift.org" && links.first?.properties["subject"] == "Swift")
    #expect(links.last?.properties["text"] == "Buy milk" && links.last?.properties["title"] == "Share the note")
  }

  @Test("a canvas records its commands: fills, strokes moved by a copy's transform with its opacity, text")
  func canvas() throws {
    let tree = ViewGraph(UtilitiesScreen()).rendered
    let canvas = try #require(tree.find(.canvas))
    let items = try #require(canvas.properties["items"]?.array)
    #expect(items.count == 3)
    #expect(items[0]["fill"] == .string(Color.green.css))
    #expect(items[1]["stroke"] == .string(Color.red.css) && items[1]["opacity"] == .number(0.5))
    #expect(items[1]["d"]?.string?.hasPrefix("M 10 20") == true, "\(items[1])")
    #expect(
      items[2]["text"] == "Hi" && items[2]["x"] == .number(100) && items[2]["opacity"] == nil,
      "the frame proposes 200 × 200")
    #expect(canvas.properties["size"] == .array([.number(200), .number(200)]))
  }
}

/// A mail-style split view: a sidebar list with a selection, the detail showing the selected.
struct MailboxScreen: View {
  struct Mailbox: Identifiable, Hashable {
    let id: String
  }
  let boxes = [Mailbox(id: "Inbox"), Mailbox(id: "Sent")]
  @State private var selected: Mailbox.ID?
  @State private var flagged: Set<String> = []

  var body: some View {
    NavigationSplitView {
      List(boxes, selection: $selected) { box in Text(box.id) }
        .navigationTitle("Mail")
    } detail: {
      Text(selected.map { "Showing \($0)" } ?? "Pick a mailbox")
      List(selection: $flagged) {
        Text("Urgent").tag("Urgent")
        Text("Later").tag("Later")
      }
      Text("Flagged: \(flagged.sorted().joined(separator: ", "))")
    }
  }
}

@MainActor
@Suite("Selections and split views")
struct SelectionTests {
  @Test("a tap selects a row by its element's id; the selected row says so; the detail follows")
  func singleSelection() throws {
    let graph = ViewGraph(MailboxScreen())
    graph.render()
    #expect(graph.title == "Mail" && graph.tree.texts.contains("Pick a mailbox"))
    let rows = graph.tree.all(.selectableRow)
    #expect(rows.count == 4 && rows.allSatisfy { $0.properties["selected"] == false })
    let sent = try #require(rows.first { $0.find(.text, "Sent") != nil })
    #expect(graph.handle(InterfaceMessage.Event(version: graph.version, target: sent.id!, action: .tap, value: nil)))
    graph.render()
    #expect(graph.tree.texts.contains("Showing Sent"))
    #expect(graph.tree.all(.selectableRow).first { $0.find(.text, "Sent") != nil }?.properties["selected"] == true)
  }

  @Test("a set selection adds and removes rows by their tags")
  func multipleSelection() throws {
    let graph = ViewGraph(MailboxScreen())
    graph.render()
    func tap(_ label: String) throws {
      let row = try #require(graph.tree.all(.selectableRow).first { $0.find(.text, label) != nil })
      _ = graph.handle(InterfaceMessage.Event(version: graph.version, target: row.id!, action: .tap, value: nil))
      graph.render()
    }
    try tap("Urgent")
    try tap("Later")
    #expect(graph.tree.texts.contains("Flagged: Later, Urgent"))
    try tap("Urgent")
    #expect(graph.tree.texts.contains("Flagged: Later"))
  }
}

/// A reader inside a fixed frame, and one that is not.
struct MeasuredScreen: View {
  var body: some View {
    VStack {
      GeometryReader { geo in Text("Framed \(Int(geo.size.width)) × \(Int(geo.size.height))") }
        .frame(width: 120, height: 80)
      GeometryReader { geo in Text("Free \(Int(geo.size.width)) × \(Int(geo.size.height))") }
      GeometryReader { geo in Text("Wide \(Int(geo.size.width)) × \(Int(geo.size.height))") }.frame(height: 50)
    }
  }
}

@MainActor
@Suite("Proposed sizes")
struct ProposedSizeTests {
  @Test("a GeometryReader is given what the layout gives it: a fixed frame's size, or its share of the stack")
  func readers() {
    let texts = ViewGraph(MeasuredScreen()).rendered.texts
    #expect(texts.contains("Framed 120 × 80"))
    // 844 less the other two (80 and 50) and the stack's two 8-point spacings.
    #expect(texts.contains("Free 390 × 698"))
    #expect(texts.contains("Wide 390 × 50"))
  }
}

/// A chat-style screen: a button scrolls to the last message; a clock ticks; a fuel gauge.
struct ChatScreen: View {
  struct Message: Identifiable {
    let id: Int
    let text: String
  }
  let messages = (1...30).map { Message(id: $0, text: "Message \($0)") }

  var body: some View {
    ScrollViewReader { proxy in
      ScrollView {
        ForEach(messages) { message in Text(message.text) }
        Text("End").id("end")
      }
      Button("Jump to last") { proxy.scrollTo(30, anchor: .bottom) }
      Button("Jump to end") { proxy.scrollTo("end") }
    }
    TimelineView(.periodic(from: .now, by: 1)) { context in
      Text("Tick \(context.cadence == .seconds ? "seconds" : "other")")
    }
    Gauge(value: 30, in: 0...120) {
      Text("Fuel")
    } currentValueLabel: {
      Text("30 l")
    }
  }
}

@MainActor
@Suite("Scroll readers, timelines, gauges")
struct ScrollAndTimeTests {
  @Test("rows and .id views are named for scrolling; each scrollTo is a new numbered request")
  func scrollTo() throws {
    let graph = ViewGraph(ChatScreen())
    graph.render()
    #expect(graph.tree.find(.text, "Message 30")?.style[.viewID] == "30")
    #expect(graph.tree.find(.text, "End")?.style[.viewID] == "end")
    #expect(graph.tree.find(.scrollReader)?.properties["scrollTo"] == nil)
    graph.act(.button, "Jump to last", .tap)
    var reader = try #require(graph.tree.find(.scrollReader))
    #expect(reader.properties["scrollTo"] == "30" && reader.properties["anchor"] == "end")
    #expect(reader.properties["sequence"] == .number(1))
    graph.act(.button, "Jump to last", .tap)
    reader = try #require(graph.tree.find(.scrollReader))
    #expect(reader.properties["sequence"] == .number(2), "asking again scrolls again")
    graph.act(.button, "Jump to end", .tap)
    #expect(graph.tree.find(.scrollReader)?.properties["scrollTo"] == "end")
    #expect(graph.tree.find(.scrollReader)?.properties["anchor"] == "nearest")
  }

  @Test("a periodic timeline schedules one render for its next date, however often the graph renders")
  func timeline() async throws {
    let graph = ViewGraph(ChatScreen())
    var invalidations = 0
    graph.onInvalidate = { invalidations += 1 }
    graph.render()
    graph.render()
    graph.render()
    #expect(graph.tree.texts.contains("Tick seconds"))
    #expect(graph.scheduledTimelines.count == 1)
    // The next date is within a second; a busy machine may serve the main queue late.
    for _ in 0..<100 where invalidations == 0 { try await Task.sleep(for: .milliseconds(100)) }
    #expect(invalidations == 1 && graph.scheduledTimelines.isEmpty)
    let schedule = PeriodicTimelineSchedule(from: Date(timeIntervalSince1970: 0), by: 10)
    #expect(schedule.nextDate(after: Date(timeIntervalSince1970: 25)) == Date(timeIntervalSince1970: 30))
    #expect(AnimationTimelineSchedule(paused: true).nextDate(after: .now) == nil)
  }

  @Test("a gauge is its value's fraction of the range, with its labels")
  func gauge() throws {
    let gauge = try #require(ViewGraph(ChatScreen()).rendered.find(.gauge))
    #expect(gauge.properties["value"] == .number(0.25) && gauge.properties["label"] == "Fuel")
    #expect(gauge.properties["current"] == "30 l" && gauge.properties["minimum"] == nil)
  }
}

/// Scene storage shared by two views, a view that fits, and a phase animation.
struct SceneScreen: View {
  @SceneStorage("draft") private var draft = ""
  @SceneStorage("tab") private var tab: String?

  var body: some View {
    VStack {
      Text("Draft: \(draft), tab: \(tab ?? "none")")
      Button("Write") {
        draft = "hello"
        tab = "notes"
      }
      DraftEcho()
      ViewThatFits {
        Text("Wide layout")
        Text("Narrow layout")
      }
      Text("Pulse").phaseAnimator([1.0, 1.5]) { content, scale in content.scaleEffect(scale) }
      PhaseAnimator([false, true]) { on in Text(on ? "On" : "Off") }
    }
  }
}

/// Another view reading the same scene storage key.
struct DraftEcho: View {
  @SceneStorage("draft") private var draft = "unset"
  var body: some View { Text("Echo: \(draft)") }
}

@MainActor
@Suite("Scene storage, views that fit, phase animators")
struct SceneStorageTests {
  @Test("scene storage is shared by key and renders again when set; the first view that fits; the first phase")
  func sceneStorage() {
    let graph = ViewGraph(SceneScreen())
    graph.render()
    let texts = graph.tree.texts
    #expect(texts.contains("Wide layout") && !texts.contains("Narrow layout"))
    #expect(texts.contains("Pulse") && texts.contains("Off"))
    #expect(graph.tree.find(.text, "Pulse")?.style[.scale] == .array([.number(1), .number(1)]))
    graph.act(.button, "Write", .tap)
    #expect(graph.tree.texts.contains("Draft: hello, tab: notes") && graph.tree.texts.contains("Echo: hello"))
  }
}

/// A list screen as iOS 15+ code writes it: a binding to an array used as a collection of
/// bindings, a gesture given only while editing, colours read back as components.
struct BoundCollectionScreen: View {
  struct Item: Identifiable {
    let id: Int
    var name: String
  }
  @State var items = [Item(id: 1, name: "One"), Item(id: 2, name: "Two")]
  @State var editing = false

  var body: some View {
    VStack {
      if $items.count != 0 { Text("Count \($items.count)") }
      if let second = $items.first(where: { $0.id == 2 }) { TextField("Name", text: second.name) }
      ForEach($items) { $item in Text(item.name) }
      Text("Tap").gesture(editing ? TapGesture().onEnded { editing = false } : nil)
    }
  }
}

@Suite("Apple's shapes of everyday names")
struct AppleShapesTests {
  @Test("a binding to an array is a collection of bindings ($items.count, first(where:)), and writes reach the array")
  @MainActor func bindingCollection() throws {
    let graph = ViewGraph(BoundCollectionScreen())
    graph.render()
    #expect(graph.tree.texts.contains("Count 2") && graph.tree.texts.contains("One"))
    var items = [1, 2, 3]
    let binding = Binding(get: { items }, set: { items = $0 })
    binding[1].wrappedValue = 20
    #expect(items == [1, 20, 3] && binding.count == 3 && binding.last?.wrappedValue == 3)
    #expect(binding.map(\.wrappedValue) == [1, 20, 3])
  }

  @Test("UIImage is a class (an NSCache keeps it); UIColor's components read back; Color(CGColor) unlabelled")
  func uikitValues() {
    let cache = NSCache<NSString, UIImage>()
    let star = UIImage(systemName: "star")!
    cache.setObject(star, forKey: "star")
    #expect(cache.object(forKey: "star") === star && star == UIImage(systemName: "star"))
    var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    #expect(UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).getRed(&red, green: &green, blue: &blue, alpha: &alpha))
    #expect(abs(red - 1) < 0.01 && abs(green - 0.5) < 0.01 && blue < 0.01 && abs(alpha - 1) < 0.01)
    var (hue, saturation, brightness): (CGFloat, CGFloat, CGFloat) = (0, 0, 0)
    UIColor(red: 0, green: 0, blue: 1, alpha: 1).getHue(
      &hue, saturation: &saturation, brightness: &brightness, alpha: nil)
    #expect(abs(hue - 2.0 / 3) < 0.01 && abs(saturation - 1) < 0.01 && abs(brightness - 1) < 0.01)
    #expect(
      Color(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        == Color(cgColor: CGColor(red: 1, green: 0, blue: 0, alpha: 1)))
  }

  @Test(
    "UIKit's spell checker reads the system word list when there is one; orientation masks and image renderers compile and answer"
  )
  func moreUIKitNames() {
    let checker = UITextChecker()
    let word = "xqzzv"
    let range = checker.rangeOfMisspelledWord(
      in: "cat " + word, range: NSRange(location: 0, length: 4 + word.count), startingAt: 0, wrap: false, language: "en"
    )
    if FileManager.default.fileExists(atPath: "/usr/share/dict/words") {
      #expect(range.location == 4 && range.length == word.count)
    } else {
      #expect(range.location == NSNotFound)
    }
    #expect(
      UIInterfaceOrientationMask.all.contains(.landscapeLeft)
        && !UIInterfaceOrientationMask.portrait.contains(.landscape))
    #expect(UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { $0.fill(.zero) }.size.width > 0)
    #expect(NSDataAsset(name: "words") == nil && UIGraphicsGetImageFromCurrentImageContext() == nil)
  }
}
