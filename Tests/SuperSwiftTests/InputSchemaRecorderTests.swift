import Foundation
import Testing

@_spi(Host) @testable import SuperSwift

/// A typed input describes itself: the fields its `Decodable` conformance asks for.
@Suite("Typed input schemas")
struct InputSchemaRecorderTests {
  enum Size: String, Decodable, CaseIterable { case small, medium, large }
  enum Level: Int, Decodable, CaseIterable { case low = 1, high = 2 }

  struct Order: Decodable, InputFields {
    var item: String
    var count: Int
    var size: Size
    var level: Level?
    var price: Double?
    var gift: Bool
    var tags: [String]
    var due: Date?
    var site: URL?
    var receipt: InputFile?
    var extra: JSON?
    static let fields: [String: InputField] = [
      "count": InputField("How many", default: 1), "gift": InputField(default: false),
    ]
  }

  struct Address: Decodable { var street: String; var zip: String? }
  struct Letter: Decodable { var to: Address; var lines: [Address] }

  @Test("a synthesised Decodable gives its fields in order, typed, required ones listed, help and defaults added")
  func fields() throws {
    let schema = InputSchemaRecorder.schema(of: Order.self)
    let properties = try #require(schema["properties"]?.object)
    #expect(
      properties.keys == ["item", "count", "size", "level", "price", "gift", "tags", "due", "site", "receipt", "extra"])
    #expect(properties["item"] == ["type": "string"])
    #expect(properties["count"] == ["type": "integer", "description": "How many", "default": 1])
    #expect(properties["size"] == ["type": "string", "enum": ["small", "medium", "large"]])
    #expect(properties["level"] == ["type": "integer", "enum": [1, 2]])
    #expect(properties["price"] == ["type": "number"])
    #expect(properties["tags"] == ["type": "array", "items": ["type": "string"]])
    #expect(properties["due"] == ["type": "string", "format": "date-time"])
    #expect(properties["site"] == ["type": "string", "format": "uri"])
    #expect(properties["receipt"] == ["type": "string", "format": "file"])
    #expect(properties["extra"] == [:])
    // Optionals and fields with a default are not required.
    #expect(schema["required"] == ["item", "size", "tags"])
  }

  @Test("nested types are described as objects and lists of objects")
  func nested() throws {
    let schema = InputSchemaRecorder.schema(of: Letter.self)
    #expect(schema["properties"]?["to"]?["properties"]?["street"] == ["type": "string"])
    #expect(schema["properties"]?["to"]?["required"] == ["street"])
    #expect(schema["properties"]?["lines"]?["type"] == "array")
    #expect(schema["properties"]?["lines"]?["items"]?["type"] == "object")
  }

  @Test("a type that refers to itself is described to a depth, not forever")
  func recursive() {
    final class Node: Decodable { var name = ""; var children: [Node] = [] }
    let schema = InputSchemaRecorder.schema(of: Node.self)
    #expect(schema["properties"]?["name"] == ["type": "string"])
  }

  @Test("dates read from ISO 8601 days and times, and from Date's own number")
  func dates() throws {
    struct When: Decodable { var at: Date }
    let day = try JSON(parsing: Data(#"{"at": "2026-12-01"}"#.utf8))!.decode(When.self)
    #expect(day.at == Date(timeIntervalSince1970: 1_796_083_200))
    let time = try JSON(parsing: Data(#"{"at": "2026-12-01T09:30:00+01:00"}"#.utf8))!.decode(When.self)
    #expect(time.at == Date(timeIntervalSince1970: 1_796_113_800))
    let number = try JSON(parsing: Data(#"{"at": 0}"#.utf8))!.decode(When.self)
    #expect(number.at == Date(timeIntervalSinceReferenceDate: 0))
    #expect(throws: DecodingError.self) { try JSON(parsing: Data(#"{"at": "soon"}"#.utf8))!.decode(When.self) }
  }

  @Test("a file field reads the host's description of an uploaded file, or a path")
  func fileField() throws {
    struct Upload: Decodable { var photo: InputFile }
    let described = try JSON(
      parsing: Data(#"{"photo": {"path": "/tmp/0", "name": "IMG_1.HEIC", "contentType": "image/heic"}}"#.utf8))!
      .decode(Upload.self)
    #expect(described.photo.name == "IMG_1.HEIC" && described.photo.path == "/tmp/0")
    #expect(described.photo.contentType == "image/heic")
    let path = try JSON(parsing: Data(#"{"photo": "/tmp/notes.txt"}"#.utf8))!.decode(Upload.self)
    #expect(path.photo.name == "notes.txt")
  }
}
