import Foundation
@_spi(Host) import SuperSwift
import Testing

@testable import SuperSwiftHTTP
@testable import SuperSwiftHost
@testable import SuperSwiftServer

/// Seeded, bounded fuzzing of everything that reads bytes from outside: mutated versions of
/// valid inputs, a fixed number per target, the same every run (a failure names its seed and
/// iteration, so it can be replayed). The parsers must never trap, and what they accept must
/// hold their invariants.
@Suite("Fuzzing (seeded, bounded)")
struct FuzzTests {
  /// SplitMix64: small, fast, and the same sequence everywhere for a seed.
  struct Random {
    var state: UInt64

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { bound <= 1 ? 0 : Int(next() % UInt64(bound)) }
  }

  /// Tokens that matter to the parsers, spliced in whole.
  static let tokens: [[UInt8]] = [
    "\r\n", "\r\n\r\n", "\n", "\r", "\0", "%", "%0d%0a", "%zz", "{", "}", "[", "]", "\"", "\\", "\\u", "\\ud800", ":",
    ",", "-", "1e999", "7fffffffffffffff", "99999999999999999999", ";", "=", "--b", "/", "..", "\u{202E}", "é",
    "\u{FFFF}",
    "Transfer-Encoding: chunked", "Content-Length: ", "superswift://run/",
  ].map { Array($0.utf8) }

  /// One mutation of `bytes`.
  static func mutate(_ bytes: [UInt8], with random: inout Random, others: [[UInt8]]) -> [UInt8] {
    var result = bytes
    for _ in 0...random.below(4) {
      let position = random.below(result.count + 1)
      switch random.below(7) {
      case 0 where !result.isEmpty:
        result[min(position, result.count - 1)] ^= UInt8(truncatingIfNeeded: 1 << random.below(8))
      case 1: result.insert(UInt8(truncatingIfNeeded: random.next()), at: position)
      case 2 where !result.isEmpty:
        let end = min(result.count, position + 1 + random.below(16))
        result.removeSubrange(min(position, end)..<end)
      case 3: result.insert(contentsOf: tokens[random.below(tokens.count)], at: position)
      case 4 where !result.isEmpty:
        let start = random.below(result.count)
        let piece = result[start..<min(result.count, start + 1 + random.below(32))]
        result.insert(contentsOf: Array(repeating: Array(piece), count: 1 + random.below(8)).joined(), at: position)
      case 5:
        let other = others[random.below(others.count)]
        let start = random.below(other.count + 1)
        result.insert(contentsOf: other[start..<min(other.count, start + random.below(64))], at: position)
      default:
        if !result.isEmpty { result.removeLast(random.below(min(8, result.count))) }
      }
    }
    return result
  }

  /// Runs `body` on `count` mutations of the seeds.
  static func fuzz(_ seeds: [String], count: Int, seed: UInt64, _ body: ([UInt8]) throws -> Void) rethrows {
    let corpus = seeds.map { Array($0.utf8) }
    var random = Random(state: seed)
    for _ in 0..<count {
      let base = corpus[random.below(corpus.count)]
      try body(mutate(base, with: &random, others: corpus))
    }
  }

  @Test("JSON: never traps; what parses writes back to the same value, compact and pretty")
  func json() {
    let seeds = [
      #"{"bill": 42, "percent": 18, "tags": ["a", "b"], "note": null, "ok": true}"#,
      #"[1, -2.5e3, 0.1, "\u00e9\n", {"a": {"b": [[]]}}]"#, #""\ud83d\ude00""#, "[[[[[[1]]]]]]",
      #"{"type":"finished","result":{"kind":"json","value":{"tip":7.56}}}"#,
    ]
    var accepted = 0
    Self.fuzz(seeds, count: 20_000, seed: 1) { bytes in
      guard let value = JSON(parsing: Data(bytes)) else { return }
      accepted += 1
      #expect(JSON(parsing: value.text) == value, "round trip of \(String(decoding: bytes, as: UTF8.self))")
      #expect(JSON(parsing: value.text(pretty: true)) == value)
      _ = FinalMessage(json: value)
      _ = InterfaceMessage.Render(json: value)
      _ = RunEnvelope(json: value)
    }
    #expect(accepted > 100, "the mutations reach the parser's accepting paths too")
  }

