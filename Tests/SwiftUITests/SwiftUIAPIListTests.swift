import Foundation
import Testing

// docs/swiftui-api.tsv against the code: every row's status must be the one the public
// declarations of Sources/SwiftUI give it, by the rules bench/swiftui_api.py applies (declared
// with a doc comment that starts with "Accepted": accepted; declared otherwise: rendered; not
// declared: missing). The declarations come from the symbol graph of the module this test
// target was built with, so a declaration added, removed or re-documented without running the
// tool fails here.

/// The part of a symbol graph the check reads.
fileprivate struct SymbolGraph: Decodable {
  struct Symbol: Decodable {
    struct Identifier: Decodable { let precise: String }
    struct DocComment: Decodable {
      struct Line: Decodable { let text: String }
      let lines: [Line]
    }
    let identifier: Identifier
    let pathComponents: [String]
    let docComment: DocComment?
  }
  let symbols: [Symbol]
}

/// One row of docs/swiftui-api.tsv.
fileprivate struct APIRow {
  let area: String
  let symbol: String
  let kind: String
  let status: String
}

@Suite("docs/swiftui-api.tsv matches Sources/SwiftUI")
struct SwiftUIAPIListTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The folder of built modules: beside the test bundle, or the package's `.build/debug`.
  static func modulesFolder() -> URL {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    for folder in [bundle.deletingLastPathComponent(), bundle.deletingLastPathComponent().deletingLastPathComponent()] {
      let modules = folder.appendingPathComponent("Modules")
      if FileManager.default.fileExists(atPath: modules.appendingPathComponent("SwiftUI.swiftmodule").path) {
        return modules
      }
    }
    return root.appendingPathComponent(".build/debug/Modules").resolvingSymlinksInPath()
  }

  /// Declared paths (`Type.member(labels:)`) and whether each is only accepted.
  static func declarations() throws -> [String: Bool] {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("swiftui-api-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: output) }
    let modules = modulesFolder()
    let triple = modules.deletingLastPathComponent().deletingLastPathComponent().lastPathComponent
    var accepted: [String: Bool] = [:]
    // SwiftUI, and Combine, which it re-exports (ObservableObject and @Published are Combine's).
    for module in ["SwiftUI", "Combine"] {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = [
        "swift", "symbolgraph-extract", "-module-name", module, "-I", modules.path,
        "-target", triple, "-minimum-access-level", "public", "-skip-synthesized-members",
        "-output-dir", output.path,
      ]
      try process.run()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "swift symbolgraph-extract failed for \(module)")
      let data = try Data(contentsOf: output.appendingPathComponent("\(module).symbols.json"))
      let graph = try JSONDecoder().decode(SymbolGraph.self, from: data)
      for symbol in graph.symbols where !symbol.identifier.precise.contains("::SYNTHESIZED::") {
        let path = symbol.pathComponents.joined(separator: ".")
        let doc = (symbol.docComment?.lines ?? []).map { $0.text.trimmingCharacters(in: .whitespaces) }
          .joined(separator: " ").trimmingCharacters(in: .whitespaces)
        let onlyAccepted = isAccepted(doc)
        // Overloads share a path; one that is more than accepted makes the row rendered.
        accepted[path] = (accepted[path] ?? true) && onlyAccepted
      }
    }
    return accepted
  }

  /// Whether a doc comment marks its declaration as accepted: "Accepted" as its first word.
  static func isAccepted(_ doc: String) -> Bool {
    guard doc.hasPrefix("Accepted") else { return false }
    let next = doc.dropFirst("Accepted".count).first
    return next.map { !$0.isLetter && !$0.isNumber } ?? true
  }

  fileprivate static func rows() throws -> [APIRow] {
    let text = try String(contentsOf: root.appendingPathComponent("docs/swiftui-api.tsv"), encoding: .utf8)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: true)
    #expect(lines.removeFirst() == "area\tsymbol\tkind\tstatus\tnote")
    return lines.map { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      #expect(fields.count == 5, "a row without five columns: \(line)")
      return APIRow(
        area: fields[0], symbol: fields.count > 1 ? fields[1] : "", kind: fields.count > 2 ? fields[2] : "",
        status: fields.count > 3 ? fields[3] : "")
    }
  }

  @Test("the rows are well formed and each symbol is listed once")
  func wellFormed() throws {
    let rows = try Self.rows()
    #expect(rows.count > 1500)
    #expect(Set(rows.map(\.symbol)).count == rows.count)
    let kinds: Set = ["type", "init", "method", "property", "case", "subscript", "macro"]
    for row in rows {
      #expect(["rendered", "accepted", "missing"].contains(row.status), "\(row.symbol): status \(row.status)")
      #expect(kinds.contains(row.kind), "\(row.symbol): kind \(row.kind)")
      #expect(!row.area.isEmpty && !row.symbol.isEmpty)
    }
  }

  @Test("no row is missing: every listed symbol is declared (rendered, or accepted with its note)")
  func noneMissing() throws {
    let missing = try Self.rows().filter { $0.status == "missing" }.map(\.symbol)
    #expect(missing.isEmpty, "missing rows: \(missing.joined(separator: ", "))")
  }

  @Test("every row's status is the one the declarations give it")
  func statusesMatchTheCode() throws {
    let declared = try Self.declarations()
    #expect(declared["View.padding(_:_:)"] != nil, "the symbol graph has no View.padding(_:_:)")
    var wrong: [String] = []
    for row in try Self.rows() {
      let status =
        switch declared[row.symbol] {
        case nil: "missing"
        case true?: "accepted"
        case false?: "rendered"
        }
      if status != row.status { wrong.append("\(row.symbol): listed \(row.status), the code says \(status)") }
    }
    #expect(
      wrong.isEmpty,
      "run python3 bench/swiftui_api.py to refresh docs/swiftui-api.tsv:\n\(wrong.joined(separator: "\n"))")
  }
}
