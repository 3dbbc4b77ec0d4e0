import Foundation
import Synchronization
import Testing

@_spi(Host) @testable import SuperSwift

@Suite("JSON")
struct JSONTests {
  @Test("parses the seed's dictionary and reads values")
  func readsSeedInput() throws {
    let json = try #require(JSON(parsing: #"{"bill": 42, "percent": 18, "tags": ["food", "bar"]}"#))
    #expect(json["bill"]?.number == 42)
    #expect(json["percent"]?.int == 18)
    #expect(json["tags"]?[0]?.string == "food")
    #expect(json["tags"]?[1]?.string == "bar")
    #expect(json["tags"]?[2] == nil)
    #expect(json["tags"]?[-1] == nil)
    #expect(json["missing"] == nil)
    #expect(json["bill"]?.string == nil)
    #expect(json[0] == nil)
  }

  @Test("accessors return nil for the wrong kind")
  func accessorsAreTyped() throws {
    let json = try #require(JSON(parsing: #"[true, null, "x", 1.5, {}, []]"#))
    #expect(json[0]?.bool == true)
    #expect(json[1]?.isNull == true)
    #expect(json[0]?.isNull == false)
    #expect(json[2]?.string == "x")
    #expect(json[3]?.number == 1.5)
    #expect(json[3]?.int == nil)
    #expect(json[4]?.object?.isEmpty == true)
    #expect(json[5]?.array?.isEmpty == true)
    #expect(json[2]?.bool == nil)
    #expect(json.array?.count == 6)
  }

  @Test("objects keep their key order, parsed and built")
  func keepsKeyOrder() throws {
    let parsed = try #require(JSON(parsing: #"{"z": 1, "a": 2, "m": 3}"#))
    #expect(parsed.object?.keys == ["z", "a", "m"])
    #expect(parsed.text == #"{"z":1,"a":2,"m":3}"#)
    let built = JSON.object(["tip": .number(7.56), "total": .number(49.56)])
    #expect(built.text == #"{"tip":7.56,"total":49.56}"#)
    let literal: JSON = ["total": 46, "items": ["a", "b"]]
    #expect(literal.text == #"{"total":46,"items":["a","b"]}"#)
  }

  @Test("strings with and without escapes round-trip; the bytes written are the text's, compact and pretty")
  func stringsRoundTrip() throws {
    let long = String(repeating: "abc é ✓ ", count: 20_000)
    let strings = [
      "", "plain", long, "\"" + long + "\\", "tab\tnew\nline", "\u{2028}\u{2029}\u{7F}\u{01}", "😀 \\u0041",
    ]
    for string in strings {
      let json: JSON = ["s": .string(string), "list": [.string(string), 1, true, .null]]
      #expect(json.utf8 == Array(json.text.utf8))
      #expect(json.utf8(pretty: true) == Array(json.text(pretty: true).utf8))
      #expect(JSON(parsing: json.utf8) == json)
      #expect(JSON(parsing: json.text(pretty: true)) == json)
    }
    // An escape after a long unescaped run, and before one: both runs are kept.
    let parsed = try #require(JSON(parsing: #"["\#(long)\n\#(long)", "\u00e9x"]"#))
    #expect(parsed[0]?.string == long + "\n" + long)
    #expect(parsed[1]?.string == "éx")
  }

  @Test("a repeated key keeps its first place and its last value")
  func duplicateKeys() throws {
    let json = try #require(JSON(parsing: #"{"a": 1, "b": 2, "a": 3}"#))
    #expect(json.object?.keys == ["a", "b"])
    #expect(json["a"]?.number == 3)
  }

