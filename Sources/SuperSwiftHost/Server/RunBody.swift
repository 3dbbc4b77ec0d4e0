import Foundation
@_spi(Host) import SuperSwift

/// Turns a run request's body into input items, the way Shortcuts' "Get Contents of URL" and
/// curl send them:
/// - `application/json`: `{"input": <any JSON>, "urls": [...], "files": [{"name", "text" | "base64"}]}`,
///   where a non-string `input` becomes its JSON text (as Shortcuts does);
/// - `multipart/form-data`: an `input` field, `url` fields, and file parts;
/// - anything else: the whole body as one text item (it must be UTF-8).
///
/// Uploaded files are written into the run's own upload folder under numbered names; the
/// names clients give are kept only as names, never used as paths.
enum RunBody {
  struct Invalid: Error, CustomStringConvertible {
    let description: String
  }

  static func items(from request: HTTPRequest, uploads: URL) throws -> [InputItem] {
    let type = request.header("Content-Type")?.lowercased() ?? ""
    if request.body.isEmpty { return [] }
    if type.hasPrefix("application/json") {
      guard let json = JSON(parsing: request.body) else {
        throw Invalid(description: "the body is not valid JSON; send {\"input\": …} or plain text")
      }
      return try items(fromJSON: json, uploads: uploads)
    }
    if type.hasPrefix("multipart/form-data") {
      guard let boundary = parameter("boundary", in: request.header("Content-Type") ?? "") else {
        throw Invalid(description: "multipart/form-data without a boundary")
      }
      return try items(fromMultipart: request.body, boundary: boundary, uploads: uploads)
    }
    guard let text = String(data: request.body, encoding: .utf8) else {
      throw Invalid(description: "the body is not UTF-8 text; send files as multipart/form-data")
    }
    return [.text(text)]
  }

  private static func items(fromJSON json: JSON, uploads: URL) throws -> [InputItem] {
    guard case .object(let object) = json else {
      // A bare JSON value is the input itself.
      return [.text(json.string ?? json.text)]
    }
    let known: Set<String> = ["input", "urls", "files"]
    if let unknown = object.keys.first(where: { !known.contains($0) }) {
      throw Invalid(description: "unknown field \"\(unknown)\"; the body takes input, urls and files")
    }
    var items: [InputItem] = []
    if let input = object["input"], input != .null {
      items.append(.text(input.string ?? input.text))
    }
    for url in object["urls"]?.array ?? [] {
      guard let text = url.string else { throw Invalid(description: "urls must be strings") }
      do {
        items.append(try InputValidation.url(text))
      } catch {
        throw Invalid(description: error.description)
      }
    }
    for (index, file) in (object["files"]?.array ?? []).enumerated() {
      guard let name = file["name"]?.string else { throw Invalid(description: "each file needs a name") }
      let data: Data
      if let text = file["text"]?.string {
        data = Data(text.utf8)
      } else if let base64 = file["base64"]?.string, let decoded = Data(base64Encoded: base64) {
        data = decoded
      } else {
        throw Invalid(description: "file \"\(name)\" needs \"text\" or valid \"base64\"")
      }
      items.append(try save(data, name: name, index: index, type: file["contentType"]?.string, uploads: uploads))
    }
    return items
  }

