@_spi(Host) import SuperSwift
import Testing

@testable import SuperSwiftHTTP
@testable import SuperSwiftHost
@testable import SuperSwiftServer

/// The host's HTML for view trees: native controls with names, and nothing from the app reaching
/// the page unescaped.
@Suite("Interface HTML")
struct InterfaceHTMLTests {
  func html(_ node: JSON) -> String {
    InterfaceHTML.render(["kind": "root", "children": [node]])
  }

  @Test("numbers no Int holds (an app's .zIndex(.greatestFiniteMagnitude)) are clamped, never a crash of the server")
  func hugeNumbers() {
    let huge = 1e300
    let drawn = InterfaceStyle([
      StyleKey.zIndex.rawValue: .number(huge), StyleKey.lineLimit.rawValue: .number(huge),
      StyleKey.accessibilityTraits.rawValue: .number(-huge), StyleKey.accessibilityHeading.rawValue: .number(huge),
      StyleKey.font.rawValue: ["weight": .number(huge)],
    ])
    #expect(drawn.css.contains("z-index:2147483647;"), "\(drawn.css)")
    #expect(drawn.css.contains("-webkit-line-clamp:100000;"))
    let low = InterfaceStyle([StyleKey.zIndex.rawValue: .number(-huge)])
    #expect(low.css.contains("z-index:-2147483647;"))
    #expect(InterfaceStyle.integer(.nan, in: 1...6) == 1 && InterfaceStyle.integer(3.9, in: 1...6) == 3)
  }

  @Test("style keys: each the app side writes is drawn by its wire name; a key not in StyleKey draws nothing")
  func styleKeys() {
    let drawn = InterfaceStyle([
      StyleKey.bold.rawValue: true, StyleKey.opacity.rawValue: 0.5, StyleKey.accessibilityLabel.rawValue: "Total",
      "fontWeightFromTheFuture": "900", "onclick": "alert(1)",
    ])
    #expect(drawn.css == "font-weight:700;opacity:0.5;")
    #expect(drawn.attributes() == " style=\"font-weight:700;opacity:0.5;\" aria-label=\"Total\"")
    // Layout-only keys change nothing on the element: their effect is the box the layout gave.
    let layoutOnly = InterfaceStyle([
      StyleKey.layoutPriority.rawValue: 1, StyleKey.fixedSize.rawValue: [true, false],
      StyleKey.ignoresSafeArea.rawValue: true,
    ])
    #expect(layoutOnly.css.isEmpty)
  }

  @Test("text is escaped, in content and in attributes")
  func escaping() {
    let page = html(["kind": "text", "text": "<script>alert(1)</script> & \"quotes\""])
    #expect(!page.contains("<script>"))
    #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;"))
    let field = html([
      "kind": "textField", "id": "a\"><img src=x>", "label": "Name\" onfocus=\"x", "value": "\"/><b>",
      "prompt": "p",
    ])
    #expect(!field.contains("<img"))
    #expect(!field.contains("<b>"))
    #expect(!field.contains("\" onfocus"))
  }

  @Test("links keep only web and mail addresses; anything else shows as text")
  func links() {
    let safe = html(["kind": "link", "url": "https://swift.org", "children": [["kind": "text", "text": "Swift"]]])
    #expect(safe.contains("<a href=\"https://swift.org\" target=\"_blank\" rel=\"noopener noreferrer\">"))
    let script = html(["kind": "link", "url": "javascript:alert(1)", "children": [["kind": "text", "text": "Click"]]])
    #expect(!script.contains("href"))
    #expect(script.contains("Click"))
  }

  @Test("style values from the tree are checked: a color cannot break out of its declaration")
  func styles() {
    let good = html(["kind": "text", "text": "x", "style": ["color": "var(--red)", "padding": [16, 0, 16, 0]]])
    #expect(good.contains("style=\"color:var(--red);--fg:var(--red);padding:16px 0px 16px 0px;\""))
    let bad = html(["kind": "text", "text": "x", "style": ["color": "red;}</style><script>x</script>"]])
    #expect(!bad.contains("script"))
    #expect(!bad.contains("color:"))
  }

  @Test("pickers are a select, or radio buttons in a labelled group for the segmented and inline styles")
  func pickers() {
    let options: JSON = [["label": "Coffee", "value": "0"], ["label": "Tea", "value": "1"]]
    let menu = html([
      "kind": "picker", "id": "p", "label": "Drink", "options": options, "selected": "1", "appearance": "menu",
    ])
    #expect(menu.contains("<select data-id=\"p\" aria-label=\"Drink\">"))
    #expect(menu.contains("<option value=\"1\" selected>Tea</option>"))
    let segmented = html([
      "kind": "picker", "id": "p", "label": "Drink", "options": options, "selected": "0", "appearance": "segmented",
    ])
    #expect(segmented.contains("role=\"radiogroup\""))
    #expect(segmented.contains("<legend>Drink</legend>"))
    #expect(segmented.contains("type=\"radio\" name=\"p\" data-id=\"p\" value=\"0\" checked"))
  }

  @Test("controls carry names for assistive technology and the disabled state")
  func names() {
    let stepper = html([
      "kind": "stepper", "id": "s", "label": "Cups: 2", "canIncrement": true, "canDecrement": false, "disabled": true,
    ])
    #expect(stepper.contains("aria-label=\"Increase Cups: 2\""))
    #expect(stepper.contains("aria-label=\"Decrease Cups: 2\" disabled"))
    let toggle = html(["kind": "toggle", "id": "t", "label": "Oat milk", "isOn": true])
    #expect(toggle.contains("role=\"switch\" data-id=\"t\" aria-label=\"Oat milk\" checked"))
    let image = html(["kind": "image", "name": "cup.and.saucer", "glyph": "☕"])
    #expect(image.contains("aria-label=\"cup and saucer\""))
  }

