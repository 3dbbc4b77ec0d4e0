import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHTTP
import SuperSwiftHost
import SuperSwiftSystem

/// An app's page (run form, recent runs, source with line numbers, actions), its editor, and
/// the changes made from them: save, rename, duplicate, remove.
extension WebPages {
  /// `GET /apps/ID`: the run form first (Run is the page's primary action), then the actions,
  /// recent runs and the source. `problem` and `renaming` bring a refused rename back here, the
  /// name typed still in its box.
  func app(
    _ id: String, request: HTTPRequest, problem: String? = nil, renaming: String? = nil, values: JSON? = nil,
    invalidField: String? = nil
  ) throws(HTTPError) -> HTTPResponse {
    let app = try libraryApp(id)
    let source = try readSource(app)
    let schema = try? InputSchemas(runner: Runner(paths: server.paths)).schema(for: source)
    let runs = server.history.runs(appID: app.id, limit: 10)
    // The main file first, as the editor opens it.
    let ordered = source.userFiles.enumerated().sorted {
      ($0.element.path == "main.swift" ? 0 : 1, $0.offset) < ($1.element.path == "main.swift" ? 0 : 1, $1.offset)
    }
    let files = ordered.map { index, file -> HTML in
      let lines = String(decoding: file.contents, as: UTF8.self).split(
        separator: "\n", omittingEmptySubsequences: false)
      let shown = lines.last == "" ? lines.dropLast() : lines[...]
      let items = shown.enumerated().map { number, line -> HTML in
        "<li id=\"\(Self.lineAnchor(file: index, line: number + 1))\">\(String(line))</li>"
      }
      return """
        <h3 class=row><span style="flex:1">\(Self.escape(file.path))</span>\
        <a class=button href="/apps/\(app.id)/edit?file=\(Self.query(file.path))">Edit</a></h3>
        <ol class=source aria-label="\(Self.escape(file.path)), with line numbers">\(items)</ol>
        """
    }.joined()
    return WebLayout.page(
      title: app.name,
      body: """
        <p><a href="/">← Apps</a></p>
        <h1>\(Self.escape(app.name))</h1>
        \(problem.map { "<p class=\"error box\" role=alert>\($0)</p>" as HTML })
        \(request.parameter("restored") != nil ? "<p class=notice role=status>Restored from the trash.</p>" as HTML : "")
        \(request.parameter("duplicated").map { "<p class=notice role=status>This is a copy of \($0), with its own identifier.</p>" as HTML })
        <section aria-label="Run \(Self.escape(app.name))">
        \(InputForm(schema: schema ?? nil, source: source).html(action: "/apps/\(app.id)/run", values: values, invalid: invalidField))
        </section>
        <div class=actions>
          <a class=button href="/apps/\(app.id)/edit">Edit</a>
          <a class=button href="/apps/\(app.id)/iphone">Use from iPhone</a>
          <a class=button href="/apps/\(app.id)/home">Home Screen link</a>
          <a class=button href="/apps/\(app.id)/versions">Versions</a>
          <a class=button href="/apps/\(app.id)/schedules">Schedules</a>
          <a class=button href="/apps/\(app.id)/policy">Policy</a>
          <form method=post action="/apps/\(app.id)/duplicate"><button type=submit>Duplicate</button></form>
          <form method=post action="/apps/\(app.id)/remove" data-confirm="Move \(Self.escape(app.name)) to the trash?">\
          <button type=submit class=danger>Remove</button></form>
        </div>
        <details class=card id=rename\(renaming == nil ? "" : " open" as HTML)><summary>Rename</summary>
          <form method=post action="/apps/\(app.id)/rename">
          <label for=name>New name</label><input id=name name=name type=text required value="\(renaming ?? app.name)">
          <div class=actions><button type=submit>Rename</button></div></form>
          <p class=muted>The identifier stays: links and shortcuts keep working.</p>
        </details>
        \(secretsCard(app, request: request))
        \(webhooksCard(app, request: request))
        \(assetsCard(app, source: source, open: false))
        <h2>Recent runs</h2>
        \(runList(runs))
        <p><a href="/history?app=\(app.id)">All runs of \(Self.escape(app.name)) →</a></p>
        <h2>Source</h2>
        \(files)
        """, section: .apps, status: problem == nil ? 200 : 422)
  }

  /// The anchor of a line in the app page's source: `L12` in the first file, `f2-L12` after.
  static func lineAnchor(file: Int, line: Int) -> String {
    file == 0 ? "L\(line)" : "f\(file)-L\(line)"
  }

