import Testing

@testable import SuperSwiftHost

/// Foundation Models' `@Generable` is expanded and `@Guide` blanked before compiling, on the
/// lines they were written on.
@Suite("Generable types expanded")
struct GenerableMacroTests {
  func expand(_ text: String) -> String? {
    GenerableMacro.expanded(Array(text.utf8)).map { String(decoding: $0, as: UTF8.self) }
  }

  @Test("a struct conforms and gains PartiallyGenerated of its stored properties; nested types and enums too")
  func expanded() throws {
    let source = """
      import FoundationModels
      @Generable(description: "Ideas")
      public struct Suggestions: Codable {
          @Guide(description: "A list of terms", .count(4))
          var terms: [String]
          var rating: Int? = nil
          let id: GenerationID
          static var sample = 1
          var summary: String { terms.joined() }
          func f() { var local: Int = 0; _ = local }
          @Generable
          struct Term where Self: Sendable {
              @Guide(description: "2 or 3 words") var words: String
              var mood: Mood
          }
      }
      @Generable enum Mood: String { case calm, busy }
      """
    let result = try #require(expand(source))
    #expect(result.split(separator: "\n", omittingEmptySubsequences: false).count == 17, "lines keep their numbers")
    #expect(!result.contains("@Guide") && !result.contains("@Generable") && !result.contains(".count(4)"))
    #expect(result.contains("public struct Suggestions: Codable , FoundationModels.Generable {"))
    #expect(result.contains("public var terms: ([String]).PartiallyGenerated?"))
    #expect(result.contains("public var rating: (Int).PartiallyGenerated?"), "an optional's own type, once")
    #expect(!result.contains("var sample: (") && !result.contains("var summary: (") && !result.contains("var local: ("))
    #expect(!result.contains("var id: (GenerationID)"), "the partial value has its own id")
    #expect(result.contains("struct Term : FoundationModels.Generable where Self: Sendable {"))
    #expect(result.contains("var words: (String).PartiallyGenerated?; var mood: (Mood).PartiallyGenerated?"))
    #expect(result.contains("enum Mood: String , FoundationModels.Generable { case calm, busy }"))
    #expect(result.hasSuffix("FoundationModels.Generable { case calm, busy }"), "an enum's partial value is itself")
  }

  @Test("source without the macros is left alone; the names in strings and comments are not code")
  func untouched() {
    #expect(expand("struct A { var x: Int }") == nil)
    #expect(expand("let s = \"@Generable struct X {}\" // @Guide(description: \"x\")") == nil)
    #expect(expand("@GenerableThing struct X {}") == nil)
    #expect(
      expand("struct Guide {}\nstruct A { @Guide var x = 1 }") == nil, "an app's own @Guide, without the framework")
  }

  @Test("a mark on something that is no struct or enum is blanked and nothing is added")
  func otherDeclarations() throws {
    let result = try #require(expand("import FoundationModels\n@Generable\nclass Box { var x: Int = 0 }"))
    #expect(result == "import FoundationModels\n          \nclass Box { var x: Int = 0 }")
  }
}
