extension JSON {
  /// The member for `key`, if this is an object that has it.
  public subscript(key: String) -> JSON? {
    if case .object(let object) = self { return object[key] }
    return nil
  }

  /// The element at `position`, if this is an array that long. Never traps.
  public subscript(position: Int) -> JSON? {
    guard case .array(let array) = self, array.indices.contains(position) else { return nil }
    return array[position]
  }

  /// The string, if this is a string.
  public var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The number, if this is a number.
  public var number: Double? {
    if case .number(let value) = self { return value }
    return nil
  }

  /// The number as an `Int`, if this is a whole number that fits.
  public var int: Int? {
    guard case .number(let value) = self, value.rounded(.towardZero) == value,
      value >= -9_223_372_036_854_775_808.0, value < 9_223_372_036_854_775_808.0
    else { return nil }
    return Int(value)
  }

  /// The Boolean, if this is `true` or `false`.
  public var bool: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  /// The elements, if this is an array.
  public var array: [JSON]? {
    if case .array(let value) = self { return value }
    return nil
  }

  /// The members, if this is an object.
  public var object: JSONObject? {
    if case .object(let value) = self { return value }
    return nil
  }

  /// Whether this is `null`.
  public var isNull: Bool { self == .null }
}
