import Foundation

/// The expression and predicate language of Foundation's format strings
/// (`NSPredicate(format:)`, `NSExpression(format:)`), as Apple's Predicate Programming Guide
/// describes it: parsed here into a tree, evaluated by `FormatEvaluation`. Linux's Foundation
/// has the classes but not their format strings. Pure: text and arguments in, tree out.
enum FormatSyntax {
  /// A value-producing expression.
  indirect enum Expression: Equatable {
    /// A number written in the format, or passed as `%d` (whole) …
    case integer(Int)
    /// … or with a fraction (`2.5`, `1e3`, `%f`).
    case double(Double)
    /// A quoted string.
    case string(String)
    /// `TRUE`/`YES`, `FALSE`/`NO`.
    case boolean(Bool)
    /// `NULL`, `NIL`.
    case null
    /// A `%@` argument, by position in the argument list.
    case argument(Int)
    /// `SELF`: the object being evaluated.
    case evaluatedObject
    /// A key path read from the evaluated object (`name`, `address.city`, `items.@count`).
    case keyPath([String])
    /// A key path read from a value (`$x.name` is not supported; `(expr).key` is).
    case member(Expression, [String])
    /// `{1, 2, 3}`.
    case aggregate([Expression])
    /// `a + b`, `a - b`, `a * b`, `a / b`, `a ** b`.
    case arithmetic(Expression, ArithmeticOperator, Expression)
    /// `-a`.
    case negate(Expression)
    /// A built-in function (`sqrt(16)`, `sum({1,2})`, `FUNCTION(…)` is not supported).
    case function(String, [Expression])
    /// `array[index]`, `array[FIRST]`, `array[LAST]`, `array[SIZE]`.
    case `subscript`(Expression, Expression)
  }

  /// The arithmetic operators of a format string.
  enum ArithmeticOperator: String, Equatable {
    /// `+`.
    case add = "+"
    /// `-`.
    case subtract = "-"
    /// `*`.
    case multiply = "*"
    /// `/`.
    case divide = "/"
    /// `**`.
    case power = "**"
  }

  /// A condition.
  indirect enum Predicate: Equatable {
    /// `TRUEPREDICATE`, `FALSEPREDICATE`.
    case constant(Bool)
    /// `a AND b`.
    case and(Predicate, Predicate)
    /// `a OR b`.
    case or(Predicate, Predicate)
    /// `NOT a`.
    case not(Predicate)
    /// `[ANY|ALL|NONE] left operator[options] right`.
    case comparison(Comparison)
  }

  /// One comparison of two expressions.
  struct Comparison: Equatable {
    /// How a collection on the left is compared: each element (`ANY`, `ALL`, `NONE`) or whole.
    var modifier: Modifier
    /// The left side.
    var left: Expression
    /// The operator.
    var comparison: ComparisonOperator
    /// `[c]` (case-insensitive), `[d]` (diacritic-insensitive).
    var options: Options
    /// The right side.
    var right: Expression
  }

  /// Whether a comparison is made of a whole value or of each element of a collection.
  enum Modifier: Equatable {
    /// The whole value.
    case direct
    /// At least one element.
    case any
    /// Every element.
    case all
    /// No element.
    case none
  }

  /// The comparison operators.
  enum ComparisonOperator: Equatable {
    /// `==`, `=`.
    case equal
    /// `!=`, `<>`.
    case notEqual
    /// `<`.
    case less
    /// `<=`, `=<`.
    case lessOrEqual
    /// `>`.
    case greater
    /// `>=`, `=>`.
    case greaterOrEqual
    /// `BEGINSWITH`.
    case beginsWith
    /// `ENDSWITH`.
    case endsWith
    /// `CONTAINS`: a substring, or an element of a collection.
    case contains
    /// `LIKE`: `?` one character, `*` any run.
    case like
    /// `MATCHES`: an ICU regular expression matching the whole string.
    case matches
    /// `IN`: an element of the collection on the right, or a substring of the string there.
    case `in`
    /// `BETWEEN {low, high}`, inclusive.
    case between
  }

