import Foundation

/// Evaluates `FormatSyntax`'s trees against an object, as Apple's Foundation does: numbers
/// compared as numbers whatever their type, whole numbers kept whole through `+ - * /` (so
/// `7/2` is 3, as on iOS), strings compared with the `[c]` and `[d]` options, key paths read
/// from dictionaries and from Swift values' stored properties (Linux has no key-value coding;
/// a `Mirror` reads the same names).
enum FormatEvaluation {
  /// A number as a format string's arithmetic keeps it.
  enum Number: Equatable {
    /// A whole number.
    case integer(Int)
    /// A number with a fraction.
    case double(Double)

    /// The number as a `Double`.
    var double: Double {
      switch self {
      case .integer(let value): Double(value)
      case .double(let value): value
      }
    }

    /// The number as an expression.
    var expression: FormatSyntax.Expression {
      switch self {
      case .integer(let value): .integer(value)
      case .double(let value): .double(value)
      }
    }

    /// The number as Foundation hands it back (`expressionValue` answers an `NSNumber`).
    var object: NSNumber {
      switch self {
      case .integer(let value): NSNumber(value: value)
      case .double(let value): NSNumber(value: value)
      }
    }
  }

  /// The functions a format string may call, by the first part of Apple's name
  /// (`modulus:by:` is `modulus`).
  static let functions: Set<String> = [
    "sum", "count", "min", "max", "average", "median", "mode", "stddev", "add", "from", "multiply",
    "divide", "modulus", "sqrt", "log", "ln", "raise", "exp", "ceiling", "abs", "trunc", "floor",
    "uppercase", "lowercase", "now", "random", "negative",
  ]

  /// A function's name as the table keys it: `modulus:by:` → `modulus`, `SQRT` → `sqrt`.
  static func functionName(_ word: String) -> String {
    String(word.split(separator: ":").first ?? Substring(word)).lowercased()
  }

  /// What a tree evaluates against.
  struct Context {
    /// `SELF`.
    var object: Any?
    /// The `%@` arguments.
    var arguments: [Any?]
  }

  /// A failure to evaluate (a function given the wrong kind of value, a bad regular expression).
  struct EvaluationError: Error, CustomStringConvertible {
    /// What went wrong.
    var description: String
  }

  // MARK: Predicates

  /// Whether `predicate` holds in `context`.
  static func holds(_ predicate: FormatSyntax.Predicate, in context: Context) -> Bool {
    switch predicate {
    case .constant(let value): return value
    case .and(let left, let right): return holds(left, in: context) && holds(right, in: context)
    case .or(let left, let right): return holds(left, in: context) || holds(right, in: context)
    case .not(let inner): return !holds(inner, in: context)
    case .comparison(let comparison): return holds(comparison, in: context)
    }
  }

  static func holds(_ comparison: FormatSyntax.Comparison, in context: Context) -> Bool {
    let left = value(comparison.left, in: context)
    let right = value(comparison.right, in: context)
    switch comparison.modifier {
    case .direct:
      return compare(left, comparison.comparison, right, options: comparison.options)
    case .any:
      return elements(left).contains { compare($0, comparison.comparison, right, options: comparison.options) }
    case .all:
      return elements(left).allSatisfy { compare($0, comparison.comparison, right, options: comparison.options) }
    case .none:
      return !elements(left).contains { compare($0, comparison.comparison, right, options: comparison.options) }
    }
  }

  /// Compares two values with an operator.
  static func compare(
    _ left: Any?, _ comparison: FormatSyntax.ComparisonOperator, _ right: Any?, options: FormatSyntax.Options
  ) -> Bool {
    switch comparison {
    case .equal: return equal(left, right, options: options)
    case .notEqual: return !equal(left, right, options: options)
    case .less: return order(left, right, options: options) == .orderedAscending
    case .lessOrEqual: return [.orderedAscending, .orderedSame].contains(order(left, right, options: options))
    case .greater: return order(left, right, options: options) == .orderedDescending
    case .greaterOrEqual: return [.orderedDescending, .orderedSame].contains(order(left, right, options: options))
    case .beginsWith, .endsWith, .like, .matches:
      guard let text = string(left), let pattern = string(right) else { return false }
      let (folded, foldedPattern) = (fold(text, options), fold(pattern, options))
      switch comparison {
      case .beginsWith: return folded.hasPrefix(foldedPattern)
      case .endsWith: return folded.hasSuffix(foldedPattern)
      case .like: return matches(folded, pattern: likePattern(foldedPattern), options: options)
      default: return matches(text, pattern: pattern, options: options)
      }
    case .contains:
      if let text = string(left) {
        guard let part = string(right) else { return false }
        return fold(text, options).contains(fold(part, options))
      }
      return elements(left).contains { equal($0, right, options: options) }
    case .in:
      if let text = string(right) {
        guard let part = string(left) else { return false }
        return fold(text, options).contains(fold(part, options))
      }
      return elements(right).contains { equal(left, $0, options: options) }
    case .between:
      let bounds = elements(right)
      guard bounds.count == 2 else { return false }
      return compare(left, .greaterOrEqual, bounds[0], options: options)
        && compare(left, .lessOrEqual, bounds[1], options: options)
    }
  }

