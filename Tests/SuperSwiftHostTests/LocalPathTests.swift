import Testing

@testable import SuperSwiftHTTP

/// Where a redirect may go when a request names it, and how a browser says it sent a request.
@Suite("Local paths and fetch metadata")
struct LocalPathTests {
  @Test(
    "a path on this server passes; anything a browser reads as another site does not",
    arguments: [
      ("/schedules", true), ("/apps/x/schedules?done=1", true), ("/", true),
      ("//evil.example", false), ("/\\evil.example", false), ("/\t/evil.example", false),
      ("/\n/evil.example", false), ("https://evil.example", false), ("evil.example", false), ("", false),
      ("/ /evil.example", false), ("/\u{85}/evil.example", false), ("/\u{2028}/evil.example", false),
    ])
  func localPaths(text: String, local: Bool) {
    #expect((LocalPath.checked(text) != nil) == local, "\(text.debugDescription)")
  }

  @Test("only a top-level navigation from this site or from nothing is a person's own")
  func fetchMetadata() {
    func kind(_ headers: [String: String]) -> FetchMetadata.Kind { FetchMetadata.kind { headers[$0] } }
    let navigate = ["Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document"]
    #expect(kind(navigate.merging(["Sec-Fetch-Site": "none"]) { $1 }) == .navigation)
    #expect(kind(navigate.merging(["Sec-Fetch-Site": "same-origin"]) { $1 }) == .navigation)
    #expect(kind(navigate.merging(["Sec-Fetch-Site": "same-site"]) { $1 }) == .other, "another port of this host")
    #expect(kind(navigate.merging(["Sec-Fetch-Site": "cross-site"]) { $1 }) == .other)
    #expect(kind(["Sec-Fetch-Mode": "no-cors", "Sec-Fetch-Dest": "image", "Sec-Fetch-Site": "same-origin"]) == .other)
    #expect(
      kind(["Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "iframe", "Sec-Fetch-Site": "same-origin"]) == .other)
    #expect(kind([:]) == .unknown)
  }
}
