import Foundation
@_spi(Host) import SuperSwift
import Testing

@testable import SuperSwiftHost
@testable import SuperSwiftServer

/// The web app's pages and their logic through the in-process client (no socket, no browser):
/// what a new user meets first (issue 23).
@Suite("Web pages")
struct WebPagesTests {
  @Test("Use from iPhone names the app's own typed fields, with their Shortcuts types and notes")
  func recipeFromSchema() {
    let schema = InputSchema(json: [
      "type": "object", "required": ["amount", "service"],
      "properties": [
        "amount": ["type": "number", "description": "The bill"],
        "people": ["type": "integer", "default": 1],
        "service": ["type": "string", "enum": ["okay", "good"]],
        "roundUp": ["type": "boolean", "default": false],
      ],
    ])
    let recipe = ShortcutRecipe(schema: schema, acceptsInput: true, sources: [], lastResult: .json(["share": 21.5]))
    guard case .keys(let keys, let form) = recipe.input else {
      Issue.record("expected keys, got \(recipe.input)")
      return
    }
    #expect(!form)
    #expect(keys.map(\.name) == ["amount", "people", "service", "roundUp"])
    #expect(keys.map(\.type) == ["Number", "Number", "Text", "Boolean"])
    #expect(keys[0].note == "required; The bill")
    #expect(keys[1].example == "1")
    #expect(keys[2].example == "okay", "a required choice has its first value as the example")
    #expect(keys[2].note?.contains("one of okay, good") == true)
    #expect(recipe.output == .keys(["share"]))
  }

