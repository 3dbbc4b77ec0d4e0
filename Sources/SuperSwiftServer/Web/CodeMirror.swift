import Foundation
import SuperSwiftHTTP

/// The code editor, CodeMirror 5 from Debian's libjs-codemirror, served from the system path
/// (`/usr/share/javascript/codemirror`, under each of `$XDG_DATA_DIRS`) as `/vendor/codemirror/…`.
/// Only the files the editor uses are served. Without the package the editor page keeps its
/// plain textarea (with diagnostics all the same).
enum CodeMirror {
  /// The files the editor page loads, in order: the library, then the Swift mode and addons
  /// (brackets, and the completion list the language server fills).
  static let scripts = [
    "lib/codemirror.js", "mode/swift/swift.js", "addon/edit/matchbrackets.js", "addon/edit/closebrackets.js",
    "addon/hint/show-hint.js",
  ]
  static let stylesheets = ["lib/codemirror.css", "addon/hint/show-hint.css"]

  /// The package's folder, if it is installed.
  static var folder: URL? {
    let dirs =
      ProcessInfo.processInfo.environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 }
      ?? "/usr/local/share:/usr/share"
    return dirs.split(separator: ":").lazy.map {
      URL(fileURLWithPath: String($0)).appendingPathComponent("javascript/codemirror", isDirectory: true)
    }.first { FileManager.default.isReadableFile(atPath: $0.appendingPathComponent(scripts[0]).path) }
  }

  /// The tags that load the editor, or nothing when the package is absent.
  static func tags() -> HTML {
    guard folder != nil else { return "" }
    return stylesheets.map { "<link rel=stylesheet href=\"/vendor/codemirror/\($0)\">" as HTML }.joined()
      + scripts.map { "<script src=\"/vendor/codemirror/\($0)\" defer></script>" as HTML }.joined()
  }

  /// `GET /vendor/codemirror/<path>`: one of the files above.
  static func respond(path: String) throws(HTTPError) -> HTTPResponse {
    guard scripts.contains(path) || stylesheets.contains(path) else {
      throw HTTPError(404, "not one of the editor's files")
    }
    guard let folder, let data = try? Data(contentsOf: folder.appendingPathComponent(path)) else {
      throw HTTPError(404, "no code editor here: install libjs-codemirror (the page uses a plain text box meanwhile)")
    }
    return HTTPResponse(
      status: 200,
      headers: [
        ("Content-Type", path.hasSuffix(".css") ? "text/css; charset=utf-8" : "text/javascript; charset=utf-8"),
        ("Cache-Control", "max-age=86400"), ("X-Content-Type-Options", "nosniff"),
      ], body: data)
  }
}
