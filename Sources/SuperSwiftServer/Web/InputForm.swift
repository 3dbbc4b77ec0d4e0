import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHTTP
import SuperSwiftHost

/// The run form of an app: one control per field of its typed input (number, text, toggle,
/// choice, list, date, file), required ones marked and defaults filled in; or, for an app that
/// declares nothing, free text or JSON and files. Reads its own submission back into input.
struct InputForm {
  /// The app's fields; `nil` for free input.
  let schema: InputSchema?
  /// Whether the form has anything to fill in (else it is the Run button alone).
  var hasFields: Bool { schema.map { !$0.fields.isEmpty } ?? (takesText || takesFiles) }

  /// Whether a free-input app reads text or JSON (its code reads `.input`); with neither text
  /// nor files, the form is the Run button alone.
  var takesText = true
  /// Whether a free-input app reads files (its code reads `files`, `items` or `InputFile`); a
  /// typed app takes the files its fields name, and no others.
  var takesFiles = true

  /// The form of an app with these sources and `schema`: free input offers text and files
  /// only where the code reads them.
  init(schema: InputSchema?, source: AppSource) {
    self.schema = schema
    let texts = source.files.map { String(decoding: $0.contents, as: UTF8.self) }
    takesText = texts.contains(where: LibraryApp.readsInput)
    takesFiles = texts.contains { text in ["files", "items", "InputFile", ".file"].contains { text.contains($0) } }
  }

  /// The form for `schema`, offering free text and files when there is none.
  init(schema: InputSchema?) {
    self.schema = schema
  }

  /// The prefix of a field's control name, so a field called `input` or `file` is no clash.
  static let prefix = "field."

  /// The form, posting to `action`; `values` fills it in again (run again), `files` lists the
  /// files of that run that can be kept. Every attribute is quoted and every value escaped (by
  /// `HTML`): a field's name is the app's, and may hold anything.
  func html(
    action: String, values: JSON? = nil, files: [(index: Int, name: String)] = [], againFrom: String? = nil,
    invalid: String? = nil
  ) -> HTML {
    var body: HTML = ""
    if let schema {
      for field in schema.fields {
        body += control(field, value: values?[field.name] ?? field.defaultValue, path: field.name, invalid: invalid)
      }
    } else if takesText {
      let text = values?.string ?? values.map { $0.object != nil || $0.array != nil ? $0.text(pretty: true) : "" } ?? ""
      body += """
        <label for="input">Input <span class="help">Text, or JSON such as {"name": "Ada"}; what Shortcuts would pass as its Input</span></label>\
        <textarea id="input" name="input" rows="4" placeholder="Text or JSON (optional)">
        \(text)</textarea>
        """
    }
    if !files.isEmpty {
      body += "<fieldset><legend>Files from the last run</legend>"
      for file in files {
        body +=
          "<label class=\"inline\"><input type=\"checkbox\" name=\"keep\" value=\"\(file.index)\" checked> \(file.name)</label>"
      }
      body += "</fieldset>"
    }
    if schema == nil, takesFiles || !files.isEmpty {
      body += """
        <label for="file">\(files.isEmpty ? "Files" : "More files") <span class="help">Optional</span></label>
        <input id="file" type="file" name="file" multiple>
        """
    }
    let again: HTML? = againFrom.map { "<input type=\"hidden\" name=\"again\" value=\"\($0)\">" }
    return """
      <form method="post" action="\(action)" enctype="multipart/form-data" class="\(body.text.isEmpty ? "run-form bare" : "card run-form")">
      \(again)
      \(body)
      <div class="actions"><button type="submit" class="primary">Run</button></div>
      </form>
      """
  }

  /// The id of the control for the place `path` (`items[0].price`): the top field's name
  /// with anything but letters and digits as `_`, then the rest of the path as it is.
  static func id(for path: String, top: String) -> String {
    "field-\(top.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) ? String($0) : "_" }.joined())"
      + path.dropFirst(top.count)
  }