  /// `GET /apps/ID/edit?file=PATH`: the editor for one file (the main one by default), with the
  /// hash of what it opened so a save can tell whether the file changed on disk meanwhile; the
  /// app's files (add, rename); and a Run panel beside the code, with the app's typed form, whose
  /// output shows in place.
  func editor(
    _ id: String, request: HTTPRequest, text: String? = nil, problem: HTML? = nil,
    filesProblem: (message: String, typed: String)? = nil
  ) throws(HTTPError) -> HTTPResponse {
    let app = try libraryApp(id)
    let source = try readSource(app)
    let mainPath = app.mainFile.lastPathComponent
    let path =
      request.parameter("file")
      ?? (source.userFiles.contains { $0.path == mainPath } ? mainPath : source.userFiles.first?.path ?? "main.swift")
    guard let file = source.userFiles.first(where: { $0.path == path }) else {
      throw HTTPError(404, "\(app.name) has no file \(path).")
    }
    let tabs: HTML =
      source.userFiles.count > 1
      ? "<nav class=tabs aria-label=Files>"
        + source.userFiles.map { other -> HTML in
          let current: HTML = other.path == path ? " aria-current=page" : ""
          return "<a href=\"/apps/\(app.id)/edit?file=\(Self.query(other.path))\"\(current)>\(other.path)</a>"
        }.joined() + "</nav>" : ""
    // Built apart from the page's indented literal, so the text is exactly the file's (the
    // newline after the tag is the one HTML drops).
    let shownText = text ?? String(decoding: file.contents, as: UTF8.self)
    // A page that shows text not on disk (a save that met a change) starts unsaved.
    let unsaved: HTML = text != nil && text != String(decoding: file.contents, as: UTF8.self) ? " data-unsaved" : ""
    let textarea: HTML = """
      <textarea id=source name=source rows=24 spellcheck=false autocapitalize=off autocomplete=off \
      data-editor data-file="\(path)" data-check="/api/apps/\(app.id)/check" \
      data-language="/api/apps/\(app.id)/language/" data-edit="/apps/\(app.id)/edit"\(unsaved)>
      \(shownText)</textarea>
      """
    let schema = try? InputSchemas(runner: Runner(paths: server.paths)).schema(for: source)
    let saved: HTML? = request.parameter("saved") != nil && problem == nil ? " data-saved" : nil
    let moved: HTML? = request.parameter("moved").map { old in
      """
      <p class=notice role=status>\(old) is now <a href="/apps/\(app.id)/edit?file=main.swift">main.swift</a>: in an app
      of several files, Swift runs top-level code from main.swift only.</p>
      """
    }
    return WebLayout.page(
      title: "Edit \(app.name)",
      body: """
        <p><a href="/apps/\(app.id)">← \(Self.escape(app.name))</a></p>
        <h1>Edit \(Self.escape(app.name))</h1>
        \(tabs)
        \(problem.map { "<div class=\"error box\" role=alert>\($0)</div>" as HTML })
        \(moved)
        <div class=workbench>
        <div class=code>
        <form method=post action="/apps/\(app.id)/save" id=editor-form\(saved)>
          <input type=hidden name=file value="\(Self.escape(path))">
          <input type=hidden name=base value="\(SHA256.hex(Array(file.contents)))">
          <label for=source>\(Self.escape(path))</label>
          \(textarea)
          <div class=actions><button type=submit class=primary>Save</button>
          <label class=inline><input type=checkbox id=autosave checked> Save as I type</label>
          <span class=muted role=status aria-live=polite id=save-state></span>
          <span class=muted role=status aria-live=polite id=language-state></span></div>
        </form>
        <div id=hover-card role=tooltip hidden></div>
        <div id=signature-card role=tooltip hidden></div>
        <dialog id=runtime-source aria-labelledby=runtime-source-title><h2 id=runtime-source-title></h2>
        <pre></pre><form method=dialog><button>Close</button></form></dialog>
        <h2>Problems <small class=muted role=status aria-live=polite id=check-state></small></h2>
        <ul id=diagnostics aria-live=polite></ul>
        \(fileForms(app, path: path, problem: filesProblem))
        \(assetsCard(app, source: source, open: false))
        </div>
        <section class=run-panel aria-labelledby=run-heading>
        \(livePreview(app, source: source))
        <h2 id=run-heading>Run</h2>
        \(InputForm(schema: schema ?? nil, source: source).html(action: "/apps/\(app.id)/run"))
        <div id=run-output aria-live=polite></div>
        </section>
        </div>
        """, section: .apps, head: CodeMirror.tags())
  }

