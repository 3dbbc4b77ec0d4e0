import Testing

@testable import SuperSwiftHost

/// The compiler's quoted lines numbered as the user's file numbers them.
@Suite("Quoted source lines numbered as the user's")
struct SourceExcerptsTests {
  @Test("an app file's quotes lose the directive and one from each number; width and annotations stay")
  func renumbered() {
    let compiled = """
      /app/B.swift:10:17: error: cannot convert value of type 'Int' to specified type 'String'
       9 | let a = 1
      10 | let c = 2
      11 | let b: String = a
         |                 `- error: cannot convert value of type 'Int' to specified type 'String'
      12 |
      /app/Other.swift:1:1: warning: first line
      1 | #sourceLocation(file: "/app/Other.swift", line: 1)
      2 | import Foundation
        | `- warning: first line
      /runtime/SwiftUI.swiftinterface:40:3: note: declared here
      40 |   func foo()
      """
    let result = SourceExcerpts.renumbered(compiled, files: ["/app/B.swift": 1, "/app/Other.swift": 1])
    #expect(
      result == """
        /app/B.swift:10:17: error: cannot convert value of type 'Int' to specified type 'String'
         8 | let a = 1
         9 | let c = 2
        10 | let b: String = a
           |                 `- error: cannot convert value of type 'Int' to specified type 'String'
        11 |
        /app/Other.swift:1:1: warning: first line
        1 | import Foundation
          | `- warning: first line
        /runtime/SwiftUI.swiftinterface:40:3: note: declared here
        40 |   func foo()
        """)
  }

  @Test("a file that starts with #! keeps its numbers; only the directive's line goes")
  func shebang() {
    let compiled =
      "/app/C.swift:3:17: error: x\n1 | #sourceLocation(file: \"/app/C.swift\", line: 2)\n2 | import SuperSwift\n3 | let x: String = 1"
    #expect(
      SourceExcerpts.renumbered(compiled, files: ["/app/C.swift": 0])
        == "/app/C.swift:3:17: error: x\n2 | import SuperSwift\n3 | let x: String = 1")
  }

  @Test("a missing framework gets a note naming it and what to do")
  func missingModule() {
    let notes = BuildExplanation.notes(
      diagnostics: "/app/A.swift:2:8: error: no such module 'RealityKit'\n2 | import RealityKit\n", importsSwiftUI: true
    )
    #expect(notes.count == 1 && notes[0].contains("'RealityKit' is one of Apple's frameworks"))
    #expect(notes[0].contains("#if canImport(RealityKit)"))
  }
}
