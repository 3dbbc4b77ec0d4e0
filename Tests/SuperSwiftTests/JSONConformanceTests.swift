import Foundation
import Testing

@testable import SuperSwift

/// `input.json` over the JSONTestSuite parsing cases: every `y_` parses, every `n_` is nil,
/// no `i_` crashes (the parser's documented choices for those are checked where it matters).
@Suite("JSONTestSuite conformance")
struct JSONConformanceTests {
  /// The cases, kept beside this file with their licence (`Fixtures/JSONTestSuite`).
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/JSONTestSuite/test_parsing")

  static func cases(_ prefix: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }.sorted()
  }

  @Test("the suite is there")
  func suiteIsPresent() {
    #expect(Self.cases("y_").count > 90)
    #expect(Self.cases("n_").count > 150)
  }

  @Test("every y_ case parses", arguments: cases("y_"))
  func acceptsValid(name: String) throws {
    let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
    #expect(JSON(parsing: data) != nil)
    // And through the input, as text, when it is UTF-8.
    if let text = String(data: data, encoding: .utf8) {
      #expect(RunInput(items: [.text(text)]).json != nil)
    }
  }

  @Test("every n_ case is nil", arguments: cases("n_"))
  func rejectsInvalid(name: String) throws {
    let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
    #expect(JSON(parsing: data) == nil)
    if let text = String(data: data, encoding: .utf8) {
      #expect(RunInput(items: [.text(text)]).json == nil)
    }
  }

  @Test("no i_ case crashes, and the chosen answers hold", arguments: cases("i_"))
  func implementationDefined(name: String) throws {
    let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
    let value = JSON(parsing: data)
    if name.contains("surrogate") || name.contains("invalid_utf-8") || name.contains("UTF-16")
      || name.contains("utf16") || name.contains("iso_latin") || name.contains("overlong")
      || name.contains("truncated-utf-8") || name.contains("lone_utf8") || name.contains("not_in_unicode")
      || name.contains("UTF8_surrogate") || name.contains("UTF-8_invalid")
    {
      #expect(value == nil, "text that is not valid Unicode is refused")
    }
    if name == "i_structure_UTF-8_BOM_empty_object.json" {
      #expect(value == .object([:]), "a leading byte-order mark is skipped")
    }
    if name == "i_structure_500_nested_arrays.json" {
      #expect(value == nil, "deeper than the parser's 256 levels, which keep writing and freeing safe")
    }
    if name.contains("huge_exp") || name.contains("overflow") {
      #expect(value == nil || value?.number?.isFinite == true)
    }
  }
}
