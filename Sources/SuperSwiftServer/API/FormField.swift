import Foundation
import SuperSwiftHTTP

/// One field of a submitted form, from `multipart/form-data` or
/// `application/x-www-form-urlencoded`: its name as the sender typed it, its bytes, and for a
/// file part the file's name and type. Pure parsing, no I/O.
struct FormField: Sendable, Equatable {
  var name: String
  var value: Data
  /// The file's name, for a part that carries a file (`filename=` in its disposition).
  var fileName: String?
  /// The part's own `Content-Type`, if it gave one.
  var contentType: String?

  /// Why a form could not be read.
  struct Malformed: Error, CustomStringConvertible {
    let description: String
  }

  /// The parts of a `multipart/form-data` body (RFC 7578): everything between the first
  /// delimiter and the closing one; a preamble and an epilogue are ignored.
  static func multipart(_ body: Data, boundary: String) throws(Malformed) -> [FormField] {
    let delimiter = Array("--\(boundary)".utf8)
    let bytes = Array(body)
    var positions: [Int] = []
    var search = 0
    while let found = HTTPConnection.find(delimiter, in: bytes, from: search) {
      positions.append(found)
      search = found + delimiter.count
    }
    // A form with no fields at all (a Run button alone) is one closing delimiter: no parts.
    if positions.count == 1, positions[0] + delimiter.count + 2 <= bytes.count,
      bytes[positions[0] + delimiter.count] == 45, bytes[positions[0] + delimiter.count + 1] == 45
    {
      return []
    }
    guard positions.count >= 2 else {
      throw Malformed(description: "a multipart body without its parts (no \"--\(boundary)\" delimiters)")
    }
    var fields: [FormField] = []
    for (index, start) in positions.dropLast().enumerated() {
      var partStart = start + delimiter.count
      // "--" after a delimiter closes the body.
      if partStart + 2 <= bytes.count, bytes[partStart] == 45, bytes[partStart + 1] == 45 { break }
      while partStart < bytes.count, bytes[partStart] == 32 || bytes[partStart] == 9 { partStart += 1 }
      guard partStart + 2 <= bytes.count, bytes[partStart] == 13, bytes[partStart + 1] == 10 else { continue }
      partStart += 2
      var partEnd = positions[index + 1]
      if partEnd >= 2, bytes[partEnd - 2] == 13, bytes[partEnd - 1] == 10 { partEnd -= 2 }
      let part = Array(bytes[partStart..<max(partStart, partEnd)])
      let headEnd: Int
      let contentStart: Int
      if part.starts(with: [13, 10]) {
        (headEnd, contentStart) = (0, 2)  // a part with no headers at all
      } else if let end = HTTPConnection.find([13, 10, 13, 10], in: part) {
        (headEnd, contentStart) = (end, end + 4)
      } else {
        throw Malformed(description: "multipart part \(index + 1) has no blank line after its headers")
      }
      let head = String(decoding: part[..<headEnd], as: UTF8.self)
      var disposition = ""
      var type: String?
      for line in head.components(separatedBy: "\r\n") {
        guard let colon = line.firstIndex(of: ":") else { continue }
        let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
        let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        if name == "content-disposition" { disposition = value }
        if name == "content-type" { type = value }
      }
      fields.append(
        FormField(
          name: HeaderParameter.value("name", in: disposition) ?? "",
          value: Data(part[min(contentStart, part.count)...]),
          fileName: HeaderParameter.fileName(in: disposition), contentType: type))
    }
    return fields
  }

  /// The fields of an `application/x-www-form-urlencoded` body (the WHATWG URL standard's
  /// reading: `&`-separated `name=value`, `+` for a space, percent-escapes decoded).
  static func urlEncoded(_ body: Data) throws(Malformed) -> [FormField] {
    guard let text = String(data: body, encoding: .utf8) else {
      throw Malformed(description: "the form is not UTF-8 text")
    }
    var fields: [FormField] = []
    for pair in text.split(separator: "&", omittingEmptySubsequences: true) {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      func decode(_ raw: Substring) throws(Malformed) -> String {
        let spaced = raw.replacingOccurrences(of: "+", with: " ")
        guard let decoded = spaced.removingPercentEncoding else {
          throw Malformed(description: "the form field \"\(raw.prefix(40))\" has a broken percent-escape")
        }
        return decoded
      }
      let name = try decode(parts[0])
      let value = parts.count > 1 ? try decode(parts[1]) : ""
      fields.append(FormField(name: name, value: Data(value.utf8)))
    }
    return fields
  }
}
