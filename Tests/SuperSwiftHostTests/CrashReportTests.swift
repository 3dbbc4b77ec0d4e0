import Testing

@testable import SuperSwiftHost

@Suite("Crash reports")
struct CrashReportTests {
  @Test(
    "the runtime's message is found and tidied",
    arguments: [
      ("hello\nSuperSwiftApp/main.swift:5: Fatal error: boom\n", "Fatal error: boom"),
      ("Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range", "Fatal error: Index out of range"),
      ("x.swift:3: Precondition failed: must be positive", "Precondition failed: must be positive"),
      (
        "Swift/ErrorType.swift:254: Fatal error: Error raised at top level: SuperSwiftApp.(unknown context at $55f546da8694).(unknown context at $55f546da86bc).Oops()",
        "Fatal error: Error raised at top level: SuperSwiftApp.Oops()"
      ),
    ])
  func runtimeMessage(log: String, message: String) {
    #expect(CrashReport.runtimeMessage(in: log) == message)
  }

  @Test("a line that merely mentions a fatal error is not the runtime's")
  func notRuntime() {
    #expect(CrashReport.runtimeMessage(in: "my Fatal error counter is 3\n") == nil)
    #expect(CrashReport.runtimeMessage(in: "") == nil)
  }
}

@Suite("Uncaught errors")
struct UncaughtErrorTests {
  @Test(
    "an error thrown out of the app is named: a type's dump as thrown, a sentence as itself",
    arguments: [
      ("Fatal error: Error raised at top level: App.BadBill()", "the app threw App.BadBill() and did not catch it"),
      (
        "Fatal error: Error raised at top level: App.Oops(code: 3, why: \"x\")",
        "the app threw App.Oops(code: 3, why: \"x\") and did not catch it"
      ),
      (
        "Fatal error: Error raised at top level: items[0].price takes a number, not \"lots\"",
        "items[0].price takes a number, not \"lots\""
      ),
      (
        "Fatal error: Error raised at top level: Foundation.DecodingError.keyNotFound(…)",
        "the app threw Foundation.DecodingError.keyNotFound(…) and did not catch it"
      ),
      (
        #"Fatal error: Error raised at top level: Swift.DecodingError.typeMismatch(Swift.Double, Swift.DecodingError.Context(codingPath: [], debugDescription: "items[0].price takes a number, not \"lots\"", underlyingError: nil))"#,
        #"items[0].price takes a number, not "lots""#
      ),
    ])
  func sentence(message: String, expected: String) throws {
    let thrown = try #require(CrashReport.uncaughtError(in: message))
    #expect(CrashReport.sentence(thrown: thrown) == expected)
  }

  @Test("other crashes are not uncaught errors")
  func otherCrashes() {
    #expect(CrashReport.uncaughtError(in: "Fatal error: Index out of range") == nil)
    #expect(CrashReport.uncaughtError(in: "Precondition failed: Error raised at top level: x") == nil)
  }
}
