import AVFoundation
import Foundation
import FoundationCompatibility
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout
import Testing
import UIKit
import UniformTypeIdentifiers
import WidgetKit

@_spi(Host) @testable import SwiftUI

// The classes a sixth corpus of fresh public apps found missing, each as the family it is from:
// a path's own operations, CoreTransferable's representations, iOS 18's scroll positions and
// zoom sources, preview modifiers, UIKit's scenes and string measuring, Foundation's relative
// dates and the Objective-C runtime's locks and associated objects.

struct Book: Codable, Transferable {
  var title: String
  static var transferRepresentation: some TransferRepresentation {
    CodableRepresentation(contentType: .json)
    ProxyRepresentation(exporting: \.title)
  }
}

struct SampleData: PreviewModifier {
  static func makeSharedContext() async throws -> [String] { ["Dune"] }
  func body(content: Content, context: [String]) -> some View { content.environment(\.locale, .current) }
}

struct ZoomSource: View {
  @Namespace private var zoom
  @State private var position = ScrollPosition(idType: Int.self)
  @AppStorage("tabs") private var customization = TabViewCustomization()
  var body: some View {
    ScrollView {
      Text("Cover")
        .matchedTransitionSource(id: 1, in: zoom) { source in
          source.background(.blue).clipShape(RoundedRectangle(cornerRadius: 12)).shadow(radius: 4)
        }
        .background(Material.regular)
    }
    .scrollPosition($position)
  }
}

/// A model guarded as Objective-C code guards it, with a value added in an extension.
final class SyncedCounter: @unchecked Sendable {
  var count = 0
  func increment() {
    objc_sync_enter(self)
    defer { objc_sync_exit(self) }
    count += 1
  }
}

nonisolated(unsafe) private var badgeKey: UInt8 = 0

