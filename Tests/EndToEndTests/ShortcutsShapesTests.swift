import Foundation
import SuperSwift
import Testing

/// Requests as iPhone users really build them (issue 24), replayed byte for byte against a
/// real `superswift serve`, each asserting what the shortcut's user gets.
@Suite("Shortcuts' request shapes")
struct ShortcutsShapesTests {
  func auth(_ server: TestServer) -> [(String, String)] { [("Authorization", "Bearer \(server.token)")] }

  /// What the echo app saw, from a response.
  func seen(_ response: RawResponse) throws -> JSON {
    try #require(JSON(parsing: response.body), "\(response.status): \(response.text)")
  }

  @Test("a field left without a key: its text is the input, in JSON and in a Form; beside named ones it is named")
  func namelessField() throws {
    let (server, _) = try ShortcutsTests.server()
    let path = "/api/apps/Echo/result"
    for request in [
      ShortcutsRequest.json(path, #"{"":"add: call Andrew"}"#, headers: auth(server)),
      .urlEncoded(path, "=add%3A+call+Andrew", headers: auth(server)),
      .form(path, [.text("", "add: call Andrew")], headers: auth(server)),
    ] {
      let response = try server.shortcut(request)
      #expect(response.status == 200, "\(response.text)")
      #expect(try seen(response)["text"]?.string == "add: call Andrew", "\(response.text)")
    }
    let mixed = try server.shortcut(.json(path + "?errors=200", #"{"":"x","bill":1}"#, headers: auth(server)))
    #expect(mixed.status == 200)
    #expect(try seen(mixed)["error"]?.string?.contains("a field has no name") == true, "\(mixed.text)")
  }

  @Test(
    "a Dictionary with a List of Dictionaries, every value typed as Text, reaches a typed app as numbers; a bad one names its place"
  )
  func nestedDictionary() throws {
    let cli = try CLI()
    _ = try cli.newApp(
      "Order",
      source: try String(
        contentsOf: repositoryRoot.appendingPathComponent("Examples/ShoppingTotal.swift"), encoding: .utf8))
    let server = try TestServer(cli)
    defer {
      server.process.signal(SIGTERM)
      _ = try? server.process.finish()
    }
    // As NSJSONSerialization writes the action's Dictionary: Text values are strings.
    let body =
      #"{"input":{"items":[{"name":"coffee","price":"4,50","qty":"2"},{"name":"tea","price":"3"}],"taxPercent":"8"}}"#
    let response = try server.shortcut(.json("/api/apps/Order/result", body, headers: auth(server)))
    #expect(response.status == 200, "\(response.text)")
    #expect(try seen(response) == ["items": 2, "total": 12.96], "\(response.text)")
    let bad = #"{"input":{"items":[{"name":"coffee","price":"lots"}],"taxPercent":"8"}}"#
    let refused = try server.shortcut(.json("/api/apps/Order/result", bad, headers: auth(server)))
    #expect(refused.status == 422, "\(refused.text)")
    #expect(try seen(refused)["field"] == "items[0].price", "\(refused.text)")
    #expect(try seen(refused)["error"]?.string == #"items[0].price takes a number, not "lots""#, "\(refused.text)")
  }

  @Test("a web page shared as a Dictionary {url, title}: the URL exactly in input.urls, the title readable")
  func sharedPage() throws {
    let (server, _) = try ShortcutsTests.server()
    let url = "https://example.com/a/b?q=swift%20ui&x=1#section-2"
    let body = #"{"url":"https:\/\/example.com\/a\/b?q=swift%20ui&x=1#section-2","title":"Swift — a page"}"#
    let response = try server.shortcut(
      .json("/api/apps/Echo/result?source=shareSheet", body, headers: auth(server)))
    let app = try seen(response)
    #expect(app["source"]?.string == "shareSheet")
    #expect(app["urls"] == [.string(url)])
    #expect(app["text"]?.string.flatMap { JSON(parsing: Data($0.utf8)) }?["title"]?.string == "Swift — a page")
  }

  @Test("a CSV from Excel in a Windows code page, sent as File: its bytes reach the app, or its text, never a refusal")
  func windowsCSV() throws {
    let (server, _) = try ShortcutsTests.server()
    // "Café;Crème brûlée\r\n3,50;4,20\r\n" in windows-1252.
    let bytes = Data([
      0x43, 0x61, 0x66, 0xE9, 0x3B, 0x43, 0x72, 0xE8, 0x6D, 0x65, 0x20, 0x62, 0x72, 0xFB, 0x6C, 0xE9, 0x65,
      0x0D, 0x0A, 0x33, 0x2C, 0x35, 0x30, 0x3B, 0x34, 0x2C, 0x32, 0x30, 0x0D, 0x0A,
    ])
    let asFile = try server.shortcut(.file("/api/apps/Echo/result", type: "text/csv", bytes, headers: auth(server)))
    #expect(asFile.status == 200, "\(asFile.text)")
    let files = try seen(asFile)["files"]?.array ?? []
    #expect(files.count == 1 && files.first?["size"]?.int == bytes.count, "the bytes, as they are: \(asFile.text)")
    #expect(files.first?["type"]?.string == "text/csv")
    // With the charset it names, it is read as that text.
    let named = try server.shortcut(
      .file("/api/apps/Echo/result", type: "text/csv; charset=windows-1252", bytes, headers: auth(server)))
    #expect(try seen(named)["text"]?.string == "Café;Crème brûlée\r\n3,50;4,20\r\n", "\(named.text)")
  }

  @Test(
    "an upload over the limit: a 200 with the error and the limit under ?errors=200, read whole while still sending")
  func uploadOverLimit() throws {
    let cli = try CLI()
    _ = try cli.newApp("Echo", source: ShortcutsTests.echo)
    let server = try TestServer(cli, extra: ["--max-upload-mib", "1"])
    let video = Data(repeating: 0x5A, count: 40 << 20)
    let request = ShortcutsRequest.file(
      "/api/apps/Echo/result?errors=200", type: "video/quicktime", video, headers: auth(server))
    let client = try RawHTTP(port: server.port)
    // The phone sends the whole video before it reads: the server lets it, then answers.
    #expect(client.send(request.bytes(host: "192.168.1.20:\(server.port)")), "the connection was not reset mid-upload")
    let answer = try client.readResponse()
    #expect(answer.status == 200)
    #expect(answer.headers["x-superswift-status"] == "413")
    let error = try seen(answer)["error"]?.string ?? ""
    #expect(
      error.contains("too large (40 MiB)") && error.contains("at most 1 MiB") && error.contains("maxUploadMiB"),
      "\(error)")
    // A wrong token is answered from the head, and the video is still taken in (within bounds).
    let stranger = try RawHTTP(port: server.port)
    let wrong = ShortcutsRequest.file(
      "/api/apps/Echo/result", type: "video/quicktime", video, headers: [("Authorization", "Bearer nope")])
    #expect(stranger.send(wrong.bytes(host: "192.168.1.20:\(server.port)")))
    #expect(try stranger.readResponse().status == 401)
    // Under the limit, the same server takes it.
    let small = try server.shortcut(
      .file("/api/apps/Echo/result", type: "video/quicktime", Data(count: 1000), headers: auth(server)))
    #expect(try seen(small)["files"]?.array?.first?["size"]?.int == 1000)
  }

  @Test("a result file named in any script is named exactly (filename*), text results say charset=utf-8")
  func resultNamesAndCharsets() throws {
    let cli = try CLI()
    _ = try cli.newApp(
      "Report",
      source: """
        import SuperSwift
        let kind = RunContext.current.input.text ?? ""
        switch kind {
        case "html": RunContext.current.finish(with: .files([OutputFile(name: "page.html", contentType: "public.html", text: "<p>é</p>")]))
        case "csv": RunContext.current.finish(with: .files([OutputFile(name: "t.csv", contentType: "public.comma-separated-values-text", text: "a,é")]))
        default: RunContext.current.finish(with: .files([OutputFile(name: "Résumé – 2026 (final).pdf", contentType: "com.adobe.pdf", data: Data([0x25, 0x50, 0x44, 0x46]))]))
        }
        """)
    let server = try TestServer(cli)
    let pdf = try server.shortcut(.json("/api/apps/Report/result", #"{"input":"pdf"}"#, headers: auth(server)))
    let disposition = try #require(pdf.headers["content-disposition"])
    #expect(
      disposition.contains("filename*=UTF-8''R%C3%A9sum%C3%A9%20%E2%80%93%202026%20%28final%29.pdf"), "\(disposition)")
    #expect(disposition.contains(#"filename="Resume - 2026 (final).pdf""#), "\(disposition)")
    for (kind, type) in [("html", "text/html; charset=utf-8"), ("csv", "text/csv; charset=utf-8")] {
      let response = try server.shortcut(
        .json("/api/apps/Report/result", #"{"input":"\#(kind)"}"#, headers: auth(server)))
      #expect(response.headers["content-type"] == type, "\(kind): \(response.headers)")
    }
  }

  @Test("a raw space in an app's name in the URL is answered with how to write it, not 'a bad request line'")
  func spaceInURL() throws {
    let (server, _) = try ShortcutsTests.server()
    var request = ShortcutsRequest.json("/api/apps/Tip Calculator/result", #"{"bill":10}"#, headers: auth(server))
    request.method = "POST"
    let response = try server.shortcut(request)
    #expect(response.status == 400)
    #expect(response.text.contains("%20") && response.text.contains("Tip%20Calculator"), "\(response.text)")
    #expect(!response.text.contains("bad request line"))
  }
}
