import Foundation
@_spi(Host) import SuperSwift

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
  static func bare(_ record: RunRecord, files mode: Files = .zip, scratch: URL) -> HTTPResponse {
    guard record.status == .finished else {
      return .error(422, record.error ?? record.status.rawValue, runStatus: record.status.rawValue)
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
      if mode == .zip { return zip(files, appName: record.appName, scratch: scratch) }
      let boundary = "superswift-\(AccessToken.random(bytes: 12))"
      var body = Data()
      for file in files {
        let data = (try? Data(contentsOf: file.url)) ?? Data()
        body.append(Data("--\(boundary)\r\nContent-Type: \(file.contentType)\r\n".utf8))
        body.append(Data("Content-Disposition: attachment; filename=\"\(quoted(file.name))\"\r\n\r\n".utf8))
        body.append(data)
        body.append(Data("\r\n".utf8))
      }
      body.append(Data("--\(boundary)--\r\n".utf8))
      return HTTPResponse(status: 200, headers: [("Content-Type", "multipart/mixed; boundary=\(boundary)")], body: body)
    }
  }

  /// Several files as one zip archive named after the app.
  private static func zip(_ files: [DeliveredFile], appName: String, scratch: URL) -> HTTPResponse {
    let archive = scratch.appendingPathComponent(".superswift-\(AccessToken.random(bytes: 8)).zip")
    defer { FileSystem.removeIfPresent(archive) }
    do {
      try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
      try ZipArchive.write(files.map { ($0.name, $0.url) }, to: archive)
      let data = try Data(contentsOf: archive)
      let name = OutputFileNames.problem(with: appName + ".zip") == nil ? appName + ".zip" : "results.zip"
      return file(DeliveredFile(name: name, contentType: "application/zip", url: archive, size: data.count), data: data)
    } catch {
      return .error(500, "\(error)")
    }
  }

  /// One file, with its type and name.
  static func file(_ file: DeliveredFile, data: Data) -> HTTPResponse {
    HTTPResponse(
      status: 200,
      headers: [
        ("Content-Type", file.contentType),
        ("Content-Disposition", "attachment; filename=\"\(quoted(file.name))\""),
        // An app's file is the app's content, never the server's page: opened in the
        // browser, it runs no script and reaches nothing of this origin.
        ("X-Content-Type-Options", "nosniff"), ("Content-Security-Policy", "sandbox"),
      ], body: data)
  }

  private static func quoted(_ name: String) -> String {
    String(
      name.unicodeScalars.filter { $0.isASCII && $0.value >= 0x20 && $0 != "\"" && $0 != "\\" }.map(Character.init))
  }
}
