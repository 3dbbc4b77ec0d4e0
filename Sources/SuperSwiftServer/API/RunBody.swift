import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHTTP
import SuperSwiftHost

/// Turns a run request's body into input items, for every way a person builds Shortcuts' "Get
/// Contents of URL" (and for curl):
/// - JSON: the envelope `{"input": <any JSON>, "urls": [...], "files": [{"name", "text" |
///   "base64"}]}`, where a non-string `input` becomes its JSON text (as Shortcuts' Run App
///   does); any other object (a Dictionary sent as the whole body) or value is the input itself;
/// - a form (`multipart/form-data` or `application/x-www-form-urlencoded`): file parts become
///   files, `url` fields URLs; a lone `input` (or `text`) field is the text, and any other
///   fields make one JSON object of them all, as a Dictionary would;
/// - any other type: a raw File body (`image/heic`, `application/pdf`…) is one file, named by
///   `?name=`, its `Content-Disposition`, or its type; text is one text item.
///
/// Text that is a single web address is also a URL item, as a shared web page is. Uploaded
/// files are written into the run's own upload folder under numbered names; the names clients
/// give are kept only as names, never used as paths.
enum RunBody {
  struct Invalid: Error, CustomStringConvertible {
    let description: String
  }

  /// What a body is, by its `Content-Type`.
  enum Kind: Equatable {
    case json
    case multipart(boundary: String?)
    case urlEncoded
    case text
    /// Any other type: a file's bytes; `nil` when the request gave no type.
    case file(type: String?)

    init(contentType header: String?) {
      let type = (header ?? "").split(separator: ";", maxSplits: 1).first.map {
        $0.trimmingCharacters(in: .whitespaces).lowercased()
      }
      switch type ?? "" {
      case "application/json", "text/json": self = .json
      case let json where json.hasSuffix("+json"): self = .json
      case "multipart/form-data": self = .multipart(boundary: HeaderParameter.value("boundary", in: header ?? ""))
      case "application/x-www-form-urlencoded": self = .urlEncoded
      case "": self = .file(type: nil)
      case let text where text.hasPrefix("text/"): self = .text
      case let other: self = .file(type: other)
      }
    }
  }

  static func items(from request: HTTPRequest, uploads: URL) throws -> [InputItem] {
    if request.body.isEmpty { return [] }
    let named =
      request.parameter("name")
      ?? request.header("Content-Disposition").flatMap(HeaderParameter.fileName(in:))
    switch Kind(contentType: request.header("Content-Type")) {
    case .json:
      guard let json = JSON(parsing: request.body) else {
        throw Invalid(
          description:
            "the body is not valid JSON (Content-Type says it is); send a Dictionary, {\"input\": …}, or plain text")
      }
      return try items(fromJSON: json, uploads: uploads)
    case .multipart(let boundary):
      guard let boundary, !boundary.isEmpty else {
        throw Invalid(description: "multipart/form-data without a boundary in its Content-Type")
      }
      return try items(fromForm: try FormField.multipart(request.body, boundary: boundary), uploads: uploads)
    case .urlEncoded:
      // A body with no field in it (`curl -d 'text'`, which labels any body as a form): the
      // text itself, not a field named by it with no value.
      if !request.body.contains(UInt8(ascii: "=")), let text = String(data: request.body, encoding: .utf8) {
        return textItems(text)
      }
      return try items(fromForm: try FormField.urlEncoded(request.body), uploads: uploads)
    case .text where named == nil:
      if let text = String(data: request.body, encoding: .utf8) { return textItems(text) }
      // Text in another encoding (a CSV from Excel in a Windows code page): read with the
      // charset it names, else given to the app as a file with its bytes, never refused.
      if let charset = HeaderParameter.value("charset", in: request.header("Content-Type") ?? ""),
        let encoding = Self.encoding(named: charset), let text = String(data: request.body, encoding: encoding)
      {
        return textItems(text)
      }
      return [try save(request.body, name: nil, index: 0, type: request.header("Content-Type"), uploads: uploads)]
    case .file(nil) where named == nil:
      // No type at all (curl -d, say): text when it reads as text, else a file.
      if let text = String(data: request.body, encoding: .utf8) { return textItems(text) }
      return [try save(request.body, name: nil, index: 0, type: nil, uploads: uploads)]
    case .text, .file:
      let type = request.header("Content-Type")
      return [try save(request.body, name: named, index: 0, type: type, uploads: uploads)]
    }
  }