  static func equal(_ left: Any?, _ right: Any?, options: FormatSyntax.Options) -> Bool {
    let (left, right) = (unwrapped(left), unwrapped(right))
    if left == nil || right == nil { return left == nil && right == nil }
    if let a = number(left), let b = number(right) { return a.double == b.double }
    if let a = string(left), let b = string(right) { return fold(a, options) == fold(b, options) }
    if let a = left as? Date, let b = right as? Date { return a == b }
    if let a = left as? AnyHashable, let b = right as? AnyHashable { return a == b }
    return false
  }

  static func order(_ left: Any?, _ right: Any?, options: FormatSyntax.Options) -> ComparisonResult? {
    let (left, right) = (unwrapped(left), unwrapped(right))
    if let a = number(left), let b = number(right) {
      return a.double < b.double ? .orderedAscending : a.double > b.double ? .orderedDescending : .orderedSame
    }
    if let a = string(left), let b = string(right) {
      let (x, y) = (fold(a, options), fold(b, options))
      return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
    }
    if let a = left as? Date, let b = right as? Date { return a.compare(b) }
    return nil
  }

  static func fold(_ text: String, _ options: FormatSyntax.Options) -> String {
    var folding: String.CompareOptions = []
    if options.contains(.caseInsensitive) { folding.insert(.caseInsensitive) }
    if options.contains(.diacriticInsensitive) { folding.insert(.diacriticInsensitive) }
    return folding.isEmpty ? text : text.folding(options: folding, locale: nil)
  }

