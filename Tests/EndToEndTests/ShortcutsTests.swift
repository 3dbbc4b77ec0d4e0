import Foundation
import SuperSwift
import Testing

/// Requests shaped the way an iPhone's Shortcuts sends them ("Get Contents of URL", built every
/// way a person naturally builds it), replayed byte for byte against a real `superswift serve`;
/// each asserts what the shortcut's user gets.
@Suite("Shortcuts on an iPhone")
struct ShortcutsTests {
  static let tipCalculator = repositoryRoot.appendingPathComponent("Examples/TipCalculator.swift")

  /// What an app saw: its source, text, URLs and files (name, type, size).
  static let echo = #"""
    import SuperSwift
    let run = RunContext.current
    run.finish(with: .json(.object([
      "source": .string(run.source.rawValue),
      "text": run.input.text.map { .string($0) } ?? .null,
      "urls": .array(run.input.urls.map { .string($0.absoluteString) }),
      "files": .array(run.input.files.map { file in
        .object(["name": .string(file.name), "type": .string(file.contentType), "size": .number(Double(file.data.count))])
      }),
    ])))
    """#

  /// A server with the seed's tip calculator and the echo app.
  static func server(extra: [String] = []) throws -> (TestServer, id: String) {
    let cli = try CLI()
    let id = try cli.newApp("Tip Calculator", source: try String(contentsOf: tipCalculator, encoding: .utf8))
    _ = try cli.newApp("Echo", source: echo)
    return (try TestServer(cli, extra: extra), id)
  }

  func auth(_ server: TestServer, scheme: String = "Bearer") -> [(String, String)] {
    [("Authorization", "\(scheme) \(server.token)")]
  }

  @Test("the seed's tip calculator returns 49.56 for every natural build of the shortcut")
  func tipEveryWay() throws {
    let (server, id) = try Self.server()
    let path = "/api/apps/\(id)/result"
    let a = auth(server)
    let builds: [(String, ShortcutsRequest)] = [
      ("Run App's way: the Dictionary under input", .json(path, #"{"input":{"bill":42,"percent":18}}"#, headers: a)),
      ("the Dictionary as the whole body", .json(path, #"{"bill":42,"percent":18}"#, headers: a)),
      ("numbers typed as Text", .json(path, #"{"percent":"18","bill":"42"}"#, headers: a)),
      ("a Form (urlencoded)", .urlEncoded(path, "bill=42&percent=18", headers: a)),
      ("a Form (multipart)", .form(path, [.text("bill", "42"), .text("percent", "18")], headers: a)),
      ("JSON text in a Text field", .json(path, #"{"input":"{\"bill\":42,\"percent\":18}"}"#, headers: a)),
    ]
    for (build, request) in builds {
      let response = try server.shortcut(request)
      #expect(response.status == 200, "\(build): \(response.text)")
      #expect(response.headers["content-type"] == "application/json", "\(build)")
      #expect(JSON(parsing: response.body)?["total"]?.number == 49.56, "\(build): \(response.text)")
    }
    // A decimal comma, as a German or French iPhone types it: the right total, not 15 %.
    let comma = try server.shortcut(.json(path, #"{"bill":"42,50","percent":"18"}"#, headers: a))
    let tip = 42.5 * 18 / 100
    #expect(JSON(parsing: comma.body) == .object(["tip": .number(tip), "total": .number(42.5 + tip)]), "\(comma.text)")
  }

  @Test("the Authorization scheme in any letter case; a 401 says what was missing")
  func authorization() throws {
    let (server, id) = try Self.server()
    let path = "/api/apps/\(id)/result"
    for scheme in ["bearer", "BEARER", "Bearer"] {
      let response = try server.shortcut(.json(path, #"{"bill":10}"#, headers: auth(server, scheme: scheme)))
      #expect(response.status == 200, "\(scheme): \(response.text)")
    }
    let none = try server.shortcut(.json(path, #"{"bill":10}"#, headers: []))
    #expect(none.status == 401)
    #expect(none.text.contains("no Authorization header"))
    let basic = try server.shortcut(.json(path, #"{"bill":10}"#, headers: [("Authorization", "Basic dXNlcjpwYXNz")]))
    #expect(basic.status == 401 && basic.text.contains(#"uses \"Basic\", not Bearer"#), "\(basic.text)")
    let wrong = try server.shortcut(.json(path, #"{"bill":10}"#, headers: [("authorization", "Bearer 1234")]))
    #expect(wrong.status == 401 && wrong.text.contains("not this server's"), "\(wrong.text)")
  }

  @Test("errors reach the person: ?errors=200 answers failures with 200 and an error; GET says to use POST")
  func errorsReachThePerson() throws {
    let (server, id) = try Self.server()
    // The action's default method is GET.
    var get = ShortcutsRequest(method: "GET", path: "/api/apps/\(id)/result", headers: auth(server))
    let refused = try server.shortcut(get)
    #expect(refused.status == 405 && refused.headers["allow"] == "POST")
    #expect(refused.text.contains("set Method to POST"))
    get.path += "?errors=200"
    let shown = try server.shortcut(get)
    #expect(shown.status == 200 && shown.headers["x-superswift-status"] == "405")
    #expect(JSON(parsing: shown.body)?["error"]?.string?.contains("set Method to POST") == true)

    let path = "/api/apps/\(id)/result?errors=200"
    let failed = try server.shortcut(.json(path, #"{"percent":18}"#, headers: auth(server)))
    #expect(failed.status == 200 && failed.headers["x-superswift-status"] == "422")
    #expect(JSON(parsing: failed.body)?["error"]?.string == #"Pass a dictionary like {"bill": 42}."#)
    #expect(JSON(parsing: failed.body)?["status"]?.string == "failed")
    let unsigned = try server.shortcut(.json(path, #"{"bill":1}"#, headers: []))
    #expect(unsigned.status == 200 && unsigned.headers["x-superswift-status"] == "401")
    #expect(JSON(parsing: unsigned.body)?["error"]?.string?.contains("Authorization") == true)
    // Without the option, a failure is still a 422.
    let plain = try server.shortcut(.json("/api/apps/\(id)/result", #"{"percent":18}"#, headers: auth(server)))
    #expect(plain.status == 422)
  }

  @Test("files: a raw File body, iOS photos in a Form, base64 with line breaks, a name that came instead of a file")
  func files() throws {
    let (server, _) = try Self.server()
    let path = "/api/apps/Echo/result"
    let heic = Data(
      [0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63] + Array(repeating: 0xAB, count: 300))
    func seen(_ response: RawResponse) -> JSON? { JSON(parsing: response.body) }

    // Request Body: File, the way device-tested guides upload photos.
    let raw = try server.shortcut(.file(path, type: "image/heic", heic, headers: auth(server)))
    #expect(seen(raw)?["files"] == [["name": "file-1.heic", "type": "image/heic", "size": 312]], "\(raw.text)")
    #expect(seen(raw)?["text"] == .null)
    let named = try server.shortcut(
      .file(path + "?name=IMG_0001.HEIC", type: "image/heic", heic, headers: auth(server)))
    #expect(seen(named)?["files"]?[0]?["name"] == "IMG_0001.HEIC")
    let pdf = try server.shortcut(
      .file(
        path, type: "application/pdf", Data("%PDF-1.4\n".utf8),
        headers: auth(server) + [("Content-Disposition", "attachment; filename=\"Invoice March.pdf\"")]))
    #expect(seen(pdf)?["files"] == [["name": "Invoice March.pdf", "type": "application/pdf", "size": 9]])

    // Request Body: Form, a photo and a caption the person named themselves.
    let form = try server.shortcut(
      .form(
        path, [.text("caption", "Sunset"), .file("photo", fileName: "IMG_0001.HEIC", type: "image/heic", heic)],
        headers: auth(server)))
    #expect(seen(form)?["files"] == [["name": "IMG_0001.HEIC", "type": "image/heic", "size": 312]], "\(form.text)")
    #expect(seen(form)?["text"]?.string == #"{"caption":"Sunset"}"#)

    // The photo arrived as its name: a clear 400, not a run with no input.
    let stranded = try server.shortcut(
      .form(path, [.text("photo", "IMG_0001.HEIC")], headers: auth(server)))
    #expect(stranded.status == 400)
    #expect(stranded.text.contains(#"holds the text \"IMG_0001.HEIC\""#) && stranded.text.contains("File"))

    // Base64 Encode's default: a line break every 76 characters.
    let encoded = heic.base64EncodedString(options: [
      .lineLength76Characters, .endLineWithCarriageReturn, .endLineWithLineFeed,
    ])
    #expect(encoded.contains("\r\n"))
    let escaped = encoded.replacingOccurrences(of: "\r\n", with: "\\r\\n").replacingOccurrences(of: "/", with: "\\/")
    let base64 = try server.shortcut(
      .json(path, #"{"files":[{"name":"IMG_0001.HEIC","base64":"\#(escaped)"}]}"#, headers: auth(server)))
    // No type given: the system's MIME database names it (shared-mime-info says image/heif).
    let decoded = try #require(seen(base64)?["files"]?[0], "\(base64.text)")
    #expect(decoded["name"] == "IMG_0001.HEIC" && decoded["size"] == 312)
    #expect(["image/heic", "image/heif"].contains(decoded["type"]?.string ?? ""))
  }

  @Test("a shared web page: a single URL is in input.urls too, and ?source=shareSheet is the seed's share source")
  func sharedPage() throws {
    let (server, _) = try Self.server()
    let page = "https://www.swift.org/blog/"
    let response = try server.shortcut(
      ShortcutsRequest(
        path: "/api/apps/Echo/result?source=shareSheet", headers: auth(server),
        contentType: "text/plain; charset=utf-8", body: Data(page.utf8)))
    #expect(JSON(parsing: response.body)?["source"] == "shareSheet", "\(response.text)")
    #expect(JSON(parsing: response.body)?["urls"] == [.string(page)])
    #expect(JSON(parsing: response.body)?["text"]?.string == page)
    let json = try server.shortcut(
      .json("/api/apps/Echo/result", #"{"input":"https:\/\/example.com\/a"}"#, headers: auth(server)))
    #expect(JSON(parsing: json.body)?["urls"] == ["https://example.com/a"])
    #expect(JSON(parsing: json.body)?["source"] == "shortcut")
    let bad = try server.shortcut(.json("/api/apps/Echo/result?source=urlScheme", "{}", headers: auth(server)))
    #expect(bad.status == 400 && bad.text.contains("?source= takes shortcut or shareSheet"))
  }

  @Test("?timeout= ends a run that never ends; an interactive run nobody opens is given up")
  func runsThatNeverEnd() throws {
    let cli = try CLI()
    _ = try cli.newApp("Forever", source: "import SuperSwift\nwhile true { sleep(1) }")
    _ = try cli.newApp(
      "DrinkPicker",
      source: try String(
        contentsOf: repositoryRoot.appendingPathComponent("Examples/DrinkPicker.swift"), encoding: .utf8))
    let server = try TestServer(cli, extra: ["--interface-expiry", "2"])
    let timed = try server.request("POST", "/api/apps/Forever/run?timeout=1")
    #expect(timed.status == 422)
    #expect(JSON(parsing: timed.body)?["status"] == "timedOut", "\(timed.text)")
    let started = try server.request("POST", "/api/apps/DrinkPicker/run?wait=false")
    let runID = try #require(started.firstIdentifier)
    var record: JSON?
    for _ in 0..<300 {
      record = JSON(parsing: try server.request("GET", "/api/runs/\(runID)").body)
      if record?["status"] != "running" { break }
      usleep(100_000)
    }
    #expect(record?["status"] == "cancelled")
    #expect(record?["error"]?.string?.contains("nobody opened") == true, "\(String(describing: record))")
  }
}
