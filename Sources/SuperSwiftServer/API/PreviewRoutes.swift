import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHTTP
import SuperSwiftHost
import SuperSwiftSystem

/// The editor's live preview (`POST /api/apps/ID/preview`): builds the app as it is typed
/// (`PreviewBuild`: its window, or one of its `#Preview`s), and runs it as a preview that starts
/// from the state of the one it replaces (`LivePreviews`). A build that fails leaves the preview
/// showing as it was, and answers the compiler's diagnostics. For a signed-in browser or the
/// owner's token (a device's token gets a 403); one build at a time server-wide
/// (`previewBuilds`), a newer one of the same page superseding the older.
struct PreviewRoutes {
  let server: SuperSwiftServer

  /// The largest state a preview hands to the next (text bytes); a larger one starts afresh.
  static let maximumState = 4 << 20
  /// How long a new preview has to show its interface before it is given up.
  static let showTimeout = Duration.seconds(15)

  var routes: [Route] {
    let server = server
    return [
      Route(.post, ["api", "apps", "*", "preview"], scope: .app(0), bodyLimit: AppSource.maximumFileSize + 4096) {
        context throws(HTTPError) in
        try PreviewRoutes(server: server).preview(context[0], request: context.request)
      }
    ]
  }

  /// Builds `build` (one preview build at a time server-wide, a newer one of the page
  /// superseding this); the build's failure, or `nil` when it built.
  private func buildOnce(
    _ build: PreviewBuild, key: String, runner: Runner, request: HTTPRequest
  ) throws(HTTPError) -> BuildFailure? {
    try server.previewBuilds.run(key: key, connection: request.connection) { stop throws -> BuildFailure? in
      do {
        _ = try runner.build(build.source, stop: stop)
        return nil
      } catch let failure as BuildFailure {
        if failure.cancelled { throw Subprocess.Cancelled() }
        return failure
      }
    }
  }

  /// `{"file", "source", "page", "show"?}`: `page` names the editor page (letters, digits and
  /// `-`, at most 64), `show` a preview by name (none: the app's window).
  func preview(_ name: String, request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
    if case .token(let grant) = request.credential, !grant.isOwner {
      throw HTTPError(403, "the live preview is the web editor's, not a device's: sign in in a browser to use it")
    }
    let app = try server.libraryApp(name)
    guard let json = JSON(parsing: request.body), let file = json["file"]?.string, let text = json["source"]?.string,
      let page = json["page"]?.string
    else {
      throw HTTPError(400, "send {\"file\": PATH, \"source\": TEXT, \"page\": ID, \"show\": NAME} as JSON")
    }
    guard (1...64).contains(page.count), page.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
    else {
      throw HTTPError(400, "page is 1 to 64 letters, digits or '-': one per editor page")
    }
    let show = json["show"]?.string
    if let show, show.count > 200 { throw HTTPError(400, "show names a preview: at most 200 characters") }
    let edited = try server.editorSource(app, file: file, text: text).replacing(file, with: text)
    guard var build = PreviewBuild(app: edited) else {
      throw HTTPError(
        422,
        "\(app.name) has no live preview: only an app that imports SwiftUI has one (and not one whose main.swift has top-level code); use Run"
      )
    }
    let key = "\(app.id)/\(page)"
    let runner = Runner(paths: server.paths)
    let folder = app.folder.standardizedFileURL.path
    let diagnose = { (failure: BuildFailure) in
      CompilerDiagnostic.parse(failure.diagnostics).map { $0.relative(to: folder) ?? $0 }
    }
    let everyPreview = build.previews
    var failure = try buildOnce(build, key: key, runner: runner, request: request)
    // Previews that are not views (a UIKit controller's) are left out, with their error, and
    // the rest shown, rather than no preview at all.
    var unavailable: [String: String] = [:]
    if let first = failure, let broken = build.brokenPreviews(diagnose(first)), !broken.isEmpty,
      let without = PreviewBuild(app: edited, excluding: Set(broken.keys))
    {
      unavailable = broken
      failure = try buildOnce(without, key: key, runner: runner, request: request)
      if failure == nil { build = without }
    }
    let previews = JSON.array(
      everyPreview.map { preview in
        var entry: JSONObject = [
          "name": .string(preview.name), "file": .string(preview.file), "line": .number(Double(preview.line)),
        ]
        if let error = unavailable[preview.name] { entry["error"] = .string(error) }
        return .object(entry)
      })
    if let failure {
      let diagnostics = diagnose(failure)
      return .json(
        [
          "error": .string(failure.message), "diagnostics": .array(diagnostics.map { $0.json }), "previews": previews,
        ], status: 422)
    }
    // The state of the preview this one replaces, as its last render left it.
    let previous = server.previews.current(key)
    let state = previous.flatMap { server.runs.interface($0)?.previewState }
    var preview: JSONObject = [:]
    if let show { preview["show"] = .string(show) }
    if let state, state.text.utf8.count <= Self.maximumState { preview["state"] = state }
    var start = RunService.Start(app: app, items: [], runID: Runner.newRunID())
    start.source = .app
    start.timeout = server.runs.formRunTimeout
    start.watched = true  // the page shows it: no push says it waits or ended
    start.code = build.source
    start.preview = .object(preview)
    start.recorded = false
    let record: RunRecord
    do {
      record = try server.runs.start(start, wait: false)
    } catch {
      throw HTTPError(error)
    }
    // Answered once the new preview shows (so the page swaps one shown preview for another),
    // or has ended: one that crashed at once leaves the one before it showing.
    guard server.runs.waitForInterface(record.id, timeout: Self.showTimeout) else {
      let ended = server.runs.record(record.id)
      if ended == nil || ended?.status == .running { _ = server.runs.registry.cancel(record.id) }
      return .json(
        [
          "error": .string(
            ended.flatMap { $0.status == .running ? nil : $0.error }
              ?? "the preview did not show its interface within \(Self.showTimeout.components.seconds) s"),
          "run": .string(record.id), "previews": previews,
        ], status: 422)
    }
    for replaced in server.previews.replace(key, with: record.id) {
      // Asked to stop, not waited for: the request does not wait for the old process to go.
      _ = server.runs.registry.cancel(replaced)
    }
    return .json([
      "run": .string(record.id), "page": .string("/runs/\(record.id)"), "previews": previews,
      "show": show.map(JSON.string) ?? .null, "kept": .bool(state != nil),
    ])
  }
}
