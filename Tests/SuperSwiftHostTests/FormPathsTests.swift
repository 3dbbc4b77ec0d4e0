import Foundation
@_spi(Host) import SuperSwift
import Testing

@testable import SuperSwiftHost
@testable import SuperSwiftServer

/// A run form's control names read as places in the input, and its values cleaned.
@Suite("Form paths")
struct FormPathsTests {
  let fields = InputSchema(
    json: [
      "type": "object",
      "properties": [
        "items": [
          "type": "array",
          "items": [
            "type": "object", "properties": ["name": ["type": "string"], "price": ["type": "number"]],
            "required": ["name", "price"],
          ],
        ],
        "a.b": ["type": "string"], "a": ["type": "object", "properties": ["b": ["type": "string"]]],
      ],
    ])!.fields

  @Test("names become places: fields, keys and rows; the longest field name wins")
  func segments() {
    #expect(FormPaths.segments("items[2].price", fields: fields) == [.key("items"), .index(2), .key("price")])
    #expect(FormPaths.segments("a.b", fields: fields) == [.key("a.b")])
    #expect(FormPaths.segments("nothing", fields: fields) == nil)
    #expect(FormPaths.segments("items[x]", fields: fields) == nil)
    #expect(FormPaths.segments("items[99999999].price", fields: fields) == nil, "no list that long is made")
    #expect(FormPaths.segments("items[0]..price", fields: fields) == nil)
  }

  @Test("submitted values make the nested input; empty controls and empty rows are left out")
  func values() throws {
    var values = JSONObject()
    for (name, value) in [
      ("items[0].name", "tea"), ("items[0].price", "3"), ("items[1].name", ""), ("items[1].price", ""),
      ("items[2].name", "cake"), ("items[2].price", "4,5"),
    ] {
      FormPaths.set(.string(value), named: Substring(name), in: &values, fields: fields)
    }
    let kind = try #require(fields.first { $0.name == "items" }?.kind)
    let items = try #require(values["items"])
    let cleaned = try #require(FormPaths.cleaned(items, as: kind))
    #expect(cleaned == [["name": "tea", "price": "3"], ["name": "cake", "price": "4,5"]])
    #expect(FormPaths.cleaned("", as: .text) == nil, "an optional text left empty is left out")
  }
}
