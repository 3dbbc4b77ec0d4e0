import Foundation

/// A `Decoder` that reads a `JSON` value directly, with the reading rules of typed input at
/// every depth: a number written as text (`"4.50"`, `"4,50"`, `"1.234,50"`, as Shortcuts
/// sends a Text value) is a number, `"yes"`/`"on"`/`"1"` is `true`, a date is ISO 8601 text or
/// `Date`'s own number, a number where text is wanted is its text, and one value where a list
/// is wanted is a list of one. What does not fit is a `DecodingError` whose description names
/// the place in the input and what it takes: `items[0].price takes a number, not "lots"`.
///
/// Why not `JSONDecoder` over the value's text: it reads `"4.50"` as text only, so every nested
/// number Shortcuts sends failed, and its errors name coding keys in a dump, not a place.
struct JSONValueDecoder {
  /// The deepest nesting followed; a deeper value is refused, never recursed into further.
  static let maximumDepth = 512

  /// Decodes `type` from `value`.
  static func decode<T: Decodable>(_ type: T.Type, from value: JSON) throws -> T {
    try Reader(value: value, codingPath: []).read(type)
  }

  /// A place in the input as people write it: `items[0].price`, `[2]`, `shipTo.street`.
  static func place(_ path: [any CodingKey]) -> String {
    var text = ""
    for key in path {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return text.isEmpty ? "the input" : text
  }

  /// A value as a message quotes it: its JSON, cut at 40 characters.
  static func shown(_ value: JSON) -> String {
    let text = value.text
    return text.count > 40 ? String(text.prefix(40)) + "…" : text
  }

  /// The error for `value` at `path` that is not `noun` (`a number`, `text`).
  static func mismatch(_ type: Any.Type, _ value: JSON, at path: [any CodingKey], _ noun: String) -> DecodingError {
    .typeMismatch(
      type, .init(codingPath: path, debugDescription: "\(place(path)) takes \(noun), not \(shown(value))"))
  }

  /// One value being decoded, and where it is.
  struct Reader: Decoder {
    let value: JSON
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
      let object: JSONObject
      switch value {
      case .object(let members): object = members
      case .string(let text):
        // An object given as JSON text (a form's field, a flag's value).
        guard case .object(let members)? = JSON(parsing: Data(text.utf8)) else {
          throw JSONValueDecoder.mismatch(JSONObject.self, value, at: codingPath, "an object of fields")
        }
        object = members
      case .null:
        throw DecodingError.valueNotFound(
          JSONObject.self,
          .init(codingPath: codingPath, debugDescription: "\(JSONValueDecoder.place(codingPath)) is required"))
      case .bool, .number, .array:
        throw JSONValueDecoder.mismatch(JSONObject.self, value, at: codingPath, "an object of fields")
      }
      guard codingPath.count < JSONValueDecoder.maximumDepth else { throw tooDeep() }
      return KeyedDecodingContainer(Keyed<Key>(object: object, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
      guard codingPath.count < JSONValueDecoder.maximumDepth else { throw tooDeep() }
      switch value {
      case .array(let elements): return Unkeyed(elements: elements, codingPath: codingPath)
      case .string(let text) where text.first == "[":
        // A list given as JSON text.
        if case .array(let elements)? = JSON(parsing: Data(text.utf8)) {
          return Unkeyed(elements: elements, codingPath: codingPath)
        }
        return Unkeyed(elements: [value], codingPath: codingPath)
      case .null:
        throw DecodingError.valueNotFound(
          [JSON].self,
          .init(codingPath: codingPath, debugDescription: "\(JSONValueDecoder.place(codingPath)) is required"))
      case .bool, .number, .string, .object:
        // One value where a list is wanted is a list of one.
        return Unkeyed(elements: [value], codingPath: codingPath)
      }
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
      Single(reader: self)
    }

    private func tooDeep() -> DecodingError {
      .dataCorrupted(
        .init(codingPath: codingPath, debugDescription: "\(JSONValueDecoder.place(codingPath)) is nested too deeply"))
    }

    /// `type` from this value: types `JSONDecoder` reads specially read the same way here,
    /// the others decode themselves from this reader.
    func read<T: Decodable>(_ type: T.Type) throws -> T {
      if let value = try special(type) { return value }
      return try T(from: self)
    }

    private func special<T>(_ type: T.Type) throws -> T? {
      if T.self == JSON.self { return value as? T }
      if T.self == Date.self { return try date() as? T }
      if T.self == URL.self {
        guard let text = value.string, let url = URL(string: text) else {
          throw JSONValueDecoder.mismatch(URL.self, value, at: codingPath, "a URL")
        }
        return url as? T
      }
      if T.self == Data.self {
        guard let text = value.string, let data = Data(base64Encoded: text) else {
          throw JSONValueDecoder.mismatch(Data.self, value, at: codingPath, "base64 data")
        }
        return data as? T
      }
      if T.self == Decimal.self {
        let text: String? =
          switch value {
          case .number: value.text
          case .string: value.number.map { JSONWriter.format($0) }
          case .null, .bool, .array, .object: nil
          }
        guard let text, let decimal = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else {
          throw JSONValueDecoder.mismatch(Decimal.self, value, at: codingPath, "a number")
        }
        return decimal as? T
      }
      return nil
    }

    /// A date: ISO 8601 text (`2026-12-01`, `2026-12-01T09:30:00Z`, with a fraction or an
    /// offset), or `Date`'s own number of seconds since 2001.
    private func date() throws -> Date {
      if case .number(let seconds) = value { return Date(timeIntervalSinceReferenceDate: seconds) }
      guard let text = value.string, let date = JSON.date(fromISO8601: text) else {
        throw JSONValueDecoder.mismatch(
          Date.self, value, at: codingPath, "a date (2026-12-01 or 2026-12-01T09:30:00Z)")
      }
      return date
    }
  }

  /// A coding key for a list's element.
  struct Index: CodingKey {
    let intValue: Int?
    var stringValue: String { "\(intValue ?? 0)" }
    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
  }

  /// A coding key for an object's member (`superDecoder`).
  struct Member: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let object: JSONObject
    let codingPath: [any CodingKey]

    var allKeys: [Key] { object.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { object[key.stringValue] != nil }

    func decodeNil(forKey key: Key) throws -> Bool {
      switch object[key.stringValue] {
      case nil, .null?: true
      default: false
      }
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
      let path = codingPath + [key]
      guard let value = object[key.stringValue] else {
        throw DecodingError.keyNotFound(
          key, .init(codingPath: path, debugDescription: "\(JSONValueDecoder.place(path)) is required"))
      }
      return try Reader(value: value, codingPath: path).read(type)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
      guard let value = object[key.stringValue], value != .null else { return nil }
      // An empty text is "not given" unless text is what is wanted.
      if value == .string(""), T.self != String.self { return nil }
      return try Reader(value: value, codingPath: codingPath + [key]).read(type)
    }

    // The standard library's own `decodeIfPresent` for these asks `decodeNil` and then
    // `decode`: an empty text (a form's empty field) would be refused rather than left out.
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try present(type, key) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try present(type, key) }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try present(type, key) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try present(type, key) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try present(type, key) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try present(type, key) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try present(type, key) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try present(type, key) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try present(type, key) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try present(type, key) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try present(type, key) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try present(type, key) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try present(type, key) }

    private func present<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T? {
      guard let value = object[key.stringValue], value != .null, value != .string("") else { return nil }
      return try Reader(value: value, codingPath: codingPath + [key]).read(type)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
      -> KeyedDecodingContainer<NestedKey>
    {
      try reader(for: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
      try reader(for: key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
      Reader(value: object["super"] ?? .null, codingPath: codingPath + [Member("super")])
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
      Reader(value: object[key.stringValue] ?? .null, codingPath: codingPath + [key])
    }

    private func reader(for key: Key) throws -> Reader {
      let path = codingPath + [key]
      guard let value = object[key.stringValue] else {
        throw DecodingError.keyNotFound(
          key, .init(codingPath: path, debugDescription: "\(JSONValueDecoder.place(path)) is required"))
      }
      return Reader(value: value, codingPath: path)
    }
  }

  struct Unkeyed: UnkeyedDecodingContainer {
    let elements: [JSON]
    let codingPath: [any CodingKey]
    var currentIndex = 0

    init(elements: [JSON], codingPath: [any CodingKey]) {
      self.elements = elements
      self.codingPath = codingPath
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    private mutating func next() throws -> Reader {
      let path = codingPath + [Index(currentIndex)]
      guard !isAtEnd else {
        throw DecodingError.valueNotFound(
          JSON.self,
          .init(codingPath: path, debugDescription: "\(JSONValueDecoder.place(codingPath)) has too few elements"))
      }
      defer { currentIndex += 1 }
      return Reader(value: elements[currentIndex], codingPath: path)
    }

    mutating func decodeNil() throws -> Bool {
      guard !isAtEnd, elements[currentIndex] == .null else { return false }
      currentIndex += 1
      return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
      try next().read(type)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
      -> KeyedDecodingContainer<NestedKey>
    {
      try next().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
      try next().unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
      try next()
    }
  }

  struct Single: SingleValueDecodingContainer {
    let reader: Reader
    var codingPath: [any CodingKey] { reader.codingPath }
    private var value: JSON { reader.value }

    init(reader: Reader) { self.reader = reader }

    func decodeNil() -> Bool { value == .null }

    func decode(_ type: Bool.Type) throws -> Bool {
      guard let flag = value.bool else { throw JSONValueDecoder.mismatch(type, value, at: codingPath, "true or false") }
      return flag
    }

    func decode(_ type: String.Type) throws -> String {
      switch value {
      case .string(let text): return text
      // A number where text is wanted is its text (an id, a postcode sent as a number).
      case .number: return value.text
      case .null:
        throw DecodingError.valueNotFound(
          type, .init(codingPath: codingPath, debugDescription: "\(JSONValueDecoder.place(codingPath)) is required"))
      case .bool, .array, .object: throw JSONValueDecoder.mismatch(type, value, at: codingPath, "text")
      }
    }

    func decode(_ type: Double.Type) throws -> Double { try number(type) }
    func decode(_ type: Float.Type) throws -> Float { Float(try number(type)) }
    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
      try reader.read(type)
    }

    private func number(_ type: Any.Type) throws -> Double {
      guard let number = value.number else { throw JSONValueDecoder.mismatch(type, value, at: codingPath, "a number") }
      return number
    }

    private func integer<I: FixedWidthInteger>(_ type: I.Type) throws -> I {
      guard let number = value.number, number.rounded(.towardZero) == number, let exact = I(exactly: number) else {
        throw JSONValueDecoder.mismatch(type, value, at: codingPath, "a whole number")
      }
      return exact
    }
  }
}
