import Foundation

extension JSON: Codable {
  /// Decodes any JSON value; an object's keys in sorted order.
  public init(from decoder: any Decoder) throws {
    if var array = try? decoder.unkeyedContainer() {
      var elements: [JSON] = []
      while !array.isAtEnd { elements.append(try array.decode(JSON.self)) }
      self = .array(elements)
    } else if let keyed = try? decoder.container(keyedBy: AnyKey.self) {
      var object = JSONObject()
      // A keyed container's keys come in no particular order (Foundation's decoder keeps them
      // in a dictionary): sorted, the same document always decodes to the same value.
      for key in keyed.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
        object[key.stringValue] = try keyed.decode(JSON.self, forKey: key)
      }
      self = .object(object)
    } else {
      let single = try decoder.singleValueContainer()
      if single.decodeNil() {
        self = .null
      } else if let flag = try? single.decode(Bool.self) {
        self = .bool(flag)
      } else if let number = try? single.decode(Double.self) {
        self = .number(number)
      } else {
        self = .string(try single.decode(String.self))
      }
    }
  }

  /// Encodes the value as itself, keys in order.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .null:
      var single = encoder.singleValueContainer()
      try single.encodeNil()
    case .bool(let flag):
      var single = encoder.singleValueContainer()
      try single.encode(flag)
    case .number(let number):
      var single = encoder.singleValueContainer()
      try single.encode(number)
    case .string(let string):
      var single = encoder.singleValueContainer()
      try single.encode(string)
    case .array(let elements):
      var array = encoder.unkeyedContainer()
      for element in elements { try array.encode(element) }
    case .object(let object):
      var keyed = encoder.container(keyedBy: AnyKey.self)
      for (key, value) in object { try keyed.encode(value, forKey: AnyKey(key)) }
    }
  }

  /// Encodes any `Encodable` value as JSON, keys in the order the type encodes them (for a
  /// synthesised `Codable`, the order of its properties), so the same value gives the same
  /// bytes on every run.
  public init(encoding value: some Encodable) throws {
    self = try JSONValueEncoder.encode(value)
  }

  /// Decodes this JSON into any `Decodable` type, with the reading rules of typed input at
  /// every depth: numbers and true/false written as text are read as numbers and Booleans
  /// (`"4,50"`, `"yes"`), a `Date` from ISO 8601 text (`2026-12-01`, `2026-12-01T09:30:00Z`,
  /// with or without fractions or an offset) or `Date`'s own number, one value where a list is
  /// wanted as a list of one. What does not fit throws a `DecodingError` whose description
  /// names the place: `items[0].price takes a number, not "lots"`.
  public func decode<T: Decodable>(_ type: T.Type = T.self) throws -> T {
    try JSONValueDecoder.decode(type, from: self)
  }

  /// A date from ISO 8601 text: a day (midnight UTC), or a time with `Z` or an offset, with or
  /// without fractional seconds; a time without a zone (a browser's `datetime-local`) is UTC.
  @_spi(Host) public static func date(fromISO8601 text: String) -> Date? {
    let formats: [Date.ISO8601FormatStyle] = [
      .iso8601, Date.ISO8601FormatStyle(includingFractionalSeconds: true),
      Date.ISO8601FormatStyle().year().month().day(),
      Date.ISO8601FormatStyle().year().month().day().dateTimeSeparator(.standard).time(
        includingFractionalSeconds: false),
    ]
    for format in formats {
      if let date = try? format.parse(text) { return date }
    }
    // `2026-12-01T09:30` (no seconds), as `<input type=datetime-local>` sends it.
    if text.count == 16,
      let date = try? Date.ISO8601FormatStyle().year().month().day().dateTimeSeparator(.standard)
        .time(includingFractionalSeconds: false).parse(text + ":00")
    {
      return date
    }
    return nil
  }
}

private struct AnyKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(_ string: String) { stringValue = string }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { return nil }
}
