import Foundation
@_spi(Host) import SuperSwift
import Testing

/// The editor's language routes against the toolchain's own sourcekit-lsp, through `serve`:
/// completion offers the runtime's API with its doc comments, hover shows a doc comment, a
/// definition is found in another file of the app, and a rename changes both files.
@Suite("The editor's language server", .serialized)
struct LanguageServerTests {
  static let model = """
    import SwiftUI

    /// How many times the button was pressed.
    struct Tally {
      var count = 0
    }
    """

  static let view = """
    import SwiftUI

    @main
    struct CounterApp: App {
      var body: some Scene { WindowGroup { ContentView() } }
    }

    struct ContentView: View {
      @State private var tally = Tally()
      var body: some View {
        Text("Count \\(tally.count)")
      }
    }
    """

  func ask(_ server: TestServer, _ id: String, _ action: String, _ body: JSON) throws -> (Int, JSON) {
    let answer = try server.request("POST", "/api/apps/\(id)/language/\(action)", body: Data(body.text.utf8))
    return (answer.status, JSON(parsing: answer.body) ?? .null)
  }

  @Test("completion, hover, definition and a rename across two files, from sourcekit-lsp")
  func languageRoutes() throws {
    let cli = try CLI()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lsp-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.model.write(to: folder.appendingPathComponent("Tally.swift"), atomically: true, encoding: .utf8)
    try Self.view.write(to: folder.appendingPathComponent("ContentView.swift"), atomically: true, encoding: .utf8)
    let added = try cli.run(["new", "Counter", "--from", folder.path])
    #expect(added.status == 0, "\(added.stderr)")
    let id = added.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    let server = try TestServer(cli)

    // Completion after `Text("Hi").` offers the runtime's modifiers, documented.
    var typed = Self.view.replacingOccurrences(
      of: "Text(\"Count \\(tally.count)\")", with: "Text(\"Count \\(tally.count)\").pad")
    let line = 11
    let column = typed.split(separator: "\n", omittingEmptySubsequences: false)[line - 1].utf16.count + 1
    let (status, completion) = try ask(
      server, id, "complete",
      [
        "file": "ContentView.swift", "source": .string(typed), "line": .number(Double(line)),
        "column": .number(Double(column)),
      ])
    #expect(status == 200, "\(completion)")
    let items = completion["items"]?.array ?? []
    let padding = items.first { $0["label"]?.string?.hasPrefix("padding(") == true }
    #expect(padding != nil, "no padding among \(items.prefix(10).map { $0["label"]?.string ?? "" })")
    #expect(padding?["documentation"]?.string?.isEmpty == false && padding?["kind"] == "method")
    #expect(padding?["from"]?.int == column - 3, "the typed \"pad\" is what the insert replaces")

    // Hover over `Tally` shows its doc comment; the definition is in the other file.
    typed = Self.view
    let tallyLine = 9
    let tallyText = String(typed.split(separator: "\n", omittingEmptySubsequences: false)[tallyLine - 1])
    let tallyRange = try #require(tallyText.range(of: "Tally()"))
    let tallyColumn = tallyText[..<tallyRange.lowerBound].utf16.count + 2
    let place: JSON = [
      "file": "ContentView.swift", "source": .string(typed), "line": .number(Double(tallyLine)),
      "column": .number(Double(tallyColumn)),
    ]
    let (hoverStatus, hover) = try ask(server, id, "hover", place)
    #expect(
      hoverStatus == 200 && hover["text"]?.string?.contains("How many times the button was pressed") == true, "\(hover)"
    )
    let (_, definition) = try ask(server, id, "definition", place)
    #expect(
      definition["file"] == "Tally.swift" && definition["line"] == 4 && definition["runtime"] == false, "\(definition)")

    // Renaming `Tally` changes the other file on disk and sends back this one's edits.
    var rename = place.object!
    rename["newName"] = "Score"
    let (renameStatus, renamed) = try ask(server, id, "rename", .object(rename))
    #expect(renameStatus == 200, "\(renamed)")
    #expect(renamed["saved"] == ["Tally.swift"])
    let onDisk = try String(contentsOf: cli.library.appendingPathComponent("apps/Counter/Tally.swift"), encoding: .utf8)
    #expect(onDisk.contains("struct Score {"), "\(onDisk)")
    #expect(renamed["changes"]?["ContentView.swift"]?.array?.first?["text"] == "Score")

    // Bad input: a name that is not an identifier, a file the app lacks, a device's token.
    rename["newName"] = "2 bad"
    #expect(try ask(server, id, "rename", .object(rename)).0 == 400)
    #expect(try ask(server, id, "hover", ["file": "Nope.swift", "source": "", "line": 1, "column": 1]).0 == 404)
  }
}
