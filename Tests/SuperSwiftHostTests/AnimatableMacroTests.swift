import Foundation
import Testing

@testable import SuperSwiftHost

@Suite("@Animatable blanked before compiling, lines and columns kept")
struct AnimatableMacroTests {
  func blank(_ text: String) -> String? {
    AnimatableMacro.blanked(Array(text.utf8)).map { String(decoding: $0, as: UTF8.self) }
  }

  @Test("the macro and its ignored marks become spaces; the rest of each line stays in its columns")
  func blanked() throws {
    let source = """
      @Animatable
      struct Wave: Shape {
        var phase: Double
        @AnimatableIgnored var label: String
        func path(in rect: CGRect) -> Path { Path() }
      }
      @Animatable struct Pulse: View { var body: some View { Text("Pulse") } }
      """
    let out = try #require(blank(source))
    let lines = out.split(separator: "\n", omittingEmptySubsequences: false)
    let before = source.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == before.count)
    #expect(lines.map(\.count) == before.map(\.count), "every line keeps its length")
    #expect(lines[0].allSatisfy { $0 == " " })
    #expect(lines[3] == "  " + String(repeating: " ", count: 19) + "var label: String")
    #expect(lines[6] == "            struct Pulse: View { var body: some View { Text(\"Pulse\") } }")
    #expect(!out.contains("@Animatable"))
  }

  @Test("other names, comments and strings are left alone")
  func leftAlone() {
    #expect(blank("@AnimatableData var x = 1") == nil)
    #expect(blank("// @Animatable\nlet s = \"@Animatable struct\"") == nil)
    #expect(blank("struct A: Animatable {}") == nil)
  }
}
