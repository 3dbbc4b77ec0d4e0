import Testing

@testable import SuperSwiftServer

@Suite("Live previews: one per page, a bounded number server-wide")
struct LivePreviewsTests {
  @Test("a page's new preview replaces its own; past the bound the least recently updated goes")
  func replacing() {
    let previews = LivePreviews(maximum: 2)
    #expect(previews.replace("app/one", with: "r1") == [])
    #expect(previews.replace("app/two", with: "r2") == [])
    #expect(previews.current("app/one") == "r1")
    #expect(previews.replace("app/one", with: "r3") == ["r1"])
    #expect(previews.current("app/one") == "r3")
    // A third page: the one updated longest ago (page two) is stopped.
    #expect(previews.replace("app/three", with: "r4") == ["r2"])
    #expect(previews.current("app/two") == nil)
    #expect(previews.current("app/three") == "r4")
  }
}