  /// `LIKE`'s wildcards as a regular expression: `?` one character, `*` any run, the rest literal.
  static func likePattern(_ pattern: String) -> String {
    var regex = ""
    var escaped = false
    for character in pattern {
      if escaped {
        regex += NSRegularExpression.escapedPattern(for: String(character))
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "*" {
        regex += ".*"
      } else if character == "?" {
        regex += "."
      } else {
        regex += NSRegularExpression.escapedPattern(for: String(character))
      }
    }
    return regex
  }

  /// Whether the regular expression matches the whole of `text` (`MATCHES`; a pattern that does
  /// not compile matches nothing, where Apple's raises an exception).
  static func matches(_ text: String, pattern: String, options: FormatSyntax.Options) -> Bool {
    var regexOptions: NSRegularExpression.Options = [.dotMatchesLineSeparators]
    if options.contains(.caseInsensitive) { regexOptions.insert(.caseInsensitive) }
    guard let regex = try? NSRegularExpression(pattern: "^(?:" + pattern + ")$", options: regexOptions) else {
      return false
    }
    let range = NSRange(text.startIndex..., in: text)
    return regex.firstMatch(in: text, options: [], range: range) != nil
  }

  // MARK: Values

  /// The value of `expression` in `context`: `nil`, a number (`Number`), a string, a date,
  /// an array, or whatever object a key path or argument held.
  static func value(_ expression: FormatSyntax.Expression, in context: Context) -> Any? {
    switch expression {
    case .integer(let value): return Number.integer(value)
    case .double(let value): return Number.double(value)
    case .string(let value): return value
    case .boolean(let value): return Number.integer(value ? 1 : 0)
    case .null: return nil
    case .argument(let index): return index < context.arguments.count ? context.arguments[index] : nil
    case .evaluatedObject: return context.object
    case .keyPath(let path): return read(path, from: context.object)
    case .member(let base, let path): return read(path, from: value(base, in: context))
    case .aggregate(let elements): return elements.map { value($0, in: context) }
    case .negate(let inner):
      guard let number = number(value(inner, in: context)) else { return nil }
      return arithmetic(.integer(0), .subtract, number)
    case .arithmetic(let left, let operation, let right):
      guard let a = number(value(left, in: context)), let b = number(value(right, in: context)) else { return nil }
      return arithmetic(a, operation, b)
    case .subscript(let base, let index):
      let items = elements(value(base, in: context))
      guard let position = number(value(index, in: context)).map({ Int($0.double) }) else { return nil }
      let resolved = position < 0 ? items.count + position : position
      return items.indices.contains(resolved) ? items[resolved] : nil
    case .function(let name, let arguments):
      return function(name, arguments.map { value($0, in: context) })
    }
  }

  /// `a op b` as Foundation computes it: whole numbers stay whole (`7/2` is 3) unless the
  /// result would overflow or the divisor is zero; `**` always has a fraction.
  static func arithmetic(_ a: Number, _ operation: FormatSyntax.ArithmeticOperator, _ b: Number) -> Number {
    if case .integer(let x) = a, case .integer(let y) = b {
      switch operation {
      case .add:
        let (sum, overflow) = x.addingReportingOverflow(y)
        if !overflow { return .integer(sum) }
      case .subtract:
        let (difference, overflow) = x.subtractingReportingOverflow(y)
        if !overflow { return .integer(difference) }
      case .multiply:
        let (product, overflow) = x.multipliedReportingOverflow(by: y)
        if !overflow { return .integer(product) }
      case .divide:
        if y != 0 && !(x == .min && y == -1) { return .integer(x / y) }
      case .power: break
      }
    }
    let (x, y) = (a.double, b.double)
    switch operation {
    case .add: return .double(x + y)
    case .subtract: return .double(x - y)
    case .multiply: return .double(x * y)
    case .divide: return .double(x / y)
    case .power: return .double(pow(x, y))
    }
  }

  static func function(_ name: String, _ arguments: [Any?]) -> Any? {
    let numbers =
      arguments.count == 1 && !(number(arguments[0]) != nil)
      ? elements(arguments[0]).compactMap(number)
      : arguments.compactMap(number)
    let first = arguments.first.flatMap { number($0) }
    switch name {
    case "sum": return numbers.reduce(Number.integer(0)) { arithmetic($0, .add, $1) }
    case "count": return Number.integer(arguments.count == 1 ? elements(arguments[0]).count : arguments.count)
    case "min": return numbers.min { $0.double < $1.double }
    case "max": return numbers.max { $0.double < $1.double }
    case "average":
      return numbers.isEmpty ? nil : Number.double(numbers.map(\.double).reduce(0, +) / Double(numbers.count))
    case "median":
      let sorted = numbers.map(\.double).sorted()
      guard !sorted.isEmpty else { return nil }
      let middle = sorted.count / 2
      return Number.double(sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2)
    case "mode":
      var counts: [Double: Int] = [:]
      for value in numbers.map(\.double) { counts[value, default: 0] += 1 }
      let most = counts.values.max() ?? 0
      return counts.filter { $0.value == most }.keys.sorted().map { Number.double($0) }
    case "stddev":
      guard !numbers.isEmpty else { return nil }
      let values = numbers.map(\.double)
      let mean = values.reduce(0, +) / Double(values.count)
      return Number.double((values.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(values.count)).squareRoot())
    case "add", "from", "multiply", "divide", "modulus", "raise":
      guard arguments.count == 2, let a = number(arguments[0]), let b = number(arguments[1]) else { return nil }
      switch name {
      case "add": return arithmetic(a, .add, b)
      case "from": return arithmetic(a, .subtract, b)
      case "multiply": return arithmetic(a, .multiply, b)
      case "divide": return arithmetic(a, .divide, b)
      case "raise": return arithmetic(a, .power, b)
      default:
        if case .integer(let x) = a, case .integer(let y) = b, y != 0 { return Number.integer(x % y) }
        return Number.double(fmod(a.double, b.double))
      }
    case "sqrt": return first.map { Number.double($0.double.squareRoot()) }
    case "log": return first.map { Number.double(log10($0.double)) }
    case "ln": return first.map { Number.double(Foundation.log($0.double)) }
    case "exp": return first.map { Number.double(Foundation.exp($0.double)) }
    case "ceiling": return first.map { Number.double($0.double.rounded(.up)) }
    case "floor": return first.map { Number.double($0.double.rounded(.down)) }
    case "trunc": return first.map { Number.double($0.double.rounded(.towardZero)) }
    case "abs":
      guard let first else { return nil }
      if case .integer(let value) = first, value != .min { return Number.integer(abs(value)) }
      return Number.double(abs(first.double))
    case "negative": return first.map { arithmetic(.integer(0), .subtract, $0) }
    case "uppercase": return arguments.first.flatMap { string($0) }?.uppercased()
    case "lowercase": return arguments.first.flatMap { string($0) }?.lowercased()
    case "now": return Date()
    case "random":
      if let bound = first.map({ Int($0.double) }), bound > 0 { return Number.integer(Int.random(in: 0..<bound)) }
      return Number.double(Double.random(in: 0..<1))
    default: return nil
    }
  }

  /// Reads a key path: dictionary keys, collection operators (`@count`, `@sum`, `@avg`, `@min`,
  /// `@max`), and stored properties (a `Mirror`'s children, property wrappers' `_name` too).
  static func read(_ path: [String], from object: Any?) -> Any? {
    var current = unwrapped(object)
    for (offset, key) in path.enumerated() {
      guard let value = current else { return nil }
      if key.hasPrefix("@") {
        let items = elements(value)
        let rest = Array(path[(offset + 1)...])
        let values = rest.isEmpty ? items : items.map { read(rest, from: $0) }
        switch key.lowercased() {
        case "@count": return Number.integer(items.count)
        case "@sum": return function("sum", [values])
        case "@avg": return function("average", [values])
        case "@min": return function("min", [values])
        case "@max": return function("max", [values])
        default: return nil
        }
      }
      current = unwrapped(member(key, of: value))
    }
    return current
  }

  static func member(_ key: String, of value: Any) -> Any? {
    if let dictionary = value as? [String: Any] { return dictionary[key] }
    if let dictionary = value as? [String: Any?] { return dictionary[key] ?? nil }
    if let dictionary = value as? NSDictionary { return dictionary.object(forKey: key) }
    if value is String || number(value) != nil { return nil }
    if !(value is NSDictionary), Mirror(reflecting: value).displayStyle == .collection {
      // A key applied to a collection reads it from each element, as key-value coding does.
      return elements(value).map { member(key, of: $0 as Any) }
    }
    var mirror: Mirror? = Mirror(reflecting: value)
    while let current = mirror {
      for child in current.children where child.label == key || child.label == "_" + key {
        return wrapped(child.value)
      }
      mirror = current.superclassMirror
    }
    return nil
  }

  /// A property wrapper's value (`@State`, `@Published` keep it as `wrappedValue` or a stored
  /// `value`), or the value itself.
  static func wrapped(_ value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .struct || mirror.displayStyle == .class else { return value }
    for child in mirror.children where child.label == "wrappedValue" { return child.value }
    return value
  }

  /// `value` without its `Optional` wrapping; `nil` for `.none` and `NSNull`.
  static func unwrapped(_ value: Any?) -> Any? {
    guard let value else { return nil }
    if value is NSNull { return nil }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      return mirror.children.first.flatMap { unwrapped($0.value) }
    }
    return value
  }

