/// De-chunks a `Transfer-Encoding: chunked` body: a state machine fed bytes as they arrive,
/// with no socket in sight, so every hostile shape is tested by feeding it bytes.
///
/// It takes sizes in hex digits only (no sign, at most 16 of them), compares each size with
/// what is left of `maximumBody` (never adding, which could overflow), wants CR LF after each
/// chunk's data, and bounds every size and trailer line by `maximumLine`.
package struct ChunkedDecoder {
  private enum State {
    case size
    case data(remaining: Int)
    /// After a chunk's data: how many bytes of its CR LF have been seen.
    case dataEnd(seen: Int)
    case trailers
    case done
  }

  private var state = State.size
  /// The body so far; all of it once `isDone`.
  package private(set) var body: [UInt8] = []
  /// The line being read (a size or a trailer), without its line end.
  private var line: [UInt8] = []
  private var sawCR = false
  private var trailerBytes = 0
  package let maximumBody: Int
  package let maximumLine: Int

  package init(maximumBody: Int, maximumLine: Int) {
    self.maximumBody = maximumBody
    self.maximumLine = maximumLine
  }

  /// Whether the body has ended (its last chunk and trailers read).
  package var isDone: Bool {
    if case .done = state { return true }
    return false
  }

  /// Reads what it can of `bytes`; returns how many it took. Once `isDone`, the bytes it did
  /// not take belong to the next request.
  package mutating func feed(_ bytes: ArraySlice<UInt8>) throws(HTTPReadError) -> Int {
    var index = bytes.startIndex
    while index < bytes.endIndex {
      switch state {
      case .done:
        return index - bytes.startIndex
      case .data(let remaining):
        let take = min(remaining, bytes.endIndex - index)
        body += bytes[index..<(index + take)]
        index += take
        state = remaining == take ? .dataEnd(seen: 0) : .data(remaining: remaining - take)
      case .dataEnd(let seen):
        guard bytes[index] == (seen == 0 ? 13 : 10) else { throw .malformed("a chunk without its CRLF") }
        index += 1
        state = seen == 0 ? .dataEnd(seen: 1) : .size
      case .size, .trailers:
        let byte = bytes[index]
        index += 1
        if sawCR {
          guard byte == 10 else { throw .malformed("a CR without LF in a chunked body") }
          sawCR = false
          try endLine()
        } else if byte == 13 {
          sawCR = true
        } else if byte == 10 {
          throw .malformed("a bare LF in a chunked body")
        } else {
          line.append(byte)
          if line.count > maximumLine { throw .headersTooLarge }
        }
      }
    }
    return index - bytes.startIndex
  }

  private mutating func endLine() throws(HTTPReadError) {
    defer { line = [] }
    if case .trailers = state {
      if line.isEmpty {
        state = .done
        return
      }
      trailerBytes += line.count
      if trailerBytes > maximumLine { throw .headersTooLarge }
      return
    }
    // A size, maybe with extensions after `;`, which are ignored.
    let text = line.split(separator: UInt8(ascii: ";"), maxSplits: 1, omittingEmptySubsequences: false).first ?? []
    let digits = text.drop { $0 == 32 || $0 == 9 }.reversed().drop { $0 == 32 || $0 == 9 }.reversed()
    guard !digits.isEmpty, digits.count <= 16, digits.allSatisfy(Self.isHexDigit) else {
      throw .malformed("a bad chunk size")
    }
    // Sixteen hex digits may be more than an Int holds: larger than any body, then.
    guard let size = Int(String(decoding: digits, as: UTF8.self), radix: 16) else { throw .bodyTooLarge }
    if size == 0 {
      state = .trailers
      return
    }
    // Compared without adding: a size from the wire may be near Int.max, and an addition that
    // overflows traps (one request used to kill the server this way).
    guard size <= maximumBody - body.count else { throw .bodyTooLarge }
    state = .data(remaining: size)
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    (48...57).contains(byte) || (65...70).contains(byte) || (97...102).contains(byte)
  }
}
