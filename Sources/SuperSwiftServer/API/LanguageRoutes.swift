import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHTTP
import SuperSwiftHost
import SuperSwiftSystem
import Synchronization

/// The editor's language routes (`POST /api/apps/ID/language/complete`, `…/hover`,
/// `…/definition`, `…/rename`, `…/diagnostics`; `GET …/language/runtime-source?path=`): what the
/// language server says of a file as it is typed. For a signed-in browser or the owner's token (a
/// device's token gets a 403), each body bounded by a file's size, at most `maximumWaiting` requests
/// waiting for the one server at once (more get a 503), each answered within the server's
/// request time. `LanguageService.Failure`s become sentences here, once.
struct LanguageRoutes {
  let server: SuperSwiftServer

  /// Requests waiting for the server, server-wide, beyond which a request is refused.
  static let maximumWaiting = 6

  var routes: [Route] {
    let server = server
    let actions = ["complete", "hover", "signature", "definition", "rename", "diagnostics"]
    return actions.map { action in
      Route(
        .post, ["api", "apps", "*", "language", .literal(action)], scope: .app(0),
        bodyLimit: AppSource.maximumFileSize + 4096
      ) { context throws(HTTPError) in
        try LanguageRoutes(server: server).answer(action, app: context[0], request: context.request)
      }
    } + [
      Route(.get, ["api", "apps", "*", "language", "runtime-source"], scope: .app(0)) { context throws(HTTPError) in
        try LanguageRoutes(server: server).runtimeSource(context.request)
      }
    ]
  }

  /// What one request of the editor reads: the file, its text, the place, a new name.
  struct Question {
    var file: String
    var text: String
    var line: Int
    var column: Int
    var newName: String?
  }

  func answer(_ action: String, app name: String, request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
    if case .token(let grant) = request.credential, !grant.isOwner {
      throw HTTPError(403, "the language server answers the web editor, not a device: sign in in a browser to use it")
    }
    let app = try server.libraryApp(name)
    guard let json = JSON(parsing: request.body), let file = json["file"]?.string, let text = json["source"]?.string
    else {
      throw HTTPError(400, "send {\"file\": PATH, \"source\": TEXT, \"line\": N, \"column\": N} as JSON")
    }
    let line = json["line"]?.int ?? 1
    let column = json["column"]?.int ?? 1
    guard line >= 1, column >= 1, line <= 1_000_000, column <= 100_000 else {
      throw HTTPError(400, "line and column count from 1")
    }
    let source = try server.editorSource(app, file: file, text: text)
    let service = try server.languageService()
    let starting = !service.server.isRunning
    let result: JSON = try server.languageQueue.admit { () throws(HTTPError) -> JSON in
      try Self.mapped {
        switch action {
        case "complete":
          let items = try service.completions(
            app: source, id: app.id, file: file, text: text, line: line, column: column)
          return [
            "items": .array(
              items.map {
                [
                  "label": .string($0.label), "kind": .string($0.kind), "detail": .string($0.detail),
                  "documentation": .string($0.documentation), "insert": .string($0.insert),
                  "from": .number(Double($0.fromColumn)),
                ]
              })
          ]
        case "hover":
          return [
            "text": .string(
              try service.hover(app: source, id: app.id, file: file, text: text, line: line, column: column))
          ]
        case "signature":
          return try service.signatureHelp(app: source, id: app.id, file: file, text: text, line: line, column: column)
        case "definition":
          guard
            let place = try service.definition(
              app: source, id: app.id, file: file, text: text, line: line, column: column)
          else { return ["found": false] }
          return [
            "found": true, "file": .string(place.file), "runtime": .bool(place.isRuntime),
            "line": .number(Double(place.line)), "column": .number(Double(place.column)),
          ]
        case "rename":
          guard let newName = json["newName"]?.string, Self.isIdentifier(newName) else {
            throw HTTPError(400, "a new name is a Swift identifier: letters, digits and _, not starting with a digit")
          }
          var edits = try service.rename(
            app: source, id: app.id, file: file, text: text, line: line, column: column, newName: newName)
          // The other files are renamed on disk (each a save, as the editor's, and one version);
          // the open file's edits go back to the page, which has the text being typed.
          var saved: [JSON] = []
          for (other, changes) in edits where other != file {
            guard let original = source.userFiles.first(where: { $0.path == other }) else { continue }
            let before = String(decoding: original.contents, as: UTF8.self)
            guard let after = LanguageService.applying(changes, to: before) else {
              throw HTTPError(409, "\(other) changed since the server read it: rename again")
            }
            let outcome = try server.library.save(
              Data(after.utf8), to: source.originalURL(of: other), expecting: SHA256.hex(Array(original.contents)))
            if case .conflict = outcome { throw HTTPError(409, "\(other) changed on disk meanwhile: rename again") }
            saved.append(.string(other))
            edits[other] = nil
          }
          if !saved.isEmpty {
            // A version store that cannot be written leaves the saves made.
            _ = try? server.library.recordVersion(of: app, source: .editor)
          }
          return [
            "saved": .array(saved),
            "changes": .object(
              JSONObject(
                edits.sorted { $0.key < $1.key }.map { file, edits in
                  (
                    file,
                    JSON.array(
                      edits.map {
                        [
                          "line": .number(Double($0.line)), "column": .number(Double($0.column)),
                          "endLine": .number(Double($0.endLine)), "endColumn": .number(Double($0.endColumn)),
                          "text": .string($0.text),
                        ]
                      })
                  )
                })),
          ]
        default:
          let diagnostics = try service.diagnostics(app: source, id: app.id, file: file, text: text)
          return ["diagnostics": .array(diagnostics.map(\.json))]
        }
      }
    }
    var object = result.object ?? JSONObject()
    object["started"] = .bool(starting)
    return .json(.object(object))
  }

