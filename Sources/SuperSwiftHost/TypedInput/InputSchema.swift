import Foundation
@_spi(Host) import SuperSwift

/// The fields of an app's typed input (what `run.input.decode(Input.self)` reads), from the
/// JSON Schema the app describes itself with: the form the web page draws, the flags `run`
/// takes, and the checks made before the app runs.
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
  }

  /// What a field holds.
  package indirect enum Kind: Sendable, Equatable {
    case text, number, integer, boolean, date, url, file
    /// One of these values (an enum that is `CaseIterable`).
    case choice([JSON])
    case list(Kind)
    /// Nested fields, or anything (`JSON`): given as JSON text.
    case json

    init(_ schema: JSON) {
      if let choices = schema["enum"]?.array { self = .choice(choices); return }
      switch (schema["type"]?.string, schema["format"]?.string) {
      case ("string", "date-time"?): self = .date
      case ("string", "uri"?): self = .url
      case ("string", "file"?): self = .file
      case ("string", _): self = .text
      case ("number", _): self = .number
      case ("integer", _): self = .integer
      case ("boolean", _): self = .boolean
      case ("array", _): self = .list(Kind(schema["items"] ?? [:]))
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
      case .json: "JSON values"
      }
    }
  }

  /// The JSON Schema as the app described it.
  package let json: JSON
  /// The fields, in the order the type declares them.
  package let fields: [Field]

  /// The schema of an object with at least one field; `nil` for anything else.
  package init?(json: JSON) {
    guard json["type"]?.string == "object", let properties = json["properties"]?.object, !properties.isEmpty else {
      return nil
    }
    let required = Set((json["required"]?.array ?? []).compactMap(\.string))
    self.json = json
    fields = zip(properties.keys, properties.values).map { name, schema in
      Field(
        name: name, kind: Kind(schema), required: required.contains(name), help: schema["description"]?.string,
        defaultValue: schema["default"])
    }
  }

  /// Why input does not fit the schema: the field and what it takes.
  package struct Invalid: Error, Equatable, CustomStringConvertible {
    package var field: String?
    package var description: String
  }

  /// `input` checked against the fields and made what the app's decoder expects: numbers and
  /// true/false written as text (a form, Shortcuts' Text) become numbers and Booleans, dates
  /// become ISO 8601, defaults fill what is missing. A file field takes an uploaded file: by
  /// the name it was uploaded with, or, for the only file field, the first file given; with
  /// `localPaths` (the command line), a path too. Throws `Invalid` naming the first bad field.
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
    let names = Set(fields.map(\.name))
    for key in given.keys where !names.contains(key) {
      throw Invalid(
        field: key,
        description:
          "there is no field \"\(key)\""
          + (Suggestions.closest(to: key, among: fields.map(\.name)).map { " (did you mean \"\($0)\"?)" } ?? "")
          + "; the fields are \(fields.map(\.name).joined(separator: ", "))")
    }
    var unusedFiles = files
    let fileFields = fields.filter { $0.kind == .file }
    var checked = JSONObject()
    for field in fields {
      var value = given[field.name]
      if value == .null || value?.string == "" && field.kind != .text { value = nil }
      if field.kind == .file {
        if let file = try Self.file(
          for: field, value: value, files: &unusedFiles, alone: fileFields.count == 1, localPaths: localPaths)
        {
          checked[field.name] = file
          continue
        }
        value = nil
      }
      if value == nil, case .list(.file) = field.kind, fileFields.isEmpty,
        fields.filter({ Self.holdsFiles(json["properties"]?[$0.name] ?? [:]) }).count == 1, !unusedFiles.isEmpty
      {
        // The only place for files is this list: every file sent fills it, in order.
        checked[field.name] = .array(
          unusedFiles.map {
            ["path": .string($0.path), "name": .string($0.name), "contentType": .string($0.contentType)]
          })
        unusedFiles = []
        continue
      }
      guard let value else {
        if let fallback = field.defaultValue {
          checked[field.name] = fallback
        } else if field.required {
          throw Invalid(field: field.name, description: "\(field.name) is required: give \(field.kind.noun)")
        }
        continue
      }
      let schema = json["properties"]?[field.name] ?? [:]
      if Self.holdsFiles(schema) {
        // A list of files, or a nested type with files in it: every file in it is one sent
        // with the input (or, on the command line, a path), never a path a caller wrote.
        checked[field.name] = try Self.files(
          in: value, schema: schema, at: field.name, files: &unusedFiles, localPaths: localPaths)
        continue
      }
      guard let coerced = Self.coerce(value, to: field.kind) else {
        throw Invalid(
          field: field.name,
          description: "\(field.name) takes \(field.kind.noun), not \(Self.shown(value))")
      }
      checked[field.name] = coerced
    }
    return .object(checked)
  }

  /// Whether a field's schema has a file anywhere inside it (a list of files, a nested type
  /// with a file field), to a depth of 16 as the recorder writes them.
  static func holdsFiles(_ schema: JSON, depth: Int = 0) -> Bool {
    guard depth < 17 else { return false }
    if schema["format"]?.string == "file" { return true }
    if let items = schema["items"], holdsFiles(items, depth: depth + 1) { return true }
    return (schema["properties"]?.object?.values ?? []).contains { holdsFiles($0, depth: depth + 1) }
  }

  /// `value` with every file position (as `schema` says) holding a file sent with the input,
  /// named by its upload name (or a path, with `localPaths`); anything else there — an object
  /// with a `path`, say — is refused with the place named (`docs[1]`, `trip.ticket`).
  static func files(
    in value: JSON, schema: JSON, at place: String, files: inout [InputFile], localPaths: Bool, depth: Int = 0
  ) throws(Invalid) -> JSON {
    guard depth < 17 else { throw Invalid(field: place, description: "\(place) is nested too deeply") }
    if schema["format"]?.string == "file" {
      guard let name = value.string else {
        throw Invalid(
          field: place,
          description: "\(place) takes a file sent with the input, named by its file name, not \(shown(value))")
      }
      let field = Field(name: place, kind: .file, required: true, help: nil, defaultValue: nil)
      guard
        let file = try Self.file(for: field, value: .string(name), files: &files, alone: false, localPaths: localPaths)
      else { throw Invalid(field: place, description: "\(place) takes a file") }
      return file
    }
    if let items = schema["items"] {
      // One value where a list is wanted is a list of one; a form's lines are its elements.
      var elements: [JSON]
      switch value {
      case .array(let array): elements = array
      case .string(let text) where text.contains(where: \.isNewline):
        elements = text.split(whereSeparator: \.isNewline).map { .string(String($0)) }
      default: elements = [value]
      }
      var checked: [JSON] = []
      for (index, element) in elements.enumerated() {
        checked.append(
          try Self.files(
            in: element, schema: items, at: "\(place)[\(index)]", files: &files, localPaths: localPaths,
            depth: depth + 1))
      }
      return .array(checked)
    }
    if let properties = schema["properties"]?.object {
      var given: JSONObject
      switch value {
      case .object(let object): given = object
      case .string(let text):
        guard case .object(let object)? = JSON(parsing: Data(text.utf8)) else { fallthrough }
        given = object
      default:
        throw Invalid(field: place, description: "\(place) takes an object of fields, not \(shown(value))")
      }
      for (key, inner) in zip(properties.keys, properties.values) where holdsFiles(inner) {
        guard let element = given[key], element != .null else { continue }
        given[key] = try Self.files(
          in: element, schema: inner, at: "\(place).\(key)", files: &files, localPaths: localPaths, depth: depth + 1)
      }
      return .object(given)
    }
    return value
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

  /// The value for a file field: `{"path", "name", "contentType"}` of an uploaded file.
  private static func file(
    for field: Field, value: JSON?, files: inout [InputFile], alone: Bool, localPaths: Bool
  ) throws(Invalid) -> JSON? {
    func described(_ file: InputFile) -> JSON {
      ["path": .string(file.path), "name": .string(file.name), "contentType": .string(file.contentType)]
    }
    if let name = value?.string {
      if let index = files.firstIndex(where: { $0.name == name }) {
        return described(files.remove(at: index))
      }
      if localPaths {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: name, isDirectory: &isFolder), !isFolder.boolValue else {
          throw Invalid(field: field.name, description: "\(field.name) takes a file, and there is no file \(name)")
        }
        return described(InputFile(url: URL(fileURLWithPath: name).standardizedFileURL))
      }
      throw Invalid(
        field: field.name,
        description:
          "\(field.name) names \(shown(value ?? .null)), which is not a file sent with the input; send the file itself")
    }
    if value != nil {
      throw Invalid(field: field.name, description: "\(field.name) takes a file, not \(shown(value ?? .null))")
    }
    if alone, !files.isEmpty { return described(files.removeFirst()) }
    return nil
  }

  /// `value` as `kind` wants it, or `nil` when it is not one.
  static func coerce(_ value: JSON, to kind: Kind) -> JSON? {
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
      return .string(date.formatted(.iso8601))
    case .url:
      guard let text = value.string, let url = URL(string: text), url.scheme != nil else { return nil }
      return .string(text)
    case .file:
      return nil
    case .choice(let values):
      if values.contains(value) { return value }
      // A form sends every value as text: "2" is the choice 2.
      return values.first { $0.string == nil && $0.text == value.string }
    case .list(let item):
      // One value where a list is wanted, or a form's lines, is a list.
      var elements: [JSON]
      switch value {
      case .array(let array): elements = array
      case .string(let text) where item != .json:
        elements = text.split(whereSeparator: \.isNewline).map { .string(String($0)) }
      default: elements = [value]
      }
      var coerced: [JSON] = []
      for element in elements {
        guard let one = coerce(element, to: item) else { return nil }
        coerced.append(one)
      }
      return .array(coerced)
    case .json:
      if let text = value.string, let parsed = JSON(parsing: Data(text.utf8)),
        parsed.object != nil || parsed.array != nil
      {
        return parsed
      }
      return value
    }
  }

  private static func shown(_ value: JSON) -> String {
    let text = value.text
    return text.count > 40 ? String(text.prefix(40)) + "…" : text
  }
}
