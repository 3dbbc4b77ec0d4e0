import Foundation
import Testing

@testable import SuperSwiftHTTP
@testable import SuperSwiftHost

/// The request-head parser against a reference: h11 (from PyPI, installed by `.ci/run`), over a
/// corpus of heads as real clients send them and as attackers bend them. Every disagreement is
/// either a bug or one of the documented choices below. Skipped where h11 is not installed, as
/// the browser suite is without Chromium; `.ci/run` installs it.
@Suite("HTTP heads against h11", .enabled(if: H11.isInstalled, "needs h11 (pip install h11)"))
struct HTTPDifferentialTests {
  static let helper = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Differential/h11_verdicts.py")

  /// Heads without their final blank line.
  static let corpus: [String] = [
    "GET / HTTP/1.1\r\nHost: x",
    "GET /api/apps HTTP/1.1\r\nHost: 127.0.0.1:7788\r\nAuthorization: Bearer abc",
    "POST /api/apps/Tip%20Calculator/result?wait=false HTTP/1.1\r\nHost: phone.local:7788\r\nContent-Type: application/json\r\nContent-Length: 27",
    // As Shortcuts sends it: CFNetwork's user agent, headers in its order.
    "POST /api/apps/Tip/result HTTP/1.1\r\nHost: 192.0.2.1:7788\r\nContent-Type: application/json\r\nAccept: */*\r\nAuthorization: bearer abc\r\nAccept-Language: en-GB,en;q=0.9\r\nAccept-Encoding: gzip, deflate\r\nUser-Agent: BackgroundShortcutRunner/2302.0.5 CFNetwork/1568.100.1 Darwin/24.0.0\r\nContent-Length: 30\r\nConnection: keep-alive",
    "GET /runs/x HTTP/1.0",
    "GET / HTTP/1.1\r\nHost: x\r\nX-Empty:",
    "GET / HTTP/1.1\r\nHost: x\r\nX-Spaces:    padded value   ",
    "GET / HTTP/1.1\r\nHost: x\r\nX-Tab:\tvalue",
    "GET /%7Euser/a%2Fb HTTP/1.1\r\nHost: x",
    "GET /?a=1&b=%zz HTTP/1.1\r\nHost: x",
    "OPTIONS * HTTP/1.1\r\nHost: x",
    "GET http://example.com/ HTTP/1.1\r\nHost: example.com",
    // Malformed
    "GARBAGE",
    "GET / HTTP/9.9\r\nHost: x",
    "GET / HTTP/1.1\r\n bad: fold",
    "GET / HTTP/1.1\r\nHost: x\r\n folded: continuation",
    "GET / HTTP/1.1\r\nHost: x\r\nBad Name: value",
    "GET / HTTP/1.1\r\nHost: x\r\n: no name",
    "GET / HTTP/1.1\r\nHost: x\r\nNoColon",
    "GET / HTTP/1.1\r\nHost: x\r\nX-A: a\rb",
    "GET / HTTP/1.1\r\nHost: x\r\nX-A: a\u{0}b",
    "GET  / HTTP/1.1\r\nHost: x",
    "GET / HTTP/1.1 \r\nHost: x",
    "get / HTTP/1.1\r\nHost: x",
    "G\u{C9}T / HTTP/1.1\r\nHost: x",
    "GET /a b HTTP/1.1\r\nHost: x",
    "GET / HTTP/1.1\r\nHost : x",
    "GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2",
    "GET / HTTP/1.1\r\nHost: x\r\nContent-Length: -1",
  ]

  /// Where the two readings differ on purpose, by corpus entry, and why.
  static let choices: [String: String] = [
    "OPTIONS * HTTP/1.1\r\nHost: x": "refused: only origin-form targets (a path); no route takes *",
    "GET http://example.com/ HTTP/1.1\r\nHost: example.com": "refused: absolute-form targets are for proxies",
    "GET / HTTP/9.9\r\nHost: x": "refused: only HTTP/1.0 and HTTP/1.1 are spoken (h11 takes any 1-digit version)",
    "GET / HTTP/1.1\r\nHost: x\r\n folded: continuation":
      "refused: obsolete line folding, which RFC 9112 lets a server refuse (h11 unfolds it)",
    "get / HTTP/1.1\r\nHost: x": "refused: this server's methods are upper case (h11 takes any token)",
    "GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2":
      "taken here, refused (400) when the body is read, before the handler; h11 refuses with the head",
    "GET / HTTP/1.1\r\nHost: x\r\nContent-Length: -1": "the same: refused (400) when the body is read",
  ]

  @Test("every head is read as h11 reads it, but for the documented choices")
  func agreement() throws {
    let input = try JSONSerialization.data(withJSONObject: Self.corpus.map { Data($0.utf8).base64EncodedString() })
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", Self.helper.path]
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    try process.run()
    stdin.fileHandleForWriting.write(input)
    try stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "the h11 helper failed: is h11 installed (pip install h11)?")
    let verdicts = try #require(try JSONSerialization.jsonObject(with: output) as? [[String: Any]])
    try #require(verdicts.count == Self.corpus.count)
    for (head, reference) in zip(Self.corpus, verdicts) {
      let ours = try? HTTPConnection.parseHead(head)
      let theirsOK = reference["ok"] as? Bool ?? false
      if let choice = Self.choices[head] {
        // A documented difference: this side does what the note says.
        #expect((ours == nil) == choice.hasPrefix("refused"), "\(head.debugDescription): \(choice)")
        continue
      }
      #expect((ours != nil) == theirsOK, "accept/refuse differs for \(head.debugDescription)")
      guard let ours, theirsOK else { continue }
      #expect(ours.method.rawValue == reference["method"] as? String)
      let target = reference["target"] as? String ?? ""
      #expect(ours.path == String(target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0]))
      let theirHeaders = (reference["headers"] as? [[String]] ?? []).map { ($0[0], $0[1]) }
      #expect(
        ours.headers.map { ($0.name.lowercased(), $0.value) }.elementsEqual(theirHeaders, by: ==),
        "\(head.debugDescription)")
    }
  }
}

/// The reference parser's availability.
enum H11 {
  /// Whether `python3` can import h11.
  static let isInstalled: Bool = {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", "import h11"]
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }()
}
