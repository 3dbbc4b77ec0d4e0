import Foundation
import Testing

@testable import SuperSwiftHost

@Suite("Foundation's unavailable classes imported from FoundationCompatibility by name")
struct CompatibilityImportsTests {
  func rewrite(_ text: String) -> String? {
    CompatibilityImports.rewritten(Array(text.utf8)).map { String(decoding: $0, as: UTF8.self) }
  }

  @Test("a file naming a shadowed class gets its scoped import on the first line; lines keep their numbers")
  func imports() throws {
    let source =
      "import Foundation\nlet e: NSExpression = NSExpression(format: \"1+2\")\nlet f = DateComponentsFormatter()\n"
    let out = try #require(rewrite(source))
    let lines = out.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == source.split(separator: "\n", omittingEmptySubsequences: false).count)
    #expect(
      lines[0]
        == "import class FoundationCompatibility.NSExpression; import class FoundationCompatibility.DateComponentsFormatter; import Foundation"
    )
    #expect(lines[1] == "let e: NSExpression = NSExpression(format: \"1+2\")")
  }

  @Test("a script's #! line stays first; other names and files without them are left alone")
  func leftAlone() throws {
    let script = try #require(rewrite("#!/usr/bin/env superswift\nlet m = MeasurementFormatter()\n"))
    #expect(
      script.hasPrefix("#!/usr/bin/env superswift\nimport class FoundationCompatibility.MeasurementFormatter; let m"))
    #expect(rewrite("let x = MyNSExpression()\nlet y = NSExpressionish") == nil)
    #expect(rewrite("import SwiftUI\n") == nil)
  }
}
