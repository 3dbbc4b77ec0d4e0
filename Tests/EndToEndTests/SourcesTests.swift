import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The four ways to start an app: directly, as a shortcut, shared, from a link.
@Suite("Sources: share and links")
struct SourcesTests {
  static let describer = """
    import SuperSwift
    let run = RunContext.current
    var parts = ["\\(run.source)"]
    for item in run.input.items {
      switch item {
      case .text(let text): parts.append("text:\\(text)")
      case .url(let url): parts.append("url:\\(url.absoluteString)")
      case .file(let file): parts.append("file:\\(file.name):\\(file.contentType):\\(file.uniformTypeIdentifier)")
      }
    }
    run.finish(with: .text(parts.joined(separator: " | ")))
    """

  @Test("share keeps the order of files, URLs, text and standard input, and types files")
  func shareOrder() throws {
    let cli = try CLI()
    _ = try cli.newApp("Describe", source: Self.describer)
    try cli.write("a,b\n", to: "table.csv")
    try cli.write("{}", to: "data.json")
    try cli.write("plain words", to: "NOTES")
    let result = try cli.run(
      [
        "share", "table.csv", "https://swift.org/x?y=1", "hello there", "-", "--url", "mailto:a@b.example",
        "--text", "table.csv", "--file", "data.json", "NOTES", "--to", "describe",
      ], stdin: Data("from stdin".utf8))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout
        == "shareSheet | file:table.csv:text/csv:public.comma-separated-values-text | url:https://swift.org/x?y=1 | text:hello there | text:from stdin | url:mailto:a@b.example | text:table.csv | file:data.json:application/json:public.json | file:NOTES:text/plain:public.plain-text\n"
    )
  }

  @Test("share needs an app and something to share")
  func shareErrors() throws {
    let cli = try CLI()
    _ = try cli.newApp("Describe", source: Self.describer)
    let noApp = try cli.run(["share", "x"])
    #expect(noApp.status == 2)
    #expect(noApp.stderr.contains("--to APP"))
    let nothing = try cli.run(["share", "--to", "Describe"])
    #expect(nothing.status == 2)
    let missing = try cli.run(["share", "--file", "nope.txt", "--to", "Describe"])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("no file at nope.txt"))
  }

  @Test("a link runs the app with no input; extras are dropped with a warning")
  func links() throws {
    let cli = try CLI()
    let id = try cli.newApp("Describe", source: Self.describer)
    for extra in ["", "?input=evil", "#frag", "/extra/path", "?a=1#b", "/"] {
      let link = "superswift://run/\(id)\(extra)"
      let result = try cli.run(["open", link])
      #expect(result.status == 0, "\(link): \(result.stderr)")
      #expect(result.stdout == "urlScheme\n", "\(link)")
      #expect(extra.count <= 1 || result.stderr.contains("warning: ignoring"), "\(link)")
    }
    let withUser = try cli.run(["open", "superswift://someone@run:8080/\(id)"])
    #expect(withUser.stdout == "urlScheme\n")
    #expect(withUser.stderr.contains("user information"))
    #expect(withUser.stderr.contains("port"))
    let history = try cli.run(["history", "Describe", "--json"]).stdout
    #expect(!history.contains("evil"))
  }

  @Test(
    "hostile and malformed links are refused",
    arguments: [
      "superswift://run/", "superswift://run", "superswift://run/..", "superswift://run/../etc/passwd",
      "superswift://run/%2e%2e/x", "superswift://run/./ID", "superswift://run/ID/../other", "http://run/ID",
      "superswift://evil/ID", "superswift:run/ID", "superswift://run/not-an-id", "superswift://run/ID with space",
      "superswift://run/00000000-0000-0000-0000-000000000000", "superswift://run/ID%00",
    ])
  func hostileLinks(template: String) throws {
    let cli = try CLI()
    let id = try cli.newApp("Describe", source: Self.describer)
    let link = template.replacingOccurrences(of: "ID", with: id)
    let result = try cli.run(["open", link])
    #expect(result.status == 2, "\(link)")
    #expect(result.stdout == "")
    #expect(result.stderr.contains("superswift: error:"))
  }

  @Test("an uppercase identifier is not one")
  func uppercase() throws {
    let cli = try CLI()
    let id = try cli.newApp("Describe", source: Self.describer)
    #expect(try cli.run(["open", "superswift://run/\(id.uppercased())"]).status == 2)
    #expect(try cli.run(["open", "SuperSwift://RUN/\(id)"]).status == 0)
  }
}
