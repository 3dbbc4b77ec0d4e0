import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHTTP
import SuperSwiftHost

/// "Use from iPhone": an app's page with the exact Shortcuts recipe for this server (the URL by
/// the app's identifier, so renames never break it; the method, header and body to set), the
/// Local Network prompt, and — once the person has named the phone and made its own token — that
/// token in the header step and a QR code that opens the app's page on the phone, signed in with
/// it.
struct PairingPage {
  let server: SuperSwiftServer
  let app: LibraryApp
  /// The request that asked for the page (its Host says how this browser reached us).
  let request: HTTPRequest
  /// The device's token just made (`POST /apps/ID/iphone`), shown this once; `nil` before.
  var device: (name: String, token: String)? = nil

  /// Where the phone reaches the server: the network address `serve` announced, else the one
  /// this browser used when it is not loopback; `nil` when the server listens on this machine
  /// only.
  var phoneBase: String? {
    if let network = server.reachable?.network.first { return network }
    let scheme = server.reachable?.local.hasPrefix("https:") == true ? "https" : "http"
    guard let host = request.header("Host"), !host.hasPrefix("127."), !host.hasPrefix("localhost"),
      !host.hasPrefix("[::1]")
    else { return nil }
    return "\(scheme)://\(host)"
  }

  func response() -> HTTPResponse {
    let here = "/apps/\(app.id)/iphone"
    let base = phoneBase
    let port = server.reachable?.local.split(separator: ":").last.map(String.init) ?? "7788"
    let shownBase = base ?? "http://<this computer's address>:\(port)"
    // The app's sources, read once: what it shows and what it takes.
    let source = try? AppSource(path: app.folder.path).named(app.name)
    let interface = source.map(SuperSwiftServer.hasInterface) ?? false
    // An app with an interface is started (not waited for) and opened with Open X-Callback URL.
    let url =
      interface
      ? "\(shownBase)/api/apps/\(app.id)/run?wait=false&errors=200"
      : "\(shownBase)/api/apps/\(app.id)/result?errors=200"
    var qr: HTML = ""
    // No QR code without a device token: a failure to mint one leaves the recipe, which works.
    if let base, let device,
      let code = try? server.auth.makeLoginCode(next: "/apps/\(app.id)", deviceToken: device.token),
      let image = try? QRCode("\(base)/login?code=\(code)")
    {
      qr = """
        <figure class=qr>\(HTML(trusted: image.svg(pixels: 240)))
        <figcaption>Scan with the iPhone's camera to open \(app.name) there, signed in with \(device.name)'s token (the code works once, for 10 minutes).</figcaption></figure>
        """
    }
    let reach: HTML =
      base == nil
      ? """
      <p class=error>This server listens on this computer only, so a phone cannot reach it. Restart it with
      <code>superswift serve --listen 0.0.0.0:\(port)</code> (on your home network), then reload this page.</p>
      """
      : ""
    let https = base?.hasPrefix("https:") == true
    let certificateStep: HTML =
      https
      ? """
      <li><strong>Trust this server's certificate</strong> (once per phone): open
      <a href="/certificate/profile">the CA profile</a> on the iPhone and allow the download, then Settings →
      General → VPN &amp; Device Management → SuperSwift local CA → Install; then Settings → General → About →
      Certificate Trust Settings → turn on full trust for it.</li>
      """ : ""
    let recipe = recipe(source)
    let header: HTML =
      if let device {
        """
        <li>Under <strong>Headers</strong>, add <code>Authorization</code> with the value<br>
        <code class=copy id=shortcut-header>Bearer \(device.token)</code> <button type=button data-copy=shortcut-header>Copy</button>
        <br>(\(device.name)'s own token, shown this once: revoke it on <a href="/devices">Devices</a> if the phone is lost).</li>
        """
      } else {
        """
        <li>Under <strong>Headers</strong>, add <code>Authorization</code> with the value <code>Bearer</code> and this
        phone's own token. Make it here (it is shown once; revoke it on <a href="/devices">Devices</a> if the phone is lost):
        <form method=post action="\(here)" class=card id=device-form>
        <label for=device-name>Name this phone</label>
        <input id=device-name name=name type=text required maxlength=64 value="iPhone" autocomplete=off>
        <input type=hidden name=app value="\(app.id)">
        <label class=check><input type=checkbox name=all value=yes> Let it run every app, not only \(app.name)</label>
        <div class=actions><button type=submit class=primary>Make its token</button></div>
        </form></li>
        """
      }
    return WebPages.page(
      title: "Use \(app.name) from iPhone",
      body: """
        <p><a href="/apps/\(app.id)">← \(app.name)</a></p>
        <h1>Use \(app.name) from iPhone</h1>
        \(reach)\(qr)
        <p>On the iPhone, in the Shortcuts app, make a shortcut that calls this server with
        <strong>Get Contents of URL</strong>:</p>
        <ol class=steps>
        \(certificateStep)
        \(Self.inputStep(recipe.input))
        <li>Add <strong>Get Contents of URL</strong> and set its URL to<br><code class=copy id=shortcut-url>\(url)</code>
        <button type=button data-copy=shortcut-url>Copy</button></li>
        <li>Tap <strong>Show More</strong>. Set <strong>Method</strong> to <strong>POST</strong>.</li>
        \(header)
        \(Self.bodyStep(recipe.input))
        <li>Add <strong>If</strong>: <em>Contents of URL</em> → <em>error</em> <strong>has any value</strong> →
        <strong>Show Alert</strong> with the error. (<code>errors=200</code> in the URL makes a failed run answer
        with its error instead of stopping the shortcut silently.)</li>
        \(interface ? Self.interfaceSteps(recipe.output) : Self.outputStep(recipe.output))
        <li>Run it. The first time, iOS asks to let Shortcuts <em>find devices on local networks</em>:
        tap <strong>Allow</strong> (Settings → Privacy &amp; Security → Local Network → Shortcuts, if you missed it).</li>
        </ol>
        <h2>From the share sheet</h2>
        <p>In the shortcut's details turn on <strong>Show in Share Sheet</strong>, add <code>&amp;source=shareSheet</code>
        to the URL (the app then sees <code>run.source == .shareSheet</code>), and set Request Body to
        <strong>File</strong> with <em>Shortcut Input</em>. A shared web page arrives as text and in
        <code>run.input.urls</code>; a photo as a file.</p>
        <p>The URL uses the app's identifier, so renaming the app never breaks the shortcut.
        More in <code>docs/http-api.md</code>, section “Shortcuts”.</p>
        """)

  }

