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
  /// Members and elements are kept in the node itself, so adding one never copies the others.
  final class Node {
    enum Kind {
      case empty
      case value(JSON)
      case object
      case array
    }
    private var kind = Kind.empty
    private var members: [(key: String, node: Node)] = []
    private var memberIndex: [String: Int] = [:]
    private var elements: [Node] = []

    var json: JSON? {
      switch kind {
      case .empty: return nil
      case .value(let value): return value
      case .object:
        var object = JSONObject()
        for member in members { object[member.key] = member.node.json ?? .object([:]) }
        return .object(object)
      case .array: return .array(elements.map { $0.json ?? .object([:]) })
      }
    }

    /// Makes this node a plain value.
    func set(_ value: JSON) {
      kind = .value(value)
    }

    /// The node for `key`, this node made an object if it is not one yet; a key set twice
    /// keeps its first place.
    func member(_ key: String) -> Node {
      makeObject()
      if let position = memberIndex[key] {
        let node = Node()
        members[position].node = node
        return node
      }
      let node = Node()
      memberIndex[key] = members.count
      members.append((key, node))
      return node
    }

    func makeObject() {
      if case .object = kind { return }
      kind = .object
      members = []
      memberIndex = [:]
    }

    /// A new last element, this node made an array if it is not one yet.
    func append() -> Node {
      makeArray()
      let node = Node()
      elements.append(node)
      return node
    }

    func makeArray() {
      if case .array = kind { return }
      kind = .array
      elements = []
    }

    var count: Int { elements.count }
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
      case let url as URL: node.set(.string(url.absoluteString))
      case let data as Data: node.set(.string(data.base64EncodedString()))
      case let decimal as Decimal:
        node.set(.number(NSDecimalNumber(decimal: decimal).doubleValue))
      case let json as JSON: node.set(json)
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

    mutating func encodeNil(forKey key: K) throws { box(key).node.set(.null) }
    mutating func encode(_ value: Bool, forKey key: K) throws { box(key).node.set(.bool(value)) }
    mutating func encode(_ value: String, forKey key: K) throws { box(key).node.set(.string(value)) }
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

    mutating func encodeNil() throws { next().node.set(.null) }
    mutating func encode(_ value: Bool) throws { next().node.set(.bool(value)) }
    mutating func encode(_ value: String) throws { next().node.set(.string(value)) }
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

    mutating func encodeNil() throws { node.set(.null) }
    mutating func encode(_ value: Bool) throws { node.set(.bool(value)) }
    mutating func encode(_ value: String) throws { node.set(.string(value)) }
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
    node.set(.number(value))
  }
}