  /// `GET /api/apps/ID/language/runtime-source?path=SwiftUI/Views/Text.swift`: a runtime file a definition
  /// pointed at, as text, for the editor's read-only view.
  func runtimeSource(_ request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
    guard let path = request.parameter("path") else { throw HTTPError(400, "say which file: ?path=Module/File.swift") }
    guard let text = try server.languageService().runtimeSource(path) else {
      throw HTTPError(404, "the runtime has no file \(path)")
    }
    return .json(["path": .string(path), "text": .string(text)])
  }

  static func isIdentifier(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, !CharacterSet.decimalDigits.contains(first), name.count <= 200 else {
      return false
    }
    return name.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || $0 == "_" }
  }

  /// The service's failures as the caller's errors: the one place they become sentences.
  static func mapped(_ body: () throws -> JSON) throws(HTTPError) -> JSON {
    do {
      return try body()
    } catch let error as HTTPError {
      throw error
    } catch let failure as LanguageServer.Failure {
      switch failure {
      case .couldNotStart(let why):
        throw HTTPError(503, "the language server could not start: \(why)")
      case .exited(let how):
        throw HTTPError(503, "the language server stopped (\(how)); it starts again with the next request")
      case .timedOut(let method):
        throw HTTPError(
          504,
          "the language server did not answer \(method) in time (it is still building the file, or busy); ask again in a moment"
        )
      case .answered(let code, let message):
        throw HTTPError(422, "the language server could not answer: \(message) (\(code))")
      case .overMemory(let bytes):
        throw HTTPError(503, "the language server used \(bytes / 1_048_576) MiB and was stopped; it starts again")
      }
    } catch {
      throw HTTPError(500, "could not ask the language server: \(error)")
    }
  }
}

/// A bound on the requests waiting for the one language server: past it, a 503 at once
/// rather than a queue that grows.
package final class LanguageQueue: Sendable {
  private let waiting = Mutex(0)
  let maximum: Int

  init(maximum: Int) { self.maximum = maximum }

  /// Runs `work` if fewer than `maximum` are waiting or running; else refuses.
  func admit<T>(_ work: () throws(HTTPError) -> T) throws(HTTPError) -> T {
    let admitted = waiting.withLock { count -> Bool in
      guard count < maximum else { return false }
      count += 1
      return true
    }
    guard admitted else {
      throw HTTPError(503, "the language server is busy with other requests; try again in a moment").with(
        header: "Retry-After", "1")
    }
    defer { waiting.withLock { $0 -= 1 } }
    return try work()
  }
}
