import Foundation
@_spi(Host) import SuperSwiftLayout

// Scenes besides the main window: on a page the app is one window, so the first window group
// (or window) is what shows; settings, documents and menu commands are macOS's and iPad's and
// compile without showing.

extension WindowGroup {
  /// A window with an identifier showing `content` (`openWindow(id:)` opens no other on a page).
  public init(id: String, @ViewBuilder content: () -> Content) { self.init(content: content) }

  /// A window for a presented value: the page shows the group with no value (`nil`).
  public init<D: Decodable & Encodable & Hashable>(
    for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content
  ) {
    self.init { content(.constant(nil)) }
  }

  /// A titled window for a presented value.
  public init<D: Decodable & Encodable & Hashable>(
    _ title: LocalizedStringKey, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content
  ) {
    self.init { content(.constant(nil)) }
  }
}

/// A single window of a kind (macOS); on a page, the app's window when it is the first scene.
public struct Window<Content: View>: Scene, PrimitiveScene {
  let content: Content
  /// A titled window with an identifier.
  public init(_ title: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) { self.content = content() }
  /// A titled window with an identifier, from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  /// A window is primitive.
  public var body: Never { fatalError("Window has no body") }
  var rootView: any View { content }
}

/// The settings window (macOS); a page shows the app's main window instead.
public struct Settings<Content: View>: Scene, PrimitiveScene {
  let content: Content
  /// Settings showing `content`.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  /// Settings are primitive.
  public var body: Never { fatalError("Settings has no body") }
  var rootView: any View { content }
}

/// A document-based app's scene; on a page, the editor of a new, empty document.
public struct DocumentGroup<Document, Content: View>: Scene, PrimitiveScene {
  let content: () -> Content
  /// A group of documents of a value type, edited by `editor` (a new document is shown).
  public init(
    newDocument: @escaping @autoclosure () -> Document,
    @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content
  ) {
    let document = newDocument()
    content = { editor(FileDocumentConfiguration(document: document)) }
  }
  /// A group of documents opened for viewing only (none is open on a page).
  public init(
    viewing documentType: Document.Type, @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content
  )
  where Document: DefaultInitializable {
    content = { viewer(FileDocumentConfiguration(document: Document())) }
  }
  /// A document group is primitive.
  public var body: Never { fatalError("DocumentGroup has no body") }
  var rootView: any View { content() }
}

/// A type with an empty initialiser, for viewer-only document groups.
public protocol DefaultInitializable {
  /// An empty value.
  init()
}

/// What a document group's editor is given: the document, its file and whether it can be edited.
public struct FileDocumentConfiguration<Document> {
  /// The document (`$document` is a binding to it).
  @Binding public var document: Document
  init(document: Document) {
    let box = DocumentBox(document)
    _document = Binding(get: { box.value }, set: { box.value = $0 })
  }
  /// The file it is stored in: none on a page.
  public var fileURL: URL? { nil }
  /// Whether it can be edited: yes.
  public var isEditable: Bool { true }
}

/// The document a configuration edits, kept for the page's life.
final class DocumentBox<Document>: @unchecked Sendable {
  var value: Document
  init(_ value: Document) { self.value = value }
}

/// Menu commands of an app (macOS and iPad's menu bar; a page has none: accepted).
@MainActor @preconcurrency
public protocol Commands {
  /// The commands' content.
  associatedtype Body: Commands
  /// The commands.
  @CommandsBuilder var body: Body { get }
}

extension Never: Commands {}

/// Builds commands.
@resultBuilder @MainActor
public enum CommandsBuilder {
  /// One command.
  public static func buildBlock<C: Commands>(_ content: C) -> C { content }
  /// Several commands.
  public static func buildBlock<each C: Commands>(_ content: repeat each C) -> EmptyCommands { EmptyCommands() }
  /// Commands under an `if`.
  public static func buildOptional(_ content: EmptyCommands?) -> EmptyCommands { EmptyCommands() }
  /// One branch.
  public static func buildEither(first: EmptyCommands) -> EmptyCommands { first }
  /// The other branch.
  public static func buildEither(second: EmptyCommands) -> EmptyCommands { second }
  /// A command expression.
  public static func buildExpression<C: Commands>(_ content: C) -> C { content }
}

/// No commands.
public struct EmptyCommands: Commands {
  /// No commands.
  public init() {}
  /// No body.
  public var body: Never { fatalError("EmptyCommands has no body") }
}

/// A menu of commands in the menu bar (none on a page).
public struct CommandMenu<Content: View>: Commands {
  /// A menu named `name`.
  public init(_ name: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
  /// No body.
  public var body: Never { fatalError("CommandMenu has no body") }
}

/// Commands placed before, after or instead of a standard group (none on a page).
public struct CommandGroup<Content: View>: Commands {
  /// Commands before a group.
  public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
  /// Commands after a group.
  public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
  /// Commands instead of a group.
  public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
  /// No body.
  public var body: Never { fatalError("CommandGroup has no body") }
}

/// Where standard commands go in the menu bar.
public struct CommandGroupPlacement: Hashable, Sendable {
  let name: String
  /// About the app.
  public static let appInfo = CommandGroupPlacement(name: "appInfo")
  /// Settings.
  public static let appSettings = CommandGroupPlacement(name: "appSettings")
  /// New items.
  public static let newItem = CommandGroupPlacement(name: "newItem")
  /// Saving.
  public static let saveItem = CommandGroupPlacement(name: "saveItem")
  /// Undo and redo.
  public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
  /// Pasteboard.
  public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
  /// Help.
  public static let help = CommandGroupPlacement(name: "help")
  /// Printing.
  public static let printItem = CommandGroupPlacement(name: "printItem")
  /// The toolbar.
  public static let toolbar = CommandGroupPlacement(name: "toolbar")
  /// The sidebar.
  public static let sidebar = CommandGroupPlacement(name: "sidebar")
}

/// The standard sidebar commands (none on a page).
public struct SidebarCommands: Commands {
  /// The sidebar commands.
  public init() {}
  /// No body.
  public var body: Never { fatalError("SidebarCommands has no body") }
}

/// The standard toolbar commands (none on a page).
public struct ToolbarCommands: Commands {
  /// The toolbar commands.
  public init() {}
  /// No body.
  public var body: Never { fatalError("ToolbarCommands has no body") }
}

extension Scene {
  /// Adds menu commands (accepted: a page has no menu bar).
  public func commands<C: Commands>(@CommandsBuilder content: () -> C) -> some Scene { self }
}

/// Marks a `@State` declared inside `#Preview` (Xcode's canvas; previews are not compiled here).
@attached(peer)
public macro Previewable() = #externalMacro(module: "SuperSwiftMacros", type: "PreviewableMacro")
