import Testing

@testable import SuperSwiftHost

@Suite("Log collection")
struct LogCollectorTests {
  @Test("whole lines pass as they come; a partial line waits for its end")
  func lines() {
    var log = LogCollector()
    #expect(log.append(Array("one\ntw".utf8)) == Array("one\n".utf8))
    #expect(log.append(Array("o\n".utf8)) == Array("two\n".utf8))
    #expect(log.append(Array("three".utf8)) == [])
    #expect(log.finish() == Array("three".utf8))
    #expect(log.text == "one\ntwo\nthree")
  }

  @Test("the backtracer's banner and the blank lines around it are left out")
  func banner() {
    var log = LogCollector()
    var shown = log.append(
      Array("before\nFatal error: x\n\n*** Signal 4: Backtracing from 0x7f85... done ***\n\n".utf8))
    shown += log.append(Array("\nafter\n".utf8))
    shown += log.finish()
    #expect(String(decoding: shown, as: UTF8.self) == "before\nFatal error: x\nafter\n")
  }

  @Test("blank lines the app printed are kept")
  func blankLines() {
    var log = LogCollector()
    let shown = log.append(Array("a\n\n\nb\n".utf8))
    #expect(String(decoding: shown, as: UTF8.self) == "a\n\n\nb\n")
  }

  @Test("only the tail is kept when the app prints a lot")
  func tail() {
    var log = LogCollector(limit: 10)
    _ = log.append(Array("0123456789\nabcdefghij\n".utf8))
    #expect(log.truncated)
    #expect(log.text == "…\nbcdefghij\n")
  }

  @Test("the runtime's fatal-error line waits: a crash's report says it better; otherwise it shows")
  func fatalErrorLine() {
    var crashing = LogCollector()
    let shown = crashing.append(
      Array("working\nSwift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range\n".utf8))
    #expect(String(decoding: shown, as: UTF8.self) == "working\n")
    #expect(crashing.finish(crashed: true).isEmpty)
    #expect(crashing.text.contains("Fatal error: Index out of range"), "the record keeps it")

    var surviving = LogCollector()
    _ = surviving.append(Array("Precondition failed: odd\n".utf8))
    #expect(String(decoding: surviving.finish(crashed: false), as: UTF8.self) == "Precondition failed: odd\n")

    var continuing = LogCollector()
    _ = continuing.append(Array("Fatal error: not really\n".utf8))
    let next = continuing.append(Array("more output\n".utf8))
    #expect(
      String(decoding: next, as: UTF8.self) == "Fatal error: not really\nmore output\n", "later output lets it through")
    #expect(continuing.text == "Fatal error: not really\nmore output\n")
  }

  @Test(
    "the runtime's fatal lines are known with or without the file in front; look-alikes are not",
    arguments: [
      ("Fatal error: boom", true),
      ("Precondition failed: need none", true),
      ("Assertion failed", true),
      ("Crash.swift:3: Fatal error: Index out of range", true),
      ("/tmp/a b/x.swift:3: Fatal error", false),
      ("Main.swift:12: Precondition failed: x", true),
      ("x.swift:: Fatal error", false),
      (".swift:3: Fatal error", false),
      ("App.swiftx:3: Fatal error", false),
      ("App.swift:3 Fatal error", false),
      ("Note: Fatal error", false),
      ("fatal error: lower case", false),
      ("", false),
    ])
  func fatalLines(line: String, fatal: Bool) {
    #expect(LogCollector.isRuntimeFatalError(Array(line.utf8)[...]) == fatal)
  }

  @Test(
    "a scheme is a letter, then letters, digits, + - or ., then a colon",
    arguments: [
      ("https://example.com", 5), ("shortcuts://x", 9), ("x-y+z.1:rest", 7), ("mailto:a@b", 6), ("a:", 1),
      ("1http://x", nil), (":x", nil), ("no colon", nil), ("with space:x", nil), ("", nil), ("ü:x", nil),
    ] as [(String, Int?)])
  func schemes(text: String, length: Int?) {
    #expect(URLSyntax.schemeLength(text) == length)
    #expect(URLSyntax.startsWithScheme(text) == (length != nil))
  }
}
