/// Collects what an app prints: passes each whole line on as it comes, keeps the last
/// `limit` bytes for the run record, and leaves out the Swift backtracer's banner, whose
/// report the host reads from a file instead.
struct LogCollector {
  /// The most the record keeps; the log's tail is what explains an ending.
  let limit: Int
  private var partial: [UInt8] = []
  private(set) var kept: [UInt8] = []
  private(set) var truncated = false
  /// Blank lines held back: the backtracer frames its banner with them.
  private var heldBlankLines = 0
  private var afterBanner = false
  /// The Swift runtime's own fatal-error line (`Swift/Array.swift:692: Fatal error: …`), held
  /// back: when the app then crashes, the crash report says the same with the app's own file
  /// and line, and the runtime's internal path would only come first and confuse.
  private var heldFatal: [UInt8]?

  /// The app's secret values, masked in every line before it is shown or kept. Lines are
  /// whole when masked (a partial line waits for the rest), so a value printed in two writes
  /// is masked as one.
  var mask = SecretMask([String]())

  init(limit: Int = 256 * 1024) {
    self.limit = limit
  }

  /// Adds a chunk; returns the bytes to show now (whole lines only).
  mutating func append(_ chunk: [UInt8]) -> [UInt8] {
    partial.append(contentsOf: chunk)
    guard let lastNewline = partial.lastIndex(of: 0x0A) else { return [] }
    let lines = Array(partial[...lastNewline])
    partial.removeSubrange(...lastNewline)
    return keep(lines)
  }

  /// Ends the log; returns the last partial line to show, and the held fatal-error line unless
  /// the app crashed (whose report repeats it).
  mutating func finish(crashed: Bool = false) -> [UInt8] {
    defer { partial = [] }
    var rest = keep(partial)
    if let fatal = heldFatal {
      // The record keeps the line either way; the screen shows it unless the crash report will.
      if crashed { kept.append(contentsOf: fatal + [0x0A]) } else { rest = fatal + [0x0A] + rest }
    }
    heldFatal = nil
    return rest
  }

  /// The kept log as text.
  var text: String {
    (truncated ? "…\n" : "") + String(decoding: kept, as: UTF8.self)
  }

  private mutating func keep(_ bytes: [UInt8]) -> [UInt8] {
    var shown: [UInt8] = []
    for unmasked in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast(
      bytes.last == 0x0A ? 1 : 0)
    {
      let line = mask.apply(unmasked)
      if Self.isBacktraceBanner(line) {
        heldBlankLines = 0
        afterBanner = true
        continue
      }
      if line.isEmpty {
        if !afterBanner { heldBlankLines += 1 }
        continue
      }
      afterBanner = false
      if Self.isRuntimeFatalError(line) {
        if let earlier = heldFatal { shown.append(contentsOf: earlier + [0x0A]) }
        heldFatal = Array(line)
        continue
      }
      if let fatal = heldFatal {
        shown.append(contentsOf: fatal + [0x0A])
        heldFatal = nil
      }
      shown.append(contentsOf: repeatElement(0x0A, count: heldBlankLines))
      heldBlankLines = 0
      shown.append(contentsOf: line)
      shown.append(0x0A)
    }
    if bytes.last != 0x0A, !shown.isEmpty { shown.removeLast() }
    kept.append(contentsOf: shown)
    if kept.count > limit {
      kept.removeFirst(kept.count - limit)
      truncated = true
    }
    return shown
  }

  /// `Fatal error: …`, `Precondition failed: …`, `Assertion failed: …`, with or without the
  /// `File.swift:N: ` the runtime puts in front.
  /// Read byte by byte: every line of every run's log passes here, and a regular expression
  /// compiled through Foundation costs more than a warm run's whole budget of its own.
  static func isRuntimeFatalError(_ line: ArraySlice<UInt8>) -> Bool {
    guard line.count < 4096 else { return false }
    func startsWithKind(_ rest: ArraySlice<UInt8>) -> Bool {
      fatalKinds.contains { rest.starts(with: $0) }
    }
    if startsWithKind(line) { return true }
    // `Name.swift:12: `: a name with no space or colon, a line number, then the message.
    guard let colon = line.firstIndex(where: { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: " ") }),
      line[colon] == UInt8(ascii: ":"), line[..<colon].count > 6, line[..<colon].reversed().starts(with: "tfiws.".utf8)
    else { return false }
    let number = line[(colon + 1)...].prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    guard !number.isEmpty else { return false }
    let rest = line[number.endIndex...]
    return rest.starts(with: ": ".utf8) && startsWithKind(rest.dropFirst(2))
  }

  /// How the Swift runtime's fatal messages start.
  private static let fatalKinds = ["Fatal error", "Precondition failed", "Assertion failed"].map { Array($0.utf8) }

  private static func isBacktraceBanner(_ line: ArraySlice<UInt8>) -> Bool {
    let text = String(decoding: line, as: UTF8.self)
    return text.hasPrefix("*** Signal ") && text.contains(": Backtracing from ")
  }
}
