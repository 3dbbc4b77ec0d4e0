import Foundation

/// An `Encoder` that builds a `JSON` value directly, keeping keys in the order the type encodes
/// them (for a synthesised `Codable`, the order of its stored properties).
///
/// Why not `JSONEncoder`: on Linux it collects keys in a dictionary, whose order changes from
/// one process to the next, so the same value came out as different bytes on every run. Values
/// `JSONEncoder` treats specially are treated the same way here: a `URL` is its absolute
/// string, `Data` is base64, a `Decimal` is a number; a `Date` is what it encodes itself as
/// (seconds since 2001, `JSONEncoder`'s default too).
struct JSONValueEncoder {
  /// Encodes `value` as a `JSON` value.
  static func encode(_ value: some Encodable) throws -> JSON {
    let root = Node()
    try Box(node: root, codingPath: []).encodeValue(value)
    guard let json = root.json else {
      throw EncodingError.invalidValue(
        value, .init(codingPath: [], debugDescription: "The value encoded nothing."))
    }
    return json
  }

  /// One value being built: a plain value, or an object or array whose members are still open.
  final class Node {
    enum Content {
      case empty
      case value(JSON)
      case object([(key: String, node: Node)])
      case array([Node])
    }
    var content = Content.empty

    var json: JSON? {
      switch content {
      case .empty: return nil
      case .value(let value): return value
      case .object(let members):
        var object = JSONObject()
        for member in members { object[member.key] = member.node.json ?? .object([:]) }
        return .object(object)
      case .array(let elements): return .array(elements.map { $0.json ?? .object([:]) })
      }
    }

    /// This node as an object, made one if it is not yet; a key set twice keeps its first place.
    func member(_ key: String) -> Node {
      var members: [(key: String, node: Node)] = []
      if case .object(let existing) = content { members = existing }
      if let found = members.first(where: { $0.key == key }) {
        found.node.content = .empty
        return found.node
      }
      let node = Node()
      members.append((key, node))
      content = .object(members)
      return node
    }

    func makeObject() {
      if case .object = content { return }
      content = .object([])
    }

    func append() -> Node {
      var elements: [Node] = []
      if case .array(let existing) = content { elements = existing }
      let node = Node()
      elements.append(node)
      content = .array(elements)
      return node
    }

    func makeArray() {
      if case .array = content { return }
      content = .array([])
    }

    var count: Int {
      if case .array(let elements) = content { return elements.count }
      return 0
    }
  }

  /// The `Encoder` handed to each value: writes into one node.
  struct Box: Encoder {
    let node: Node
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
      node.makeObject()
      return KeyedEncodingContainer(Keyed<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
      node.makeArray()
      return Unkeyed(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { Single(node: node, codingPath: codingPath) }

    func encodeValue(_ value: some Encodable) throws {
      switch value {
      case let url as URL: node.content = .value(.string(url.absoluteString))
      case let data as Data: node.content = .value(.string(data.base64EncodedString()))
      case let decimal as Decimal:
        node.content = .value(.number(NSDecimalNumber(decimal: decimal).doubleValue))
      case let json as JSON: node.content = .value(json)
      default: try value.encode(to: self)
      }
    }
  }

  struct PathKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue }
    init(intValue: Int) {
      stringValue = "\(intValue)"
      self.intValue = intValue
    }
  }

  struct Keyed<K: CodingKey>: KeyedEncodingContainerProtocol {
    let node: Node
    let codingPath: [any CodingKey]

    private func box(_ key: K) -> Box { Box(node: node.member(key.stringValue), codingPath: codingPath + [key]) }

    mutating func encodeNil(forKey key: K) throws { box(key).node.content = .value(.null) }
    mutating func encode(_ value: Bool, forKey key: K) throws { box(key).node.content = .value(.bool(value)) }
    mutating func encode(_ value: String, forKey key: K) throws { box(key).node.content = .value(.string(value)) }
    mutating func encode(_ value: Double, forKey key: K) throws { try box(key).encodeNumber(value) }
    mutating func encode(_ value: Float, forKey key: K) throws { try box(key).encodeNumber(Double(value)) }
    mutating func encode(_ value: Int, forKey key: K) throws { try box(key).encodeNumber(Double(value)) }
    mutating func encode(_ value: Int8, forKey key: K) throws { try box(key).encodeNumber(Double(value)) }
    mutating func encode(_ value: Int16, forKey key: K) throws { try box(key).encodeNumber(Double(value)) }
    mutating func encode(_ value: Int32, forKey key: K) throws { try box(key).encodeNumber(Double(value)) }
    mutating func encode(_ value: Int64, forKey key: K) throws { try box(key).encodeNumber(Double(value)) }
    mutating func encode(_ value: UInt, forKey key: K) throws { try box(key).encodeNumber(Double(value)) }
    mutating func encode(_ value: UInt8, forKey key: K) throws { try box(key).encodeNumber(Double(value)) }
    mutating func encode(_ value: UInt16, forKey key: K) throws { try box(key).encodeNumber(Double(value)) }
    mutating func encode(_ value: UInt32, forKey key: K) throws { try box(key).encodeNumber(Double(value)) }
    mutating func encode(_ value: UInt64, forKey key: K) throws { try box(key).encodeNumber(Double(value)) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: K) throws { try box(key).encodeValue(value) }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type, forKey key: K
    ) -> KeyedEncodingContainer<NestedKey> {
      box(key).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: K) -> any UnkeyedEncodingContainer {
      box(key).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { box(forKeyString: "super") }
    mutating func superEncoder(forKey key: K) -> any Encoder { box(key) }

    private func box(forKeyString key: String) -> Box {
      Box(node: node.member(key), codingPath: codingPath + [PathKey(stringValue: key)])
    }
  }

