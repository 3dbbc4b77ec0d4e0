import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHTTP
import SuperSwiftHost
import SuperSwiftSystem

/// How a finished run is answered over HTTP.
enum ResultResponse {
  /// The run record; a run that did not finish is a 422 with its error and status.
  static func record(_ record: RunRecord) -> HTTPResponse {
    .json(record.json, status: record.status == .finished ? 200 : 422)
  }

  /// How several result files are answered.
  enum Files: String {
    /// One zip archive (the default: Shortcuts' Extract Archive opens it).
    case zip
    /// `multipart/mixed`, a part a file, for scripts.
    case multipart
  }

  /// The bare result, for callers like Shortcuts' "Get Contents of URL": JSON as JSON, text as
  /// text, a URL as `text/uri-list`, one file as itself, several as a zip (or `multipart/mixed`),
  /// none as 204. `scratch` is a folder of the run's where the archive can be made.
  static func bare(_ record: RunRecord, files mode: Files = .zip, scratch: URL) throws(HTTPError) -> HTTPResponse {
    guard record.status == .finished else {
      throw HTTPError(422, record.error ?? record.status.rawValue, runStatus: record.status.rawValue)
    }
    switch record.result {
    case nil:
      return HTTPResponse(status: 204)
    case .text(let text)?:
      return .text(text)
    case .json(let json)?:
      return .json(json)
    case .url(let url)?:
      return .text(url + "\r\n", type: "text/uri-list")
    case .files(let files)?:
      if files.count == 1, let data = try? Data(contentsOf: files[0].url) { return file(files[0], data: data) }
      if mode == .zip { return try zip(files, appName: record.appName, scratch: scratch) }
      let boundary = "superswift-\(AccessToken.random(bytes: 12))"
      var body = Data()
      for file in files {
        let data = (try? Data(contentsOf: file.url)) ?? Data()
        body.append(Data("--\(boundary)\r\nContent-Type: \(file.contentType)\r\n".utf8))
        body.append(Data("Content-Disposition: \(disposition(file.name))\r\n\r\n".utf8))
        body.append(data)
        body.append(Data("\r\n".utf8))
      }
      body.append(Data("--\(boundary)--\r\n".utf8))
      return HTTPResponse(status: 200, headers: [("Content-Type", "multipart/mixed; boundary=\(boundary)")], body: body)
    }
  }

  /// Several files as one zip archive named after the app.
  private static func zip(_ files: [DeliveredFile], appName: String, scratch: URL) throws(HTTPError) -> HTTPResponse {
    let archive = scratch.appendingPathComponent(".superswift-\(AccessToken.random(bytes: 8)).zip")
    defer { FileSystem.removeIfPresent(archive) }
    do {
      try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
      try ZipArchive.write(files.map { ($0.name, $0.url) }, to: archive)
      let data = try Data(contentsOf: archive)
      let name = OutputFileNames.problem(with: appName + ".zip") == nil ? appName + ".zip" : "results.zip"
      return file(DeliveredFile(name: name, contentType: "application/zip", url: archive, size: data.count), data: data)
    } catch {
      throw HTTPError(500, "could not make the zip archive of the results: \(ErrorSentence.describe(error))")
    }
  }

  /// One file, with its type and name; text that is UTF-8 says so (`charset=utf-8`), so a
  /// phone or a browser never guesses another encoding.
  static func file(_ file: DeliveredFile, data: Data) -> HTTPResponse {
    return HTTPResponse(
      status: 200,
      headers: [
        ("Content-Type", typeWithCharset(file.contentType, data: data)),
        ("Content-Disposition", disposition(file.name)),
        // An app's file is the app's content, never the server's page: opened in the
        // browser, it runs no script and reaches nothing of this origin.
        ("X-Content-Type-Options", "nosniff"), ("Content-Security-Policy", "sandbox"),
      ], body: data)
  }

  /// A text type with `charset=utf-8` added when the bytes are UTF-8 and the type names no
  /// charset; any other type as it is.
  static func typeWithCharset(_ type: String, data: Data) -> String {
    guard ContentType(type).isText, !type.lowercased().contains("charset="), String(data: data, encoding: .utf8) != nil
    else { return type }
    return type + "; charset=utf-8"
  }

  /// `attachment` with the file's name exactly (RFC 6266): `filename*=UTF-8''…` percent-encoded,
  /// after an ASCII `filename=` for clients that read only that (accents dropped, other
  /// characters made `_`).
  static func disposition(_ name: String) -> String {
    let fallback = asciiName(name)
    guard fallback != name else { return "attachment; filename=\"\(fallback)\"" }
    // RFC 8187's attr-char: letters, digits and !#$&+-.^_`|~ go as they are.
    let allowed = CharacterSet(
      charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$&+-.^_`|~")
    let encoded = name.addingPercentEncoding(withAllowedCharacters: allowed) ?? fallback
    return "attachment; filename=\"\(fallback)\"; filename*=UTF-8''\(encoded)"
  }

  /// A name in printable ASCII for `filename=`: accents dropped (é → e), dashes and quotes
  /// made plain, anything else `_`, and no `"` or `\\` to end the quoted string.
  static func asciiName(_ name: String) -> String {
    let folded = name.folding(options: [.diacriticInsensitive], locale: Locale(identifier: "en_US_POSIX"))
    return String(
      folded.unicodeScalars.map { scalar -> Character in
        switch scalar {
        case "\u{2010}"..."\u{2015}", "\u{2212}": return "-"
        case "\u{2018}", "\u{2019}": return "'"
        case "\"", "\\", "\u{201C}", "\u{201D}": return "'"
        case _ where scalar.isASCII && scalar.value >= 0x20 && scalar.value != 0x7F: return Character(scalar)
        default: return "_"
        }
      })
  }
}
