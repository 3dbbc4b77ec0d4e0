import Foundation
@_spi(Host) import SuperSwift
import Testing

@testable import SuperSwiftHost

/// The reading rules of typed input apply at every depth: inside lists, nested types,
/// optionals and dictionaries, as at the top; what does not fit is refused with its path.
@Suite("Typed input at every depth")
struct NestedInputTests {
  struct Item: Decodable {
    var name: String
    var price: Double
    var qty: Int?
  }
  struct Address: Decodable {
    var street: String
    var zip: String?
    var home: Bool?
  }
  struct Order: Decodable {
    var items: [Item]
    var taxPercent: Double
    var shipTo: Address?
    var scores: [String: Int]?
    var due: Date?
    var tags: [[Int]]?
  }

  /// The schema as the app itself describes it (the recorder), read by the host.
  let schema = InputSchema(json: InputSchemaRecorder.schema(of: Order.self))!

  @Test("the recorder describes nested types, lists of them and dictionaries; the host reads them as kinds")
  func kinds() throws {
    let fields = Dictionary(uniqueKeysWithValues: schema.fields.map { ($0.name, $0) })
    guard case .list(.object(let item))? = fields["items"]?.kind else {
      Issue.record("items is \(String(describing: fields["items"]?.kind))")
      return
    }
    #expect(item.map(\.name) == ["name", "price", "qty"])
    #expect(item.map(\.required) == [true, true, false])
    #expect(item[1].kind == .number)
    #expect(fields["scores"]?.kind == .dictionary(.integer))
    #expect(fields["tags"]?.kind == .list(.list(.integer)))
    if case .object(let address)? = fields["shipTo"]?.kind {
      #expect(address.map(\.name) == ["street", "zip", "home"])
    } else {
      Issue.record("shipTo is an object")
    }
    let json = InputSchemaRecorder.schema(of: Order.self)
    #expect(json["properties"]?["items"]?["items"]?["required"] == ["name", "price"], "JSON Schema, nested")
    #expect(json["properties"]?["scores"]?["additionalProperties"] == ["type": "integer"])
  }