  private static func items(fromMultipart body: Data, boundary: String, uploads: URL) throws -> [InputItem] {
    let delimiter = Array("--\(boundary)".utf8)
    let bytes = Array(body)
    var items: [InputItem] = []
    var positions: [Int] = []
    var search = 0
    while let found = HTTPConnection.find(delimiter, in: bytes, from: search) {
      positions.append(found)
      search = found + delimiter.count
    }
    guard positions.count >= 2 else { throw Invalid(description: "a multipart body without its parts") }
    for (index, start) in positions.dropLast().enumerated() {
      var partStart = start + delimiter.count
      guard partStart + 2 <= bytes.count, bytes[partStart] == 13, bytes[partStart + 1] == 10 else { continue }
      partStart += 2
      var partEnd = positions[index + 1]
      if partEnd >= 2, bytes[partEnd - 2] == 13, bytes[partEnd - 1] == 10 { partEnd -= 2 }
      let part = Array(bytes[partStart..<max(partStart, partEnd)])
      guard let headEnd = HTTPConnection.find([13, 10, 13, 10], in: part) else {
        throw Invalid(description: "a multipart part without headers")
      }
      let head = String(decoding: part[..<headEnd], as: UTF8.self)
      let content = Data(part[(headEnd + 4)...])
      var disposition = ""
      var type: String?
      for line in head.components(separatedBy: "\r\n") {
        let lower = line.lowercased()
        if lower.hasPrefix("content-disposition:") { disposition = line }
        if lower.hasPrefix("content-type:") {
          type = String(line.dropFirst("content-type:".count)).trimmingCharacters(in: .whitespaces)
        }
      }
      let field = parameter("name", in: disposition) ?? ""
      if let filename = parameter("filename", in: disposition) {
        // A form's file field left empty still sends a part, with no name and no bytes.
        if filename.isEmpty && content.isEmpty { continue }
        items.append(try save(content, name: filename, index: index, type: type, uploads: uploads))
      } else if field == "input" || field == "text" {
        if content.isEmpty { continue }  // an empty form field is no input
        guard let text = String(data: content, encoding: .utf8) else {
          throw Invalid(description: "the input field is not UTF-8")
        }
        items.append(.text(text))
      } else if field == "url" || field == "urls" {
        do {
          items.append(try InputValidation.url(String(decoding: content, as: UTF8.self)))
        } catch {
          throw Invalid(description: error.description)
        }
      }
    }
    return items
  }

  /// Writes an uploaded file as `uploads/<index>` and makes its item; the client's name is kept
  /// only when it is a plain file name.
  private static func save(_ data: Data, name: String, index: Int, type: String?, uploads: URL) throws -> InputItem {
    try FileManager.default.createDirectory(at: uploads, withIntermediateDirectories: true)
    let url = uploads.appendingPathComponent("\(index)")
    try data.write(to: url)
    let base = name.split(separator: "/").last.map(String.init) ?? ""
    let safe = OutputFileNames.problem(with: base) == nil ? base : "file-\(index + 1)"
    let contentType =
      type.map { ContentType($0).mimeType } ?? InputValidation.mimeDatabase.type(of: URL(fileURLWithPath: safe))
    return .file(InputFile(url: url, name: safe, contentType: contentType))
  }

  /// A `name=value` parameter of a header: a token, or a quoted string (in which `;` and `=`
  /// are text and `\"` is a quote), as RFC 9110 and RFC 7578 write them.
  static func parameter(_ name: String, in header: String) -> String? {
    var index = header.startIndex
    // Skip the header's own value, up to the first `;` outside quotes.
    func skipToSemicolon() {
      var quoted = false
      while index < header.endIndex {
        let character = header[index]
        if character == "\"" { quoted.toggle() }
        if character == "\\", quoted { index = header.index(after: index) }
        if character == ";", !quoted { return }
        if index < header.endIndex { index = header.index(after: index) }
      }
    }
    skipToSemicolon()
    while index < header.endIndex {
      index = header.index(after: index)  // past `;`
      let start = index
      while index < header.endIndex, header[index] != "=", header[index] != ";" { index = header.index(after: index) }
      let key = header[start..<index].trimmingCharacters(in: .whitespaces).lowercased()
      guard index < header.endIndex, header[index] == "=" else { continue }
      index = header.index(after: index)
      while index < header.endIndex, header[index] == " " { index = header.index(after: index) }
      var value = ""
      if index < header.endIndex, header[index] == "\"" {
        index = header.index(after: index)
        while index < header.endIndex, header[index] != "\"" {
          if header[index] == "\\", header.index(after: index) < header.endIndex { index = header.index(after: index) }
          value.append(header[index])
          index = header.index(after: index)
        }
        if index < header.endIndex { index = header.index(after: index) }
        skipToSemicolon()
      } else {
        let valueStart = index
        while index < header.endIndex, header[index] != ";" { index = header.index(after: index) }
        value = header[valueStart..<index].trimmingCharacters(in: .whitespaces)
      }
      if key == name { return value }
    }
    return nil
  }
}
