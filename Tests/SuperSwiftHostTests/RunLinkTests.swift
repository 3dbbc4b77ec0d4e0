import Testing

@testable import SuperSwiftHost

@Suite("Links")
struct RunLinkTests {
  let id = "0f8e2a34-5b6c-4d7e-8f90-a1b2c3d4e5f6"

  @Test("a plain link gives its identifier and drops nothing")
  func plain() throws {
    let parsed = try RunLink.parse("superswift://run/\(id)")
    #expect(parsed == RunLink.Parsed(id: id, dropped: []))
    #expect(RunLink.make(id: id) == "superswift://run/\(id)")
  }

  @Test("query, fragment, extra path, user and port are dropped and named")
  func dropped() throws {
    let parsed = try RunLink.parse("superswift://me:pw@run:99/\(id)/more/path?input=1#top")
    #expect(parsed.id == id)
    #expect(parsed.dropped.count == 5)
    #expect(parsed.dropped.contains { $0.contains("?input=1") })
    #expect(parsed.dropped.contains { $0.contains("/more/path") })
  }

  @Test(
    "malformed links are refused",
    arguments: [
      "", "superswift:", "superswift://", "superswift://run", "superswift://run/", "superswift://run//x",
      "superswift://run/..", "superswift://run/%2e%2e", "https://run/x", "superswift://walk/x",
      "superswift://run/\u{0}", "superswift://run/ spaced",
    ])
  func refused(link: String) {
    #expect(throws: RunLink.Invalid.self) { try RunLink.parse(link) }
  }
}

@Suite("App names")
struct AppNameTests {
  @Test("printable names without separators are fine")
  func good() {
    for name in ["Tip Calculator", "café ☕️", "a", "Report (2024)", "x.y"] {
      #expect(AppName.problem(with: name) == nil, "\(name)")
    }
  }

  @Test("bad names say what is wrong")
  func bad() {
    for name in ["", "a/b", "a\\b", ".x", " x", "x ", "a\nb", String(repeating: "x", count: 201)] {
      #expect(AppName.problem(with: name) != nil, "\(name)")
    }
  }

  @Test("suggestions are the closest names")
  func suggestions() {
    let names = ["Tip Calculator", "Notes", "Weather", "Tipping"]
    #expect(AppName.suggestions(for: "tip calculater", among: names).first == "Tip Calculator")
    #expect(AppName.suggestions(for: "note", among: names) == ["Notes"])
    #expect(AppName.suggestions(for: "zzzzzz", among: names).isEmpty)
  }

  @Test("identifiers are lowercase UUIDs")
  func identifiers() {
    #expect(AppIdentifier.isValid(AppIdentifier.make()))
    #expect(!AppIdentifier.isValid("0F8E2A34-5B6C-4D7E-8F90-A1B2C3D4E5F6"))
    #expect(!AppIdentifier.isValid("../../etc/passwd"))
    #expect(!AppIdentifier.isValid(""))
  }
}
