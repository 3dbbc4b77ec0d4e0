import Foundation

/// Learns a typed input's fields by decoding it with a decoder that records what is asked of it
/// instead of reading anything, and writes them as a JSON Schema for the host.
///
/// The host runs an app with `SUPERSWIFT_DESCRIBE_INPUT=<file>` (and no input) to find out what
/// it takes; `RunInput.decode` then describes its type here and the process exits before the
/// app does anything else. Synthesised `Decodable` asks for each property in declaration order,
/// with `decodeIfPresent` for optionals, so the schema has the fields in order, typed, with the
/// required ones listed; enums that are `CaseIterable` give their cases, and `InputFields`
/// adds help and defaults.
@_spi(Host) public enum InputSchemaRecorder {
  /// The variable naming the file the schema is written to.
  public static let variable = "SUPERSWIFT_DESCRIBE_INPUT"

  /// The schema of `type`, as far as its decoding could be followed.
  public static func schema<T: Decodable>(of type: T.Type) -> JSON {
    let node = Node(depth: 0)
    _ = try? node.value(of: type)
    return node.schema
  }

  /// In describe mode: writes `type`'s schema to the file the host named and exits.
  static func describeIfAsked<T: Decodable>(_ type: T.Type) {
    guard let path = EnvironmentVariable.value(variable), !path.isEmpty else { return }
    let data = Data(schema(of: type).text.utf8)
    // A file that could not be written is no schema: the host reads none and runs the app
    // with free input, as it does for any app that describes nothing.
    _ = FileManager.default.createFile(atPath: path, contents: data)
    exit(0)
  }

  /// One value being described: what its decoding asked for.
  final class Node {
    let depth: Int
    var schema: JSON = .object([:])
    var properties = JSONObject()
    var required: [String] = []
    /// Keys asked whether they hold null: the standard library's `decodeIfPresent` for
    /// `String`, `Int`, … does that before its `decode`, so such a field is optional.
    var probed: Set<String> = []

    init(depth: Int) { self.depth = depth }

    /// A placeholder value of `type`, recording its schema into this node.
    func value<T: Decodable>(of type: T.Type) throws -> T {
      guard depth < 16 else { throw DescribeError.tooDeep }
      if let (schema, value) = Self.special(type, depth: depth) {
        self.schema = schema
        return value
      }
      let decoder = Recorder(node: self)
      // Described even when decoding stops part way (a type that refers to itself, a custom
      // `init(from:)` that throws on placeholders): as far as it could be followed.
      defer {
        if decoder.kind == .object {
          var object: JSONObject = ["type": "object", "properties": .object(properties)]
          if !required.isEmpty { object["required"] = .array(required.map(JSON.string)) }
          schema = .object(object)
        }
        if let help = type as? any InputFields.Type { apply(help.fields) }
      }
      return try T(from: decoder)
    }

    /// Help and defaults from `InputFields`; a field with a default is not required.
    private func apply(_ fields: [String: InputField]) {
      guard case .object(var object) = schema, case .object(var properties)? = object["properties"] else { return }
      for (name, field) in fields where properties[name] != nil {
        guard case .object(var property)? = properties[name] else { continue }
        if let help = field.help { property["description"] = .string(help) }
        if let value = field.defaultValue {
          property["default"] = value
          required.removeAll { $0 == name }
        }
        properties[name] = .object(property)
      }
      object["properties"] = .object(properties)
      object["required"] = required.isEmpty ? nil : .array(required.map(JSON.string))
      schema = .object(object)
    }

    /// Types described by what they are rather than how they decode.
    static func special<T>(_ type: T.Type, depth: Int) -> (JSON, T)? {
      if T.self == Date.self {
        return (["type": "string", "format": "date-time"], Date(timeIntervalSince1970: 0) as! T)
      }
      if T.self == URL.self {
        return (["type": "string", "format": "uri"], URL(string: "about:blank")! as! T)
      }
      if T.self == InputFile.self {
        return (["type": "string", "format": "file"], InputFile(url: URL(fileURLWithPath: "/dev/null")) as! T)
      }
      if T.self == JSON.self { return ([:], JSON.null as! T) }
      if T.self == Decimal.self { return (["type": "number"], Decimal(0) as! T) }
      if let dictionary = type as? any TextKeyedDictionary.Type, let empty = dictionary.empty as? T {
        // A dictionary keyed by text: its keys are data, its values all of one type.
        let values = Node(depth: depth + 1)
        _ = try? dictionary.describeValues(into: values)
        return (["type": "object", "additionalProperties": values.schema], empty)
      }
      if let choices = type as? any (CaseIterable & RawRepresentable).Type, let found = Self.cases(choices) {
        guard let first = found.first as? T else { return nil }
        return (["type": found.type, "enum": .array(found.values)], first)
      }
      return nil
    }

    private static func cases<E: CaseIterable & RawRepresentable>(_ type: E.Type) -> (
      first: E?, type: JSON, values: [JSON]
    )? {
      let all = Array(type.allCases)
      if let raws = all.map(\.rawValue) as? [String] { return (all.first, "string", raws.map(JSON.string)) }
      if let raws = all.map(\.rawValue) as? [Int] {
        return (all.first, "integer", raws.map { .number(Double($0)) })
      }
      return nil
    }
  }