  struct Unkeyed: UnkeyedEncodingContainer {
    let node: Node
    let codingPath: [any CodingKey]
    var count: Int { node.count }

    private func next() -> Box { Box(node: node.append(), codingPath: codingPath + [PathKey(intValue: count)]) }

    mutating func encodeNil() throws { next().node.content = .value(.null) }
    mutating func encode(_ value: Bool) throws { next().node.content = .value(.bool(value)) }
    mutating func encode(_ value: String) throws { next().node.content = .value(.string(value)) }
    mutating func encode(_ value: Double) throws { try next().encodeNumber(value) }
    mutating func encode(_ value: Float) throws { try next().encodeNumber(Double(value)) }
    mutating func encode(_ value: Int) throws { try next().encodeNumber(Double(value)) }
    mutating func encode(_ value: Int8) throws { try next().encodeNumber(Double(value)) }
    mutating func encode(_ value: Int16) throws { try next().encodeNumber(Double(value)) }
    mutating func encode(_ value: Int32) throws { try next().encodeNumber(Double(value)) }
    mutating func encode(_ value: Int64) throws { try next().encodeNumber(Double(value)) }
    mutating func encode(_ value: UInt) throws { try next().encodeNumber(Double(value)) }
    mutating func encode(_ value: UInt8) throws { try next().encodeNumber(Double(value)) }
    mutating func encode(_ value: UInt16) throws { try next().encodeNumber(Double(value)) }
    mutating func encode(_ value: UInt32) throws { try next().encodeNumber(Double(value)) }
    mutating func encode(_ value: UInt64) throws { try next().encodeNumber(Double(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws { try next().encodeValue(value) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
      NestedKey
    > {
      next().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { next().unkeyedContainer() }
    mutating func superEncoder() -> any Encoder { next() }
  }

  struct Single: SingleValueEncodingContainer {
    let node: Node
    let codingPath: [any CodingKey]
    private var box: Box { Box(node: node, codingPath: codingPath) }

    mutating func encodeNil() throws { node.content = .value(.null) }
    mutating func encode(_ value: Bool) throws { node.content = .value(.bool(value)) }
    mutating func encode(_ value: String) throws { node.content = .value(.string(value)) }
    mutating func encode(_ value: Double) throws { try box.encodeNumber(value) }
    mutating func encode(_ value: Float) throws { try box.encodeNumber(Double(value)) }
    mutating func encode(_ value: Int) throws { try box.encodeNumber(Double(value)) }
    mutating func encode(_ value: Int8) throws { try box.encodeNumber(Double(value)) }
    mutating func encode(_ value: Int16) throws { try box.encodeNumber(Double(value)) }
    mutating func encode(_ value: Int32) throws { try box.encodeNumber(Double(value)) }
    mutating func encode(_ value: Int64) throws { try box.encodeNumber(Double(value)) }
    mutating func encode(_ value: UInt) throws { try box.encodeNumber(Double(value)) }
    mutating func encode(_ value: UInt8) throws { try box.encodeNumber(Double(value)) }
    mutating func encode(_ value: UInt16) throws { try box.encodeNumber(Double(value)) }
    mutating func encode(_ value: UInt32) throws { try box.encodeNumber(Double(value)) }
    mutating func encode(_ value: UInt64) throws { try box.encodeNumber(Double(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws { try box.encodeValue(value) }
  }
}

extension JSONValueEncoder.Box {
  /// A number, refused when JSON cannot hold it (as `JSONEncoder` refuses NaN and infinity).
  func encodeNumber(_ value: Double) throws {
    guard value.isFinite else {
      throw EncodingError.invalidValue(
        value, .init(codingPath: codingPath, debugDescription: "\(value) is not a number JSON can hold."))
    }
    node.content = .value(.number(value))
  }
}
