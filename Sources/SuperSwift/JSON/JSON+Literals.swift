// No `ExpressibleByNilLiteral`: with it, `json?["key"] == nil` and `cond ? value : nil` would
// quietly mean `.null`. Write `.null` for JSON's null.

extension JSON: ExpressibleByBooleanLiteral {
  /// `true` and `false`.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension JSON: ExpressibleByIntegerLiteral {
  /// A whole number.
  public init(integerLiteral value: Int) { self = .number(Double(value)) }
}

extension JSON: ExpressibleByFloatLiteral {
  /// A number.
  public init(floatLiteral value: Double) { self = .number(value) }
}

extension JSON: ExpressibleByStringLiteral {
  /// A string.
  public init(stringLiteral value: String) { self = .string(value) }
}

extension JSON: ExpressibleByArrayLiteral {
  /// An array.
  public init(arrayLiteral elements: JSON...) { self = .array(elements) }
}

extension JSON: ExpressibleByDictionaryLiteral {
  /// An object whose members keep the literal's order.
  public init(dictionaryLiteral elements: (String, JSON)...) {
    self = .object(JSONObject(elements))
  }
}
