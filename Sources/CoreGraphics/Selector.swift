/// The name of a method, as Objective-C's selectors carry it: what `#selector(…)` becomes
/// when SuperSwift compiles an app (Swift on Linux has no Objective-C runtime, so the host
/// writes `#selector(UIResponder.resignFirstResponder)` as `Selector("resignFirstResponder")`).
/// Nothing calls a method through it; the runtime's UIKit acts on the names it knows.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The method's Objective-C name (`resignFirstResponder`, `tapped:`).
  public let name: String

  /// The selector of a method by its Objective-C name.
  public init(_ name: String) { self.name = name }

  /// The selector of a method by its Objective-C name, written as a string literal.
  public init(stringLiteral name: String) { self.name = name }

  /// The method's name.
  public var description: String { name }
}

/// The selector named `name` (Foundation's spelling).
public func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }

/// A selector's name (Foundation's spelling).
public func NSStringFromSelector(_ selector: Selector) -> String { selector.name }
