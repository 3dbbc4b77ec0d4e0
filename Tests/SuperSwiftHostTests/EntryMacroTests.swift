import Foundation
import Testing

@testable import SuperSwiftHost

@Suite("@Entry expanded before compiling, on the same line")
struct EntryMacroTests {
  func expand(_ text: String) -> String? {
    EntryMacro.expanded(Array(text.utf8)).map { String(decoding: $0, as: UTF8.self) }
  }

  @Test("a typed declaration becomes a property over a key with that default")
  func typed() throws {
    let source = """
      extension EnvironmentValues {
        @Entry var accent: Color = .blue // the brand's
        @Entry public var limit: Int = 3
        @Entry var handler: (() -> Void)? = nil
        @Entry var title: String?
      }
      """
    let out = try #require(expand(source))
    let lines = out.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == source.split(separator: "\n", omittingEmptySubsequences: false).count, "lines kept")
    #expect(
      lines[1]
        == "  var accent: Color { get { self[__Key_accent.self] } set { self[__Key_accent.self] = newValue } }; struct __Key_accent: SwiftUI.EnvironmentKey { static var defaultValue: Color { .blue } }"
    )
    #expect(lines[2].hasPrefix("  public var limit: Int {") && lines[2].hasSuffix("defaultValue: Int { 3 } }"))
    #expect(lines[3].contains("static var defaultValue: (() -> Void)? { nil }"))
    #expect(lines[4].contains("static var defaultValue: String? { nil }"))
  }

  @Test("untyped declarations, comments, strings and other attributes are left alone")
  func leftAlone() {
    #expect(expand("@Entry var count = 3") == nil)
    #expect(expand("// @Entry var a: Int = 1\nlet s = \"@Entry var b: Int = 2\"") == nil)
    #expect(expand("@Entryway var c: Int = 1") == nil)
  }
}