  @Test("an app without a typed input: the keys its code reads, typed by the accessor; text; or nothing")
  func recipeFromSource() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let tip = try String(contentsOf: root.appendingPathComponent("Examples/TipCalculator.swift"), encoding: .utf8)
    let recipe = ShortcutRecipe(schema: nil, acceptsInput: true, sources: [tip], lastResult: nil)
    #expect(
      recipe.input
        == .keys(
          [
            .init(name: "bill", type: "Number", example: nil, note: nil),
            .init(name: "percent", type: "Number", example: nil, note: nil),
          ], form: false))
    #expect(recipe.output == .unknown)
    let free = ShortcutRecipe(
      schema: nil, acceptsInput: true, sources: ["let text = RunContext.current.input.text ?? \"\""],
      lastResult: .text("hi"))
    #expect(free.input == .text)
    #expect(free.output == .text)
    let none = ShortcutRecipe(schema: nil, acceptsInput: false, sources: ["print(1)"], lastResult: .url("https://a.b"))
    #expect(none.input == ShortcutRecipe.Input.none)
    #expect(none.output == .url)
    let file = ShortcutRecipe(
      schema: InputSchema(json: [
        "type": "object", "required": ["photo"], "properties": ["photo": ["type": "string", "format": "file"]],
      ]),
      acceptsInput: true, sources: [], lastResult: .files([]))
    #expect(file.input == .keys([.init(name: "photo", type: "File", example: nil, note: "required")], form: true))
    #expect(file.output == .files)
  }

  @Test("a form with no fields (a Run button alone) is a multipart body of no parts, not an error")
  func emptyMultipart() throws {
    let body = Data("------WebKitFormBoundaryA1b2C3--\r\n".utf8)
    #expect(try FormField.multipart(body, boundary: "----WebKitFormBoundaryA1b2C3").isEmpty)
    #expect(throws: FormField.Malformed.self) {
      try FormField.multipart(Data("no delimiters here".utf8), boundary: "----WebKitFormBoundaryA1b2C3")
    }
  }

  @Test("relative times read as a person says them, and stay short")
  func relativeTimes() {
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    let cases: [(TimeInterval, String)] = [
      (10, "just now"), (130, "2 min ago"), (3 * 3600 + 5, "3 h ago"), (30 * 3600, "yesterday"),
      (4 * 86_400, "4 days ago"), (-0.5, "just now"), (-30, "in 30 s"), (-300, "in 5 min"), (-7200, "in 2 h"),
      (-2 * 86_400, "in 2 days"),
    ]
    for (ago, words) in cases {
      #expect(RelativeTime.describe(now.addingTimeInterval(-ago), now: now) == words)
    }
    #expect(RelativeTime.describe(now.addingTimeInterval(-40 * 86_400), now: now).count <= 12)
    // A yearly schedule's next fire is a day, not "just now".
    let later = RelativeTime.describe(now.addingTimeInterval(40 * 86_400), now: now)
    #expect(later.count <= 12 && later.rangeOfCharacter(from: .decimalDigits) != nil, "\(later)")
  }

  @Test("a template's type and file follow the app's name, whole words only")
  func templateNames() {
    #expect(Templates.typeName("morning tea 2") == "MorningTea2")
    #expect(Templates.typeName("2 Go") == "App2Go")
    #expect(Templates.typeName("☕️") == "MyApp")
    let files = Templates.interactive.files(for: "Morning Tea")
    #expect(files.map(\.path) == ["MorningTeaApp.swift"])
    #expect(files[0].contents.contains("struct MorningTeaApp: App"))
    // An app named after an SDK type never hides it: the type is named as Xcode names it.
    let sdk = ["Picker", "Text", "Timer", "List", "Form", "Color", "Image", "Data", "URL", "JSON", "RunContext", "App"]
    for name in sdk {
      let file = Templates.interactive.files(for: name)[0]
      #expect(file.path == "\(name)App.swift")
      #expect(file.contents.contains("struct \(name)App: App"), "\(name)")
      #expect(!file.contents.contains("struct \(name):"), "\(name)")
    }
    #expect(Templates.appTypeName("My App") == "MyApp")
    #expect(
      Templates.replacingWord("DrinkPicker", with: "X", in: "DrinkPicker DrinkPickerView aDrinkPicker")
        == "X DrinkPickerView aDrinkPicker")
  }

  @Test("x-callback: only shortcuts:// callbacks; each ending's destination, its own query kept, results encoded")
  func xCallbackDestinations() throws {
    #expect(throws: XCallback.Refused.self) { try XCallback(query: [("x-success", "https://evil.example/")]) }
    #expect(throws: XCallback.Refused.self) { try XCallback(query: [("x-cancel", "shortcuts://x")]) }
    let callback = try XCallback(query: [
      ("x-success", "shortcuts://x-callback-url/ok?a=1#frag"), ("x-error", "SHORTCUTS://x-callback-url/error"),
    ])
    func record(_ status: RunStatus, _ result: DeliveredResult? = nil, error: String? = nil) -> RunRecord {
      RunRecord(
        id: "6f1a2b3c-4d5e-4f60-8172-93a4b5c6d7e8", appID: nil, appName: "Drinks", appPath: "/x", source: .shortcut,
        status: status, result: result, error: error, startedAt: Date())
    }
    let origin = "http://192.168.1.20:7788"
    #expect(
      callback.destination(for: record(.finished, .text("Tea & cake = 2")), origin: origin)
        == "shortcuts://x-callback-url/ok?a=1&result=Tea%20%26%20cake%20%3D%202#frag")
    #expect(
      callback.destination(for: record(.finished, .json(["n": 1])), origin: origin)
        == "shortcuts://x-callback-url/ok?a=1&result=%7B%22n%22%3A1%7D#frag")
    let long = callback.destination(
      for: record(.finished, .text(String(repeating: "x", count: XCallback.resultLimit + 1))), origin: origin)
    #expect(
      long
        == "shortcuts://x-callback-url/ok?a=1&run=6f1a2b3c-4d5e-4f60-8172-93a4b5c6d7e8&resultURL=http%3A%2F%2F192.168.1.20%3A7788%2Fapi%2Fruns%2F6f1a2b3c-4d5e-4f60-8172-93a4b5c6d7e8%2Fresult#frag"
    )
    #expect(callback.destination(for: record(.finished, .files([])), origin: origin)?.contains("resultURL=") == true)
    #expect(callback.destination(for: record(.cancelled), origin: origin) == nil, "no x-cancel given")
    #expect(
      callback.destination(for: record(.crashed, error: "Fatal error: boom"), origin: origin)
        == "SHORTCUTS://x-callback-url/error?errorMessage=Fatal%20error%3A%20boom")
    #expect(callback.destination(for: record(.running), origin: origin) == nil)
  }
}