extension SyncedCounter {
  var badge: String? {
    get { objc_getAssociatedObject(self, &badgeKey) as? String }
    set { objc_setAssociatedObject(self, &badgeKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
  }
}

/// A player's view as representables write it: an initialiser of its own, UIKit's required
/// `init?(coder:)` beside it, the player's layer added to the view's.
final class PlayerView: UIView {
  let playerLayer = AVPlayerLayer()
  init(player: AVPlayer) {
    super.init(frame: .zero)
    playerLayer.player = player
    playerLayer.videoGravity = .resizeAspectFill
    layer.addSublayer(playerLayer)
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Pages swiped through, as a representable wraps UIKit's page controller.
struct Pages: UIViewControllerRepresentable {
  let titles: [String]
  @Binding var current: Int

  func makeCoordinator() -> Turner { Turner(titles.map { UIHostingController(rootView: Text($0)) }) }
  func makeUIViewController(context: Context) -> UIPageViewController {
    let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    pages.dataSource = context.coordinator
    pages.delegate = context.coordinator
    return pages
  }
  func updateUIViewController(_ pages: UIPageViewController, context: Context) {
    pages.setViewControllers([context.coordinator.pages[current]], direction: .forward, animated: true)
  }

  final class Turner: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pages: [UIViewController]
    init(_ pages: [UIViewController]) { self.pages = pages }
    func pageViewController(_ controller: UIPageViewController, viewControllerBefore page: UIViewController)
      -> UIViewController?
    {
      pages.firstIndex(of: page).flatMap { $0 > 0 ? pages[$0 - 1] : nil }
    }
    func pageViewController(_ controller: UIPageViewController, viewControllerAfter page: UIViewController)
      -> UIViewController?
    {
      pages.firstIndex(of: page).flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
    }
  }
}

/// Old spellings and widget previews in one view.
struct QuickEntry: View {
  @State private var text = ""
  @State private var page = 0
  let title: String = "Task"
  var body: some View {
    VStack {
      TextField(title, text: $text, onEditingChanged: { _ in })
      Pages(titles: ["One", "Two"], current: $page)
    }
    .previewContext(WidgetPreviewContext(family: .systemSmall))
  }
}

@MainActor
@Suite("Sixth corpus: paths, transfer, scroll positions, scenes, relative dates, the runtime")
struct SixthCorpusTests {
  @Test("a path says what is inside it, trims by length, lists its elements and combines with another")
  func paths() {
    let square = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(square.contains(CGPoint(x: 50, y: 50)))
    #expect(!square.contains(CGPoint(x: 150, y: 50)))
    let ring = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(ring.contains(CGPoint(x: 50, y: 50)) && !ring.contains(CGPoint(x: 3, y: 3)), "a curve's inside is tested")
    var holed = square
    holed.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
    #expect(!holed.contains(CGPoint(x: 50, y: 50), eoFill: true), "even–odd leaves the inner square out")
    #expect(holed.contains(CGPoint(x: 50, y: 50)), "non-zero keeps it in (both squares wind the same way)")
    // The first half of a 400-point square's outline: its top and right sides.
    let half = square.trimmedPath(from: 0, to: 0.5)
    #expect(half.currentPoint == CGPoint(x: 100, y: 100))
    var kinds: [String] = []
    square.forEach { element in
      switch element {
      case .move: kinds.append("move")
      case .line: kinds.append("line")
      case .quadCurve, .curve: kinds.append("curve")
      case .closeSubpath: kinds.append("close")
      }
    }
    #expect(kinds == ["move", "line", "line", "line", "close"])
    let both: Path = square.union(Path(CGRect(x: 200, y: 0, width: 10, height: 10)))
    #expect(both.contains(CGPoint(x: 205, y: 5)) && both.contains(CGPoint(x: 5, y: 5)))
    #expect(square.offsetBy(dx: 10, dy: 0).contains(CGPoint(x: 105, y: 50)))
  }

  @Test("a type of the app's own declares its transfer representations as CoreTransferable's")
  func transferable() {
    let representation = Book.transferRepresentation as? TupleTransferRepresentation<Book>
    #expect(representation?.count == 2)
    #expect(CodableRepresentation<Book>(contentType: .json).contentType == .json)
  }

  @Test(
    "iOS 18's scroll positions by identifier type, zoom sources' configuration and stored tab arrangements compile and render"
  )
  func zoomSource() throws {
    let tree = ViewGraph(ZoomSource()).rendered
    #expect(tree.texts.contains("Cover"))
    #expect(Material.regular == .regularMaterial && Material.ultraThin == .ultraThinMaterial)
    #expect(ScrollPosition(idType: Int.self, edge: .bottom).edge == .bottom)
  }

  @Test("UIKit's scenes answer as a page's one window; text is measured by its font; the dictionary is the word list")
  func scenes() {
    let window = UIWindow()
    window.overrideUserInterfaceStyle = .dark
    #expect(window.overrideUserInterfaceStyle == .dark)
    #expect(window.screen === UIScreen.main)
    let size = "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 20)])
    #expect(size.height == 24 && size.width == 55)
    let wrapped = String(repeating: "word ", count: 40).boundingRect(
      with: CGSize(width: 100, height: 1000), options: .usesLineFragmentOrigin,
      attributes: [.font: UIFont.systemFont(ofSize: 10)], context: nil)
    #expect(wrapped.width == 100 && wrapped.height > 12, "a long text wraps into lines")
    if UITextChecker.words != nil {
      #expect(UIReferenceLibraryViewController.dictionaryHasDefinition(forTerm: "house"))
      #expect(!UIReferenceLibraryViewController.dictionaryHasDefinition(forTerm: "xqzvw"))
    }
  }

  @Test(
    "a UIView subclass with its own initialiser needs only init?(coder:) beside it; a player's layer joins the view's")
  func playerView() {
    let view = PlayerView(player: AVPlayer())
    #expect(view.layer.sublayers?.first === view.playerLayer)
    #expect(view.playerLayer.superlayer === view.layer)
    #expect(view.playerLayer.videoGravity == .resizeAspectFill)
    view.playerLayer.removeFromSuperlayer()
    #expect(view.layer.sublayers?.isEmpty == true)
    #expect(UINavigationBar.appearance() === UINavigationBar.appearance(), "one appearance proxy a class")
    let share = UIActivityViewController(activityItems: ["Score 5/6"], applicationActivities: nil)
    share.popoverPresentationController?.sourceRect = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(share.popoverPresentationController?.sourceRect.width == 3, "what is set is kept")
    #expect(SymbolEffectOptions.repeat(.periodic(delay: 2)) == SymbolEffectOptions.repeat(3))
  }

  @Test(
    "a page controller turns through its data source; an app group's folder is made; old field spellings with a title string"
  )
  func pagesAndGroups() throws {
    let pages = Pages(titles: ["One", "Two", "Three"], current: .constant(0))
    let turner = pages.makeCoordinator()
    let controller = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    controller.dataSource = turner
    controller.setViewControllers([turner.pages[1]], direction: .forward, animated: false)
    #expect(controller.viewControllers?.first === turner.pages[1])
    #expect(turner.pageViewController(controller, viewControllerAfter: turner.pages[1]) === turner.pages[2])
    #expect(turner.pageViewController(controller, viewControllerBefore: turner.pages[0]) == nil)
    let group = try #require(
      FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.test.superswift"))
    #expect(FileManager.default.fileExists(atPath: group.path))
    #expect(group.lastPathComponent == "group.test.superswift")
    try? FileManager.default.removeItem(at: group)  // by decision: a leftover folder harms nothing
    #expect(ViewGraph(QuickEntry()).rendered.all(.textField).count == 1)
  }

  @Test(
    "bundled fonts register as Core Text registers them: a font file is accepted, anything else refused with the reason"
  )
  func fontRegistration() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fonts-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }  // by decision: a temporary folder
    let font = folder.appendingPathComponent("Brand.ttf")
    try Data([0, 1, 0, 0] + [UInt8](repeating: 0, count: 60)).write(to: font)
    let notes = folder.appendingPathComponent("Notes.ttf")
    try Data("not a font".utf8).write(to: notes)
    #expect(CTFontManagerRegisterFontsForURL(font as CFURL, .process, nil))
    var error: Unmanaged<CFError>?
    #expect(!CTFontManagerRegisterFontsForURL(notes as CFURL, .process, &error))
    #expect(error?.takeRetainedValue().localizedDescription.contains("Notes.ttf is not a font file") == true)
    let provider = try #require(CGDataProvider(url: font as CFURL))
    let graphicsFont = try #require(CGFont(provider))
    #expect(CTFontManagerRegisterGraphicsFont(graphicsFont, nil))
    #expect(CGDataProvider(url: folder.appendingPathComponent("missing.otf") as CFURL) == nil)
  }

  @Test("RelativeDateTimeFormatter words a distance as Foundation's relative style does")
  func relativeDates() {
    let formatter = RelativeDateTimeFormatter()
    formatter.locale = Locale(identifier: "en_US")
    let reference = Date(timeIntervalSince1970: 1_000_000)
    #expect(
      formatter.localizedString(for: reference.addingTimeInterval(-3 * 86_400), relativeTo: reference) == "3 days ago")
    #expect(formatter.localizedString(fromTimeInterval: 2 * 3_600 + 60) == "in 2 hours")
    formatter.dateTimeStyle = .named
    #expect(formatter.localizedString(from: DateComponents(day: -1)) == "yesterday")
    formatter.unitsStyle = .spelledOut
    formatter.dateTimeStyle = .numeric
    #expect(formatter.localizedString(fromTimeInterval: -2 * 60 - 5) == "two minutes ago")
  }

  @Test("objc_sync_enter locks per object across threads; associated objects belong to their object")
  func objectiveCRuntime() async {
    let counter = SyncedCounter()
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask { for _ in 0..<1_000 { counter.increment() } }
      }
    }
    #expect(counter.count == 8_000, "no increment lost")
    counter.badge = "new"
    #expect(counter.badge == "new")
    #expect(SyncedCounter().badge == nil, "another object has none")
    counter.badge = nil
    #expect(counter.badge == nil)
  }
}
