/// The Language Server Protocol's base protocol: each message is a header part
/// (`Content-Length: N`, optionally `Content-Type: …`, each line ended by `\r\n`), an empty
/// line, then N bytes of JSON. Pure: bytes in, message bodies out, so the reading of a
/// server's output is tested apart from any process.
package enum LSPFraming {
  /// A message body framed for the wire.
  package static func encode(_ body: [UInt8]) -> [UInt8] {
    Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
  }

  /// Why a server's output could not be read as messages (the server is then restarted).
  package enum DecodeError: Error, Equatable, CustomStringConvertible {
    /// A header part without `Content-Length`, or with one that is not a number.
    case missingLength(header: String)
    /// A message longer than the bound.
    case tooLarge(length: Int, maximum: Int)
    /// A header part longer than any real one.
    case headerTooLong

    /// A sentence for the log.
    package var description: String {
      switch self {
      case .missingLength(let header): "a message's header has no Content-Length: \(header)"
      case .tooLarge(let length, let maximum): "a message of \(length) bytes is over the bound of \(maximum)"
      case .headerTooLong: "a message's header part is over 4 KiB"
      }
    }
  }

  /// Reads messages out of a byte stream that arrives in pieces of any size.
  package struct Decoder {
    /// The largest message body taken; a longer one is an error.
    package let maximumMessageSize: Int
    private var buffer: [UInt8] = []
    private var start = 0

    /// A decoder taking bodies of at most `maximumMessageSize` bytes.
    package init(maximumMessageSize: Int) {
      self.maximumMessageSize = maximumMessageSize
    }

    /// Adds bytes read from the stream.
    package mutating func append(_ bytes: some Sequence<UInt8>) {
      if start > 0 && start == buffer.count {
        buffer.removeAll(keepingCapacity: true)
        start = 0
      }
      buffer.append(contentsOf: bytes)
    }

    /// The next whole message body, or `nil` until more bytes arrive.
    package mutating func next() throws(DecodeError) -> [UInt8]? {
      guard let end = headerEnd() else {
        if buffer.count - start > 4096 { throw .headerTooLong }
        return nil
      }
      let header = String(decoding: buffer[start..<end], as: UTF8.self)
      var length: Int?
      for line in header.split(separator: "\r\n") {
        guard let colon = line.firstIndex(of: ":") else { continue }
        let name = line[..<colon].lowercased()
        let value = line[line.index(after: colon)...].filter { $0 != " " && $0 != "\t" }
        if name == "content-length" { length = Int(value) }
      }
      guard let length, length >= 0 else { throw .missingLength(header: header) }
      guard length <= maximumMessageSize else { throw .tooLarge(length: length, maximum: maximumMessageSize) }
      let bodyStart = end + 4
      guard buffer.count - bodyStart >= length else { return nil }
      let body = Array(buffer[bodyStart..<bodyStart + length])
      start = bodyStart + length
      // Keep the buffer from growing without bound over a long session.
      if start > 65_536 {
        buffer.removeFirst(start)
        start = 0
      }
      return body
    }

    /// Where the header part's `\r\n\r\n` begins, if it has arrived.
    private func headerEnd() -> Int? {
      guard buffer.count - start >= 4 else { return nil }
      var index = start
      while index + 3 < buffer.count {
        if buffer[index] == 13 && buffer[index + 1] == 10 && buffer[index + 2] == 13 && buffer[index + 3] == 10 {
          return index
        }
        index += 1
      }
      return nil
    }
  }
}
