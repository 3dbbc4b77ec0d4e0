import Foundation
import SuperSwift
import Testing

/// iOS's look where it shows, in Chromium at an iPhone's 390×844: large navigation titles that
/// shrink into the bar as the list scrolls, inline titles, and an app's asset catalog (its
/// images, its colours in light and dark, its accent colour, Xcode's asset symbols).
@Suite("iOS's look in Chromium", .serialized, .enabled(if: Browser.isAvailable, "needs chromium and chromium-driver"))
struct LookOfIOSTests {
  @Test("a stack's root title is large (34 pt bold) and shrinks on scroll; an inline screen's is 17 pt")
  func largeTitles() throws {
    let cli = try CLI()
    let (run, browser) = try cli.openInterfaceApp(
      """
      import SwiftUI

      @main
      struct Titles: App {
        var body: some Scene { WindowGroup { Fruits() } }
      }

      struct Fruits: View {
        var body: some View {
          NavigationStack {
            List(0..<60, id: \\.self) { number in
              NavigationLink("Fruit \\(number)") { Text("Details of \\(number)").navigationTitle("Fruit \\(number)").navigationBarTitleDisplayMode(.inline) }
            }
            .navigationTitle("Fruits")
          }
        }
      }
      """, named: "Titles", waitingFor: "Fruit 1")
    func title() throws -> (size: String, weight: String) {
      let style = try browser.execute(
        "const s = getComputedStyle(document.getElementById('title')); return [s.fontSize, s.fontWeight];")
      return (style.array?.first?.string ?? "", style.array?.last?.string ?? "")
    }
    #expect(try title() == ("34px", "700"), "the root's title is large")
    if ProcessInfo.processInfo.environment["SUPERSWIFT_SCREENSHOTS"] != nil {
      try browser.screenshot().write(to: URL(fileURLWithPath: "/tmp/large-title-390.png"))
    }
    // Scrolling the list shrinks the title into the bar.
    _ = try browser.execute(
      "const s = [...document.querySelectorAll('#app *')].find(e => e.scrollHeight > e.clientHeight + 50 && getComputedStyle(e).overflowY !== 'visible') || document.scrollingElement; s.scrollTop = 400; s.dispatchEvent(new Event('scroll'));"
    )
    #expect(
      try browser.waitUntil("return document.getElementById('title').parentElement.classList.contains('scrolled')"))
    #expect(
      try browser.waitUntil("return getComputedStyle(document.getElementById('title')).fontSize === '17px'"),
      "scrolled, the title is the bar's")
    // A pushed screen that asks for an inline title shows it at the bar's size.
    _ = try browser.execute("document.querySelector('#app [data-action=tap]').click()")
    #expect(try browser.waitFor("Details of 0"))
    #expect(try title() == ("17px", "600"))
    run.signal(SIGINT)
    _ = try run.finish()
  }

  /// A PNG whose header says `width` × `height` pixels (a blank RGBA image, stored uncompressed).
  static func png(width: Int, height: Int) -> [UInt8] {
    func be32(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
    func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
      let typed = Array(type.utf8) + data
      var crc: UInt32 = 0xFFFF_FFFF
      for byte in typed {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
      }
      return be32(data.count) + typed + be32(Int(~crc))
    }
    // One filter byte and four zero bytes a pixel per row, as zlib's stored blocks.
    let raw = [UInt8](repeating: 0, count: (width * 4 + 1) * height)
    var zlib: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let block = Array(raw[offset..<min(offset + 65535, raw.count)])
      offset += block.count
      let last: UInt8 = offset >= raw.count ? 1 : 0
      zlib +=
        [
          last, UInt8(block.count & 0xFF), UInt8(block.count >> 8), UInt8(~block.count & 0xFF),
          UInt8((~block.count >> 8) & 0xFF),
        ] + block
    } while offset < raw.count
    var (a, b) = (UInt32(1), UInt32(0))
    for byte in raw {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    zlib += be32(Int(b << 16 | a))
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
      + chunk("IHDR", be32(width) + be32(height) + [8, 6, 0, 0, 0])
      + chunk("IDAT", zlib) + chunk("IEND", [])
  }

  @Test("an app's asset catalog: its image shows, its colours and accent apply, asset symbols compile")
  func assetCatalog() throws {
    let cli = try CLI()
    let app = cli.root.appendingPathComponent("Catalogued")
    let catalog = app.appendingPathComponent("Assets.xcassets")
    func write(_ text: String, _ path: String) throws {
      let url = catalog.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    try write("{}", "Contents.json")
    try write(
      """
      {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.000","green":"0.500","red":"1.000"}},"idiom":"universal"},
      {"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"1.000","green":"0.000","red":"0.000"}},"idiom":"universal"}]}
      """, "BrandColor.colorset/Contents.json")
    try write(
      """
      {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1","blue":"0","green":"128","red":"0"}},"idiom":"universal"}]}
      """, "AccentColor.colorset/Contents.json")
    try write(
      "{\"images\":[{\"filename\":\"dot.svg\",\"idiom\":\"universal\"}]}", "Dot.imageset/Contents.json")
    try write(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"20\" height=\"20\"><circle cx=\"10\" cy=\"10\" r=\"10\"/></svg>",
      "Dot.imageset/dot.svg")
    // A 2x PNG of 80 × 40 pixels: 40 × 20 points, as on iOS.
    try write(
      "{\"images\":[{\"filename\":\"wide@2x.png\",\"idiom\":\"universal\",\"scale\":\"2x\"}]}",
      "Wide.imageset/Contents.json")
    try Data(Self.png(width: 80, height: 40)).write(to: catalog.appendingPathComponent("Wide.imageset/wide@2x.png"))
    try """
    import SwiftUI
    import SuperSwift

    @main
    struct Catalogued: App {
      var body: some Scene { WindowGroup { Screen() } }
    }

    struct Screen: View {
      var body: some View {
        VStack {
          Text("Brand").foregroundStyle(Color("BrandColor"))
          Text("Symbol").foregroundStyle(.brand)
          Image("Dot")
          Image(.dot)
          Image("Wide")
          Image("Wide").resizable().scaledToFit().frame(width: 100)
          Button("Accent") { RunContext.current.finish() }
        }
      }
    }
    """.write(to: app.appendingPathComponent("Catalogued.swift"), atomically: true, encoding: .utf8)
    let run = try cli.start(["run", app.path, "--no-open"])
    let browser = try Browser()
    try browser.resize(width: 390, height: 844)
    try browser.open(try run.pageAddress().absoluteString)
    #expect(try browser.waitFor("Symbol"), "stderr: \(run.stderrSoFar)")
    func colour(_ text: String) throws -> String {
      try browser.execute(
        "return getComputedStyle([...document.querySelectorAll('#app *')].find(e => e.childElementCount === 0 && e.textContent.trim() === arguments[0])).color",
        [.string(text)]
      ).string ?? ""
    }
    #expect(try colour("Brand") == "rgb(255, 128, 0)")
    #expect(try colour("Symbol") == "rgb(255, 128, 0)", "the generated .brand is the catalog's colour")
    #expect(try colour("Accent") == "rgb(0, 128, 0)", "AccentColor is the accent")
    let images = try browser.execute(
      "return [...document.querySelectorAll('#app img.asset')].map(i => i.complete && i.naturalWidth)")
    #expect(images.array?.map(\.number) == [20, 20, 80, 80], "the images load from the catalog: \(images)")
    // Laid out at their own size in points, and a resizable one at its own aspect ratio.
    let sizes = try browser.execute(
      "return [...document.querySelectorAll('#app img.asset')].map(i => [i.offsetWidth, i.offsetHeight])")
    #expect(
      sizes.array?.map { $0.array?.compactMap(\.number) ?? [] } == [[20, 20], [20, 20], [40, 20], [100, 50]],
      "\(sizes)")
    // In dark, the colour set's dark value.
    _ = try browser.execute("document.documentElement.dataset.scheme = 'dark'")
    #expect(try colour("Brand") == "rgb(0, 0, 255)")
    if ProcessInfo.processInfo.environment["SUPERSWIFT_SCREENSHOTS"] != nil {
      try browser.screenshot().write(to: URL(fileURLWithPath: "/tmp/asset-catalog-390.png"))
    }
    try browser.click("button[data-action='tap']")
    #expect(try run.finish().status == 0)
  }
}
