import Foundation

extension NSPredicate {
  /// A predicate from a format string, as Apple's Foundation reads it
  /// (`NSPredicate(format: "SELF MATCHES %@", pattern)`, `"name CONTAINS[c] %@"`,
  /// `"age >= 18 AND city IN %@"`). Linux's Foundation marks this unavailable; this one reads
  /// the format (`FormatSyntax`) and evaluates it (`FormatEvaluation`), key paths read from
  /// dictionaries and stored properties. A format that cannot be read stops the app with the
  /// reason, as Apple's raises `NSInvalidArgumentException`.
  public convenience init(format predicateFormat: String, _ args: CVarArg...) {
    self.init(format: predicateFormat, argumentArray: args)
  }

  /// A predicate from a format string whose arguments include arrays or other values that are
  /// not C variadic arguments on Linux (`NSPredicate(format: "name IN %@", names)`), as Apple's
  /// bridging lets them be.
  @_disfavoredOverload
  public convenience init(format predicateFormat: String, _ args: Any...) {
    self.init(format: predicateFormat, argumentArray: args)
  }

  /// A predicate from a format string and its arguments in an array.
  public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
    let parsed: (FormatSyntax.Predicate, [Any?])
    do {
      parsed = try FormatSyntax.predicate(predicateFormat, arguments: (arguments ?? []).map { $0 })
    } catch {
      fatalError("\(error)")
    }
    let (predicate, values) = parsed
    self.init { object, _ in
      FormatEvaluation.holds(predicate, in: FormatEvaluation.Context(object: object, arguments: values))
    }
  }
}
