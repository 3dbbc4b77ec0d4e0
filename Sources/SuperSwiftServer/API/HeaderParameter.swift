import Foundation

/// The parameters of a header value (`form-data; name="photo"; filename="IMG_0001.HEIC"`,
/// `multipart/form-data; boundary=…`), read as RFC 9110 and RFC 7578 write them. Pure.
enum HeaderParameter {
  /// A `name=value` parameter of a header: a token, or a quoted string (in which `;` and `=`
  /// are text and `\"` is a quote), as RFC 9110 and RFC 7578 write them.
  static func value(_ name: String, in header: String) -> String? {
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

  /// A disposition's file name: `filename*=UTF-8''…` (RFC 6266's percent-encoded form, which
  /// wins) or `filename=`. `nil` when it names none.
  static func fileName(in disposition: String) -> String? {
    if let extended = value("filename*", in: disposition) {
      let parts = extended.split(separator: "'", maxSplits: 2, omittingEmptySubsequences: false)
      if parts.count == 3, parts[0].lowercased() == "utf-8", let decoded = parts[2].removingPercentEncoding {
        return decoded
      }
    }
    return value("filename", in: disposition)
  }
}
