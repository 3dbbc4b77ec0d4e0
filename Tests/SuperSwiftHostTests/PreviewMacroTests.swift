import Testing

@testable import SuperSwiftHost

/// Xcode's `#Preview`s are blanked before compiling; everything else is left as it is.
@Suite("Previews blanked")
struct PreviewMacroTests {
  func blank(_ text: String) -> String? {
    PreviewMacro.blanked(Array(text.utf8)).map { String(decoding: $0, as: UTF8.self) }
  }

  @Test("a preview with a name, traits and a body of nested braces becomes spaces; lines stay")
  func blanked() throws {
    let source = """
      import SwiftUI
      struct A: View { var body: some View { Text("}") } }
      #Preview("Dark", traits: .landscapeLeft) {
          A()
              .background { Color.red }  // a } in a comment
              .overlay(Text("{"))
      }
      let after = 1
      """
    let result = try #require(blank(source))
    #expect(result.split(separator: "\n", omittingEmptySubsequences: false).count == 8)
    #expect(!result.contains("#Preview") && !result.contains("A()"))
    #expect(result.hasPrefix("import SwiftUI\nstruct A: View { var body: some View { Text(\"}\") } }\n"))
    #expect(result.hasSuffix("\nlet after = 1"))
    #expect(result.utf8.count == source.utf8.count, "every byte is kept as a byte")
  }

  @Test("a preview without a name; several in a file; inside #if DEBUG")
  func several() throws {
    let source = "#if DEBUG\n#Preview { A() }\n#Preview(\"B\") {\n  B()\n}\n#endif\n"
    let result = try #require(blank(source))
    let blankedLines = source.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
      (1...4).contains(index) ? String(repeating: " ", count: line.count) : String(line)
    }
    #expect(result == blankedLines.joined(separator: "\n"))
  }

  @Test("#Preview in a comment or a string, or another name, is left alone")
  func untouched() {
    #expect(blank("// #Preview { A() }\nlet a = 1") == nil)
    #expect(blank(##"let s = "#Preview { A() }""##) == nil)
    #expect(blank("let s = \"\"\"\n#Preview { A() }\n\"\"\"") == nil)
    #expect(blank("#PreviewLayout { }") == nil)
    #expect(blank("let a = 1") == nil)
  }

  @Test("attributes written on a preview go with it; an attribute on a declaration after it stays")
  func attributesOnPreviews() throws {
    let source = """
      struct A: View { var body: some View { Text("A") } }

      @available(macOS 14.0, iOS 17, *)
      #Preview {
          A()
      }
      @MainActor
      struct B {}
      """
    let result = String(decoding: try #require(PreviewMacro.blanked(Array(source.utf8))), as: UTF8.self)
    #expect(!result.contains("@available") && !result.contains("#Preview"))
    #expect(result.contains("@MainActor\nstruct B {}") && result.contains("struct A: View"))
    #expect(
      result.split(separator: "\n", omittingEmptySubsequences: false).count
        == source.split(separator: "\n", omittingEmptySubsequences: false).count)
  }
}

/// Xcode 26's `#Playground` blocks are blanked as previews are.
@Suite("Playgrounds blanked")
struct PlaygroundMacroTests {
  @Test("a playground with a name and a body becomes spaces; lines and the code after stay")
  func blanked() throws {
    let source = "import Playgrounds\n#Playground(\"try\") {\n  let x = { 1 }()\n}\nlet after = 2"
    let result = try #require(PreviewMacro.blanked(Array(source.utf8)).map { String(decoding: $0, as: UTF8.self) })
    #expect(!result.contains("#Playground") && !result.contains("let x") && !result.contains("}"))
    #expect(result.hasPrefix("import Playgrounds\n") && result.hasSuffix(" \nlet after = 2"))
    #expect(result.split(separator: "\n", omittingEmptySubsequences: false).count == 5)
    #expect(result.utf8.count == source.utf8.count)
  }
}