  /// What this app's recipe says, from its sources: its own fields in, its own result out.
  func recipe(_ source: AppSource?) -> ShortcutRecipe {
    let schema = source.flatMap { try? InputSchemas(runner: Runner(paths: server.paths)).schema(for: $0) }
    let texts = source?.files.map { String(decoding: $0.contents, as: UTF8.self) } ?? []
    let last = server.history.runs(appID: app.id, limit: 20).first { $0.status == .finished && $0.result != nil }
    return ShortcutRecipe(
      schema: schema ?? nil, acceptsInput: app.acceptsInput, sources: texts, lastResult: last?.result)
  }

  /// The step that makes the input: a Dictionary with the app's keys, or text, or none.
  static func inputStep(_ input: ShortcutRecipe.Input) -> HTML {
    switch input {
    case .none:
      return "<li>This app reads no input: the request needs no body.</li>"
    case .text:
      return """
        <li>Add the text your app reads (a <strong>Text</strong> action, or the shortcut's input). JSON text works
        too: the app reads it with <code>run.input.json</code>.</li>
        """
    case .keys(let keys, let form):
      let rows = keys.map { key -> HTML in
        let example: HTML = key.example.map { " = <code>\($0)</code>" } ?? ""
        let note: HTML = key.note.map { " <span class=muted>(\($0))</span>" } ?? ""
        return "<li><code>\(key.name)</code>: \(key.type)\(example)\(note)</li>"
      }.joined()
      let action: HTML = form ? "a <strong>Form</strong> request body" : "a <strong>Dictionary</strong> action"
      return """
        <li>Add \(action) with this app's keys:<ul id=recipe-keys>\(rows)</ul>
        Numbers typed as Text work too.</li>
        """
    }
  }

