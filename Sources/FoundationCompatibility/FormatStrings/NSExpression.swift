import Foundation

/// An expression read from a format string and evaluated, as Apple's Foundation has it
/// (`NSExpression(format: "3 + 4 * 2").expressionValue(with: nil, context: nil)` is 11, and
/// `7/2` is 3: whole numbers stay whole). Linux's Foundation declares the class without its
/// format strings; this one reads them with `FormatSyntax`. Arithmetic, key paths, constants,
/// aggregates and Apple's functions (`sqrt(16)`, `modulus:by:(10, 3)`, `sum({1, 2})`) are
/// evaluated; a format that cannot be read stops the app with the reason, as Apple's raises
/// `NSInvalidArgumentException`.
open class NSExpression: NSObject, @unchecked Sendable {
  /// The tree the format was read into.
  let tree: FormatSyntax.Expression
  /// The objects `%@` placeholders took.
  let arguments: [Any?]

  /// An expression from a format string (`"2 + 3 * 4"`, `"sqrt(%@)"`).
  public convenience init(format expressionFormat: String, _ args: CVarArg...) {
    self.init(format: expressionFormat, argumentArray: args)
  }

  /// An expression from a format string whose arguments are not C variadic arguments on Linux.
  @_disfavoredOverload
  public convenience init(format expressionFormat: String, _ args: Any...) {
    self.init(format: expressionFormat, argumentArray: args)
  }

  /// An expression from a format string and its arguments in an array.
  public init(format expressionFormat: String, argumentArray arguments: [Any]) {
    do {
      (tree, self.arguments) = try FormatSyntax.expression(expressionFormat, arguments: arguments.map { $0 })
    } catch {
      fatalError("\(error)")
    }
  }

  /// An expression that always has `value`.
  public init(forConstantValue value: Any?) {
    tree = .argument(0)
    arguments = [value]
  }

  /// An expression that reads `keyPath` from the object it is evaluated with.
  public init(forKeyPath keyPath: String) {
    tree = .keyPath(keyPath.split(separator: ".").map(String.init))
    arguments = []
  }

  /// An expression that is the object it is evaluated with (`SELF`).
  open class func expressionForEvaluatedObject() -> NSExpression { NSExpression(tree: .evaluatedObject) }

  init(tree: FormatSyntax.Expression) {
    self.tree = tree
    self.arguments = []
  }

  /// The expression's value with `object` as `SELF`: numbers as `NSNumber` (`as? Double`,
  /// `as? Int` read them), strings, arrays; `nil` when it has none (a missing key).
  open func expressionValue(with object: Any?, context: NSMutableDictionary?) -> Any? {
    FormatEvaluation.object(FormatEvaluation.value(tree, in: .init(object: object, arguments: arguments)))
  }

  /// The expression's value; `nil` when it has none.
  open func expressionValue(with object: Any?) -> Any? {
    expressionValue(with: object, context: nil)
  }
}
