import Foundation
import Testing

@testable import SuperSwiftHTTP
@testable import SuperSwiftHost

/// The chunked-body state machine, fed bytes without a socket: whole, byte by byte, and bent.
@Suite("Chunked bodies")
struct ChunkedDecoderTests {
  static func decode(_ text: String, pieces: Int = 1, maximumBody: Int = 1 << 20) throws(HTTPReadError) -> (
    body: String, rest: Int
  ) {
    var decoder = ChunkedDecoder(maximumBody: maximumBody, maximumLine: 64)
    let bytes = Array(text.utf8)
    let size = max(1, bytes.count / pieces)
    var start = 0
    var rest = 0
    while start < bytes.count {
      let piece = bytes[start..<min(bytes.count, start + size)]
      let taken = try decoder.feed(piece)
      if decoder.isDone {
        rest = bytes.count - start - taken
        break
      }
      #expect(taken == piece.count, "an unfinished body takes everything it is fed")
      start += size
    }
    guard decoder.isDone else { throw .closed }
    return (String(decoding: decoder.body, as: UTF8.self), rest)
  }

  @Test("whole or byte by byte, the same body; extensions and trailers are passed over; the rest is left")
  func pieces() throws {
    let text = "5;name=x\r\nhello\r\n7\r\n, world\r\nA \r\n0123456789\r\n0\r\nTrailer: t\r\n\r\nGET /next"
    for pieces in [1, 3, 17, text.utf8.count] {
      let (body, rest) = try Self.decode(text, pieces: pieces)
      #expect(body == "hello, world0123456789")
      #expect(rest == "GET /next".utf8.count, "pieces: \(pieces)")
    }
  }

  @Test(
    "hostile sizes and framing are refused with the right answer",
    arguments: [
      ("1\r\na\r\n7fffffffffffffff\r\n", HTTPReadError.bodyTooLarge),
      ("ffffffffffffffff\r\n", .bodyTooLarge),
      ("+2\r\nab\r\n0\r\n\r\n", .malformed("a bad chunk size")),
      ("-0\r\n\r\n", .malformed("a bad chunk size")),
      ("\r\n", .malformed("a bad chunk size")),
      ("10000000000000000\r\n", .malformed("a bad chunk size")),
      ("2\r\nabc\r\n", .malformed("a chunk without its CRLF")),
      ("2\nab\r\n", .malformed("a bare LF in a chunked body")),
      ("2\rxab\r\n", .malformed("a CR without LF in a chunked body")),
      (String(repeating: "0", count: 80) + "\r\n", .headersTooLarge),
      ("0\r\n" + String(repeating: "T: \(String(repeating: "v", count: 30))\r\n", count: 4) + "\r\n", .headersTooLarge),
    ])
  func hostile(_ text: String, expected: HTTPReadError) {
    #expect(throws: expected) { try Self.decode(text, maximumBody: 100) }
    #expect(throws: expected) { try Self.decode(text, pieces: text.utf8.count, maximumBody: 100) }
  }
}