  /// String comparison options written after an operator.
  struct Options: OptionSet, Equatable {
    /// The options' bits.
    let rawValue: Int
    /// `[c]`.
    static let caseInsensitive = Options(rawValue: 1)
    /// `[d]`.
    static let diacriticInsensitive = Options(rawValue: 2)
  }

  /// A format string that could not be read, with where and why.
  struct ParseError: Error, CustomStringConvertible, Equatable {
    /// What was wrong.
    var message: String
    /// The format string.
    var format: String
    /// A sentence for a person.
    var description: String { "Unable to parse the format string \"\(format)\": \(message)" }
  }

  /// The predicate `format` describes, with `arguments` for its placeholders.
  static func predicate(_ format: String, arguments: [Any?]) throws -> (Predicate, [Any?]) {
    var parser = Parser(format: format, arguments: arguments)
    let predicate = try parser.predicate()
    try parser.expectEnd()
    return (predicate, parser.values)
  }

  /// The expression `format` describes, with `arguments` for its placeholders.
  static func expression(_ format: String, arguments: [Any?]) throws -> (Expression, [Any?]) {
    var parser = Parser(format: format, arguments: arguments)
    let expression = try parser.expression()
    try parser.expectEnd()
    return (expression, parser.values)
  }

  /// A token of a format string.
  enum Token: Equatable {
    /// A name or reserved word (compared case-insensitively for reserved words).
    case word(String)
    /// A number.
    case integer(Int)
    /// A number with a fraction or exponent.
    case double(Double)
    /// A quoted string.
    case string(String)
    /// A `%` placeholder: `@`, `K`, `d`, `f`, ….
    case placeholder(Character)
    /// Punctuation and operators.
    case symbol(String)
  }

  /// Splits a format string into tokens.
  static func tokens(_ format: String) throws -> [Token] {
    var tokens: [Token] = []
    let characters = Array(format)
    var index = 0
    func fail(_ message: String) -> ParseError { ParseError(message: message, format: format) }
    while index < characters.count {
      let character = characters[index]
      if character.isWhitespace {
        index += 1
      } else if character == "\"" || character == "'" {
        var text = ""
        index += 1
        while index < characters.count, characters[index] != character {
          if characters[index] == "\\", index + 1 < characters.count {
            index += 1
            switch characters[index] {
            case "n": text.append("\n")
            case "t": text.append("\t")
            default: text.append(characters[index])
            }
          } else {
            text.append(characters[index])
          }
          index += 1
        }
        guard index < characters.count else { throw fail("a string is not closed") }
        index += 1
        tokens.append(.string(text))
      } else if character.isNumber
        || (character == "." && index + 1 < characters.count && characters[index + 1].isNumber)
      {
        var text = ""
        var isDouble = false
        if character == "0", index + 1 < characters.count, "xXbBoO".contains(characters[index + 1]) {
          let radix = ["x": 16, "b": 2, "o": 8][characters[index + 1].lowercased()] ?? 10
          index += 2
          while index < characters.count, characters[index].isHexDigit {
            text.append(characters[index])
            index += 1
          }
          guard let value = Int(text, radix: radix) else { throw fail("\(text) is not a number") }
          tokens.append(.integer(value))
          continue
        }
        while index < characters.count {
          let next = characters[index]
          if next.isNumber {
            text.append(next)
          } else if next == ".", !isDouble, index + 1 < characters.count, characters[index + 1].isNumber || text.isEmpty
          {
            isDouble = true
            text.append(next)
          } else if next == "." && !isDouble && !text.isEmpty
            && (index + 1 == characters.count || !characters[index + 1].isLetter)
          {
            // "5." is a number with a fraction, as a calculator writes it.
            isDouble = true
            text.append(next)
          } else if next == "e" || next == "E", index + 1 < characters.count,
            characters[index + 1].isNumber || "+-".contains(characters[index + 1])
          {
            isDouble = true
            text.append(next)
            index += 1
            text.append(characters[index])
          } else {
            break
          }
          index += 1
        }
        if isDouble {
          guard let value = Double(text.hasSuffix(".") ? text + "0" : text) else {
            throw fail("\(text) is not a number")
          }
          tokens.append(.double(value))
        } else if let value = Int(text) {
          tokens.append(.integer(value))
        } else if let value = Double(text) {
          tokens.append(.double(value))
        } else {
          throw fail("\(text) is not a number")
        }
      } else if character.isLetter || character == "_" || character == "@" || character == "$" || character == "#" {
        var text = String(character)
        index += 1
        // Function names may be written with their colons (`modulus:by:`), as Apple's table spells them.
        while index < characters.count,
          characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
            || (characters[index] == ":" && text.first?.isLetter == true)
        {
          text.append(characters[index])
          index += 1
        }
        tokens.append(.word(text))
      } else if character == "%" {
        index += 1
        // Length modifiers (`%ld`, `%lld`, `%lu`, `%hd`, `%qd`, `%zd`) are read and dropped.
        while index < characters.count, "lhqzjt".contains(characters[index]) { index += 1 }
        guard index < characters.count else { throw fail("a % at the end") }
        let kind = characters[index]
        guard "@KdiufgeExXoc".contains(kind) else { throw fail("%\(kind) is not a placeholder a format string takes") }
        tokens.append(.placeholder(kind))
        index += 1
      } else {
        let two = index + 1 < characters.count ? String(characters[index...index + 1]) : ""
        if ["==", "!=", "<>", ">=", "=>", "<=", "=<", "&&", "||", "**"].contains(two) {
          tokens.append(.symbol(two))
          index += 2
        } else if "=<>!+-*/(){},.[]".contains(character) {
          tokens.append(.symbol(String(character)))
          index += 1
        } else {
          throw fail("\"\(character)\" is not part of a format string's language")
        }
      }
    }
    return tokens
  }

