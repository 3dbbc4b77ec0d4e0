import Foundation
import SuperSwift
import Testing

@testable import SuperSwiftHTTP
@testable import SuperSwiftHost
@testable import SuperSwiftServer

/// Pure checks behind the server's defences: origins, header values, run identifiers.
@Suite("Hardening: pure checks")
struct HardeningUnitTests {
  @Test("an origin's authority is spelled as the Host header spells it, IPv6 in brackets")
  func authority() {
    #expect(Authenticator.authority(of: "http://[::1]:7788") == "[::1]:7788")
    #expect(Authenticator.authority(of: "http://127.0.0.1:7788/runs/x?y#z") == "127.0.0.1:7788")
    #expect(Authenticator.authority(of: "HTTPS://Phone.Local") == "phone.local")
    #expect(Authenticator.authority(of: "http://evil@127.0.0.1:7788") == nil, "no user information")
    #expect(Authenticator.authority(of: "javascript:alert(1)") == nil)
    #expect(Authenticator.authority(of: "null") == nil)
  }

  @Test("no header value can carry CR, LF or other control characters")
  func headerValues() {
    #expect(HTTPResponse.safeHeaderValue("/runs/x\r\nSet-Cookie: a=b") == "/runs/xSet-Cookie: a=b")
    #expect(HTTPResponse.safeHeaderValue("a\u{0}b\u{7F}c\td") == "abc\td")
    #expect(HTTPResponse.reason(409) == "Conflict")
    #expect(HTTPResponse.reason(410) == "Gone")
  }

  @Test("run identifiers are lowercase UUIDs and nothing else")
  func runIDs() {
    #expect(Runner.isRunID(Runner.newRunID()))
    #expect(!Runner.isRunID("x\r\nSet-Cookie: a"))
    #expect(!Runner.isRunID(Runner.newRunID().uppercased()))
    #expect(!Runner.isRunID(String(Runner.newRunID().dropLast())))
  }

  @Test("retention settings far beyond reason are capped, and pruning with them traps nothing")
  func retention() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ss-settings-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let paths = Paths(environment: ["HOME": folder.path, "XDG_CONFIG_HOME": folder.path + "/config"])
    try FileManager.default.createDirectory(
      at: paths.config, withIntermediateDirectories: true)
    try Data(#"{"history": {"maxRuns": 999999999999, "maxAgeDays": 999999999999}}"#.utf8)
      .write(to: paths.config.appendingPathComponent("settings.json"))
    let settings = Settings(paths: paths)
    #expect(settings.retention.days == Settings.forever)
    let history = RunHistory(paths: paths, settings: settings)
    #expect(history.prune() == 0)
  }
}

/// Request bodies that are large in the ways attackers make them large.
@Suite("Hardening: body parsing")
struct BodyParsingTests {
  // Linear time is measured in bench/parse_linear.py; this checks such a body parses right.
  @Test("a multipart body of 50 000 fields parses, into one object as a Dictionary would be")
  func manyParts() throws {
    let boundary = "b0undary"
    var body = ""
    for index in 0..<50_000 {
      body += "--\(boundary)\r\nContent-Disposition: form-data; name=\"note\(index)\"\r\n\r\nvalue \(index)\r\n"
    }
    body += "--\(boundary)\r\nContent-Disposition: form-data; name=\"input\"\r\n\r\nhello\r\n--\(boundary)--\r\n"
    let request = HTTPRequest(
      method: "POST", path: "/api/apps/x/run", segments: ["api", "apps", "x", "run"], query: [],
      headers: [("Content-Type", "multipart/form-data; boundary=\(boundary)")], body: Data(body.utf8))
    let uploads = FileManager.default.temporaryDirectory.appendingPathComponent("ss-uploads-\(UUID())")
    defer { try? FileManager.default.removeItem(at: uploads) }
    let items = try RunBody.items(from: request, uploads: uploads)
    #expect(items.count == 1)
    let object = try #require(items.first?.text.flatMap { JSON(parsing: $0) }?.object)
    #expect(object.count == 50_001)
    #expect(object["note49999"]?.string == "value 49999" && object["input"]?.string == "hello")
    #expect(HTTPConnection.find([1, 2], in: [0, 1, 2, 1, 2], from: 2) == 3)
    #expect(HTTPConnection.find([1, 2], in: [0, 1, 2], from: 9) == nil)
  }
}

/// Header parameters as RFC 7578 forms send them.
@Suite("Hardening: header parameters")
struct HeaderParameterTests {
  @Test("quoted parameters keep their ; and =, and escaped quotes")
  func quoted() {
    let disposition = #"form-data; name="file"; filename="a;b=c.txt""#
    #expect(HeaderParameter.value("name", in: disposition) == "file")
    #expect(HeaderParameter.value("filename", in: disposition) == "a;b=c.txt")
    #expect(HeaderParameter.value("filename", in: #"form-data; filename="say \"hi\".txt""#) == #"say "hi".txt"#)
    #expect(HeaderParameter.value("boundary", in: "multipart/form-data; boundary=abc ; charset=utf-8") == "abc")
    #expect(HeaderParameter.value("name", in: #"form-data; filename="name=x"; name=real"#) == "real")
    #expect(HeaderParameter.value("missing", in: "form-data; name=x") == nil)
  }
}
