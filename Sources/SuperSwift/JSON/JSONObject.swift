/// The members of a JSON object, in order.
///
/// Invariant: `keys` has no duplicates and `keys.count == values.count`. An object of at most
/// `linearLimit` members (most: a run's input has tens of thousands of them) finds a key by
/// looking along `keys`, and `index` is empty; a bigger one finds it through `index`, which
/// maps each key to its position. A repeated key keeps its first position and its last value,
/// as most JSON parsers do.
public struct JSONObject: Sendable, Hashable {
  /// The keys, in order.
  public private(set) var keys: [String] = []
  /// The values, in the order of `keys`.
  public private(set) var values: [JSON] = []
  private var index: [String: Int] = [:]
  /// The most members an object finds its keys among without a hash table: hashing a key and
  /// growing a table costs more than comparing a few short strings.
  private static let linearLimit = 8

  /// An empty object.
  public init() {}

  /// An object with the given members, in order.
  public init(_ members: some Sequence<(String, JSON)>) {
    for (key, value) in members { self[key] = value }
  }

  /// An object from a dictionary; its keys are sorted, since a dictionary has no order.
  public init(_ dictionary: [String: JSON]) {
    self.init(dictionary.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
  }

  /// The number of members.
  public var count: Int { keys.count }

  /// Whether there are no members.
  public var isEmpty: Bool { keys.isEmpty }

  /// The value for `key`; setting `nil` removes the member.
  public subscript(key: String) -> JSON? {
    get { position(of: key).map { values[$0] } }
    set {
      if let position = position(of: key) {
        if let newValue {
          values[position] = newValue
        } else {
          keys.remove(at: position)
          values.remove(at: position)
          index = keys.count > Self.linearLimit ? Self.positions(of: keys) : [:]
        }
      } else if let newValue {
        keys.append(key)
        values.append(newValue)
        if keys.count == Self.linearLimit + 1 {
          index = Self.positions(of: keys)
        } else if keys.count > Self.linearLimit {
          index[key] = keys.count - 1
        }
      }
    }
  }

  /// Each of `keys` (no duplicates) mapped to its position.
  private static func positions(of keys: [String]) -> [String: Int] {
    Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })
  }

  /// Where `key` is among `keys`, if it is there.
  private func position(of key: String) -> Int? {
    keys.count > Self.linearLimit ? index[key] : keys.firstIndex(of: key)
  }

  /// The members as a dictionary (order is lost).
  public var dictionary: [String: JSON] {
    Dictionary(uniqueKeysWithValues: zip(keys, values))
  }

  public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
    lhs.keys == rhs.keys && lhs.values == rhs.values
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(keys)
    hasher.combine(values)
  }
}

extension JSONObject: Sequence {
  /// Iterates over `(key, value)` pairs in order.
  public func makeIterator() -> some IteratorProtocol<(key: String, value: JSON)> {
    zip(keys, values).lazy.map { (key: $0, value: $1) }.makeIterator()
  }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
  /// An object whose members keep the literal's order.
  public init(dictionaryLiteral elements: (String, JSON)...) {
    self.init(elements)
  }
}