  /// A recursive-descent reader of the tokens, taking placeholders' arguments in order.
  struct Parser {
    let format: String
    var tokens: [Token]
    var position = 0
    /// The arguments not yet taken by a placeholder.
    var pending: [Any?]
    /// The objects `%@` placeholders took, by `Expression.argument` index.
    var values: [Any?] = []
    var tokenError: ParseError?

    init(format: String, arguments: [Any?]) {
      self.format = format
      self.pending = arguments
      do {
        self.tokens = try FormatSyntax.tokens(format)
      } catch let error as ParseError {
        self.tokens = []
        self.tokenError = error
      } catch {
        self.tokens = []
      }
    }

    func fail(_ message: String) -> ParseError { ParseError(message: message, format: format) }

    var current: Token? { position < tokens.count ? tokens[position] : nil }

    func isWord(_ words: String...) -> Bool {
      guard case .word(let word) = current else { return false }
      return words.contains { $0.caseInsensitiveCompare(word) == .orderedSame }
    }

    func isSymbol(_ symbols: String...) -> Bool {
      guard case .symbol(let symbol) = current else { return false }
      return symbols.contains(symbol)
    }

    mutating func expect(_ symbol: String) throws {
      guard isSymbol(symbol) else { throw fail("expected \"\(symbol)\"\(near)") }
      position += 1
    }

    var near: String {
      guard let current else { return " at the end" }
      return " near \(Self.spelling(current))"
    }

    static func spelling(_ token: Token) -> String {
      switch token {
      case .word(let word): return word
      case .integer(let value): return "\(value)"
      case .double(let value): return "\(value)"
      case .string(let value): return "\"\(value)\""
      case .placeholder(let kind): return "%\(kind)"
      case .symbol(let symbol): return "\"\(symbol)\""
      }
    }

    mutating func expectEnd() throws {
      if let tokenError { throw tokenError }
      guard position == tokens.count else { throw fail("unexpected \(near.dropFirst(6))") }
    }

    // MARK: Predicates

    mutating func predicate() throws -> Predicate {
      if let tokenError { throw tokenError }
      var left = try conjunction()
      while isWord("OR") || isSymbol("||") {
        position += 1
        left = .or(left, try conjunction())
      }
      return left
    }

