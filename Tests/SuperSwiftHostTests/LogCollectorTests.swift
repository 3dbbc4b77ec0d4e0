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
}