  /// The encodings a `charset=` may name that Foundation reads, by their IANA names.
  static func encoding(named charset: String) -> String.Encoding? {
    switch charset.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "\" ")) {
    case "utf-8", "utf8": .utf8
    case "windows-1252", "cp1252": .windowsCP1252
    case "iso-8859-1", "latin1", "iso_8859-1": .isoLatin1
    case "windows-1250", "cp1250": .windowsCP1250
    case "windows-1251", "cp1251": .windowsCP1251
    case "utf-16": .utf16
    case "utf-16le": .utf16LittleEndian
    case "utf-16be": .utf16BigEndian
    case "macintosh", "mac", "x-mac-roman": .macOSRoman
    case "us-ascii", "ascii": .ascii
    default: nil
    }
  }

  /// The longest text read as a web address (with the spaces around it).
  static let longestAddress = 16 * 1024

  /// A text item, and a URL item too when the text is a single web address (a shared page).
  static func textItems(_ text: String) -> [InputItem] {
    // An address is short: a long text is only text (and trimming it through Foundation would
    // convert all of it to UTF-16, 0.3 s for 5 MB).
    guard text.utf8.count <= Self.longestAddress else { return [.text(text)] }
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    let lowered = trimmed.lowercased()
    if lowered.hasPrefix("http://") || lowered.hasPrefix("https://"),
      !trimmed.contains(where: \.isWhitespace), let url = try? InputValidation.url(trimmed)
    {
      return [.text(text), url]
    }
    return [.text(text)]
  }

  private static func items(fromJSON json: JSON, uploads: URL) throws -> [InputItem] {
    guard case .object(let object) = json else {
      // A bare JSON value (a list, a number, a string) is the input itself.
      return textItems(json.string ?? json.text)
    }
    if object.keys.contains("") {
      // A field left without a key in Shortcuts' JSON body: alone, its value is the input.
      guard object.keys.count == 1, let value = object[""] else {
        throw Invalid(description: Self.namelessField)
      }
      return value.string.map(textItems) ?? [.text(value.text)]
    }
    let envelope: Set<String> = ["input", "urls", "files"]
    guard !object.keys.isEmpty, object.keys.allSatisfy(envelope.contains) else {
      // A Dictionary sent as the whole body: `{"bill": 42, "percent": 18}` is the input. A web
      // page shared as a Dictionary (`{"url": …, "title": …}`) also gives its URL, exactly.
      var items: [InputItem] = [.text(json.text)]
      for (key, value) in zip(object.keys, object.values) where key.lowercased() == "url" {
        if let text = value.string?.trimmingCharacters(in: .whitespacesAndNewlines),
          let url = try? InputValidation.url(text)
        {
          items.append(url)
        }
      }
      return items
    }
    var items: [InputItem] = []
    if let input = object["input"], input != .null {
      items += input.string.map(textItems) ?? [.text(input.text)]
    }
    if let urls = object["urls"], urls != .null {
      // Shortcuts sends a single URL as a string where a list was expected.
      for url in urls.array ?? [urls] {
        guard let text = url.string else { throw Invalid(description: "\"urls\" must be a list of strings") }
        do {
          items.append(try InputValidation.url(text))
        } catch {
          throw Invalid(description: error.description)
        }
      }
    }
    for (index, file) in (object["files"]?.array ?? []).enumerated() {
      guard let name = file["name"]?.string else {
        throw Invalid(description: "file \(index + 1) in \"files\" needs a \"name\"")
      }
      let data: Data
      if let text = file["text"]?.string {
        data = Data(text.utf8)
      } else if let base64 = file["base64"]?.string {
        guard let decoded = Self.base64(base64) else {
          throw Invalid(description: "the \"base64\" of file \"\(name)\" is not base64")
        }
        data = decoded
      } else {
        throw Invalid(description: "file \"\(name)\" needs \"text\" or \"base64\"")
      }
      items.append(try save(data, name: name, index: index, type: file["contentType"]?.string, uploads: uploads))
    }
    return items
  }

  /// What is said of a body with a nameless field beside named ones.
  static let namelessField =
    "a field has no name (its key is empty): in Shortcuts, give every key of the Dictionary or Form a name, or send the text alone"

  /// Base64 as Shortcuts' Base64 Encode writes it: by default with a line break every 76
  /// characters (CRLF or LF), which are dropped, as are spaces; padding may be missing.
  static func base64(_ text: String) -> Data? {
    var compact = text.filter { !$0.isWhitespace }
    if compact.count % 4 != 0 { compact += String(repeating: "=", count: 4 - compact.count % 4) }
    return Data(base64Encoded: compact)
  }

  private static func items(fromForm fields: [FormField], uploads: URL) throws -> [InputItem] {
    var files: [InputItem] = []
    var urls: [InputItem] = []
    var texts: [(name: String, value: String)] = []
    for (index, field) in fields.enumerated() {
      if let fileName = field.fileName {
        // A form's file field left empty still sends a part, with no name and no bytes.
        if fileName.isEmpty && field.value.isEmpty { continue }
        files.append(try save(field.value, name: fileName, index: index, type: field.contentType, uploads: uploads))
        continue
      }
      guard let value = String(data: field.value, encoding: .utf8) else {
        throw Invalid(
          description:
            "the form field \"\(field.name)\" is not UTF-8 text and has no file name; send a file as a File field")
      }
      if let stranded = strandedFileName(value) {
        throw Invalid(
          description: """
            the form field "\(field.name)" holds the text "\(stranded)", a file's name, not the file: in Shortcuts, \
            set the field's type to File and pick the file (not its Name), or send the file as the whole body \
            (Request Body: File)
            """)
      }
      if ["url", "urls"].contains(field.name.lowercased()) {
        if value.isEmpty { continue }
        do {
          urls.append(try InputValidation.url(value.trimmingCharacters(in: .whitespacesAndNewlines)))
        } catch {
          throw Invalid(description: error.description)
        }
        continue
      }
      texts.append((field.name, value))
    }
    var items: [InputItem] = []
    let plain = texts.filter { !$0.value.isEmpty }
    if plain.contains(where: { $0.name.isEmpty }), plain.count > 1 { throw Invalid(description: Self.namelessField) }
    if plain.count == 1, ["input", "text", ""].contains(plain[0].name.lowercased()) {
      items = textItems(plain[0].value)
    } else if !plain.isEmpty {
      // Fields as a Dictionary would be: one JSON object, in the order sent; a name sent twice
      // gathers its values in a list.
      var object = JSONObject()
      for (name, value) in plain {
        switch object[name] {
        case nil: object[name] = .string(value)
        case .array(let values)?: object[name] = .array(values + [.string(value)])
        case let first?: object[name] = .array([first, .string(value)])
        }
      }
      items = [.text(JSON.object(object).text)]
    }
    return items + urls + files
  }

  /// The file name a text field holds when Shortcuts sent a file's name instead of its bytes
  /// (`IMG_0001.HEIC`): one line, no folders, ending in the extension of an image, a video, a
  /// sound or a PDF. `nil` for anything else.
  static func strandedFileName(_ value: String) -> String? {
    let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
    guard (3...255).contains(trimmed.utf8.count), !trimmed.contains(where: \.isNewline), !trimmed.contains("/"),
      trimmed.contains("."), !trimmed.hasPrefix(".")
    else { return nil }
    let type = ContentType(fileName: trimmed).mimeType
    let fileLike =
      type.hasPrefix("image/") || type.hasPrefix("video/") || type.hasPrefix("audio/") || type == "application/pdf"
    return fileLike ? trimmed : nil
  }

  /// Writes an uploaded file as `uploads/<index>` and makes its item; the client's name is kept
  /// only when it is a plain file name, else one is made from the type (`file-1.jpg`).
  static func save(_ data: Data, name: String?, index: Int, type: String?, uploads: URL) throws -> InputItem {
    try FileManager.default.createDirectory(at: uploads, withIntermediateDirectories: true)
    let url = uploads.appendingPathComponent("\(index)")
    try data.write(to: url)
    let base = name.flatMap { $0.split(separator: "/").last.map(String.init) } ?? ""
    let given = type.map { ContentType($0) }
    let safe: String
    if !base.isEmpty, OutputFileNames.problem(with: base) == nil {
      safe = base
    } else {
      safe = "file-\(index + 1)" + (given?.preferredExtension.map { ".\($0)" } ?? "")
    }
    let contentType = given?.mimeType ?? InputValidation.mimeDatabase.type(of: URL(fileURLWithPath: safe))
    return .file(InputFile(url: url, name: safe, contentType: contentType))
  }
}