  @Test("the issue's example: Shortcuts' Text values inside a list of objects become numbers")
  func issueExample() throws {
    let given = JSON(parsing: #"{"items":[{"name":"coffee","price":"4.50","qty":"2"}],"taxPercent":"8"}"#)
    let checked = try schema.validate(given)
    #expect(checked["items"]?[0]?["price"] == 4.5)
    #expect(checked["items"]?[0]?["qty"] == 2)
    #expect(checked["taxPercent"] == 8)
    let order = try checked.decode(Order.self)
    #expect(order.items[0].price == 4.5)
    #expect(order.items[0].qty == 2)
  }

  static let accepted: [(String, String, JSON)] = [
    (#"{"items":[{"name":"a","price":"4,50"}],"taxPercent":"1.234,5"}"#, "taxPercent", 1234.5),
    (#"{"items":[{"name":"a","price":"1 234,50"}],"taxPercent":0}"#, "items.0.price", 1234.5),
    (#"{"items":{"name":"a","price":"3"},"taxPercent":0}"#, "items.0.price", 3),
    (#"{"items":"[{\"name\":\"a\",\"price\":\"3\"}]","taxPercent":0}"#, "items.0.price", 3),
    (#"{"items":[],"taxPercent":0,"shipTo":{"street":"Main","home":"yes"}}"#, "shipTo.home", true),
    (#"{"items":[],"taxPercent":0,"shipTo":{"street":"Main","home":"off"}}"#, "shipTo.home", false),
    (#"{"items":[],"taxPercent":0,"shipTo":{"street":"Main","zip":12345}}"#, "shipTo.zip", "12345"),
    (#"{"items":[],"taxPercent":0,"scores":{"ann":"3","bo":"4"}}"#, "scores.bo", 4),
    (#"{"items":[],"taxPercent":0,"due":"2026-12-01"}"#, "due", "2026-12-01T00:00:00Z"),
    (#"{"items":[],"taxPercent":0,"due":"2026-12-01T09:30:00.123456+01:00"}"#, "due", "2026-12-01T08:30:00.123Z"),
    (
      #"{"items":"{\"name\":\"a\",\"price\":\"2\"}\n{\"name\":\"b\",\"price\":\"3\"}","taxPercent":0}"#,
      "items.1.price", 3
    ),
    (#"{"items":[],"taxPercent":0,"tags":[["1","2"],["3"]]}"#, "tags.1.0", 3),
    (#"{"items":[{"name":"a","price":1,"qty":null}],"taxPercent":0}"#, "items.0.qty", .null),
    (#"{"items":[{"name":"a","price":1,"qty":""}],"taxPercent":0}"#, "items.0.qty", .null),
    (#"{"items":[{"name":"a","price":1,"note":"kept"}],"taxPercent":0}"#, "items.0.note", "kept"),
    (#"{"items":[],"taxPercent":0,"created_at":"2026-01-01"}"#, "created_at", "2026-01-01"),
  ]

  @Test("text numbers, yes/no, dates and one-for-a-list are read at every depth", arguments: accepted)
  func reading(input: String, path: String, expected: JSON) throws {
    let checked = try schema.validate(JSON(parsing: input))
    var value: JSON? = checked
    for part in path.split(separator: ".") {
      value = Int(String(part)).map { index in value?[index] } ?? value?[String(part)]
    }
    #expect((value ?? .null) == expected, "\(checked.text)")
    _ = try checked.decode(Order.self)
  }

  static let refused: [(String, String, String)] = [
    (#"{"items":[{"name":"coffee","price":"lots"}],"taxPercent":8}"#, "items[0].price", "takes a number, not \"lots\""),
    (
      #"{"items":[{"name":"a","price":1},{"name":"b"}],"taxPercent":8}"#, "items[1].price", "is required: give a number"
    ),
    (#"{"items":[{"name":"a","prise":1}],"taxPercent":8}"#, "items[0].prise", "did you mean \"price\""),
    (#"{"items":[{"name":"a","price":1,"qyt":3}],"taxPercent":8}"#, "items[0].qyt", "did you mean \"qty\""),
    (#"{"items":[{"name":"a","price":1,"qty":"2.5"}],"taxPercent":8}"#, "items[0].qty", "takes a whole number"),
    (#"{"items":42,"taxPercent":8}"#, "items[0]", "takes an object with name, price, qty, not 42"),
    (#"{"items":[],"taxPercent":8,"shipTo":"Main Street"}"#, "shipTo", "takes an object with street, zip, home"),
    (#"{"items":[],"taxPercent":8,"shipTo":{"street":"Main","home":"perhaps"}}"#, "shipTo.home", "true or false"),
    (#"{"items":[],"taxPercent":8,"scores":{"ann":"three"}}"#, "scores.ann", "takes a whole number"),
    (#"{"items":[],"taxPercent":8,"tags":[[1],["x"]]}"#, "tags[1][0]", "takes a whole number"),
    (#"{"items":[null],"taxPercent":8}"#, "items[0]", "not null"),
    (#"{"items":[],"taxPercent":"8%"}"#, "taxPercent", "takes a number"),
  ]

  @Test("input that does not fit at any depth is refused with the path named", arguments: refused)
  func refusal(input: String, path: String, words: String) {
    do throws(InputSchema.Invalid) {
      let checked = try schema.validate(JSON(parsing: input))
      Issue.record("accepted: \(checked.text)")
    } catch {
      #expect(error.field == path, "\(error.description)")
      #expect(error.description.hasPrefix(path + " "), "\(error.description)")
      #expect(error.description.contains(words), "\(error.description)")
    }
  }

  @Test("input nested past any type's depth is refused, not followed")
  func depth() {
    let deep = InputSchema(json: ["type": "object", "properties": ["x": ["type": "array", "items": [:]]]])!
    var value: JSON = 1
    for _ in 0..<100 { value = .array([value]) }
    // A `JSON` field takes anything: it is passed as it is, never walked.
    #expect(throws: Never.self) { try deep.validate(["x": [value]]) }
    var kind: JSON = ["type": "integer"]
    for _ in 0..<20 { kind = ["type": "array", "items": kind] }
    let tall = InputSchema(json: ["type": "object", "properties": ["x": kind]])!
    // Read as deep as the type goes, and refused where the input goes deeper than it.
    #expect(throws: InputSchema.Invalid.self) { try tall.validate(["x": value]) }
    // A schema deeper than any type is cut short: its depths take JSON.
    for _ in 0..<200 { kind = ["type": "array", "items": kind] }
    #expect(InputSchema(json: ["type": "object", "properties": ["x": kind]]) != nil)
  }

  @Test("flags are named in kebab case")
  func kebab() {
    #expect(InputSchema.Field.kebab("roundUp") == "round-up")
    #expect(InputSchema.Field.kebab("taxPercent") == "tax-percent")
    #expect(InputSchema.Field.kebab("bill") == "bill")
    #expect(InputSchema.Field.kebab("snake_case") == "snake_case")
    #expect(InputSchema.Field.kebab("urlV2") == "url-v2")
    #expect(InputSchema.Field.kebab("sourceURLText") == "source-url-text")
    #expect(InputSchema.Field.kebab("URL") == "url")
    #expect(InputSchema.Field.kebab("userID") == "user-id")
  }
}