  /// The step that sets the request body.
  static func bodyStep(_ input: ShortcutRecipe.Input) -> HTML {
    switch input {
    case .none:
      return "<li>Leave <strong>Request Body</strong> as it is: nothing to send.</li>"
    case .keys(_, form: true):
      return """
        <li>Set <strong>Request Body</strong> to <strong>Form</strong> and add the keys above; give each file
        key the type <strong>File</strong> and choose the file.</li>
        """
    case .keys:
      return """
        <li>Set <strong>Request Body</strong> to <strong>JSON</strong> and add the keys above, or choose the
        Dictionary as the whole body.</li>
        """
    case .text:
      return """
        <li>Set <strong>Request Body</strong> to <strong>File</strong> with the text (or <strong>Form</strong> with a
        key <code>text</code>). For a photo or a document, choose <strong>File</strong> and the file instead.</li>
        """
    }
  }

  /// An app with an interface: the first action starts it and answers with its `xcallback`
  /// address; Open X-Callback URL shows it on the phone and waits until the person is done.
  static func interfaceSteps(_ output: ShortcutRecipe.Output) -> HTML {
    let read: HTML =
      switch output {
      case .keys(let keys):
        "Its <code>result</code> is this app's JSON as text (keys \(keys.map { "<code>\($0)</code>" as HTML }.joined(separator: ", "))): add <strong>Get Dictionary from Input</strong> to read it."
      case .files:
        "A file result comes as <code>resultURL</code>: fetch it with Get Contents of URL and the same header."
      default: "The result is <code>result</code>."
      }
    return """
      <li>This app has an interface, which shows on the phone: add <strong>Get Dictionary Value</strong> for the key
      <code>xcallback</code> from <em>Contents of URL</em>.</li>
      <li>Add <strong>Open X-Callback URL</strong> with that <em>Dictionary Value</em> as its URL. It opens the app in
      Safari (signed in: scan the QR code above once) and waits; when you tap Done, Shortcuts carries on.</li>
      <li>Add <strong>Get Dictionary Value</strong> for <code>result</code> from the <em>X-Callback Result</em>. \(read)
      If you close the app instead, the shortcut stops there; if the app fails, <code>errorMessage</code> says why.</li>
      """
  }

  /// The step that reads the result.
  static func outputStep(_ output: ShortcutRecipe.Output) -> HTML {
    switch output {
    case .keys(let keys):
      let names = keys.map { "<code>\($0)</code>" as HTML }.joined(separator: ", ")
      return """
        <li>Add <strong>Get Dictionary Value</strong> for the key you want: this app returns \(names)
        (<em>Contents of URL</em> is a Dictionary).</li>
        """
    case .text:
      return
        "<li>This app returns text: <em>Contents of URL</em> is the Text, ready for Show Result or Copy to Clipboard.</li>"
    case .url:
      return "<li>This app returns a URL: <em>Contents of URL</em> is it, ready for Open URLs.</li>"
    case .files:
      return
        "<li>This app returns files: one file is the File itself; several are a zip (Extract Archive opens it).</li>"
    case .unknown:
      return """
        <li>Read the result: a JSON result is a Dictionary (<strong>Get Dictionary Value</strong> for a key), text is
        Text, a file is a file, several files are a zip. Run the app once and this page names its keys.</li>
        """
    }
  }
}
