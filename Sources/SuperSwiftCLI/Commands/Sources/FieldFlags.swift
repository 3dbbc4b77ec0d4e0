import Foundation
import SuperSwift
import SuperSwiftHost

/// An app's typed input on the command line: `superswift run APP --bill 42 --percent 18`, each
/// flag a field of the type the app decodes (`InputSchema`), checked before the app runs.
enum FieldFlags {
  /// The app's fields, or `nil` when it declares none (or does not compile: the run says so).
  static func schema(of app: AppSource, context: CLIContext) -> InputSchema? {
    guard app.usesRuntime else { return nil }
    return try? InputSchemas(runner: context.runner).schema(for: app)
  }

  /// `items` with the flags folded into the JSON text, every field checked and typed; throws a
  /// usage error (exit 2) naming the field.
  static func apply(
    _ flags: [(name: String, value: String?)], to items: [InputItem], schema: InputSchema, appName: String,
    query: String
  ) throws(UsageError) -> [InputItem] {
    let shown = query.contains(" ") ? "\"\(query)\"" : query
    let hint = "Run 'superswift run \(shown) --help' to see its fields."
    var object = JSONObject()
    let texts = items.compactMap(\.text)
    if !texts.isEmpty {
      guard texts.count == 1, case .object(let given)? = JSON(parsing: Data(texts[0].utf8)) else {
        throw UsageError(
          "\(appName) takes fields (\(schema.fields.map(\.flag).joined(separator: ", "))); --input must be a JSON object of them, such as {\"\(schema.fields[0].name)\": …}. \(hint)"
        )
      }
      object = given
    }
    let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    var seen: Set<String> = []
    for (flag, value) in flags {
      guard let field = field(named: flag, in: schema) else {
        throw UsageError(
          "\(appName) has no field --\(flag); its fields are \(schema.fields.map(\.flag).joined(separator: ", ")).\(Suggestions.didYouMean("--" + flag, among: schema.fields.map(\.flag))) \(hint)"
        )
      }
      var given: JSON
      switch (value, field.kind) {
      case (nil, .boolean): given = true
      case (nil, _): throw UsageError("--\(flag) needs a value: \(field.kind.noun). \(hint)")
      case (let text?, .file): given = .string(URL(fileURLWithPath: text, relativeTo: here).standardizedFileURL.path)
      case (let text?, _): given = .string(text)
      }
      if case .list = field.kind {
        // Repeated, a list flag adds to the list.
        var list = seen.contains(field.name) ? (object[field.name]?.array ?? []) : []
        // A JSON list (`--items '[{"name": "tea"}]'`) gives its elements; other text is one.
        if case .string(let text) = given, text.first == "[",
          case .array(let elements)? = JSON(parsing: Data(text.utf8))
        {
          list += elements
        } else {
          list.append(given)
        }
        object[field.name] = .array(list)
      } else {
        guard !seen.contains(field.name) else { throw UsageError("--\(flag) was given twice. \(hint)") }
        object[field.name] = given
      }
      seen.insert(field.name)
    }
    let checked: JSON
    do {
      checked = try schema.validate(.object(object), files: items.compactMap(\.file), localPaths: true)
    } catch {
      let flag = error.field.map { " (\(Self.flag(for: $0, in: schema)))" } ?? ""
      throw UsageError("\(appName): \(error.description)\(flag). \(hint)")
    }
    return [.text(checked.text)] + items.filter { $0.text == nil }
  }

  /// The flag that gives the place `path` names (`items[0].price` is given with `--items`).
  static func flag(for path: String, in schema: InputSchema) -> String {
    InputSchema.field(at: path, in: schema.fields)?.flag ?? "--" + path
  }

  /// A field by its name, or its name in kebab case (`--tip-percent` for `tipPercent`).
  static func field(named flag: String, in schema: InputSchema) -> InputSchema.Field? {
    if let exact = schema.fields.first(where: { $0.name == flag }) { return exact }
    // The flag as `--help` lists it.
    if let listed = schema.fields.first(where: { InputSchema.Field.kebab($0.name) == flag }) { return listed }
    let camel = flag.split(separator: "-").enumerated().map {
      $0 == 0 ? String($1) : $1.prefix(1).uppercased() + $1.dropFirst()
    }
    .joined()
    return schema.fields.first { $0.name == camel || $0.name.lowercased() == flag.lowercased() }
  }

  /// The fields as `--help` lists them.
  static func help(_ schema: InputSchema, appName: String) -> String {
    var text = "\nInput fields of \(appName) (give each as --NAME VALUE; checked before it runs):\n"
    let rows = schema.fields.map { field -> (String, String) in
      var detail = field.help.map { "\($0). " } ?? ""
      detail += field.kind.noun.prefix(1).uppercased() + field.kind.noun.dropFirst()
      if let example = Self.example(field.kind) {
        detail += "; give it as JSON, such as '\(example)'"
      } else if field.kind == .json {
        detail += "; give it as JSON"
      }
      if let value = field.defaultValue { detail += "; default \(value.string ?? value.text)" }
      if field.required { detail += "; required" }
      let value: String =
        switch field.kind {
        case .boolean: ""
        case .file: " PATH"
        default: " VALUE"
        }
      return ("\(field.flag)\(value)", detail)
    }
    let width = min(rows.map(\.0.count).max() ?? 0, 30)
    for (flag, detail) in rows {
      text +=
        flag.count > width
        ? "  \(flag)\n  \(String(repeating: " ", count: width + 2))\(detail)\n"
        : "  \(flag)\(String(repeating: " ", count: width - flag.count + 2))\(detail)\n"
    }
    return text
  }

  /// A short JSON example of a nested kind, for `--help`: `[{"name": …, "price": …}]`.
  static func example(_ kind: InputSchema.Kind) -> String? {
    switch kind {
    case .object(let fields): "{" + fields.prefix(3).map { "\"\($0.name)\": …" }.joined(separator: ", ") + "}"
    case .list(let item): example(item).map { "[\($0)]" }
    case .dictionary: "{\"name\": …}"
    case .text, .number, .integer, .boolean, .date, .url, .file, .choice, .json: nil
    }
  }
}
