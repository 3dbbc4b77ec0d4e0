import Foundation
@_spi(Host) import SuperSwift

/// "Use from iPhone": an app's page with the exact Shortcuts recipe for this server (the URL by
/// the app's identifier, so renames never break it; the method, header and body to set), the
/// Local Network prompt, and a QR code that opens this page signed in on the phone.
struct PairingPage {
  let server: SuperSwiftServer
  let app: LibraryApp
  /// The request that asked for the page (its Host says how this browser reached us).
  let request: HTTPRequest

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
    let shownBase =
      base ?? "http://<this computer's address>:\(server.reachable?.local.split(separator: ":").last ?? "7788")"
    let url = "\(shownBase)/api/apps/\(app.id)/result?errors=200"
    var qr: HTML = ""
    if let base, let code = try? server.auth.makeLoginCode(next: here),
      let image = try? QRCode("\(base)/login?code=\(code)")
    {
      qr = """
        <figure class=qr>\(HTML(trusted: image.svg(pixels: 240)))
        <figcaption>Scan with the iPhone's camera to open this page there, signed in (the code works once, for 10 minutes; reload for a new one).</figcaption></figure>
        """
    }
    let reach: HTML =
      base == nil
      ? """
      <p class=error>This server listens on this computer only, so a phone cannot reach it. Restart it with
      <code>superswift serve --listen 0.0.0.0:7788</code> (on your home network), then reload this page.</p>
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
    let token = server.auth.currentToken()
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
        <li>Add the input your app reads, such as a <strong>Dictionary</strong> action with its keys
        (<code>bill</code> = 42, <code>percent</code> = 18). Numbers typed as Text work too.</li>
        <li>Add <strong>Get Contents of URL</strong> and set its URL to<br><code class=copy>\(url)</code></li>
        <li>Tap <strong>Show More</strong>. Set <strong>Method</strong> to <strong>POST</strong>.</li>
        <li>Under <strong>Headers</strong>, add <code>Authorization</code> with the value<br>
        <code class=copy>Bearer \(token)</code><br>(this is your token: keep it to yourself).</li>
        <li>Set <strong>Request Body</strong> to <strong>JSON</strong> and add your fields, or choose the Dictionary
        as the whole body. For a photo or a document, choose <strong>File</strong> and the file instead.</li>
        <li>Add <strong>If</strong>: <em>Contents of URL</em> → <em>error</em> <strong>has any value</strong> →
        <strong>Show Alert</strong> with the error. (<code>errors=200</code> in the URL makes a failed run answer
        with its error instead of stopping the shortcut silently.)</li>
        <li>Add <strong>Get Dictionary Value</strong> for the key your app returns (such as <code>total</code>).
        A text result is Text, a file is a file, several files are a zip (Extract Archive opens it).</li>
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
}
