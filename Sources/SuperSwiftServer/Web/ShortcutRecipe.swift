import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHost

/// The parts of an app's "Use from iPhone" recipe that depend on the app: what to put in the
/// request (its own typed fields, the keys its code reads, or nothing) and what comes back
/// (the keys of the JSON it returned last, or the kind of result). Pure: made from the app's
/// schema, its sources' text and its last result, so it is tested without a server.
struct ShortcutRecipe: Equatable {
  /// One key of the Dictionary the shortcut sends.
  struct Key: Equatable {
    /// The key, as the app reads it.
    var name: String
    /// The Shortcuts type to give it: Text, Number, Boolean, Array or File.
    var type: String
    /// An example or default value, as typed in Shortcuts.
    var example: String?
    /// Required, optional, one of …, the field's help.
    var note: String?
  }

  /// What the shortcut sends.
  enum Input: Equatable {
    /// The app reads nothing: no body.
    case none
    /// A Dictionary (JSON body) with these keys; `form` when one of them is a file (then the
    /// body is a Form, whose file fields are files).
    case keys([Key], form: Bool)
    /// Free text, or JSON the app reads in its own way.
    case text
  }

  /// What comes back.
  enum Output: Equatable {
    /// A JSON object with these keys (from the app's last result).
    case keys([String])
    case text, url, files
    /// Not known yet: the app has not finished a run.
    case unknown
  }

  var input: Input
  var output: Output

  /// The recipe for an app with `schema` (its typed input, if any), whose sources are `sources`
  /// and whose last finished run returned `lastResult`.
  init(schema: InputSchema?, acceptsInput: Bool, sources: [String], lastResult: DeliveredResult?) {
    if let schema, !schema.fields.isEmpty {
      let keys = schema.fields.map(Self.key)
      input = .keys(keys, form: keys.contains { $0.type == "File" })
    } else if !acceptsInput {
      input = .none
    } else {
      let read = Self.keysRead(in: sources)
      input = read.isEmpty ? .text : .keys(read, form: false)
    }
    switch lastResult {
    case .json(let json)?:
      output = json.object.map { .keys($0.keys) } ?? .text
    case .text?: output = .text
    case .url?: output = .url
    case .files?: output = .files
    case nil: output = .unknown
    }
  }

  /// A typed field as a Dictionary key: its Shortcuts type, an example, and what to know.
  private static func key(_ field: InputSchema.Field) -> Key {
    var notes: [String] = []
    var example = field.defaultValue.map { $0.string ?? $0.text }
    let type: String
    switch field.kind {
    case .number: type = "Number"
    case .integer: type = "Number"; notes.append("a whole number")
    case .boolean: type = "Boolean"
    case .file: type = "File"
    case .list: type = "Array"
    case .choice(let choices):
      type = "Text"
      let names = choices.map { $0.string ?? $0.text }
      notes.append("one of " + names.joined(separator: ", "))
      if example == nil { example = names.first }
    case .date: type = "Text"; notes.append("a date, like 2026-12-01 or 2026-12-01T09:30:00Z")
    case .url: type = "Text"; notes.append("a URL")
    case .object, .dictionary, .json: type = "Dictionary"
    case .text: type = "Text"
    }
    notes.insert(field.required ? "required" : "optional", at: 0)
    if let help = field.help { notes.append(help) }
    return Key(name: field.name, type: type, example: example, note: notes.joined(separator: "; "))
  }

  /// The keys an app without a typed input reads from its JSON input: string subscripts
  /// (`json?["bill"]?.number`) in files that read `input.json`, in the order first met, each
  /// with the Shortcuts type its accessor asks for (`number`/`int`: Number, `bool`: Boolean,
  /// `array`: Array, `object`: Dictionary, anything else Text).
  static func keysRead(in sources: [String]) -> [Key] {
    var keys: [Key] = []
    for source in sources where source.contains(".json") {
      var rest = source[...]
      while let open = rest.range(of: "?[\"") ?? rest.range(of: "![\"") {
        rest = rest[open.upperBound...]
        guard let close = rest.firstIndex(of: "\"") else { break }
        let name = String(rest[..<close])
        rest = rest[rest.index(after: close)...]
        guard !name.isEmpty, name.count <= 64, !name.contains("\\"), !keys.contains(where: { $0.name == name })
        else { continue }
        let accessor = rest.drop { "]?!.".contains($0) }.prefix { $0.isLetter }
        let type =
          switch accessor {
          case "number", "int": "Number"
          case "bool": "Boolean"
          case "array": "Array"
          case "object": "Dictionary"
          default: "Text"
          }
        keys.append(Key(name: name, type: type, example: nil, note: nil))
      }
    }
    return keys
  }
}
