import Foundation

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

  /// The number, if this is a number or a string that spells one (`"42"`, `"42.5"`, `"42,50"`).
  ///
  /// Shortcuts sends a field typed as Text as a string, and a locale's decimal comma with it,
  /// so a number the user typed arrives as `"18"` as often as `18`. A string that could be
  /// read two ways (`"1,234"`: 1234 or 1.234) is not a number: `nil`, never a guess.
  public var number: Double? {
    switch self {
    case .number(let value): value
    case .string(let text): LenientNumber.parse(text)
    default: nil
    }
  }

  /// The number as an `Int`, if it is a whole number that fits (read as `number` reads it).
  public var int: Int? {
    guard let value = number, value.rounded(.towardZero) == value,
      value >= -9_223_372_036_854_775_808.0, value < 9_223_372_036_854_775_808.0
    else { return nil }
    return Int(value)
  }

  /// The Boolean, if this is `true` or `false`, the number 1 or 0, or a string Shortcuts
  /// sends for a switch: `"true"`/`"false"`, `"yes"`/`"no"`, `"1"`/`"0"` in any letter case.
  public var bool: Bool? {
    switch self {
    case .bool(let value): return value
    case .number(let value) where value == 1 || value == 0: return value == 1
    case .string(let text):
      switch text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() {
      case "true", "yes", "1", "on": return true
      case "false", "no", "0", "off": return false
      default: return nil
      }
    default: return nil
    }
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