  /// One field's label and control, at `path` (`bill`, `items[0].price`); a nested type is a
  /// fieldset of its fields, a list of them repeatable rows (add, remove, move), each row the
  /// same controls. `invalid` is the place a refused run named: its control is marked.
  private func control(
    _ field: InputSchema.Field, value: JSON?, path: String, invalid: String?, top: String? = nil,
    marksRequired: Bool = true
  ) -> HTML {
    let top = top ?? path
    // The field a refused run named: marked for screen readers and the eye, and focused.
    let mark: HTML = invalid == path ? " aria-invalid=\"true\" autofocus" : ""
    let id = Self.id(for: path, top: top)
    let name = Self.prefix + path
    // Inside an optional nested type left empty, nothing is required: the browser must let the
    // whole group be left out (the server still refuses it half filled in, naming the field).
    let required: HTML = field.required && marksRequired ? " required" : ""
    // Inside an optional group, a required field is needed only when the group is filled in.
    let need = marksRequired ? "required" : "required if this group is filled in"
    let help = [field.help, field.required ? need : (field.defaultValue == nil ? "optional" : nil)]
      .compactMap { $0 }.joined(separator: " · ")
    let helpNote: HTML = help.isEmpty ? "" : " <span class=\"help\">\(help)</span>"
    let label: HTML = "<label for=\"\(id)\">\(field.name)\(helpNote)</label>"
    let text = value.map { $0.string ?? ($0.isNull ? "" : $0.text) } ?? ""
    switch field.kind {
    case .boolean:
      // Unchecked sends nothing: the hidden false before it says "off", the box's true wins.
      let on: HTML = value?.bool == true ? " checked" : ""
      let note: HTML? = field.help.map { " <span class=\"help\">\($0)</span>" }
      return """
        <input type="hidden" name="\(name)" value="false">
        <label class="inline" for="\(id)"><input id="\(id)" type="checkbox" name="\(name)" value="true"\(on)> \(field.name)\(note)</label>
        """
    case .number, .integer:
      // Text, not `type=number`: a browser's number field drops a decimal comma ("5,5" became
      // 55), while the form must read what the API reads (`LenientNumber`: "5,5" is 5.5) or
      // say in words what is wrong. Whole numbers get the numeric keypad, others the decimal one.
      let keypad: HTML = field.kind == .integer ? "numeric" : "decimal"
      let example: HTML = field.kind == .integer ? "A whole number, like 3" : "A number, like 5.5 or 5,5"
      return label
        + "<input id=\"\(id)\"\(mark) name=\"\(name)\" type=\"text\" inputmode=\"\(keypad)\" autocomplete=\"off\""
        + " pattern=\"\\s*[+\\-]?[0-9][0-9 .,']*\\s*\" title=\"\(example)\" value=\"\(text)\"\(required)>"
    case .choice(let choices):
      let empty: [HTML] = field.required && marksRequired ? [] : ["<option value=\"\">—</option>"]
      let options =
        empty
        + choices.map { choice -> HTML in
          let shown = choice.string ?? choice.text
          // A required choice starts at its first value, shown chosen.
          let selected: HTML =
            choice == (value ?? (field.required && marksRequired ? choices.first : nil)) ? " selected" : ""
          return "<option value=\"\(shown)\"\(selected)>\(shown)</option>"
        }
      return label + "<select id=\"\(id)\"\(mark) name=\"\(name)\"\(required)>\(options)</select>"
    case .date:
      // `datetime-local` shows and sends local wall time without a zone; the form says so.
      let shown = value?.string.flatMap { JSON.date(fromISO8601: $0) }.map(Self.localInput) ?? ""
      return label
        + "<input id=\"\(id)\"\(mark) name=\"\(name)\" type=\"datetime-local\" value=\"\(shown)\"\(required)>"
    case .url:
      return label + "<input id=\"\(id)\"\(mark) name=\"\(name)\" type=\"url\" value=\"\(text)\"\(required)>"
    case .file:
      return label + "<input id=\"\(id)\"\(mark) name=\"\(name)\" type=\"file\"\(required)>"
    case .list(.object(let fields)):
      let given: [JSON]
      switch value {
      case .array(let elements)?: given = elements
      case .object?: given = [value ?? .null]
      case .null?, .bool?, .number?, .string?, nil: given = []
      }
      // A required list starts with one row to fill in; an optional one with none.
      let rows = given.isEmpty && field.required ? [JSON.null] : given
      var list: HTML = ""
      for (index, row) in rows.enumerated() {
        list += self.row(fields, value: row, path: "\(path)[\(index)]", invalid: invalid, top: top)
      }
      let template = self.row(fields, value: nil, path: "\(path)[0]", invalid: nil, top: top)
      return """
        <fieldset class="rows" id="\(id)" data-rows="\(Self.prefix + path)" data-rows-id="\(id)">\
        <legend>\(field.name)\(helpNote)</legend>\
        <ol class="item-rows">\(list)</ol>\
        <template>\(template)</template>\
        <button type="button" data-row-action="add">Add to \(field.name)</button>\
        </fieldset>
        """
    case .list:
      let lines = value?.array?.map { $0.string ?? $0.text }.joined(separator: "\n") ?? ""
      let listLabel: HTML =
        "<label for=\"\(id)\">\(field.name)\(helpNote) <span class=\"help\">one per line</span></label>"
      return listLabel + "<textarea id=\"\(id)\"\(mark) name=\"\(name)\" rows=\"3\"\(required)>\n\(lines)</textarea>"
    case .object(let fields):
      var inner: HTML = ""
      for sub in fields {
        inner += control(
          sub, value: value?[sub.name] ?? sub.defaultValue, path: "\(path).\(sub.name)", invalid: invalid, top: top,
          marksRequired: marksRequired && field.required)
      }
      return "<fieldset class=\"group\" id=\"\(id)\"><legend>\(field.name)\(helpNote)</legend>\(inner)</fieldset>"
    case .dictionary, .json:
      let shown = value.map { $0.isNull ? "" : $0.text } ?? ""
      return label + "<textarea id=\"\(id)\"\(mark) name=\"\(name)\" rows=\"3\"\(required)>\n\(shown)</textarea>"
    case .text:
      return label + "<input id=\"\(id)\"\(mark) name=\"\(name)\" type=\"text\" value=\"\(text)\"\(required)>"
    }
  }