  enum DescribeError: Error { case tooDeep, unsupported }

  /// The decoder handed to `init(from:)`.
  final class Recorder: Decoder {
    enum Kind { case unknown, object, array, single }
    let node: Node
    var kind = Kind.unknown
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] = [:]

    init(node: Node) { self.node = node }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
      kind = .object
      return KeyedDecodingContainer(Keyed<Key>(node: node))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
      kind = .array
      return Unkeyed(node: node)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
      kind = .single
      return Single(node: node)
    }
  }

  /// The JSON Schema type of a primitive.
  static func primitive(_ type: Any.Type) -> JSON? {
    switch type {
    case is String.Type: ["type": "string"]
    case is Bool.Type: ["type": "boolean"]
    case is Double.Type, is Float.Type: ["type": "number"]
    case is Int.Type, is Int8.Type, is Int16.Type, is Int32.Type, is Int64.Type, is UInt.Type, is UInt8.Type,
      is UInt16.Type, is UInt32.Type, is UInt64.Type:
      ["type": "integer"]
    default: nil
    }
  }

  /// A placeholder of a primitive type.
  static func placeholder<T>(_ type: T.Type) -> T? {
    switch type {
    case is String.Type: "" as? T
    case is Bool.Type: false as? T
    case is Double.Type: 0.0 as? T
    case is Float.Type: Float(0) as? T
    case is Int.Type: 0 as? T
    case is Int8.Type: Int8(0) as? T
    case is Int16.Type: Int16(0) as? T
    case is Int32.Type: Int32(0) as? T
    case is Int64.Type: Int64(0) as? T
    case is UInt.Type: UInt(0) as? T
    case is UInt8.Type: UInt8(0) as? T
    case is UInt16.Type: UInt16(0) as? T
    case is UInt32.Type: UInt32(0) as? T
    case is UInt64.Type: UInt64(0) as? T
    default: nil
    }
  }

  /// Any value asked of a container: a primitive's placeholder, else a nested description.
  static func describe<T: Decodable>(_ type: T.Type, into node: Node) throws -> T {
    if let schema = primitive(type), let value = placeholder(type) {
      node.schema = schema
      return value
    }
    return try node.value(of: type)
  }

  struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let node: Node
    var codingPath: [any CodingKey] = []
    var allKeys: [Key] { [] }

    func contains(_ key: Key) -> Bool { true }
    func decodeNil(forKey key: Key) throws -> Bool {
      node.probed.insert(key.stringValue)
      return false
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
      try field(type, key, required: true)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
      try field(type, key, required: false)
    }

    private func field<T: Decodable>(_ type: T.Type, _ key: Key, required: Bool) throws -> T {
      let child = Node(depth: node.depth + 1)
      defer {
        node.properties[key.stringValue] = child.schema
        if required, !node.probed.contains(key.stringValue), !node.required.contains(key.stringValue) {
          node.required.append(key.stringValue)
        }
      }
      return try InputSchemaRecorder.describe(type, into: child)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
      -> KeyedDecodingContainer<NestedKey>
    { throw DescribeError.unsupported }
    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
      throw DescribeError.unsupported
    }
    func superDecoder() throws -> any Decoder { throw DescribeError.unsupported }
    func superDecoder(forKey key: Key) throws -> any Decoder { throw DescribeError.unsupported }
  }

  /// A list: its first element is described, then it says it has ended.
  struct Unkeyed: UnkeyedDecodingContainer {
    let node: Node
    var codingPath: [any CodingKey] = []
    var count: Int? { nil }
    var currentIndex = 0
    var isAtEnd: Bool { currentIndex > 0 }

    init(node: Node) { self.node = node }

    mutating func decodeNil() throws -> Bool { false }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
      let child = Node(depth: node.depth + 1)
      currentIndex += 1
      defer { node.schema = ["type": "array", "items": child.schema] }
      return try InputSchemaRecorder.describe(type, into: child)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
      -> KeyedDecodingContainer<NestedKey>
    { throw DescribeError.unsupported }
    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { throw DescribeError.unsupported }
    mutating func superDecoder() throws -> any Decoder { throw DescribeError.unsupported }
  }

  /// A single value, such as a `RawRepresentable` that is not `CaseIterable`.
  struct Single: SingleValueDecodingContainer {
    let node: Node
    var codingPath: [any CodingKey] = []

    func decodeNil() -> Bool { false }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
      try InputSchemaRecorder.describe(type, into: node)
    }
  }
}

/// A dictionary keyed by text, whose value type the recorder describes (its own decoding asks
/// for keys the recorder cannot invent, so it would describe nothing).
protocol TextKeyedDictionary {
  /// An empty dictionary of this type.
  static var empty: Self { get }
  /// Describes the value type into `node`.
  static func describeValues(into node: InputSchemaRecorder.Node) throws
}

extension Dictionary: TextKeyedDictionary where Key == String, Value: Decodable {
  static var empty: Self { [:] }

  static func describeValues(into node: InputSchemaRecorder.Node) throws {
    _ = try InputSchemaRecorder.describe(Value.self, into: node)
  }
}
