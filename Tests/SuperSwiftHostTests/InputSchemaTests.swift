import Foundation
@_spi(Host) import SuperSwift
import Testing

@testable import SuperSwiftHost

/// Typed input checked and made what the app's decoder expects, before the app runs.
@Suite("Typed input checks")
struct InputSchemaTests {
  let schema = InputSchema(
    json: [
      "type": "object",
      "properties": [
        "amount": ["type": "number"], "people": ["type": "integer", "default": 1],
        "service": ["type": "string", "enum": ["okay", "great"]], "level": ["type": "integer", "enum": [1, 2]],
        "round": ["type": "boolean"], "tags": ["type": "array", "items": ["type": "integer"]],
        "due": ["type": "string", "format": "date-time"], "note": ["type": "string"],
        "photo": ["type": "string", "format": "file"],
      ],
      "required": ["amount", "service"],
    ])!

  func check(_ input: JSON?, files: [InputFile] = []) throws(InputSchema.Invalid) -> JSON {
    try schema.validate(input, files: files)
  }

  @Test("text from a form or Shortcuts becomes numbers, Booleans, choices, lists and dates; defaults fill in")
  func coercion() throws {
    let checked = try check([
      "amount": "42,50", "service": "great", "level": "2", "round": "yes", "tags": "1\n2", "due": "2026-12-01",
      "note": 7,
    ])
    #expect(checked["amount"] == 42.5)
    #expect(checked["people"] == 1, "the default")
    #expect(checked["level"] == 2)
    #expect(checked["round"] == true)
    #expect(checked["tags"] == [1, 2])
    #expect(checked["due"] == "2026-12-01T00:00:00Z")
    #expect(checked["note"] == "7")
    #expect(checked["photo"] == nil)
  }

  static let bad: [(JSON, String, String)] = [
    (["service": "great"], "amount", "amount is required: give a number"),
    (["amount": "lots", "service": "great"], "amount", "amount takes a number, not \"lots\""),
    (["amount": 1, "service": "superb"], "service", "service takes one of okay, great, not \"superb\""),
    (["amount": 1, "service": "okay", "people": 1.5], "people", "people takes a whole number, not 1.5"),
    (["service": "okay", "amout": 2], "amout", "amout is not a field (did you mean \"amount\"?)"),
    (["amount": 1, "service": "okay", "photo": "IMG_1.HEIC"], "photo", "not a file sent with the input"),
  ]

  @Test("bad input names the field and what it takes", arguments: bad)
  func invalid(input: JSON, field: String, message: String) {
    #expect {
      try check(input)
    } throws: { error in
      guard let invalid = error as? InputSchema.Invalid else { return false }
      return invalid.field == field && invalid.description.contains(message)
    }
  }

  @Test("a file field takes the uploaded file of that name, or the only file sent; never a path from a caller")
  func files() throws {
    let photo = InputFile(url: URL(fileURLWithPath: "/uploads/0"), name: "IMG_1.HEIC", contentType: "image/heic")
    let named = try check(["amount": 1, "service": "okay", "photo": "IMG_1.HEIC"], files: [photo])
    #expect(named["photo"]?["path"] == "/uploads/0")
    #expect(named["photo"]?["name"] == "IMG_1.HEIC")
    let alone = try check(["amount": 1, "service": "okay"], files: [photo])
    #expect(alone["photo"]?["contentType"] == "image/heic")
    #expect(throws: InputSchema.Invalid.self) { try check(["amount": 1, "service": "okay", "photo": "/etc/passwd"]) }
  }

  @Test("input that is not an object of fields is refused with the fields named")
  func notAnObject() {
    #expect(throws: InputSchema.Invalid.self) { try check("just text") }
    #expect(InputSchema(json: ["type": "object", "properties": [:]]) == nil, "no fields: free input")
    #expect(InputSchema(json: [:]) == nil)
  }
}

/// The compiler's diagnostics read for the editor and the build-failure page.
@Suite("Compiler diagnostics")
struct CompilerDiagnosticTests {
  @Test("header lines are read; quoted source and annotations are not; repeats are dropped")
  func parse() {
    let text = """
      /home/ann/My Apps/Tip/main.swift:3:14: error: cannot convert value of type 'String' to specified type 'Int'
      1 | import SuperSwift
      3 | let x: Int = "a"
        |              `- error: cannot convert value of type 'String' to specified type 'Int'
      /home/ann/My Apps/Tip/main.swift:4:5: warning: variable 'y' was never mutated
      /home/ann/My Apps/Tip/main.swift:3:14: error: cannot convert value of type 'String' to specified type 'Int'
      SwiftUI.swiftinterface:12:3: note: declared here
      error: fatal error encountered
      """
    let found = CompilerDiagnostic.parse(text)
    #expect(found.count == 3)
    #expect(found[0].file == "/home/ann/My Apps/Tip/main.swift" && found[0].line == 3 && found[0].column == 14)
    #expect(found[0].severity == .error && found[0].message.hasPrefix("cannot convert"))
    #expect(found[1].severity == .warning && found[1].line == 4)
    #expect(found[2].severity == .note)
  }
}