  @Test("loose rows of a form gather into sections; sections keep their header and footer")
  func forms() {
    let page = html([
      "kind": "form",
      "children": [
        ["kind": "text", "text": "loose"],
        ["kind": "section", "header": "Drink", "footer": "Hot", "children": [["kind": "text", "text": "row"]]],
      ],
    ])
    #expect(page.components(separatedBy: "<section class=\"section\">").count == 3)
    #expect(page.contains("<h2>Drink</h2>"))
    #expect(page.contains("<p class=\"footer\">Hot</p>"))
  }

  @Test("modals: the view behind is inert, an alert is a modal alert dialog, a sheet a modal dialog")
  func modals() {
    let page = InterfaceHTML.render([
      "kind": "root",
      "children": [
        [
          "kind": "inert",
          "children": [["kind": "button", "id": "b", "children": [["kind": "text", "text": "Behind"]]]],
        ],
        [
          "kind": "alert", "title": "Delete?", "message": "Gone for good.",
          "children": [
            ["kind": "button", "id": "d", "role": "destructive", "children": [["kind": "text", "text": "Delete"]]]
          ],
        ],
      ],
    ])
    #expect(page.contains("<div class=\"behind\" inert>"))
    #expect(page.contains("role=\"alertdialog\" aria-modal=\"true\" aria-label=\"Delete?\""))
    #expect(page.contains("<p>Gone for good.</p>"))
    let sheet = html(["kind": "sheet", "title": "New message", "children": [["kind": "text", "text": "x"]]])
    #expect(sheet.contains("role=\"dialog\" aria-modal=\"true\" aria-label=\"New message\""))
  }

  @Test("navigation links are buttons with a chevron; labeled content shows its value")
  func navigationAndLabels() {
    let link = html([
      "kind": "navigationLink", "id": "n", "title": "Pear", "children": [["kind": "text", "text": "Pear"]],
    ])
    #expect(link.contains("<button type=\"button\" class=\"button link-row\" data-id=\"n\" data-action=\"tap\">"))
    #expect(link.contains("aria-hidden=\"true\">›</span>"))
    let labeled = html(["kind": "labeled", "label": "Total", "children": [["kind": "text", "text": "3.20"]]])
    #expect(labeled.contains("<span>Total</span><span class=\"value\"><span class=\"text\">3.20</span></span>"))
  }

  @Test("traits become ARIA roles; fonts by name are quoted and checked; strokes keep caps, joins and dashes")
  func traitsFontsAndStrokes() {
    let heading = html(["kind": "text", "text": "Chapter", "style": ["accessibilityTraits": 2]])
    #expect(heading.contains("role=\"heading\""))
    let selectedButton = html(["kind": "text", "text": "A", "style": ["accessibilityTraits": 5]])
    #expect(selectedButton.contains("role=\"button\"") && selectedButton.contains("aria-selected=\"true\""))
    let named = html(["kind": "text", "text": "x", "style": ["font": ["size": 20, "family": "Courier New"]]])
    #expect(named.contains("font-family:&quot;Courier New&quot;,system-ui,sans-serif;"))
    let hostile = html(["kind": "text", "text": "x", "style": ["font": ["family": "x\";}body{color:red"]]])
    #expect(!hostile.contains("body{"))
    let path = html([
      "kind": "shape", "shape": "path", "path": "M0 0 L10 10", "viewBox": [10, 10], "scales": false,
      "strokedPath": ["lineWidth": 4, "lineCap": "round", "lineJoin": "bevel", "dash": [3, 1]],
    ])
    #expect(path.contains("fill=\"none\" stroke=\"currentColor\" stroke-width=\"4\""))
    #expect(path.contains("stroke-linecap=\"round\" stroke-linejoin=\"bevel\" stroke-dasharray=\"3 1\""))
    let badCap = html([
      "kind": "shape", "shape": "path", "path": "M0 0", "stroke": "red", "lineCap": "round\" onload=\"x",
    ])
    #expect(!badCap.contains("onload"))
    let filtered = html([
      "kind": "text", "text": "x", "style": ["grayscale": 1, "hidden": true, "textCase": "uppercase"],
    ])
    #expect(filtered.contains("filter:grayscale(1);") && filtered.contains("visibility:hidden;"))
    #expect(filtered.contains("text-transform:uppercase;"))
  }

  @Test("a canvas is one SVG of checked commands; a share link shares its text from the page")
  func canvasAndShare() {
    let page = html([
      "kind": "canvas", "size": [360, 360],
      "items": [
        ["kind": "path", "d": "M 0 0 L 10 10 Z", "fill": "var(--red)"],
        ["kind": "path", "d": "M 0 0\"/><script>", "fill": "red"],
        ["kind": "text", "text": "<b>Hi</b>", "x": 5, "y": 6, "anchor": "start", "opacity": 0.5],
      ],
    ])
    #expect(page.contains("<svg viewBox=\"0 0 360 360\"><path d=\"M 0 0 L 10 10 Z\" fill=\"var(--red)\"></path>"))
    #expect(!page.contains("<script>") && page.contains("&lt;b&gt;Hi&lt;/b&gt;</text>"))
    #expect(page.contains("text-anchor=\"start\"") && page.contains("opacity=\"0.5\""), "\(page)")
    let share = html([
      "kind": "shareLink", "text": "a \"note\"", "subject": "S", "children": [["kind": "text", "text": "Share"]],
    ])
    #expect(share.contains("data-share=\"a &quot;note&quot;\" data-subject=\"S\""))
  }
}