    mutating func conjunction() throws -> Predicate {
      var left = try negation()
      while isWord("AND") || isSymbol("&&") {
        position += 1
        left = .and(left, try negation())
      }
      return left
    }

    mutating func negation() throws -> Predicate {
      if isWord("NOT") || isSymbol("!") {
        position += 1
        return .not(try negation())
      }
      return try primaryPredicate()
    }

    mutating func primaryPredicate() throws -> Predicate {
      if isWord("TRUEPREDICATE") {
        position += 1
        return .constant(true)
      }
      if isWord("FALSEPREDICATE") {
        position += 1
        return .constant(false)
      }
      if isSymbol("(") {
        // A bracketed predicate, or a comparison whose left side starts with a bracket.
        let saved = (position, pending, values)
        position += 1
        if let inner = try? predicate(), isSymbol(")") {
          position += 1
          return inner
        }
        (position, pending, values) = saved
      }
      return .comparison(try comparison())
    }

    mutating func comparison() throws -> Comparison {
      var modifier = Modifier.direct
      if isWord("ANY", "SOME") {
        modifier = .any
        position += 1
      } else if isWord("ALL") {
        modifier = .all
        position += 1
      } else if isWord("NONE") {
        modifier = .none
        position += 1
      }
      let left = try expression()
      guard let current else { throw fail("a comparison has no operator") }
      let comparison: ComparisonOperator
      switch current {
      case .symbol("=="), .symbol("="): comparison = .equal
      case .symbol("!="), .symbol("<>"): comparison = .notEqual
      case .symbol("<"): comparison = .less
      case .symbol("<="), .symbol("=<"): comparison = .lessOrEqual
      case .symbol(">"): comparison = .greater
      case .symbol(">="), .symbol("=>"): comparison = .greaterOrEqual
      case .word(let word):
        switch word.uppercased() {
        case "BEGINSWITH": comparison = .beginsWith
        case "ENDSWITH": comparison = .endsWith
        case "CONTAINS": comparison = .contains
        case "LIKE": comparison = .like
        case "MATCHES": comparison = .matches
        case "IN": comparison = .in
        case "BETWEEN": comparison = .between
        default: throw fail("\(word) is not a comparison (==, !=, <, >, CONTAINS, BEGINSWITH, LIKE, MATCHES, IN, …)")
        }
      default: throw fail("expected a comparison\(near)")
      }
      position += 1
      var options: Options = []
      if isSymbol("[") {
        position += 1
        guard case .word(let letters) = self.current else { throw fail("expected [c], [d] or [cd]") }
        for letter in letters.lowercased() {
          switch letter {
          case "c": options.insert(.caseInsensitive)
          case "d": options.insert(.diacriticInsensitive)
          case "n", "l": break  // normalized, locale-sensitive: nothing to change here
          default: throw fail("[\(letters)] is not an option ([c], [d], [cd])")
          }
        }
        position += 1
        try expect("]")
      }
      let right = try expression()
      return Comparison(modifier: modifier, left: left, comparison: comparison, options: options, right: right)
    }

    // MARK: Expressions

    mutating func expression() throws -> Expression {
      if let tokenError { throw tokenError }
      var left = try term()
      while isSymbol("+", "-") {
        guard case .symbol(let symbol) = current else { break }
        position += 1
        left = .arithmetic(left, symbol == "+" ? .add : .subtract, try term())
      }
      return left
    }

    mutating func term() throws -> Expression {
      var left = try power()
      while isSymbol("*", "/") {
        guard case .symbol(let symbol) = current else { break }
        position += 1
        left = .arithmetic(left, symbol == "*" ? .multiply : .divide, try power())
      }
      return left
    }

    mutating func power() throws -> Expression {
      let base = try unary()
      if isSymbol("**") {
        position += 1
        return .arithmetic(base, .power, try power())
      }
      return base
    }

    mutating func unary() throws -> Expression {
      if isSymbol("-") {
        position += 1
        return .negate(try unary())
      }
      if isSymbol("+") {
        position += 1
        return try unary()
      }
      return try postfix()
    }