  /// The live preview of an app with an interface (none for any other): the app as it is typed,
  /// or one of its `#Preview`s, picked by name.
  private func livePreview(_ app: LibraryApp, source: AppSource) -> HTML {
    guard source.imports.contains("SwiftUI") else { return "" }
    return """
      <div class=live-preview data-preview="/api/apps/\(app.id)/preview">
      <h2 id=preview-heading>Live preview</h2>
      <div class=row><label class=inline hidden>Show <select id=preview-show aria-label="Preview to show">
      <option value="">The app</option></select></label>
      <span class=muted role=status aria-live=polite id=preview-state></span></div>
      <p id=preview-problem class="error box" role=alert hidden></p>
      <div class=preview-frames></div>
      </div>
      """
  }

  /// Adding a file to the app, and renaming the one open.
  /// `problem` brings a refused add or rename back, with what was typed.
  private func fileForms(_ app: LibraryApp, path: String, problem: (message: String, typed: String)? = nil) -> HTML {
    let adding = problem.map { !$0.typed.isEmpty && $0.typed != path } ?? false
    return """
      <details class=card id=files\(problem == nil ? "" : " open" as HTML)><summary>Files</summary>
      \(problem.map { "<p class=\"error box\" role=alert>\($0.message)</p>" as HTML })
      <form method=post action="/apps/\(app.id)/files" class=row>
      <input type=hidden name=current value="\(path)">
      <label for=new-file class=grow>New file <span class=help>Such as Helpers.swift; with several files,
      top-level code goes in main.swift</span><input id=new-file name=name type=text required placeholder="Helpers.swift"\
      \(adding ? " value=\"\(problem?.typed ?? "")\"" as HTML : "")></label>
      <button type=submit>Add file</button></form>
      <form method=post action="/apps/\(app.id)/files/rename" class=row>
      <input type=hidden name=from value="\(path)">
      <label for=rename-file class=grow>Rename \(path) to<input id=rename-file name=name type=text required value="\(adding ? path : problem?.typed ?? path)"></label>
      <button type=submit>Rename file</button></form>
      </details>
      """
  }

  /// The editor of `path` as a GET would ask for it (after a refused change).
  private func editorRequest(file path: String) -> HTTPRequest {
    HTTPRequest(
      method: .get, path: "", segments: [], query: path.isEmpty ? [] : [("file", path)], headers: [], body: Data())
  }

  /// `POST /apps/ID/files`: a new, nearly empty Swift file, opened in the editor.
  func addFile(_ id: String, request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
    let app = try libraryApp(id)
    let form = try Self.form(request)
    let name = form["name"] ?? ""
    do {
      let (path, moved) = try server.library.addFile(app.id, named: name)
      return redirect(
        "/apps/\(app.id)/edit?file=\(Self.query(path))" + (moved.map { "&moved=\(Self.query($0))" } ?? ""))
    } catch {
      // Back to the file that was open, the panel open with the name typed.
      var page = try editor(
        id, request: editorRequest(file: form["current"] ?? ""),
        filesProblem: ("Could not add the file: \(error)", name))
      page.status = 422
      return page
    }
  }

  /// `POST /apps/ID/files/rename`: renames one file of the app.
  func renameFile(_ id: String, request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
    let app = try libraryApp(id)
    let form = try Self.form(request)
    let from = form["from"] ?? ""
    let name = form["name"] ?? ""
    do {
      let path = try server.library.renameFile(app.id, from: from, to: name)
      return redirect("/apps/\(app.id)/edit?file=\(Self.query(path))")
    } catch {
      var page = try editor(
        id, request: editorRequest(file: from), filesProblem: ("Could not rename \(from): \(error)", name))
      page.status = 422
      return page
    }
  }

