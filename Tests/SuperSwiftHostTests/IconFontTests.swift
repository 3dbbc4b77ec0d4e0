import Foundation
import SuperSwift
import Testing

@testable import SuperSwiftHost
@testable import SuperSwiftServer

/// SF Symbols names drawn from Debian's Material Design Icons (installed by `.ci/run`).
@Suite("Icon font", .enabled(if: IconFont.font != nil, "needs fonts-material-design-icons-iconfont"))
struct IconFontTests {
  @Test("common symbols have icons; variants fall back to their base; unknown names have none")
  func symbols() {
    #expect(IconFont.codepoints.count > 1000, "read from the package's stylesheet")
    #expect(IconFont.character(forSymbol: "gear") == IconFont.codepoints["settings"])
    #expect(IconFont.character(forSymbol: "list.bullet") == IconFont.codepoints["format_list_bulleted"])
    #expect(IconFont.character(forSymbol: "trash.slash.fill") == IconFont.codepoints["delete"])
    #expect(IconFont.character(forSymbol: "gearshape.made.up.variant") == IconFont.codepoints["settings"])
    #expect(IconFont.character(forSymbol: "no.such.symbol") == nil)
  }

  @Test("the table maps over 1,000 SF Symbols names: published code's most used and their variants")
  func tableSize() {
    #expect(IconFont.symbols.count >= 1000)
    for name in [
      "plus", "star.fill", "circle", "checkmark.circle.fill", "chevron.right", "xmark", "trash", "heart.fill",
    ] {
      #expect(IconFont.character(forSymbol: name) != nil, "\(name)")
    }
  }

  @Test("every mapped name is one the font has")
  func mappingIsHonest() {
    let missing = IconFont.symbols.filter { IconFont.codepoints[$0.value] == nil }.map { "\($0.key) → \($0.value)" }
    #expect(missing.isEmpty, "\(missing.sorted())")
  }

  @Test("a symbol renders as the font's character, with its name for assistive technology")
  func html() {
    let tree: JSON = ["children": [["kind": "image", "name": "star.fill", "symbol": true, "glyph": "★"]]]
    let html = InterfaceHTML.render(tree)
    #expect(html.contains("class=\"icon mi\"") && html.contains("aria-label=\"star fill\""), "\(html)")
    #expect(html.contains(IconFont.codepoints["star"] ?? "?"))
  }
}