  /// One row of a list of objects: its fields' controls, and buttons to move it and remove it.
  private func row(_ fields: [InputSchema.Field], value: JSON?, path: String, invalid: String?, top: String) -> HTML {
    var inner: HTML = ""
    for field in fields {
      inner += control(
        field, value: value?[field.name] ?? field.defaultValue, path: "\(path).\(field.name)", invalid: invalid,
        top: top)
    }
    return """
      <li class="item-row"><div class="item-fields">\(inner)</div><div class="item-actions">\
      <button type="button" data-row-action="up" aria-label="Move up" title="Move up">↑</button>\
      <button type="button" data-row-action="down" aria-label="Move down" title="Move down">↓</button>\
      <button type="button" data-row-action="remove">Remove</button></div></li>
      """
  }

  /// A date as `<input type=datetime-local>` shows it: local time, no zone.
  static func localInput(_ date: Date) -> String {
    localFormatter().string(from: date)
  }

  /// `yyyy-MM-dd'T'HH:mm` in this machine's time zone, the form's format both ways.
  private static func localFormatter() -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyy-MM-dd'T'HH:mm"
    return formatter
  }

  /// A submitted form as run input: the typed fields as one JSON object (checked against the
  /// schema, which throws `InputSchema.Invalid`), or the free text; then files.
  func items(from fields: [FormField], uploads: URL, keptFiles: [InputFile]) throws -> [InputItem] {
    var files = keptFiles.map(InputItem.file)
    var values = JSONObject()
    var text: String?
    var fieldFiles: [InputFile] = []
    for (index, field) in fields.enumerated() {
      if let fileName = field.fileName {
        if fileName.isEmpty && field.value.isEmpty { continue }
        let saved = try RunBody.save(
          field.value, name: fileName, index: index, type: field.contentType, uploads: uploads)
        files.append(saved)
        if field.name.hasPrefix(Self.prefix), let file = saved.file {
          fieldFiles.append(file)
          if let schema {
            FormPaths.set(
              .string(file.name), named: field.name.dropFirst(Self.prefix.count), in: &values, fields: schema.fields)
          }
        }
        continue
      }
      let value = String(decoding: field.value, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
      if field.name == "input" { text = value }
      guard field.name.hasPrefix(Self.prefix), let schema else { continue }
      FormPaths.set(.string(value), named: field.name.dropFirst(Self.prefix.count), in: &values, fields: schema.fields)
    }
    guard let schema else {
      let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
      return (trimmed.isEmpty ? [] : RunBody.textItems(trimmed)) + files
    }
    // A field left empty is left out, so the app's default applies; a date from the form is
    // local wall time, and the app gets it as an instant (ISO 8601, UTC).
    var given = JSONObject()
    for field in schema.fields {
      given[field.name] = values[field.name].flatMap { FormPaths.cleaned($0, as: field.kind) }
    }
    let checked = try schema.validate(.object(given), files: fieldFiles + keptFiles)
    return [.text(checked.text)] + files
  }

  /// `2026-12-01T09:30` in this machine's time zone.
  static func localDate(_ text: String) -> Date? {
    localFormatter().date(from: text)
  }
}
