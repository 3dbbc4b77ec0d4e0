import Foundation
import Testing

@testable import SuperSwiftHost

@Suite("A live preview's build: #Preview blocks become views, the app's @main the generated one")
struct PreviewBuildTests {
  func app(_ files: [String: String]) -> AppSource {
    AppSource(
      location: URL(fileURLWithPath: "/tmp/Previewed", isDirectory: true), name: "Previewed",
      files: files.map { AppSource.File(path: $0.key, contents: Data($0.value.utf8)) }, isSingleFile: false)
  }

  func text(_ build: PreviewBuild, _ path: String) -> String {
    build.source.files.first { $0.path == path }.map { String(decoding: $0.contents, as: UTF8.self) } ?? ""
  }

  static let view = """
    import SwiftUI

    @main
    struct TallyApp: App {
      var body: some Scene { WindowGroup { ContentView() } }
    }

    struct ContentView: View {
      var title = "Tally"
      var body: some View { Text(title) }
    }

    #Preview { ContentView() }

    #Preview("Dark mode", traits: .sizeThatFitsLayout) {
      @Previewable @State var on = true
      ContentView(title: on ? "On" : "Off")
        .preferredColorScheme(.dark)
    }

    // #Preview("In a comment") { }
    let note = "#Preview(\\"In a string\\") { }"

    """

  @Test("each preview becomes a view on the same lines, named as written or Preview")
  func blocks() throws {
    let build = try #require(PreviewBuild(app: app(["ContentView.swift": Self.view])))
    #expect(build.previews.map(\.name) == ["Preview", "Dark mode"])
    #expect(build.previews.map(\.line) == [13, 15])
    #expect(build.appType == "TallyApp")
    let rewritten = text(build, "ContentView.swift")
    let lines = rewritten.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == Self.view.split(separator: "\n", omittingEmptySubsequences: false).count)
    #expect(lines[2].trimmingCharacters(in: .whitespaces).isEmpty, "the @main attribute is blanked")
    #expect(lines[12] == "struct SuperSwiftPreview_1: SwiftUI.View { var body: some SwiftUI.View { ContentView() }}")
    #expect(lines[14] == "struct SuperSwiftPreview_2: SwiftUI.View {")
    #expect(lines[15].hasPrefix("               @State var on = true"))
    #expect(lines[16].contains("var body: some SwiftUI.View {") && lines[16].contains("ContentView(title:"))
    #expect(lines[17].contains(".preferredColorScheme(.dark)"))
    #expect(lines[18] == "}}")
    #expect(rewritten.contains("// #Preview(\"In a comment\") { }"))
    #expect(rewritten.contains(##"let note = "#Preview(\"In a string\") { }""##))
    let entry = text(build, PreviewBuild.entryFileName)
    #expect(entry.contains("app: TallyApp.self"))
    #expect(entry.contains(#"("Preview", { SuperSwiftPreview_1() }), ("Dark mode", { SuperSwiftPreview_2() })"#))
  }

  @Test("PreviewProviders are previews by their type's name; private ones cannot be named")
  func providers() throws {
    let source = """
      import SwiftUI
      struct Row: View { var body: some View { Text("Row") } }
      struct Row_Previews: PreviewProvider {
        static var previews: some View { Row() }
      }
      private struct Hidden_Previews: PreviewProvider {
        static var previews: some View { Row() }
      }
      """
    let build = try #require(PreviewBuild(app: app(["Row.swift": source])))
    #expect(build.previews == [PreviewBuild.Preview(name: "Row", file: "Row.swift", line: 3)])
    #expect(build.appType == nil)
    #expect(text(build, PreviewBuild.entryFileName).contains(#"app: nil"#))
    #expect(text(build, PreviewBuild.entryFileName).contains(#"("Row", { Row_Previews.previews })"#))
  }

  @Test("a preview nested in a type is named through it; one in a comment or a generic type is none")
  func nested() throws {
    let source = """
      import SwiftUI
      struct Card: View {
        var body: some View { Text("Card") }
        struct Card_Previews: PreviewProvider {
          static var previews: some View { Card() }
        }
        #Preview("Inside") { Card() }
      }
      /*
      struct Old_Previews: PreviewProvider { static var previews: some View { Card() } }
      */
      struct Box<T>: View {
        var body: some View { Text("Box") }
        #Preview("Generic") { Box<Int>() }
      }
      extension Card {
        #Preview("Extended") { Card() }
      }
      """
    let build = try #require(PreviewBuild(app: app(["Card.swift": source])))
    #expect(build.previews.map(\.name) == ["Inside", "Extended", "Card"])
    let entry = text(build, PreviewBuild.entryFileName)
    #expect(entry.contains("{ Card.SuperSwiftPreview_1() }"))
    #expect(entry.contains("{ Card.SuperSwiftPreview_2() }"))
    #expect(entry.contains("{ Card.Card_Previews.previews }"))
    #expect(!entry.contains("Old_Previews") && !text(build, "Card.swift").contains("Box<Int>()"))
  }

  @Test("a @Previewable declaration over several lines stays whole")
  func longDeclaration() throws {
    let source = """
      import SwiftUI
      #Preview("Row") {
        @Previewable @State var item = Item(title: "Bread",
                                            done: true) // a comment (with a bracket
        Row(item: $item)
      }
      """
    let build = try #require(PreviewBuild(app: app(["Row.swift": source])))
    let lines = text(build, "Row.swift").split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[3].hasSuffix("done: true) // a comment (with a bracket"))
    #expect(lines[4].contains("var body: some SwiftUI.View { Row(item: $item)"))
  }

  @Test("same names are numbered; an excluded preview is blanked; names are escaped")
  func names() throws {
    let source = """
      import SwiftUI
      #Preview("A \\"quoted\\" one") { Text("1") }
      #Preview("A \\"quoted\\" one") { Text("2") }
      #Preview("Broken") { UIViewController() }
      """
    let all = try #require(PreviewBuild(app: app(["P.swift": source])))
    #expect(all.previews.map(\.name) == ["A \"quoted\" one", "A \"quoted\" one 2", "Broken"])
    #expect(text(all, PreviewBuild.entryFileName).contains(#"("A \"quoted\" one 2", "#))
    let without = try #require(PreviewBuild(app: app(["P.swift": source]), excluding: ["Broken"]))
    #expect(without.previews.map(\.name) == ["A \"quoted\" one", "A \"quoted\" one 2"])
    #expect(!text(without, "P.swift").contains("UIViewController"))
  }

  @Test("an app without SwiftUI, or with main.swift's top-level code, has no preview build")
  func notPreviewable() {
    #expect(PreviewBuild(app: app(["main.swift": "print(1)"])) == nil)
    #expect(PreviewBuild(app: app(["main.swift": "import SwiftUI\nprint(1)"])) == nil)
    #expect(
      PreviewBuild(app: app(["Tool.swift": "import Foundation\n@main struct Tool { static func main() {} }"])) == nil)
  }
}