  @Test("HTTP heads: never trap; what parses has a method, a path and no control characters in values")
  func httpHeads() {
    let seeds = [
      "POST /api/apps/Tip/result?wait=false&a=b%20c HTTP/1.1\r\nHost: 127.0.0.1:7788\r\nAuthorization: Bearer x\r\nContent-Type: application/json\r\nContent-Length: 27",
      "GET /runs/0f8fad5b-d9cb-469f-a165-70867728950e/app HTTP/1.0\r\nHost: [::1]:7788\r\nCookie: superswift_session=abc; x=y",
      "DELETE /api/runs/x HTTP/1.1\r\nHost: phone.local\r\nTransfer-Encoding: chunked\r\nExpect: 100-continue",
    ]
    Self.fuzz(seeds, count: 20_000, seed: 2) { bytes in
      guard let text = String(validating: bytes, as: UTF8.self),
        let request = try? HTTPConnection.parseHead(text)
      else { return }
      #expect(!request.method.rawValue.isEmpty && request.path.hasPrefix("/"))
      for header in request.headers {
        #expect(!header.value.unicodeScalars.contains { $0.value < 0x20 && $0 != "\t" })
      }
      _ = HTTPConnection.keepsAlive(request)
    }
  }

  @Test("chunked bodies: never trap, never exceed their bound, whole or in pieces")
  func chunked() {
    let seeds = [
      "5;x=y\r\nhello\r\n7\r\n, world\r\n0\r\nT: v\r\n\r\n", "1\r\na\r\n0\r\n\r\n", "A\r\n0123456789\r\n0\r\n\r\n",
    ]
    var random = Random(state: 5)
    Self.fuzz(seeds, count: 20_000, seed: 4) { bytes in
      var decoder = ChunkedDecoder(maximumBody: 64, maximumLine: 32)
      var start = 0
      while start < bytes.count, !decoder.isDone {
        let end = min(bytes.count, start + 1 + random.below(8))
        guard let taken = try? decoder.feed(bytes[start..<end]) else { return }
        start += taken
        if taken == 0 { break }
      }
      #expect(decoder.body.count <= 64)
    }
  }

  @Test("links: never trap; what parses names an identifier")
  func links() {
    let seeds = [
      "superswift://run/0f8fad5b-d9cb-469f-a165-70867728950e",
      "superswift://run/0f8fad5b-d9cb-469f-a165-70867728950e?x=1#y",
      "superswift://user@run:80/0f8fad5b-d9cb-469f-a165-70867728950e/extra",
    ]
    Self.fuzz(seeds, count: 20_000, seed: 3) { bytes in
      guard let parsed = try? RunLink.parse(String(decoding: bytes, as: UTF8.self)) else { return }
      #expect(!parsed.id.isEmpty && !parsed.id.contains("/") && !parsed.id.contains("%"))
    }
  }

  @Test("request bodies (JSON, multipart, form, text): never trap; uploads stay in their folder")
  func bodies() throws {
    let uploads = FileManager.default.temporaryDirectory.appendingPathComponent("ss-fuzz-\(UUID())")
    defer { try? FileManager.default.removeItem(at: uploads) }
    let multipart =
      "--b\r\nContent-Disposition: form-data; name=\"input\"\r\n\r\n{\"bill\": 42}\r\n--b\r\nContent-Disposition: form-data; name=\"file\"; filename=\"IMG_0001.HEIC\"\r\nContent-Type: image/heic\r\n\r\nBYTES\r\n--b--\r\n"
    let cases: [(type: String, seed: String)] = [
      ("multipart/form-data; boundary=b", multipart),
      ("application/json", #"{"input": {"bill": 42}, "urls": ["https://x.y"]}"#),
      ("text/plain", "Note: buy milk"),
    ]
    for (offset, kind) in cases.enumerated() {
      Self.fuzz([kind.seed], count: 3_000, seed: 10 + UInt64(offset)) { bytes in
        let request = HTTPRequest(
          method: "POST", path: "/api/apps/x/run", segments: ["api", "apps", "x", "run"], query: [],
          headers: [("Content-Type", kind.type)], body: Data(bytes))
        guard let items = try? RunBody.items(from: request, uploads: uploads) else { return }
        for item in items {
          if let file = item.file {
            #expect(file.url.path.hasPrefix(uploads.path), "an upload outside its folder: \(file.url.path)")
            #expect(OutputFileNames.problem(with: file.name) == nil || file.name.hasPrefix("file-"))
          }
        }
      }
    }
  }
}
