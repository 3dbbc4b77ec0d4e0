import Foundation
@_spi(Host) import SuperSwift

/// The fields of an app's typed input (what `run.input.decode(Input.self)` reads), from the
/// JSON Schema the app describes itself with: the form the web page draws, the flags `run`
/// takes, and the checks made before the app runs — at every depth: inside lists, nested
/// types, optionals and dictionaries the same reading rules apply as at the top.
package struct InputSchema: Sendable, Equatable {
  /// One field.
  package struct Field: Sendable, Equatable {
    /// Its coding key: the JSON key, the form field's name, the flag `--NAME`.
    package var name: String
    package var kind: Kind
    /// Whether a value must be given: not optional in the type, and no default.
    package var required: Bool
    package var help: String?
    package var defaultValue: JSON?

    /// The flag that gives it on the command line: `--round-up` for `roundUp`.
    package var flag: String { "--" + Self.kebab(name) }

    /// `roundUp` as `round-up`, `sourceURLText` as `source-url-text`; a name with no capitals
    /// (or not only letters and digits) as it is.
    package static func kebab(_ name: String) -> String {
      guard name.allSatisfy({ $0.isLetter || $0.isNumber }), name.contains(where: \.isUppercase) else { return name }
      let characters = Array(name)
      var words = ""
      for (index, character) in characters.enumerated() {
        if character.isUppercase, index > 0 {
          let previous = characters[index - 1]
          let next = index + 1 < characters.count ? characters[index + 1] : nil
          // A word starts at a capital after a small letter or digit, or at the last capital
          // of a run that a small letter follows (`URLText`: `url-text`).
          if previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) {
            words.append("-")
          }
        }
        words.append(contentsOf: character.lowercased())
      }
      return words
    }
  }

  /// What a field holds.
  package indirect enum Kind: Sendable, Equatable {
    case text, number, integer, boolean, date, url, file
    /// One of these values (an enum that is `CaseIterable`).
    case choice([JSON])
    case list(Kind)
    /// A nested type: its own fields, read by the same rules.
    case object([Field])
    /// A dictionary keyed by text (`[String: Double]`): every value read as this kind.
    case dictionary(Kind)
    /// Anything (`JSON`, or a type whose decoding could not be followed): given as JSON.
    case json

    /// The kind a JSON Schema describes, nested kinds to the depth the recorder writes.
    init(_ schema: JSON, depth: Int = 0) {
      guard depth < 32 else { self = .json; return }
      if let choices = schema["enum"]?.array { self = .choice(choices); return }
      switch (schema["type"]?.string, schema["format"]?.string) {
      case ("string", "date-time"?): self = .date
      case ("string", "uri"?): self = .url
      case ("string", "file"?): self = .file
      case ("string", _): self = .text
      case ("number", _): self = .number
      case ("integer", _): self = .integer
      case ("boolean", _): self = .boolean
      case ("array", _): self = .list(Kind(schema["items"] ?? [:], depth: depth + 1))
      case ("object", _):
        if let values = schema["additionalProperties"], values.object != nil {
          self = .dictionary(Kind(values, depth: depth + 1))
        } else if let fields = InputSchema.fields(of: schema, depth: depth + 1), !fields.isEmpty {
          self = .object(fields)
        } else {
          self = .json
        }
      default: self = .json
      }
    }

    /// How the kind is named in messages and `--help`.
    package var noun: String {
      switch self {
      case .text: "text"
      case .number: "a number"
      case .integer: "a whole number"
      case .boolean: "true or false"
      case .date: "a date (2026-12-01 or 2026-12-01T09:30:00Z)"
      case .url: "a URL"
      case .file: "a file"
      case .choice(let values): "one of \(values.map { $0.string ?? $0.text }.joined(separator: ", "))"
      case .list(let item): "a list of \(item.plural)"
      case .object(let fields): "an object with \(fields.map(\.name).joined(separator: ", "))"
      case .dictionary(let value): "an object of \(value.plural) by name"
      case .json: "JSON"
      }
    }

    private var plural: String {
      switch self {
      case .text: "texts"
      case .number: "numbers"
      case .integer: "whole numbers"
      case .boolean: "true/false values"
      case .date: "dates"
      case .url: "URLs"
      case .file: "files"
      case .choice(let values): "values from \(values.map { $0.string ?? $0.text }.joined(separator: ", "))"
      case .list: "lists"
      case .object(let fields): "objects with \(fields.map(\.name).joined(separator: ", "))"
      case .dictionary: "objects"
      case .json: "JSON values"
      }
    }

    /// Whether a file is anywhere inside: a file, a list of files, a nested type with one.
    package var holdsFiles: Bool {
      switch self {
      case .file: true
      case .list(let item): item.holdsFiles
      case .object(let fields): fields.contains { $0.kind.holdsFiles }
      case .dictionary(let value): value.holdsFiles
      case .text, .number, .integer, .boolean, .date, .url, .choice, .json: false
      }
    }

    /// Whether the kind is one value a person types (not a list, object or JSON).
    package var isScalar: Bool {
      switch self {
      case .text, .number, .integer, .boolean, .date, .url, .file, .choice: true
      case .list, .object, .dictionary, .json: false
      }
    }
  }

  /// The JSON Schema as the app described it.
  package let json: JSON
  /// The fields, in the order the type declares them.
  package let fields: [Field]

  /// The schema of an object with at least one field; `nil` for anything else.
  package init?(json: JSON) {
    guard json["type"]?.string == "object", let fields = Self.fields(of: json, depth: 0), !fields.isEmpty else {
      return nil
    }
    self.json = json
    self.fields = fields
  }

  /// The field a place (`items[0].price`, `bill`) starts at: the longest field name the place
  /// begins with, followed by nothing, `.` or `[`, so a field whose own name holds a dot still
  /// works. `nil` when the place names no field.
  package static func field(at place: some StringProtocol, in fields: [Field]) -> Field? {
    fields.filter { place == $0.name || place.hasPrefix($0.name + ".") || place.hasPrefix($0.name + "[") }
      .max { $0.name.count < $1.name.count }
  }

  /// The fields an object schema lists, in order; `nil` when it lists none.
  static func fields(of schema: JSON, depth: Int) -> [Field]? {
    guard let properties = schema["properties"]?.object else { return nil }
    let required = Set((schema["required"]?.array ?? []).compactMap(\.string))
    return zip(properties.keys, properties.values).map { name, property in
      Field(
        name: name, kind: Kind(property, depth: depth), required: required.contains(name),
        help: property["description"]?.string, defaultValue: property["default"])
    }
  }

  /// Why input does not fit the schema: the place (`amount`, `items[0].price`) and what it takes.
  package struct Invalid: Error, Equatable, CustomStringConvertible {
    /// The place named: a field, or a path into one (`items[0].price`); `nil` for the whole input.
    package var field: String?
    package var description: String
  }

  /// `input` checked against the fields and made what the app's decoder expects, at every
  /// depth: numbers and true/false written as text (a form, Shortcuts' Text) become numbers and
  /// Booleans, dates become ISO 8601, nested objects and lists are read field by field, and
  /// defaults fill what is missing. A file field takes an uploaded file: by the name it was
  /// uploaded with, or, for the only file field, the first file given; with `localPaths` (the
  /// command line), a path too. Throws `Invalid` naming the first bad place (`items[0].price`).
  package func validate(_ input: JSON?, files: [InputFile] = [], localPaths: Bool = false) throws(Invalid) -> JSON {
    var given: JSONObject
    switch input {
    case nil, .null?: given = [:]
    case .object(let object)?: given = object
    default:
      throw Invalid(
        field: nil,
        description:
          "the input is not a JSON object of fields; give \(fields.map(\.name).joined(separator: ", ")) as {\"\(fields[0].name)\": …}"
      )
    }
    try Reading.misspellings(in: given, of: fields, at: nil)
    var reading = Reading(files: files, localPaths: localPaths)
    let fileFields = fields.filter { $0.kind == .file }
    // Keys the type does not name pass through: its decoder ignores them (a webhook's payload
    // has many more than an app reads), and `run.input.json` still sees them.
    var checked = given
    for field in fields {
      if Reading.absent(given[field.name], kind: field.kind), !reading.files.isEmpty {
        if field.kind == .file, fileFields.count == 1 {
          // The only file field takes the first file sent.
          checked[field.name] = Reading.described(reading.files.removeFirst())
          continue
        }
        if case .list(.file) = field.kind, fileFields.isEmpty, fields.filter(\.kind.holdsFiles).count == 1 {
          // The only place for files is this list: every file sent fills it, in order.
          checked[field.name] = .array(reading.files.map(Reading.described))
          reading.files = []
          continue
        }
      }
      checked[field.name] = try reading.member(field, of: given, at: field.name, depth: 1)
    }
    return .object(checked)
  }

  /// Run input checked against the fields: its text must be a JSON object of them (or
  /// absent), its files fill file fields; the text is replaced by the checked object, other
  /// items are kept.
  package func apply(to items: [InputItem], localPaths: Bool = false) throws(Invalid) -> [InputItem] {
    let texts = items.compactMap(\.text)
    var given: JSON?
    if !texts.isEmpty {
      guard texts.count == 1, let json = JSON(parsing: Data(texts[0].utf8)) else {
        throw Invalid(
          field: nil,
          description:
            "the input is not a JSON object of fields; send \(fields.map(\.name).joined(separator: ", ")) as {\"\(fields[0].name)\": …}"
        )
      }
      given = json
    }
    let checked = try validate(given, files: items.compactMap(\.file), localPaths: localPaths)
    return [.text(checked.text)] + items.filter { $0.text == nil }
  }

  /// One reading of input: the files sent with it not yet placed, and whether a path on this
  /// machine may stand for a file (the command line's own user gave it).
  struct Reading {
    var files: [InputFile]
    let localPaths: Bool

    /// The deepest nesting read; deeper input is refused rather than followed.
    static let maximumDepth = 64

    /// Refuses a key the type does not name that looks like the misspelling of a field not
    /// given (`amout` for `amount`): that field would silently take its default or nothing.
    /// Other unknown keys are the sender's own and pass.
    static func misspellings(in given: JSONObject, of fields: [Field], at place: String?) throws(Invalid) {
      let names = Set(fields.map(\.name))
      let missing = fields.map(\.name).filter { absent(given[$0], kind: .json) }
      for key in given.keys where !names.contains(key) {
        guard let meant = Suggestions.closest(to: key, among: missing) else { continue }
        let path = place.map { "\($0).\(key)" } ?? key
        throw Invalid(
          field: path,
          description:
            "\(path) is not a field\(place.map { " of \($0)" } ?? "") (did you mean \"\(meant)\"?); the fields are \(fields.map(\.name).joined(separator: ", "))"
        )
      }
    }

    /// Whether a member counts as not given: missing, null, or empty text where text is not wanted.
    static func absent(_ value: JSON?, kind: Kind) -> Bool {
      switch value {
      case nil, .null?: true
      case .string(let text)?: text.isEmpty && kind != .text
      default: false
      }
    }

    /// `field` of the object `given`, read as its kind; its default when not given, `nil` when
    /// it is optional and not given. A required field that is missing is refused.
    mutating func member(_ field: Field, of given: JSONObject, at place: String, depth: Int) throws(Invalid)
      -> JSON?
    {
      guard let value = given[field.name], !Self.absent(value, kind: field.kind) else {
        if let fallback = field.defaultValue { return fallback }
        guard field.required else { return nil }
        throw Invalid(field: place, description: "\(place) is required: give \(field.kind.noun)")
      }
      return try self.value(value, as: field.kind, at: place, depth: depth)
    }

    /// `value` as `kind` wants it, read at every depth; refused naming `place` when it does not fit.
    mutating func value(_ value: JSON, as kind: Kind, at place: String, depth: Int) throws(Invalid) -> JSON {
      guard depth < Self.maximumDepth else { throw Invalid(field: place, description: "\(place) is nested too deeply") }
      var refusal: Invalid {
        Invalid(field: place, description: "\(place) takes \(kind.noun), not \(InputSchema.shown(value))")
      }
      switch kind {
      case .text, .number, .integer, .boolean, .date, .url, .choice:
        guard let scalar = InputSchema.scalar(value, as: kind) else {
          if kind == .integer, let number = value.number, number.rounded() == number, abs(number) >= 9e15 {
            // A 64-bit id (Shopify's, Discord's): a JSON number here is a Double, exact to 2^53.
            throw Invalid(
              field: place,
              description:
                "\(place) is a whole number too large to keep exactly (over 2^53); have it sent as text and declare it as String"
            )
          }
          throw refusal
        }
        return scalar
      case .file:
        return try file(named: value, at: place)
      case .list(let item):
        var elements: [JSON]
        switch value {
        case .array(let array): elements = array
        case .string(let text):
          if text.first == "[", case .array(let array)? = JSON(parsing: Data(text.utf8)) {
            elements = array
          } else if !item.isScalar, text.contains(where: \.isNewline), let lines = Self.jsonLines(text) {
            // One JSON object a line, as Shortcuts' Combine Text joins a repeat's Dictionaries.
            elements = lines
          } else if item.isScalar {
            // A form's lines, or one value where a list is wanted.
            elements = text.split(whereSeparator: \.isNewline).map { .string(String($0)) }
          } else {
            elements = [value]
          }
        case .null, .bool, .number, .object: elements = [value]
        }
        var read: [JSON] = []
        read.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
          read.append(try self.value(element, as: item, at: "\(place)[\(index)]", depth: depth + 1))
        }
        return .array(read)
      case .object(let fields):
        guard let given = Self.object(value) else { throw refusal }
        try Self.misspellings(in: given, of: fields, at: place)
        // Keys the type does not name pass through: its decoder ignores them, as it would have.
        var read = given
        for field in fields {
          read[field.name] = try member(field, of: given, at: "\(place).\(field.name)", depth: depth + 1)
        }
        return .object(read)
      case .dictionary(let valueKind):
        guard let given = Self.object(value) else { throw refusal }
        var read = JSONObject()
        for (key, element) in given {
          read[key] = try self.value(element, as: valueKind, at: "\(place).\(key)", depth: depth + 1)
        }
        return .object(read)
      case .json:
        if case .string(let text) = value, let parsed = JSON(parsing: Data(text.utf8)),
          parsed.object != nil || parsed.array != nil
        {
          return parsed
        }
        return value
      }
    }

    /// Text of one JSON value a line (blank lines skipped), or `nil` when a line is not JSON.
    static func jsonLines(_ text: String) -> [JSON]? {
      var values: [JSON] = []
      for line in text.split(whereSeparator: \.isNewline) where !line.allSatisfy(\.isWhitespace) {
        guard let value = JSON(parsing: Data(line.utf8)) else { return nil }
        values.append(value)
      }
      return values
    }

    /// An object, or text that is one (a form's field, a flag's value).
    static func object(_ value: JSON) -> JSONObject? {
      switch value {
      case .object(let object): object
      case .string(let text): JSON(parsing: Data(text.utf8))?.object
      case .null, .bool, .number, .array: nil
      }
    }

    /// The value for a file place: `{"path", "name", "contentType"}` of the file sent with the
    /// input under the name given, or (with `localPaths`) the file at that path.
    mutating func file(named value: JSON, at place: String) throws(Invalid) -> JSON {
      guard let name = value.string else {
        throw Invalid(
          field: place,
          description:
            "\(place) takes a file sent with the input, named by its file name, not \(InputSchema.shown(value))"
        )
      }
      if let index = files.firstIndex(where: { $0.name == name }) {
        return Self.described(files.remove(at: index))
      }
      if localPaths {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: name, isDirectory: &isFolder), !isFolder.boolValue else {
          throw Invalid(field: place, description: "\(place) takes a file, and there is no file \(name)")
        }
        return Self.described(InputFile(url: URL(fileURLWithPath: name).standardizedFileURL))
      }
      throw Invalid(
        field: place,
        description:
          "\(place) names \(InputSchema.shown(value)), which is not a file sent with the input; send the file itself")
    }

    /// A file as the app's `InputFile` decodes it.
    static func described(_ file: InputFile) -> JSON {
      ["path": .string(file.path), "name": .string(file.name), "contentType": .string(file.contentType)]
    }
  }

  /// `value` as a one-value `kind` wants it, or `nil` when it is not one.
  static func scalar(_ value: JSON, as kind: Kind) -> JSON? {
    switch kind {
    case .text:
      if let text = value.string { return .string(text) }
      if case .number = value { return .string(value.text) }
      return nil
    case .number:
      return value.number.map(JSON.number)
    case .integer:
      guard let number = value.number, number.rounded() == number, abs(number) < 9e15 else { return nil }
      return .number(number)
    case .boolean:
      return value.bool.map(JSON.bool)
    case .date:
      if case .number = value { return value }
      guard let text = value.string, let date = JSON.date(fromISO8601: text) else { return nil }
      // In UTC, to the millisecond when the text gave a fraction of a second.
      let fraction = text.range(of: #"T\d\d:\d\d:\d\d\.\d"#, options: .regularExpression) != nil
      return .string(date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: fraction)))
    case .url:
      guard let text = value.string, let url = URL(string: text), url.scheme != nil else { return nil }
      return .string(text)
    case .choice(let values):
      if values.contains(value) { return value }
      // A form sends every value as text: "2" is the choice 2.
      return values.first { $0.string == nil && $0.text == value.string }
    case .file, .list, .object, .dictionary, .json:
      return nil
    }
  }

  /// A value as a message quotes it: its JSON, cut at 40 characters.
  static func shown(_ value: JSON) -> String {
    let text = value.text
    return text.count > 40 ? String(text.prefix(40)) + "…" : text
  }
}
