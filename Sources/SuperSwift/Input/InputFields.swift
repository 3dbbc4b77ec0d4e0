/// Help and defaults for the fields of a typed input, which the host shows and applies.
///
/// A typed input is a `Decodable` type read with `run.input.decode(Input.self)`; the host learns
/// its fields (names, types, which are optional, an enum's cases) from the type itself, and from
/// this protocol what a person needs besides: a sentence for each field and the value used
/// when none is given. The web page makes a form of them, `superswift run APP --field VALUE`
/// takes them as flags, and bad input is refused before the app runs.
///
/// ```swift
/// struct Tip: Decodable, InputFields {
///   var bill: Double
///   var percent: Double
///   static let fields: [String: InputField] = [
///     "bill": InputField("The bill, before the tip"),
///     "percent": InputField("The tip, in percent", default: 18),
///   ]
/// }
/// ```
public protocol InputFields {
  /// Each field's help and default, by its coding key; fields left out have neither.
  static var fields: [String: InputField] { get }
}

/// What a person is told about one field of a typed input, and its default.
public struct InputField: Sendable {
  /// A sentence that says what the field is.
  public var help: String?
  /// The value used when the caller gives none; a field with a default is optional to give.
  public var defaultValue: JSON?

  /// A field described by `help`, with `defaultValue` when none is given.
  public init(_ help: String? = nil, default defaultValue: JSON? = nil) {
    self.help = help
    self.defaultValue = defaultValue
  }
}