  /// The elements of a collection value (an array, a set, an `NSArray`); none for anything else.
  static func elements(_ value: Any?) -> [Any?] {
    guard let value = unwrapped(value) else { return [] }
    if let array = value as? [Any?] { return array }
    if let array = value as? [Any] { return array }
    if let array = value as? NSArray { return array.map { $0 } }
    if value is String || value is NSDictionary { return [] }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .collection || mirror.displayStyle == .set else { return [] }
    return mirror.children.map(\.value)
  }

  /// A value as a number: Swift's integers and floating-point numbers, `Bool`, `NSNumber`,
  /// `Decimal`, `CGFloat`.
  static func number(_ value: Any?) -> Number? {
    guard let value = unwrapped(value) else { return nil }
    switch value {
    case let number as Number: return number
    case let bool as Bool: return .integer(bool ? 1 : 0)
    case let int as Int: return .integer(int)
    case let double as Double: return .double(double)
    case let float as Float: return .double(Double(float))
    case let int as Int8: return .integer(Int(int))
    case let int as Int16: return .integer(Int(int))
    case let int as Int32: return .integer(Int(int))
    case let int as Int64: return .integer(Int(int))
    case let int as UInt8: return .integer(Int(int))
    case let int as UInt16: return .integer(Int(int))
    case let int as UInt32: return .integer(Int(int))
    case let int as UInt: return int <= UInt(Int.max) ? .integer(Int(int)) : .double(Double(int))
    case let int as UInt64: return int <= UInt64(Int.max) ? .integer(Int(int)) : .double(Double(int))
    case let decimal as Decimal: return .double(NSDecimalNumber(decimal: decimal).doubleValue)
    case let number as NSNumber:
      let type = String(cString: number.objCType)
      return ["f", "d"].contains(type) ? .double(number.doubleValue) : .integer(number.intValue)
    default:
      if let float = value as? any BinaryFloatingPoint { return .double(Double(float)) }
      return nil
    }
  }

  /// A value as a string: `String`, `Substring`, `NSString`, `Character`.
  static func string(_ value: Any?) -> String? {
    switch unwrapped(value) {
    case let string as String: return string
    case let string as Substring: return String(string)
    case let character as Character: return String(character)
    case let string as NSString: return string as String
    default: return nil
    }
  }

  /// A value as Foundation hands it back to the app: numbers as `NSNumber`, arrays of them as
  /// arrays of `NSNumber`, the rest as they are.
  static func object(_ value: Any?) -> Any? {
    switch value {
    case let number as Number: return number.object
    case let array as [Any?]: return array.map { object($0) as Any }
    default: return value
    }
  }
}