    mutating func postfix() throws -> Expression {
      var value = try primary()
      while true {
        if isSymbol("[") {
          position += 1
          let index: Expression
          if isWord("FIRST") {
            index = .integer(0)
            position += 1
          } else if isWord("LAST") {
            index = .integer(-1)
            position += 1
          } else if isWord("SIZE") {
            index = .function("count", [])
            position += 1
          } else {
            index = try expression()
          }
          try expect("]")
          value = index == .function("count", []) ? .function("count", [value]) : .subscript(value, index)
        } else if isSymbol("."), position + 1 < tokens.count, case .word = tokens[position + 1] {
          position += 1
          let path = try keyPath()
          switch value {
          case .keyPath(let head): value = .keyPath(head + path)
          case .evaluatedObject: value = .keyPath(path)
          default: value = .member(value, path)
          }
        } else {
          return value
        }
      }
    }

    mutating func keyPath() throws -> [String] {
      var path: [String] = []
      while true {
        guard case .word(let word) = current else { throw fail("expected a key\(near)") }
        path.append(word)
        position += 1
        guard isSymbol("."), position + 1 < tokens.count, case .word = tokens[position + 1] else { return path }
        position += 1
      }
    }

    static let reserved: Set<String> = [
      "AND", "OR", "NOT", "ANY", "SOME", "ALL", "NONE", "IN", "BETWEEN", "CONTAINS", "BEGINSWITH",
      "ENDSWITH", "LIKE", "MATCHES", "TRUEPREDICATE", "FALSEPREDICATE",
    ]

    mutating func primary() throws -> Expression {
      guard let token = current else { throw fail("an expression is missing at the end") }
      switch token {
      case .integer(let value):
        position += 1
        return .integer(value)
      case .double(let value):
        position += 1
        return .double(value)
      case .string(let value):
        position += 1
        return .string(value)
      case .placeholder(let kind):
        position += 1
        guard !pending.isEmpty else { throw fail("%\(kind) has no argument") }
        let argument = pending.removeFirst()
        switch kind {
        case "K":
          guard let key = argument.map({ "\($0)" }) else { throw fail("%K's argument is nil") }
          return .keyPath(key.split(separator: ".").map(String.init))
        case "d", "i", "u", "x", "X", "o", "c":
          if let number = FormatEvaluation.number(argument) { return number.expression }
          throw fail("%\(kind)'s argument is not a number")
        case "f", "g", "e", "E":
          if let number = FormatEvaluation.number(argument) { return .double(number.double) }
          throw fail("%\(kind)'s argument is not a number")
        default:
          values.append(argument)
          return .argument(values.count - 1)
        }
      case .symbol("("):
        position += 1
        let inner = try expression()
        try expect(")")
        return inner
      case .symbol("{"):
        position += 1
        var elements: [Expression] = []
        if !isSymbol("}") {
          elements.append(try expression())
          while isSymbol(",") {
            position += 1
            elements.append(try expression())
          }
        }
        try expect("}")
        return .aggregate(elements)
      case .word(let word):
        let upper = word.uppercased()
        switch upper {
        case "SELF":
          position += 1
          return .evaluatedObject
        case "TRUE", "YES":
          position += 1
          return .boolean(true)
        case "FALSE", "NO":
          position += 1
          return .boolean(false)
        case "NULL", "NIL":
          position += 1
          return .null
        default:
          guard !Self.reserved.contains(upper) else { throw fail("expected an expression\(near)") }
        }
        if position + 1 < tokens.count, tokens[position + 1] == .symbol("("), !word.hasPrefix("@") {
          position += 2
          var arguments: [Expression] = []
          if !isSymbol(")") {
            arguments.append(try expression())
            while isSymbol(",") {
              position += 1
              arguments.append(try expression())
            }
          }
          try expect(")")
          let name = FormatEvaluation.functionName(word)
          guard FormatEvaluation.functions.contains(name) else {
            throw fail("\(word)() is not a function a format string knows")
          }
          return .function(name, arguments)
        }
        let path = try keyPath()
        return .keyPath(path)
      case .symbol(let symbol):
        throw fail("expected an expression, found \"\(symbol)\"")
      }
    }
  }
}
