import Foundation
import SuperSwift
import Testing

/// The web app on a phone's Home Screen (issue 24): manifests and icons a phone fetches without
/// cookies, valid and decodable; each app's Home Screen link runs it with no input, as a link.
@Suite("The Home Screen web app")
struct HomeScreenTests {
  /// Decodes a PNG with Python's zlib, checking every chunk's CRC: its width and height, or a
  /// failure saying what is wrong.
  static func decodePNG(_ data: Data) throws -> (width: Int, height: Int) {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("icon-\(UUID()).png")
    try data.write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let script = """
      import sys, struct, zlib
      d = open(sys.argv[1], 'rb').read()
      assert d[:8] == b'\\x89PNG\\r\\n\\x1a\\n', 'signature'
      i, idat, w, h = 8, b'', 0, 0
      while i < len(d):
          n, = struct.unpack('>I', d[i:i+4]); t = d[i+4:i+8]; c = d[i+8:i+8+n]
          assert zlib.crc32(t + c) == struct.unpack('>I', d[i+8+n:i+12+n])[0], 'crc of ' + t.decode()
          if t == b'IHDR': w, h, depth, kind = struct.unpack('>IIBB', c[:10]); assert (depth, kind) == (8, 6)
          if t == b'IDAT': idat += c
          i += 12 + n
      raw = zlib.decompress(idat)
      assert len(raw) == h * (w * 4 + 1), 'pixel data'
      print(w, h)
      """
    let (status, output, errors) = try Program.run(["python3", "-c", script, file.path])
    guard status == 0 else { throw TestFailure("not a PNG a decoder reads: \(errors)") }
    let numbers = output.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    return (numbers[0], numbers[1])
  }

  @Test(
    "the manifests and icons are public, the manifests valid, the icons PNGs of their sizes (an app's own, or made)")
  func manifestsAndIcons() throws {
    let cli = try CLI()
    let id = try cli.newApp("Tip Calculator", source: "import SuperSwift\nRunContext.current.finish()\n")
    let server = try TestServer(cli)
    let manifest = try server.request("GET", "/manifest.webmanifest", authorized: false)
    #expect(manifest.status == 200)
    #expect(manifest.headers["content-type"] == "application/manifest+json")
    let json = try #require(JSON(parsing: manifest.body))
    #expect(json["display"]?.string == "standalone" && json["start_url"]?.string == "/")
    for icon in json["icons"]?.array ?? [] {
      let src = try #require(icon["src"]?.string)
      let size = Int(try #require(icon["sizes"]?.string?.split(separator: "x").first)) ?? 0
      let response = try server.request("GET", src, authorized: false)
      #expect(response.status == 200 && response.headers["content-type"] == "image/png", "\(src)")
      let decoded = try Self.decodePNG(response.body)
      #expect(decoded == (size, size), "\(src)")
    }
    // An app's own: its name, started by its launch address, its own icon.
    let own = try #require(
      JSON(parsing: try server.request("GET", "/apps/\(id)/manifest.webmanifest", authorized: false).body))
    #expect(own["name"]?.string == "Tip Calculator")
    #expect(own["start_url"]?.string == "/apps/\(id)/launch")
    let icon = try server.request("GET", "/apps/\(id)/icon-180.png", authorized: false)
    #expect(try Self.decodePNG(icon.body) == (180, 180))
    // Its own picture, when its folder has one, is served as it is.
    let picture = try server.request("GET", "/web/icon-192.png", authorized: false).body
    try picture.write(to: cli.library.appendingPathComponent("apps/Tip Calculator/icon.png"))
    #expect(try server.request("GET", "/apps/\(id)/icon-180.png", authorized: false).body == picture)
    // Pages link them; an unknown app has none.
    #expect(
      try server.request("GET", "/apps/00000000-0000-4000-8000-000000000000/icon-180.png", authorized: false).status
        == 404)
    let cookie = try server.signIn()
    let home = try server.request("GET", "/apps/\(id)/home", headers: ["Cookie": cookie], authorized: false)
    #expect(home.text.contains(#"<link rel=manifest href="/apps/\#(id)/manifest.webmanifest">"#))
    #expect(home.text.contains(#"<link rel=apple-touch-icon href="/apps/\#(id)/icon-180.png">"#))
    let library = try server.request("GET", "/", headers: ["Cookie": cookie], authorized: false)
    #expect(library.text.contains("<link rel=manifest href=\"/manifest.webmanifest\">"))
    #expect(library.text.contains("viewport-fit=cover"))
  }

  @Test(
    "an app's Home Screen link runs it with no input and source urlScheme, once per open; a query is ignored and said so"
  )
  func launch() throws {
    let (server, _) = try ShortcutsTests.server()
    let cookie = try server.signIn()
    let echo = try #require(
      JSON(parsing: try server.request("GET", "/api/apps/Echo").body)?["id"]?.string)
    // What Safari sends when the icon opens the page: a top-level navigation from nothing.
    let opened = [
      "Cookie": cookie, "Sec-Fetch-Site": "none", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document",
    ]
    let launched = try server.request("GET", "/apps/\(echo)/launch", headers: opened, authorized: false)
    #expect(launched.status == 303)
    let location = try #require(launched.headers["location"])
    let run = String(location.dropFirst("/runs/".count))
    #expect(location.hasPrefix("/runs/") && !run.contains("?"))
    var record = try #require(JSON(parsing: try server.request("GET", "/api/runs/\(run)").body))
    for _ in 0..<600 where record["status"]?.string == "running" {
      usleep(100_000)
      record = try #require(JSON(parsing: try server.request("GET", "/api/runs/\(run)").body))
    }
    #expect(record["source"]?.string == "urlScheme")
    #expect(record["result"]?["value"]?["text"] == .null, "no input: \(record)")
    // The run's page does not run it again.
    _ = try server.request("GET", location, headers: ["Cookie": cookie], authorized: false)
    let runs = try #require(JSON(parsing: try server.request("GET", "/api/runs?app=\(echo)").body)?.array)
    #expect(runs.count == 1)
    // A query never becomes input, and the page says it was ignored.
    let queried = try server.request(
      "GET", "/apps/\(echo)/launch?input=secret&text=x", headers: opened, authorized: false)
    let page = try #require(queried.headers["location"])
    #expect(page.hasSuffix("?ignored=query"))
    let shown = try server.request("GET", page, headers: ["Cookie": cookie], authorized: false)
    #expect(shown.text.contains("The link's query was ignored"))
    // Without signing in: the sign-in page, which comes back to the launch.
    let stranger = try server.request("GET", "/apps/\(echo)/launch", authorized: false)
    #expect(stranger.status == 401 && stranger.text.contains("name=next value=\"/apps/\(echo)/launch\""))
  }
}