  @Test("an object finds, replaces and removes its members at every size", arguments: [1, 7, 8, 9, 10, 40])
  func objectSizes(count: Int) throws {
    // Small objects look along their keys, bigger ones through a table: both sides of the line,
    // and crossing it each way, must agree with a dictionary.
    var object = JSONObject()
    var model: [String: Double] = [:]
    for index in 0..<count {
      object["k\(index)"] = .number(Double(index))
      model["k\(index)"] = Double(index)
    }
    object["k0"] = .number(100)
    model["k0"] = 100
    #expect(object.count == count)
    for (key, value) in model { #expect(object[key]?.number == value, "\(key)") }
    #expect(object["absent"] == nil)
    // Removing members one by one from the middle, down through the line.
    for index in stride(from: count / 2, to: count, by: 1) {
      object["k\(index)"] = nil
      model["k\(index)"] = nil
      #expect(object.count == model.count)
      for (key, value) in model { #expect(object[key]?.number == value, "\(key) after removing k\(index)") }
      #expect(object["k\(index)"] == nil)
    }
    // And growing again past it, a repeated key kept in its first place.
    for index in 0..<count { object["n\(index)"] = .number(Double(index)) }
    object["n0"] = .number(-1)
    #expect(object.keys.filter { $0 == "n0" }.count == 1)
    #expect(object["n0"]?.number == -1)
    #expect(object[object.keys.last!] != nil)
    let parsed = try #require(JSON(parsing: JSON.object(object).text))
    #expect(parsed.object == object)
  }

  @Test(
    "strings of every kind parse to the same text",
    arguments: [
      "", "a", "item 1", "é", "x🚲y", String(repeating: "a", count: 64), String(repeating: "a", count: 65) + "é",
    ])
  func shortStrings(text: String) throws {
    let parsed = try #require(JSON(parsing: JSON.string(text).text))
    #expect(parsed.string == text)
    let key = try #require(JSON(parsing: JSON.object([text: .null]).text))
    #expect(key.object?.keys == [text])
  }

  @Test("bytes that are not UTF-8 inside a string are refused, short or long")
  func invalidUTF8() {
    for bad: [UInt8] in [[0xFF], [0x61, 0xC3], [0xED, 0xA0, 0x80], Array(repeating: 0x61, count: 70) + [0xFE]] {
      #expect(JSON(parsing: [0x22] + bad + [0x22]) == nil, "\(bad)")
      #expect(JSON(parsing: [0x7B, 0x22] + bad + Array(#"":1}"#.utf8)) == nil, "\(bad)")
    }
  }

  @Test(
    "numbers print exactly",
    arguments: [
      (46.0, "46"), (-3.0, "-3"), (0.5, "0.5"), (0.1 + 0.2, "0.30000000000000004"),
      (1e21, "1e+21"), (9_007_199_254_740_992, "9007199254740992"), (1e-7, "1e-07"),
      (Double.nan, "null"), (Double.infinity, "null"),
    ])
  func numbersPrintExactly(value: Double, text: String) {
    #expect(JSON.number(value).text == text)
  }

  @Test("printed numbers read back to the same value")
  func numbersRoundTrip() throws {
    for value in [0.1 + 0.2, 1.0 / 3.0, 123_456.789, -0.000_001_5, 1e300, Double.leastNonzeroMagnitude] {
      let text = JSON.number(value).text
      #expect(JSON(parsing: text)?.number == value, "\(text)")
    }
  }

  @Test("strings escape what JSON requires and keep the rest")
  func stringEscapes() throws {
    let value = JSON.string("quote \" backslash \\ newline \n tab \t bell \u{07} é 😀")
    #expect(value.text == #""quote \" backslash \\ newline \n tab \t bell \u0007 é 😀""#)
    #expect(JSON(parsing: value.text) == value)
    #expect(JSON(parsing: #""\ud83d\ude00 \u00e9 \/""#)?.string == "😀 é /")
  }

  @Test(
    "invalid JSON gives nil, never a crash",
    arguments: [
      "", " ", "{", "}", "[1,]", "{\"a\":}", "{'a': 1}", "01", "1.", ".5", "+1", "NaN", "tru",
      "\"unterminated", "[1] [2]", "{\"a\" 1}", "\"\\x\"", "\"\\ud800\"", "1e999", "\"a\u{01}\"",
      String(repeating: "[", count: 100_000),
    ])
  func invalidIsNil(text: String) {
    #expect(JSON(parsing: text) == nil)
  }

  @Test("deep but reasonable nesting parses (the limit is 256 levels)")
  func deepNesting() throws {
    let depth = 250
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    var value = try #require(JSON(parsing: text))
    var seen = 1
    while let inner = value[0] {
      value = inner
      seen += 1
    }
    #expect(seen == depth)
  }

  @Test("pretty printing indents by two spaces")
  func prettyPrinting() {
    let value: JSON = ["a": [1, 2], "b": [:], "c": []]
    #expect(value.text(pretty: true) == "{\n  \"a\": [\n    1,\n    2\n  ],\n  \"b\": {},\n  \"c\": []\n}")
  }

  struct Bill: Codable, Equatable {
    var bill: Double
    var percent: Double?
  }

  @Test("Codable works both ways")
  func codable() throws {
    let json = try #require(JSON(parsing: #"{"bill": 42, "percent": 18}"#))
    #expect(try json.decode(Bill.self) == Bill(bill: 42, percent: 18))
    let encoded = try JSON(encoding: Bill(bill: 10, percent: nil))
    #expect(encoded["bill"]?.number == 10)
    let roundTrip = try JSONDecoder().decode(JSON.self, from: JSONEncoder().encode(json))
    #expect(roundTrip["bill"]?.number == 42)
    if case .json(let value) = try RunResult.json(encoding: Bill(bill: 1, percent: 2)) {
      #expect(value["percent"]?.number == 2)
    } else {
      Issue.record("expected a JSON result")
    }
  }

  @Test("objects can be edited and compared")
  func objectEditing() {
    var object: JSONObject = ["a": 1, "b": 2]
    object["c"] = 3
    object["a"] = nil
    #expect(object.keys == ["b", "c"])
    #expect(object["c"] == 3)
    #expect(object.count == 2)
    #expect(JSONObject(["y": 1, "x": 2]).keys == ["x", "y"])
    #expect(object != ["c": 3, "b": 2])
  }
}

/// `JSON(encoding:)`, which `.json(encoding:)` results use.
@Suite("Encoding values as JSON")
struct JSONEncodingTests {
  struct Summary: Codable {
    var total: Double
    var tip: Double
    var people: Int
    var note: String?
    var split: [Share]
    var link: URL
    var bytes: Data
  }

  struct Share: Codable {
    var name: String
    var owes: Double
  }

  @Test("keys come out in the type's order, the same bytes every time")
  func order() throws {
    let summary = Summary(
      total: 49.56, tip: 7.56, people: 2, note: nil, split: [Share(name: "Ada", owes: 24.78)],
      link: URL(string: "https://example.com/a?b=c")!, bytes: Data([1, 2, 3]))
    let json = try JSON(encoding: summary)
    #expect(
      json.text
        == #"{"total":49.56,"tip":7.56,"people":2,"split":[{"name":"Ada","owes":24.78}],"link":"https://example.com/a?b=c","bytes":"AQID"}"#
    )
    for _ in 0..<20 { #expect(try JSON(encoding: summary).text == json.text) }
    // And it reads back into the type.
    let back: Summary = try json.decode()
    #expect(back.split.first?.name == "Ada")
  }

  @Test("dictionaries, nested containers, optionals and numbers JSON cannot hold")
  func shapes() throws {
    #expect(try JSON(encoding: [1, 2, 3]).text == "[1,2,3]")
    #expect(try JSON(encoding: ["only": [Int?.none, 4]]).text == #"{"only":[null,4]}"#)
    #expect(try JSON(encoding: "plain").text == #""plain""#)
    #expect(throws: EncodingError.self) { try JSON(encoding: [Double.nan]) }
  }
}

/// Hostile JSON: deep nesting and large containers.
@Suite("JSON limits")
struct JSONLimitTests {
  static func nested(_ depth: Int) -> String {
    String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
  }

  @Test("256 levels parse; 257 do not; what parses can be written and freed on a small stack")
  func depth() throws {
    #expect(JSON(parsing: Data(Self.nested(256).utf8)) != nil)
    #expect(JSON(parsing: Data(Self.nested(257).utf8)) == nil)
    #expect(JSON(parsing: Data(Self.nested(100_000).utf8)) == nil)
    let deepest = String(repeating: #"{"a":"#, count: 255) + "[1]" + String(repeating: "}", count: 255)
    // Writing and freeing recurse once per level: on a thread with a 512 KiB stack (half what
    // the server's connection threads get), in this unoptimised build, neither may overflow.
    let done = DispatchSemaphore(value: 0)
    let written = Mutex<Int>(0)
    let thread = Thread {
      if let value = JSON(parsing: Data(deepest.utf8)), let array = JSON(parsing: Data(Self.nested(256).utf8)) {
        written.withLock { $0 = value.text.utf8.count + array.text(pretty: true).utf8.count }
      }
      done.signal()
    }
    thread.stackSize = 512 << 10
    thread.start()
    done.wait()
    #expect(written.withLock { $0 } > deepest.utf8.count)
  }

  // Linear time is measured in bench/parse_linear.py (10x the input, 4.7x the time), not here.
  @Test("large arrays and objects parse, and JSON(encoding:) builds them")
  func size() throws {
    let count = 100_000
    let array = "[" + (0..<count).map(String.init).joined(separator: ",") + "]"
    #expect(JSON(parsing: Data(array.utf8))?.array?.count == count)
    let object = "{" + (0..<count).map { "\"k\($0)\":\($0)" }.joined(separator: ",") + "}"
    #expect(JSON(parsing: Data(object.utf8))?.object?.count == count)
    struct Row: Encodable { var id: Int }
    #expect(try JSON(encoding: (0..<count).map(Row.init)).array?.count == count)
  }
}
