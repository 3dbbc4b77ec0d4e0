@_spi(Host) import SuperSwift
import Testing

@testable import SuperSwiftHost
@testable import SuperSwiftServer

/// The layout engine's frames as the page draws them: boxes relative to the element each is
/// positioned in, text in the engine's lines and font, and nothing the app sends able to write
/// CSS of its own.
@Suite("Interface positions")
struct InterfacePositionsTests {
  func html(_ node: JSON) -> String { InterfaceHTML.render(["kind": "root", "children": [node]]) }

  @Test("a frame becomes a box relative to the nearest ancestor drawn with one")
  func relativeBoxes() {
    let tree: JSON = [
      "kind": "root", "frame": [0, 0, 390, 844],
      "children": [
        [
          "kind": "vstack", "frame": [100, 200, 190, 80],
          "children": [
            // A ScrollViewReader draws no box of its own: its child is placed in the stack.
            [
              "kind": "scrollReader", "frame": [100, 200, 190, 80],
              "children": [["kind": "text", "frame": [110, 230, 50, 22]]],
            ]
          ],
        ]
      ],
    ]
    let resolved = InterfacePositions.resolve(tree)
    let stack = resolved["children"]?[0]
    #expect(stack?["box"] == [100, 200, 190, 80])
    #expect(stack?["children"]?[0]?["box"] == nil)
    #expect(stack?["children"]?[0]?["children"]?[0]?["box"] == [10, 30, 50, 22])
    #expect(stack?["frame"] == nil)
  }

  @Test("a section's rows are boxes in the group's box; the row's content in its row")
  func sectionRows() {
    let section: JSON = [
      "kind": "section", "header": "Account", "frame": [16, 16, 358, 113], "headerFrame": [32, 16, 326, 18],
      "rowsFrame": [16, 41, 358, 88], "rowFrames": [[16, 41, 358, 44], [16, 85, 358, 44]],
      "children": [
        ["kind": "text", "text": "A", "frame": [32, 52, 10, 22]],
        ["kind": "text", "text": "B", "frame": [32, 96, 10, 22]],
      ],
    ]
    let page = html(["kind": "form", "frame": [0, 0, 390, 844], "children": [section]])
    #expect(
      page.contains("<h2 data-box style=\"position:absolute;left:16px;top:0px;width:326px;height:18px;\">Account</h2>"))
    #expect(
      page.contains(
        "<div class=\"rows\" data-box style=\"position:absolute;left:0px;top:25px;width:358px;height:88px;\">"))
    #expect(
      page.contains(
        "<div class=\"row\" data-box style=\"position:absolute;left:0px;top:44px;width:358px;height:44px;\">"))
    // B is 16 into its row and 11 down, not 96 down the page.
    #expect(page.contains("left:16px;top:11px;width:10px;height:22px;"))
  }

  @Test("positioned text is drawn in the engine's lines and font, and its style's padding is not applied twice")
  func positionedText() {
    let page = html([
      "kind": "text", "text": "one two three", "lines": ["one two", "three"], "frame": [0, 0, 100, 68],
      "inset": [12, 12, 12, 12], "style": ["padding": [12, 12, 12, 12]],
      "font": ["size": 17, "weight": 600, "lineHeight": 22],
    ])
    #expect(page.contains(">one two\nthree</span>"))
    #expect(page.contains("font:600 17px/22px &quot;SuperSwift Text&quot;,system-ui,sans-serif;white-space:pre;"))
    #expect(page.contains("padding:12px 12px 12px 12px;"))
    #expect(page.components(separatedBy: "padding:").count == 2)
  }

  @Test("the font and box from the app are numbers only: a string cannot become CSS")
  func hostileFont() {
    let page = html([
      "kind": "text", "text": "x", "frame": ["1;color:red", 0, 10, 10],
      "font": ["size": "17px;background:url(x)", "lineHeight": 22],
    ])
    #expect(!page.contains("color:red"))
    #expect(!page.contains("url("))
    #expect(!page.contains("position:absolute"))
  }

  @Test("outside a list a navigation link is a tinted button; a segmented picker in a row hides its label")
  func linksAndPickers() {
    let outside = html([
      "kind": "navigationLink", "id": "n", "frame": [0, 0, 40, 22], "children": [["kind": "text", "text": "Next"]],
    ])
    #expect(outside.contains("class=\"button b-automatic\""))
    #expect(!outside.contains("›"))
    let inside = html([
      "kind": "navigationLink", "id": "n", "inList": true, "frame": [0, 0, 300, 22],
      "children": [["kind": "text", "text": "Next"]],
    ])
    #expect(inside.contains("link-row"))
    let picker = html([
      "kind": "picker", "id": "p", "label": "Size", "appearance": "segmented", "inList": true,
      "options": [["label": "S", "value": "0"]], "selected": "0",
    ])
    #expect(picker.contains("<legend class=\"visually-hidden\">Size</legend>"))
  }

  @Test("a foreground style flows to the buttons inside; a colour scheme marks its element")
  func environment() {
    let page = html([
      "kind": "vstack", "style": ["color": "#ffffff", "preferredColorScheme": "dark"],
      "children": [["kind": "button", "id": "b", "children": [["kind": "text", "text": "Skip"]]]],
    ])
    #expect(page.contains("color:#ffffff;--fg:#ffffff;"))
    #expect(page.contains("data-scheme=\"dark\" data-preferred-scheme=\"dark\""))
    #expect(InterfaceAssets.css.contains(".button{font:inherit;border:0;background:none;color:var(--fg,var(--tint));"))
    #expect(InterfaceAssets.css.contains("[data-scheme=dark]{--primary:#f2f2f7;"))
  }

  @Test(
    "system colours are iOS's defaults in light and dark; the increased-contrast ones only when more contrast is asked for"
  )
  func systemColours() throws {
    let css = InterfaceAssets.css
    // The default palette, as iOS draws it: system blue is (0, 122, 255), yellow (255, 204, 0).
    let light = try #require(css.range(of: ":root,[data-scheme=light]{"))
    let lightRule = css[light.upperBound...].prefix { $0 != "}" }
    #expect(
      lightRule.contains("--blue:#007aff") && lightRule.contains("--yellow:#ffcc00")
        && lightRule.contains("--accent:#007aff"))
    #expect(!lightRule.contains("#0a64d6") && !lightRule.contains("#a05a00"))
    let dark = try #require(css.range(of: "[data-scheme=dark]{"))
    #expect(css[dark.upperBound...].prefix { $0 != "}" }.contains("--blue:#0a84ff"))
    // The accessible variants, under prefers-contrast only, for both schemes.
    let contrast = try #require(css.range(of: "@media (prefers-contrast:more){"))
    let block = css[contrast.upperBound...].prefix(2000)
    #expect(block.contains("--blue:#0040dd") && block.contains("--blue:#409cff"))
    #expect(
      css.components(separatedBy: "--blue:#0040dd").count == 2, "the contrast blue appears once, under its media query")
    // Every system colour is a property in every appearance, so Color.mint follows dark mode too.
    for name in SystemPalette.colors.map(\.name) {
      #expect(css.components(separatedBy: "--\(name):").count - 1 >= 5, "\(name)")
    }
  }
}
