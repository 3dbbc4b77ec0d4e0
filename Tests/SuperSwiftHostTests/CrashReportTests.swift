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
