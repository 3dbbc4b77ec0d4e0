import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftSystem
import Synchronization

/// What the editor asks of the language server, for the apps of one library: completion,
/// hover, definitions, renames and diagnostics of a file as it is being typed. The server
/// works over a workspace that mirrors the apps (each app's files, as they are compiled, in a
/// folder of its own, and a `compile_commands.json` giving each file the arguments its build
/// uses, the SuperSwift runtime's modules among them), so what it offers for `Text("Hi").`
/// is the runtime's API with its doc comments.
package final class LanguageService: Sendable {
  /// A completion the server offers.
  package struct Completion: Equatable, Sendable {
    /// What the list shows (`padding(_:)`).
    package var label: String
    /// The symbol's kind (`method`, `property`, `struct`, …).
    package var kind: String
    /// Its signature or type.
    package var detail: String
    /// Its doc comment, as Markdown.
    package var documentation: String
    /// What accepting it inserts.
    package var insert: String
    /// The column (1-based, in characters) from which the insert replaces the typed text.
    package var fromColumn: Int
  }

  /// A place in a file.
  package struct Place: Equatable, Sendable {
    /// The app's file (its path in the app), or, for the runtime, `Module/path.swift`.
    package var file: String
    /// Whether the file is the runtime's (shown read-only).
    package var isRuntime: Bool
    /// 1-based line.
    package var line: Int
    /// 1-based column.
    package var column: Int
  }

  /// An edit to a file: the range (1-based; columns in UTF-16 units, as the language server
  /// and the page's editor count them; the end exclusive) and its new text.
  package struct Edit: Equatable, Sendable {
    /// First line.
    package var line: Int
    /// First column.
    package var column: Int
    /// Last line.
    package var endLine: Int
    /// Column after the last character.
    package var endColumn: Int
    /// The text put there.
    package var text: String
  }

  /// The folder the workspace is kept in.
  package let workspace: URL
  /// The server.
  package let server: LanguageServer
  let paths: Paths
  let environment: [String: String]
  /// The toolchain the apps are built with, found once.
  let toolchain: Toolchain
  /// Each app's compile commands (by app id), as last written.
  private let commands = Mutex<[String: [JSON]]>([:])
  /// Each mirrored file's bytes, by path, to write only what changed.
  private let written = Mutex<[String: Data]>([:])

  /// A service for the library at `paths`, its server timed by `clock`.
  package init(
    paths: Paths, clock: any HostClock, environment: [String: String] = ProcessInfo.processInfo.environment,
    configure: (inout LanguageServer.Configuration) -> Void = { _ in }
  ) throws {
    self.paths = paths
    self.environment = environment
    // Each serving process has a workspace of its own (two `serve`s on one library run two
    // servers, which must not write one folder); those of processes that are gone are removed.
    let root = paths.cache.appendingPathComponent("editor", isDirectory: true)
    Self.removeAbandoned(in: root)
    workspace = root.appendingPathComponent("\(getpid())", isDirectory: true)
    try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
    toolchain = try Toolchain.locate(paths: paths, environment: environment)
    var configuration = LanguageServer.Configuration(
      executable: toolchain.swiftc.resolvingSymlinksInPath().deletingLastPathComponent()
        .appendingPathComponent("sourcekit-lsp"),
      workspace: workspace)
    configure(&configuration)
    server = LanguageServer(configuration: configuration, clock: clock)
  }

  /// Removes the workspaces under `root` whose process is no longer running.
  static func removeAbandoned(in root: URL) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    for name in names {
      guard let pid = pid_t(name), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
      BestEffort.remove(root.appendingPathComponent(name))
    }
  }

  /// The app's files mirrored, with `file` reading `text`, and its compile commands written;
  /// the URI of `file` and the text the server is given for it.
  func prepare(app: AppSource, id: String, file: String, text: String) throws -> (uri: String, text: String) {
    try prepared(app: app, id: id, file: file, text: text).document
  }

  /// `prepare`, and whether the server was just sent a new text of another file of the app
  /// (after a rename that saved them), whose declarations it may not have taken in yet.
  func prepared(app: AppSource, id: String, file: String, text: String) throws
    -> (document: (uri: String, text: String), othersChanged: Bool)
  {
    var othersChanged = false
    let folder = workspace.appendingPathComponent("apps/\(id)", isDirectory: true)
    let edited = app.replacing(file, with: text)
    let files = edited.files
    let runtime = try RuntimeLibrary.forEditing(edited, toolchain: toolchain, paths: paths, environment: environment)
    let arguments = BuildPlan(app: edited, runtime: runtime, languageMode: nil, toolchain: toolchain)
      .typeCheckArguments(paths: paths).filter { $0 != "-typecheck" }
    var sources: [String] = []
    var compiledText = text
    for source in files {
      let url = folder.appendingPathComponent(source.path)
      let bytes = BuildCache.compiled(source.contents)
      if source.path == file { compiledText = String(decoding: bytes, as: UTF8.self) }
      if source.path != file, server.refresh(url.absoluteString, text: String(decoding: bytes, as: UTF8.self)) {
        othersChanged = true
      }
      if written.withLock({ $0[url.path] }) != bytes {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try ScratchFile.write(bytes, to: url)
        written.withLock { $0[url.path] = bytes }
      }
      sources.append(url.path)
    }
    let entries: [JSON] = sources.map { path in
      [
        "directory": .string(folder.path), "file": .string(path),
        "arguments": .array(([toolchain.swiftc.path] + arguments + sources).map(JSON.string)),
      ]
    }
    let changed = commands.withLock { commands -> [JSON]? in
      guard commands[id] != entries else { return nil }
      commands[id] = entries
      return commands.keys.sorted().flatMap { commands[$0] ?? [] }
    }
    if let all = changed {
      let url = workspace.appendingPathComponent("compile_commands.json")
      try ScratchFile.write(Data(JSON.array(all).text.utf8), to: url)
      server.fileChanged(url)
    }
    return ((folder.appendingPathComponent(file).absoluteString, compiledText), othersChanged)
  }

  /// The completions at a place (1-based line and column, in characters) of `text`.
  package func completions(app: AppSource, id: String, file: String, text: String, line: Int, column: Int) throws
    -> [Completion]
  {
    let document = try prepare(app: app, id: id, file: file, text: text)
    let answer = try server.request(
      "textDocument/completion", position(document.uri, line: line, column: column), syncing: document)
    let items = answer["items"]?.array ?? answer.array ?? []
    return items.prefix(200).map { item in
      let edit = item["textEdit"]
      let insert = edit?["newText"]?.string ?? item["insertText"]?.string ?? item["label"]?.string ?? ""
      let from =
        (edit?["range"]?["start"]?["character"]?.int ?? edit?["replace"]?["start"]?["character"]?.int)
        .map { $0 + 1 } ?? column
      return Completion(
        label: item["label"]?.string ?? insert, kind: Self.kindName(item["kind"]?.int ?? 0),
        detail: item["detail"]?.string ?? "", documentation: Self.markdown(item["documentation"]), insert: insert,
        fromColumn: from)
    }
  }

  /// The doc comment and declaration of the symbol at a place, as Markdown; empty when none.
  package func hover(app: AppSource, id: String, file: String, text: String, line: Int, column: Int) throws -> String {
    let document = try prepare(app: app, id: id, file: file, text: text)
    let answer = try server.request(
      "textDocument/hover", position(document.uri, line: line, column: column), syncing: document)
    return Self.markdown(answer["contents"])
  }

  /// The signatures of the call at a place: `{"signatures": [{"label", "documentation",
  /// "parameters": [[start, end]], "activeParameter"}], "activeSignature"}`, each parameter the
  /// UTF-16 range of its part of the label (as the page's strings count); no signatures when
  /// the place is not in a call's arguments.
  package func signatureHelp(app: AppSource, id: String, file: String, text: String, line: Int, column: Int) throws
    -> JSON
  {
    let document = try prepare(app: app, id: id, file: file, text: text)
    let answer = try server.request(
      "textDocument/signatureHelp", position(document.uri, line: line, column: column), syncing: document)
    let activeParameter = answer["activeParameter"]?.int ?? 0
    let signatures = (answer["signatures"]?.array ?? []).map { signature -> JSON in
      let label = signature["label"]?.string ?? ""
      let parameters = (signature["parameters"]?.array ?? []).compactMap { parameter -> JSON? in
        if let range = parameter["label"]?.array, range.count == 2, let start = range[0].int, let end = range[1].int {
          return [.number(Double(start)), .number(Double(end))]
        }
        guard let part = parameter["label"]?.string, let found = label.range(of: part) else { return nil }
        let start = label.utf16.distance(from: label.startIndex, to: found.lowerBound)
        return [.number(Double(start)), .number(Double(start + part.utf16.count))]
      }
      return [
        "label": .string(label), "documentation": .string(Self.markdown(signature["documentation"])),
        "parameters": .array(parameters),
        "activeParameter": .number(Double(signature["activeParameter"]?.int ?? activeParameter)),
      ]
    }
    return ["signatures": .array(signatures), "activeSignature": .number(Double(answer["activeSignature"]?.int ?? 0))]
  }

  /// Where the symbol at a place is declared: a file of the app, or the runtime's source.
  package func definition(app: AppSource, id: String, file: String, text: String, line: Int, column: Int) throws
    -> Place?
  {
    let (document, othersChanged) = try prepared(app: app, id: id, file: file, text: text)
    // Right after another file's new text (a rename saved it), the server may answer from the
    // declarations it had: an empty answer then is asked once more, which it answers from the
    // new text (requests are answered in order, after the change).
    var location = try definitionLocation(document, line: line, column: column)
    if location == nil, othersChanged { location = try definitionLocation(document, line: line, column: column) }
    guard let location else { return nil }
    return place(uri: location.uri, app: id, line: location.line, column: location.column)
  }

  /// The edits that rename the symbol at a place to `newName`, by file of the app. The server
  /// renames it in the open file; in the app's other files each use of the same name is
  /// renamed when the server says it is the same declaration (its definition is the one the
  /// place's is), so a rename needs no index and never touches a different symbol of the same
  /// name. Uses in the runtime are never edited.
  package func rename(
    app: AppSource, id: String, file: String, text: String, line: Int, column: Int, newName: String
  ) throws -> [String: [Edit]] {
    let document = try prepare(app: app, id: id, file: file, text: text)
    guard let target = try definitionLocation(document, line: line, column: column), !target.isRuntime,
      let oldName = Self.identifier(in: text, line: line, column: column)
    else { return [:] }
    var params = position(document.uri, line: line, column: column)
    if case .object(var object) = params {
      object["newName"] = .string(newName)
      params = .object(object)
    }
    let answer = try server.request("textDocument/rename", params, syncing: document)
    var result: [String: [Edit]] = [:]
    let own =
      (answer["changes"]?[document.uri]?.array ?? [])
      + (answer["documentChanges"]?.array ?? []).filter { $0["textDocument"]?["uri"]?.string == document.uri }
      .flatMap { $0["edits"]?.array ?? [] }
    result[file] = own.compactMap(Self.edit)
    let folder = workspace.appendingPathComponent("apps/\(id)", isDirectory: true)
    for other in app.userFiles where other.path != file {
      let otherText = String(decoding: BuildCache.compiled(other.contents), as: UTF8.self)
      let uri = folder.appendingPathComponent(other.path).absoluteString
      var edits: [Edit] = []
      for (useLine, useColumn) in Self.occurrences(of: oldName, in: otherText).prefix(500) {
        let found = try server.request(
          "textDocument/definition", position(uri, line: useLine, column: useColumn), syncing: (uri, otherText))
        guard let location = Self.firstLocation(found), location.uri == target.uri, location.line == target.line,
          location.column == target.column
        else { continue }
        let length = oldName.utf16.count
        edits.append(
          Edit(line: useLine, column: useColumn, endLine: useLine, endColumn: useColumn + length, text: newName))
      }
      if !edits.isEmpty { result[other.path] = edits }
    }
    return result.filter { !$0.value.isEmpty }
  }

  /// Where the symbol at a place is declared, as the server's URI and 1-based place.
  func definitionLocation(_ document: (uri: String, text: String), line: Int, column: Int) throws
    -> (uri: String, line: Int, column: Int, isRuntime: Bool)?
  {
    let answer = try server.request(
      "textDocument/definition", position(document.uri, line: line, column: column), syncing: document)
    guard let location = Self.firstLocation(answer) else { return nil }
    let isRuntime = !location.uri.hasPrefix(workspace.absoluteString)
    return (location.uri, location.line, location.column, isRuntime)
  }

  /// The first location of a definition answer (a `Location`, a list of them, or `LocationLink`s).
  static func firstLocation(_ answer: JSON) -> (uri: String, line: Int, column: Int)? {
    let location = answer.array?.first ?? (answer.isNull ? nil : answer)
    guard let location, let uri = location["uri"]?.string ?? location["targetUri"]?.string,
      let start = location["range"]?["start"] ?? location["targetSelectionRange"]?["start"]
    else { return nil }
    return (uri, (start["line"]?.int ?? 0) + 1, (start["character"]?.int ?? 0) + 1)
  }

  /// An LSP `TextEdit` as an `Edit`.
  static func edit(_ json: JSON) -> Edit? {
    guard let range = json["range"], let text = json["newText"]?.string else { return nil }
    return Edit(
      line: (range["start"]?["line"]?.int ?? 0) + 1, column: (range["start"]?["character"]?.int ?? 0) + 1,
      endLine: (range["end"]?["line"]?.int ?? 0) + 1, endColumn: (range["end"]?["character"]?.int ?? 0) + 1,
      text: text)
  }

  /// The identifier at a place of `text` (1-based line, UTF-16 column), if the place is in one.
  static func identifier(in text: String, line: Int, column: Int) -> String? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard line >= 1, line <= lines.count else { return nil }
    let units = Array(lines[line - 1].utf16)
    func isPart(_ unit: UInt16) -> Bool {
      (unit >= 48 && unit <= 57) || (unit >= 65 && unit <= 90) || (unit >= 97 && unit <= 122) || unit == 95
        || unit >= 128
    }
    var start = min(max(column - 1, 0), units.count)
    var end = start
    while start > 0, isPart(units[start - 1]) { start -= 1 }
    while end < units.count, isPart(units[end]) { end += 1 }
    guard start < end else { return nil }
    return String(decoding: units[start..<end], as: UTF16.self)
  }

  /// Each place (1-based line, UTF-16 column) where `name` stands as a whole identifier in
  /// code (not inside a comment or a string literal's text).
  static func occurrences(of name: String, in text: String) -> [(Int, Int)] {
    let bytes = Array(text.utf8)
    let target = Array(name.utf8)
    var scanner = PreviewMacro.Scanner(bytes: bytes)
    var places: [(Int, Int)] = []
    while let start = scanner.nextCode(matching: target) {
      let end = start + target.count
      if end < bytes.count, PreviewMacro.isIdentifier(bytes[end]) { continue }
      let before = bytes[..<start]
      let lineStart = (before.lastIndex(of: 10).map { $0 + 1 }) ?? 0
      let line = before.filter { $0 == 10 }.count + 1
      let column = String(decoding: bytes[lineStart..<start], as: UTF8.self).utf16.count + 1
      places.append((line, column))
    }
    return places
  }

  /// The errors and warnings of the file as typed, from the server.
  package func diagnostics(app: AppSource, id: String, file: String, text: String) throws -> [CompilerDiagnostic] {
    let document = try prepare(app: app, id: id, file: file, text: text)
    let answer = try server.request(
      "textDocument/diagnostic", ["textDocument": ["uri": .string(document.uri)]], syncing: document)
    return (answer["items"]?.array ?? []).map { item in
      let start = item["range"]?["start"]
      let severity: CompilerDiagnostic.Severity =
        switch item["severity"]?.int {
        case 1: .error
        case 2: .warning
        default: .note
        }
      return CompilerDiagnostic(
        file: file, line: (start?["line"]?.int ?? 0) + 1, column: (start?["character"]?.int ?? 0) + 1,
        severity: severity, message: item["message"]?.string ?? "")
    }
  }

  /// A runtime source file the server pointed at (`Module/path.swift`), read-only; `nil` when
  /// the path is not one.
  package func runtimeSource(_ path: String) -> String? {
    let parts = path.split(separator: "/")
    guard parts.count >= 2, !parts.contains(".."), !parts.contains(".") else { return nil }
    let root = paths.cache.appendingPathComponent("runtime", isDirectory: true)
    guard let builds = try? FileManager.default.contentsOfDirectory(atPath: root.path) else { return nil }
    for build in builds.sorted() {
      let url = root.appendingPathComponent(build).appendingPathComponent(String(parts[0]))
        .appendingPathComponent("src").appendingPathComponent(parts.dropFirst().joined(separator: "/"))
      if let text = try? String(contentsOf: url, encoding: .utf8) { return text }
    }
    return nil
  }

  func position(_ uri: String, line: Int, column: Int) -> JSON {
    [
      "textDocument": ["uri": .string(uri)],
      "position": ["line": .number(Double(max(line - 1, 0))), "character": .number(Double(max(column - 1, 0)))],
    ]
  }

  /// A server's file URI as the editor names it: a file of the app (`ContentView.swift`) or
  /// of the runtime (`SwiftUI/Views/Text.swift`); `nil` for anything else.
  func place(uri: String, app id: String, line: Int, column: Int) -> Place? {
    guard let path = URL(string: uri)?.path else { return nil }
    let appFolder = workspace.appendingPathComponent("apps/\(id)", isDirectory: true).path + "/"
    if path.hasPrefix(appFolder) {
      return Place(file: String(path.dropFirst(appFolder.count)), isRuntime: false, line: line, column: column)
    }
    let runtime = paths.cache.appendingPathComponent("runtime", isDirectory: true).path + "/"
    guard path.hasPrefix(runtime) else { return nil }
    // runtime/<build>/<Module>/src/<path>
    let parts = path.dropFirst(runtime.count).split(separator: "/")
    guard parts.count >= 4, parts[2] == "src" else { return nil }
    return Place(
      file: ([parts[1]] + parts.dropFirst(3)).joined(separator: "/"), isRuntime: true, line: line, column: column)
  }

  /// The text of a `MarkupContent`, a `MarkedString` or a list of them.
  static func markdown(_ value: JSON?) -> String {
    guard let value else { return "" }
    if let text = value.string { return text }
    if let text = value["value"]?.string {
      let language = value["language"]?.string
      return language.map { "```\($0)\n\(text)\n```" } ?? text
    }
    return (value.array ?? []).map { markdown($0) }.filter { !$0.isEmpty }.joined(separator: "\n\n")
  }

  /// `text` with `edits` made (ranges of the original text that do not overlap), or `nil`
  /// when an edit's range is not in the text.
  package static func applying(_ edits: [Edit], to text: String) -> String? {
    var units = Array(text.utf16)
    // Where each line starts, in UTF-16 units.
    var starts = [0]
    for (index, unit) in units.enumerated() where unit == 10 { starts.append(index + 1) }
    func offset(_ line: Int, _ column: Int) -> Int? {
      guard line >= 1, line <= starts.count else { return nil }
      let end = line < starts.count ? starts[line] - 1 : units.count
      let position = starts[line - 1] + column - 1
      return position >= starts[line - 1] && position <= end ? position : nil
    }
    let ranges = edits.compactMap { edit -> (Int, Int, String)? in
      guard let from = offset(edit.line, edit.column), let to = offset(edit.endLine, edit.endColumn), from <= to
      else { return nil }
      return (from, to, edit.text)
    }
    guard ranges.count == edits.count else { return nil }
    for (from, to, replacement) in ranges.sorted(by: { $0.0 > $1.0 }) {
      units.replaceSubrange(from..<to, with: Array(replacement.utf16))
    }
    return String(decoding: units, as: UTF16.self)
  }

  /// LSP's completion item kinds by number, named.
  static func kindName(_ kind: Int) -> String {
    let names = [
      "text", "method", "function", "constructor", "field", "variable", "class", "interface", "module",
      "property", "unit", "value", "enum", "keyword", "snippet", "color", "file", "reference", "folder",
      "enum case", "constant", "struct", "event", "operator", "type parameter",
    ]
    return (1...names.count).contains(kind) ? names[kind - 1] : "symbol"
  }
}