  /// `POST /apps/ID/save`: writes the file atomically, unless it changed on disk since the
  /// editor opened it; then the person's text is kept on a page that offers both ways on. The
  /// editor's own saves (autosave, Ctrl+S) ask for JSON: `{"saved": true, "base": HASH}`, or a
  /// 409 with `{"error", "conflict": true}`.
  func save(_ id: String, request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
    let app = try libraryApp(id)
    let form = try Self.form(request)
    let wantsJSON = request.header("Accept")?.contains("application/json") == true
    guard let path = form["file"], let text = form["source"], let base = form["base"] else {
      throw HTTPError(400, "a save sends the file, its text and the version it was opened at")
    }
    let source = try readSource(app)
    guard let file = source.userFiles.first(where: { $0.path == path }) else {
      throw HTTPError(404, "\(app.name) has no file \(path); add it under Files first.")
    }
    // Browsers send a textarea's line breaks as CRLF.
    let normalized = text.replacingOccurrences(of: "\r\n", with: "\n")
    let outcome: Library.SaveOutcome
    do {
      // Compared and written under the library's lock: of two saves from one version, one wins.
      outcome = try server.library.save(Data(normalized.utf8), to: source.originalURL(of: file.path), expecting: base)
    } catch {
      throw HTTPError(500, "Could not save \(path): \(error). Your text is still in the editor: go back to keep it.")
    }
    if case .conflict(let current) = outcome {
      if wantsJSON {
        return .json(
          [
            "error": .string(
              "\(path) changed on disk since you opened it; press Save to see the file's version beside yours and choose"
            ),
            "conflict": true,
          ], status: 409)
      }
      var conflict = try editor(
        id,
        request: HTTPRequest(method: .get, path: "", segments: [], query: [("file", path)], headers: [], body: Data()),
        text: normalized,
        problem: """
          <p><strong>\(Self.escape(path)) changed on disk since you opened it.</strong> Your text is below, not saved.
          Save again to replace the file with it, or <a href="/apps/\(app.id)/edit?file=\(Self.query(path))">reload
          the file</a> (your text is lost then: copy what you need first).</p>
          <details open><summary>The file on disk now</summary><pre id=disk-version>\(String(decoding: current, as: UTF8.self))</pre></details>
          """)
      conflict.status = 409
      return conflict
    }
    // Every save is a version. The file is saved either way: a version store that cannot be
    // written is said in the answer, never a lost save.
    var version: Int?
    var versionProblem: String?
    do {
      version = try server.library.recordVersion(of: app, source: .editor)
    } catch {
      versionProblem = "saved, but not kept as a version: \(error)"
    }
    if wantsJSON {
      return .json([
        "saved": true, "base": .string(SHA256.hex(Array(normalized.utf8))),
        "version": version.map { .number(Double($0)) } ?? .null,
        "versionProblem": versionProblem.map(JSON.string) ?? .null,
      ])
    }
    return redirect("/apps/\(app.id)/edit?file=\(Self.query(path))&saved=1")
  }

  /// `POST /apps/ID/rename`.
  func rename(_ id: String, request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
    let app = try libraryApp(id)
    let name = (try Self.form(request)["name"] ?? "").trimmingCharacters(in: .whitespaces)
    do {
      let renamed = try server.library.rename(app.id, to: name)
      // Its desktop launchers follow, as with `superswift rename`; a desktop without them is fine.
      _ = try? DesktopIntegration().renameLaunchers(id: renamed.id, to: renamed.name)
      return redirect("/apps/\(renamed.id)")
    } catch {
      // Back to the app, the box open with what was typed, to change it.
      return try self.app(id, request: request, problem: "Could not rename \(app.name): \(error).", renaming: name)
    }
  }

  /// `POST /apps/ID/duplicate`: a copy named "NAME copy" (or "NAME copy 2", …), a new identifier.
  func duplicate(_ id: String) throws(HTTPError) -> HTTPResponse {
    let app = try libraryApp(id)
    let name = Library.copyName(of: app.name, among: try server.library.appsForRequest(reachableBy: .owner))
    do {
      let copy = try server.library.duplicate(app.id, as: name)
      return redirect("/apps/\(copy.id)?duplicated=\(Self.query(app.name))")
    } catch {
      throw HTTPError(422, "\(error)")
    }
  }

  /// `POST /apps/ID/remove`: to the trash, with Undo on the library page.
  func remove(_ id: String) throws(HTTPError) -> HTTPResponse {
    let app = try libraryApp(id)
    do {
      _ = try server.library.remove(app.id)
      _ = DesktopIntegration().removeLaunchers(id: app.id)
      return redirect("/?removed=\(app.id)")
    } catch {
      throw HTTPError(500, "\(error)")
    }
  }

  func readSource(_ app: LibraryApp) throws(HTTPError) -> AppSource {
    do {
      return try AppSource(path: app.folder.path).named(app.name)
    } catch {
      throw HTTPError(500, "Could not read \(app.name): \(error)")
    }
  }

  /// A value for a URL's query.
  static func query(_ text: String) -> String {
    var allowed = CharacterSet.urlQueryAllowed
    allowed.remove(charactersIn: "&=+#")
    return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
  }
}
