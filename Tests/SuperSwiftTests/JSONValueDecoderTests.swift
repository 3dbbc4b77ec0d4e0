import Foundation
import Testing

@_spi(Host) @testable import SuperSwift

/// `JSON.decode` reads an app's own types by the rules of typed input, at every depth.
@Suite("Decoding JSON into an app's types")
struct JSONValueDecoderTests {
  struct Item: Decodable, Equatable {
    var name: String
    var price: Double
    var qty: Int?
  }
  struct Order: Decodable, Equatable {
    var items: [Item]
    var taxPercent: Double
    var gift: Bool?
    var due: Date?
    var scores: [String: Int]?
    var site: URL?
    var total: Decimal?
  }
  enum Size: String, Decodable { case small, large }
  struct Coded: Decodable {
    var size: Size
    var corner: (x: Double, y: Double)
    enum Keys: String, CodingKey { case size, corner }
    init(from decoder: any Decoder) throws {
      let keyed = try decoder.container(keyedBy: Keys.self)
      size = try keyed.decode(Size.self, forKey: .size)
      var pair = try keyed.nestedUnkeyedContainer(forKey: .corner)
      corner = (try pair.decode(Double.self), try pair.decode(Double.self))
    }
  }

  @Test("the issue's example, as Shortcuts sends it: every nested number is text")
  func shortcutsText() throws {
    let json = try #require(JSON(parsing: #"{"items":[{"name":"coffee","price":"4.50","qty":"2"}],"taxPercent":"8"}"#))
    let order = try json.decode(Order.self)
    #expect(order.items == [Item(name: "coffee", price: 4.5, qty: 2)])
    #expect(order.taxPercent == 8)
  }

  @Test("decimal commas, yes/no, dates, dictionaries, one for a list, empty optionals, numbers as text")
  func rules() throws {
    let json: JSON = [
      "items": ["name": 42, "price": "1.234,50", "qty": ""], "taxPercent": "7,5", "gift": "yes",
      "due": "2026-12-01T09:30:00.250+01:00", "scores": ["ann": "3"], "site": "https://example.com/a",
      "total": "12,34",
    ]
    let order = try json.decode(Order.self)
    #expect(order.items == [Item(name: "42", price: 1234.5, qty: nil)])
    #expect(order.taxPercent == 7.5)
    #expect(order.gift == true)
    let due = try #require(JSON.date(fromISO8601: "2026-12-01T08:30:00Z"))
    #expect(abs((order.due ?? .distantPast).timeIntervalSince(due) - 0.25) < 0.001, "the offset and the fraction kept")
    #expect(order.scores == ["ann": 3])
    #expect(order.site?.host == "example.com")
    #expect(order.total == Decimal(string: "12.34"))
    let pair: JSON = ["size": "large", "corner": ["1,5", 2]]
    let coded = try pair.decode(Coded.self)
    #expect(coded.size == .large && coded.corner == (1.5, 2))
    let text: JSON = "[1, 2]"
    #expect(try text.decode([Int].self) == [1, 2], "a list as JSON text")
  }

  static let refused: [(JSON, String)] = [
    (["items": [["name": "a", "price": "lots"]], "taxPercent": 1], #"items[0].price takes a number, not "lots""#),
    (["items": [["name": "a"]], "taxPercent": 1], "items[0].price is required"),
    (
      ["items": [["name": "a", "price": 1, "qty": 2.5]], "taxPercent": 1], "items[0].qty takes a whole number, not 2.5"
    ),
    (["items": [], "taxPercent": 1, "gift": "perhaps"], #"gift takes true or false, not "perhaps""#),
    (["items": [], "taxPercent": 1, "scores": ["ann": "x"]], #"scores.ann takes a whole number, not "x""#),
    (["items": [], "taxPercent": 1, "due": "soon"], "due takes a date"),
    (["items": 3, "taxPercent": 1], "items[0] takes an object of fields, not 3"),
  ]

  @Test("what does not fit names its place and what it takes", arguments: refused)
  func refusals(json: JSON, sentence: String) {
    do {
      _ = try json.decode(Order.self)
      Issue.record("decoded")
    } catch let error as DecodingError {
      let context: DecodingError.Context? =
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
          .dataCorrupted(let context):
          context
        @unknown default: nil
        }
      #expect(context?.debugDescription.contains(sentence) == true, "\(String(describing: context?.debugDescription))")
    } catch {
      Issue.record("\(error)")
    }
  }

  @Test("an Int8 that does not fit is refused, not wrapped")
  func ranges() {
    let big: JSON = 300
    let negative: JSON = -1
    #expect(throws: DecodingError.self) { try big.decode(Int8.self) }
    #expect(throws: DecodingError.self) { try negative.decode(UInt.self) }
  }
}
