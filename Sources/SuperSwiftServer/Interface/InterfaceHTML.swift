@_spi(Host) import SuperSwift
import SuperSwiftHTTP

/// Turns an app's view tree (the `SwiftUI` module's nodes, `docs/protocol.md`) into the HTML
/// of its page: native controls, each named for assistive technology.
///
/// Invariant: nothing from the tree reaches the page unescaped — text and attributes are
/// escaped, CSS values are checked against a narrow alphabet, links only keep web and mail
/// schemes — so an app cannot put script into the host's page.
enum InterfaceHTML {
  /// The HTML of a whole tree.
  static func render(_ tree: JSON) -> String {
    var html = ""
    html.reserveCapacity(4096)
    for child in InterfacePositions.resolve(tree)["children"]?.array ?? [] { node(child, into: &html) }
    return html
  }

  private static func node(_ node: JSON, into html: inout String) {
    // A kind this host does not know (a newer runtime's): its children, so nothing is lost.
    guard let kind = node["kind"]?.string.flatMap(NodeKind.init(rawValue:)) else {
      children(node, into: &html)
      return
    }
    let style = InterfaceStyle(node: node, sizeOnly: kind == .sheet)
    // Every kind by name, no default: a kind the app side adds is a compile error here.
    switch kind {
    case .text:
      text(node, style: style, into: &html)
    case .vstack, .hstack, .zstack:
      var css = style.css
      if let spacing = node["spacing"]?.number { css += "gap:\(InterfaceStyle.number(spacing))px;" }
      let align = node["alignment"]?.string ?? "center"
      element("div", "class=\"\(kind) a-\(InterfaceStyle.word(align))\"\(style.attributes(css: css))", node, &html)
    case .form, .list:
      html += "<div class=\"\(kind)\"\(style.attributes())>"
      grouped(node["children"]?.array ?? [], into: &html)
      html += "</div>"
    case .section:
      section(node, rows: node["children"]?.array ?? [], style: style, into: &html)
    case .toolbar:
      element("div", "class=\"toolbar\" role=\"toolbar\"\(style.attributes())", node, &html)
    case .inert:
      element("div", "class=\"behind\" inert", node, &html)
    case .modified:
      element("div", "class=\"modified\"\(style.attributes())", node, &html)
    case .scroll:
      let axes = InterfaceStyle.word(node["axes"]?.string ?? "vertical")
      element("div", "class=\"scroll s-\(axes)\"\(style.attributes())", node, &html)
    case .alert, .dialog:
      let title = escape(node["title"])
      html += "<div class=\"modal\"><div class=\"\(kind)\" role=\"alertdialog\" aria-modal=\"true\""
      html += " aria-label=\"\(title)\"\(style.attributes())><h2>\(title)</h2>"
      if let message = node["message"]?.string { html += "<p>\(escape(message))</p>" }
      element("div", "class=\"actions\"", node, &html)
      html += "</div></div>"
    case .sheet:
      let title = escape(node["title"])
      html += "<div class=\"modal\"><div class=\"sheet\" role=\"dialog\" aria-modal=\"true\""
      html += "\(title.isEmpty ? "" : " aria-label=\"\(title)\"")\(style.attributes())>"
      if !title.isEmpty { html += "<h2>\(title)</h2>" }
      children(node, into: &html)
      html += "</div></div>"
    case .labeled:
      html += "<div class=\"field labeled\"\(style.attributes())><span>\(escape(node["label"]))</span>"
      element("span", "class=\"value\"", node, &html)
      html += "</div>"
    case .navigation:
      element("div", "class=\"navigation\"\(style.attributes())", node, &html)
    case .button:
      button(node, style: style, into: &html)
    case .grid:
      var css = style.css
      if let columns = node["columns"]?.string, InterfaceStyle.isTrackList(columns) {
        css += "grid-template-columns:\(columns);"
      }
      if let rows = node["rows"]?.string, InterfaceStyle.isTrackList(rows) {
        css += "grid-template-rows:\(rows);grid-auto-flow:column;"
      }
      if let spacing = node["spacing"]?.number { css += "row-gap:\(InterfaceStyle.number(spacing))px;" }
      if let spacing = node["columnSpacing"]?.number { css += "column-gap:\(InterfaceStyle.number(spacing))px;" }
      element("div", "class=\"grid\"\(style.attributes(css: css))", node, &html)
    case .gridRow:
      element("div", "class=\"grid-row\"", node, &html)
    case .menu:
      html += "<details class=\"menu\"\(style.attributes())>"
      let items = node["children"]?.array ?? []
      html += "<summary class=\"button\">"
      if let label = items.first { children(label, into: &html) }
      html += "</summary><div class=\"menu-items\" role=\"menu\">"
      for item in items.dropFirst() { self.node(item, into: &html) }
      html += "</div></details>"
    case .disclosureGroup:
      element("div", "class=\"disclosure-group\"\(style.attributes())", node, &html)
    case .disclosure:
      let open = node["expanded"]?.bool == true
      html += "<button type=\"button\" class=\"button disclosure\" aria-expanded=\"\(open)\""
      html +=
        " data-id=\"\(attribute(node["id"]))\" data-action=\"\(EventAction.tap.rawValue)\"\(disabled(node))\(style.attributes())>"
      html += "<span class=\"link-label\">"
      children(node, into: &html)
      html += "</span><span class=\"chevron\" aria-hidden=\"true\">\(open ? "⌄" : "›")</span></button>"
    case .disclosed:
      element("div", "class=\"disclosed\"\(style.attributes())", node, &html)
    case .search:
      element("div", "class=\"search\" role=\"search\"\(style.attributes())", node, &html)
    case .tabs:
      // Paged tabs (`.tabViewStyle(.page)`): one page at a time, the bar a row of dots.
      element("div", "class=\"tabs\(node["paged"]?.bool == true ? " paged" : "")\"\(style.attributes())", node, &html)
    case .tabBar:
      element("div", "class=\"tab-bar\" role=\"tablist\"\(style.attributes())", node, &html)
    case .tab:
      let selected = node["selected"]?.bool == true
      html += "<button type=\"button\" role=\"tab\" class=\"tab\" aria-selected=\"\(selected)\""
      html +=
        " data-id=\"\(attribute(node["id"]))\" data-action=\"\(EventAction.tap.rawValue)\"\(disabled(node))\(style.attributes())>"
      if let symbol = node["symbol"]?.string, let icon = IconFont.character(forSymbol: symbol) {
        html += "<span class=\"icon mi\" aria-hidden=\"true\">\(escape(icon))</span>"
      } else if let glyph = node["glyph"]?.string {
        html += "<span class=\"icon\" aria-hidden=\"true\">\(escape(glyph))</span>"
      }
      html += "<span class=\"tab-title\">\(escape(node["title"]))</span></button>"
    case .tabPanel:
      element("div", "class=\"tab-panel\" role=\"tabpanel\"\(style.attributes())", node, &html)
    case .asyncImage:
      let url = node["url"]?.string ?? ""
      let lower = url.lowercased()
      if lower.hasPrefix("https://") || lower.hasPrefix("http://") {
        html += "<img class=\"remote\" src=\"\(escape(url))\" alt=\"\" loading=\"lazy\"\(style.attributes())>"
      } else {
        element("div", "class=\"async-image\"\(style.attributes())", node, &html)
      }
    case .tappable:
      tapTarget(
        node, tag: "div", attributes: "class=\"tappable\" role=\"button\" tabindex=\"0\"\(style.attributes())",
        into: &html)
    case .selectableRow:
      let selected = node["selected"]?.bool == true
      tapTarget(
        node, tag: "div",
        attributes:
          "class=\"tappable selectable\" role=\"option\" tabindex=\"0\" aria-selected=\"\(selected)\"\(style.attributes())",
        into: &html)
    case .sheetClose:
      tapTarget(
        node, tag: "button",
        attributes: "type=\"button\" class=\"button sheet-close\" aria-keyshortcuts=\"Escape\"\(style.attributes())",
        into: &html)
    case .navigationBar:
      element("div", "class=\"nav-bar\"\(style.attributes())", node, &html)
    case .editableRow:
      element("div", "class=\"hstack editable\"\(style.attributes())", node, &html)
    case .rowAction:
      var classes = "button row-action"
      if let role = node["role"]?.string { classes += " r-\(InterfaceStyle.word(role))" }
      tapTarget(
        node, tag: "button",
        attributes: "type=\"button\" class=\"\(classes)\" aria-label=\"\(escape(node["label"]))\"\(style.attributes())",
        into: &html)
    case .navigationLink where node["inList"]?.bool != true && node["box"] != nil:
      // Outside a list a link is a plain tinted button, as on iOS.
      button(node, style: style, into: &html)
    case .navigationLink:
      html += "<button type=\"button\" class=\"button link-row\" data-id=\"\(attribute(node["id"]))\""
      html +=
        " data-action=\"\(EventAction.tap.rawValue)\"\(disabled(node))\(style.attributes())><span class=\"link-label\">"
      children(node, into: &html)
      html += "</span><span class=\"chevron\" aria-hidden=\"true\">›</span></button>"
    case .picker:
      picker(node, style: style, into: &html)
    case .textField:
      textField(node, style: style, into: &html)
    case .toggle:
      let id = attribute(node["id"])
      html += "<label class=\"field toggle\"\(style.attributes())><span\(hidden(node))>\(escape(node["label"]))</span>"
      html += "<input type=\"checkbox\" role=\"switch\" data-id=\"\(id)\" aria-label=\"\(escape(node["label"]))\""
      html += "\(node["isOn"]?.bool == true ? " checked" : "")\(disabled(node))></label>"
    case .stepper:
      let id = attribute(node["id"])
      let label = escape(node["label"])
      html += "<div class=\"field stepper\" role=\"group\" aria-label=\"\(label)\"\(style.attributes())>"
      html += "<span>\(label)</span><span class=\"steps\">"
      html +=
        "<button type=\"button\" data-id=\"\(id)\" data-action=\"\(EventAction.decrement.rawValue)\" aria-label=\"Decrease \(label)\""
      html += "\(node["canDecrement"]?.bool == false ? " disabled" : "")\(disabled(node))>−</button>"
      html +=
        "<button type=\"button\" data-id=\"\(id)\" data-action=\"\(EventAction.increment.rawValue)\" aria-label=\"Increase \(label)\""
      html += "\(node["canIncrement"]?.bool == false ? " disabled" : "")\(disabled(node))>+</button></span></div>"
    case .slider:
      let id = attribute(node["id"])
      let label = escape(node["label"])
      html += "<label class=\"field\"\(style.attributes())>\(label.isEmpty ? "" : "<span>\(label)</span>")"
      html += "<input type=\"range\" data-id=\"\(id)\" aria-label=\"\(label.isEmpty ? "Value" : label)\""
      html += " min=\"\(number(node["min"]))\" max=\"\(number(node["max"]))\""
      html +=
        " step=\"\(node["step"].map { number($0) } ?? "any")\" value=\"\(number(node["value"]))\"\(disabled(node))>"
      html += "</label>"
    case .colorPicker:
      // The value is checked to be `#rrggbb`, as a color input takes.
      let id = attribute(node["id"])
      let value = node["value"]?.string ?? ""
      let color =
        value.count == 7 && value.hasPrefix("#") && value.dropFirst().allSatisfy(\.isHexDigit) ? value : "#007aff"
      html += "<label class=\"field\"\(style.attributes())><span\(hidden(node))>\(escape(node["label"]))</span>"
      html += "<input type=\"color\" data-id=\"\(id)\" aria-label=\"\(escape(node["label"]))\""
      html += " value=\"\(color)\"\(disabled(node))></label>"
    case .datePicker:
      let id = attribute(node["id"])
      let type = ["date": "date", "time": "time", "datetime": "datetime-local"][node["mode"]?.string ?? ""] ?? "date"
      html += "<label class=\"field\"\(style.attributes())><span\(hidden(node))>\(escape(node["label"]))</span>"
      html += "<input type=\"\(type)\" data-id=\"\(id)\" data-kind=\"date\" aria-label=\"\(escape(node["label"]))\""
      html += " value=\"\(escape(node["value"]))\""
      if let min = node["min"] { html += " min=\"\(escape(min))\"" }
      if let max = node["max"] { html += " max=\"\(escape(max))\"" }
      html += "\(disabled(node))></label>"
    case .label:
      element("span", "class=\"label\"\(style.attributes())", node, &html)
    case .image:
      let name = escape(node["name"])
      // A symbol in a box: its glyph a quarter larger than the text of its font, as SF Symbols are.
      let style =
        style.isPositioned
        ? InterfaceStyle(node: node, extra: InterfaceStyle.symbolSize(node["font"])) : style
      if node["symbol"]?.bool == true, let icon = IconFont.character(forSymbol: node["name"]?.string ?? "") {
        html +=
          "<span class=\"icon mi\" role=\"img\" aria-label=\"\(name.replacingOccurrences(of: ".", with: " "))\"\(style.attributes())>\(escape(icon))</span>"
      } else if let file = node["asset"]?.string, !file.contains("/") {
        html += "<img class=\"asset\" src=\"assets/\(escape(file))\" alt=\"\(name)\"\(style.attributes())>"
      } else if let glyph = node["glyph"]?.string {
        html +=
          "<span class=\"icon\" role=\"img\" aria-label=\"\(name.replacingOccurrences(of: ".", with: " "))\"\(style.attributes())>\(escape(glyph))</span>"
      } else {
        html += "<span class=\"icon named\"\(style.attributes())>\(name)</span>"
      }
    case .progress:
      let label = escape(node["label"])
      html += "<div class=\"field progress\"\(style.attributes())>"
      if !label.isEmpty { html += "<span>\(label)</span>" }
      if let value = node["value"], let total = node["total"] {
        html += "<progress value=\"\(number(value))\" max=\"\(number(total))\" aria-label=\"\(label)\"></progress>"
      } else {
        html += "<progress aria-label=\"\(label.isEmpty ? "Loading" : label)\"></progress>"
      }
      html += "</div>"
    case .link:
      let url = node["url"]?.string ?? ""
      let lower = url.lowercased()
      let safe = lower.hasPrefix("https://") || lower.hasPrefix("http://") || lower.hasPrefix("mailto:")
      if safe {
        element(
          "a", "href=\"\(escape(url))\" target=\"_blank\" rel=\"noopener noreferrer\"\(style.attributes())", node, &html
        )
      } else {
        element("span", style.attributes(), node, &html)
      }
    case .canvas:
      canvas(node, style: style, into: &html)
    case .scrollReader:
      // The page scrolls to the view named by the latest request, once per request number.
      var attributes = "class=\"scroll-reader\""
      if let target = node["scrollTo"]?.string, let sequence = node["sequence"]?.number {
        let anchor = node["anchor"]?.string.flatMap { ["start", "center", "end", "nearest"].contains($0) ? $0 : nil }
        attributes +=
          " data-scroll-to=\"\(escape(target))\" data-scroll-sequence=\"\(InterfaceStyle.number(sequence))\""
        attributes += " data-scroll-anchor=\"\(anchor ?? "nearest")\""
      }
      element("div", attributes + style.attributes(), node, &html)
    case .gauge:
      let label = escape(node["label"])
      let value = InterfaceStyle.number(min(max(node["value"]?.number ?? 0, 0), 1))
      html += "<div class=\"field gauge\"\(style.attributes())>"
      if !label.isEmpty { html += "<span>\(label)</span>" }
      if let minimum = node["minimum"]?.string { html += "<span class=\"end\">\(escape(minimum))</span>" }
      html += "<meter min=\"0\" max=\"1\" value=\"\(value)\" aria-label=\"\(label.isEmpty ? "Value" : label)\""
      if let current = node["current"]?.string { html += " aria-valuetext=\"\(escape(current))\"" }
      html += "></meter>"
      if let maximum = node["maximum"]?.string { html += "<span class=\"end\">\(escape(maximum))</span>" }
      if let current = node["current"]?.string { html += "<span class=\"value\">\(escape(current))</span>" }
      html += "</div>"
    case .shareLink:
      // Shared by the page itself (the browser's share sheet, or the clipboard): no round trip.
      html += "<button type=\"button\" class=\"button share\" data-share=\"\(escape(node["text"]))\""
      if let subject = node["subject"]?.string { html += " data-subject=\"\(escape(subject))\"" }
      html += "\(disabled(node))\(style.attributes())>"
      children(node, into: &html)
      html += "</button>"
    case .spacer:
      let minimum = node["minLength"].map { "min-width:\(number($0))px;min-height:\(number($0))px;" } ?? ""
      html += "<div class=\"spacer\"\(style.attributes(css: style.css + minimum))></div>"
    case .divider:
      html += "<hr\(style.attributes())>"
    case .shape:
      shape(node, style: style, into: &html)
    case .layered:
      html += "<div class=\"layered\"\(style.attributes())>"
      for layer in node["children"]?.array ?? [] {
        let decoration = layer["role"]?.string == "decoration"
        let alignment = (layer["alignment"]?.string ?? "").split(separator: "-").map { InterfaceStyle.word(String($0)) }
          .joined(separator: "-")
        let placed = InterfaceStyle(node: layer).attributes()
        html +=
          decoration
          ? "<div class=\"layer deco\" data-align=\"\(alignment)\"\(placed)>" : "<div class=\"layer base\"\(placed)>"
        children(layer, into: &html)
        html += "</div>"
      }
      html += "</div>"
    case .color:
      let color = InterfaceStyle.color(node["color"]?.string ?? "") ?? "transparent"
      html += "<div class=\"swatch\"\(style.attributes(css: "background:\(color);" + style.css))></div>"
    // Containers the page draws as their children (the layout placed them already).
    case .menuLabel, .layer, .root:
      children(node, into: &html)
    }
  }

  /// A shape: a box with CSS for its outline, fill and stroke. A circle is a disc inside its
  /// box, as large as fits and centred, as SwiftUI draws one in a frame of another shape.
  private static func shape(_ node: JSON, style: InterfaceStyle, into html: inout String) {
    let kind = InterfaceStyle.word(node["shape"]?.string ?? "rectangle")
    var paint = ""
    if let fill = node["fill"]?.string.flatMap(InterfaceStyle.color) { paint += "background:\(fill);" }
    if let stroke = node["stroke"]?.string.flatMap(InterfaceStyle.color) {
      let width = node["lineWidth"]?.number ?? 1
      let line = node["dash"]?.array?.isEmpty == false ? "dashed" : "solid"
      paint += "border:\(InterfaceStyle.number(width))px \(line) \(stroke);"
    }
    if kind == "roundedRectangle", let radius = node["cornerRadius"]?.number {
      paint += "border-radius:\(InterfaceStyle.number(radius))px;"
    }
    if kind == "path" {
      pathShape(node, style: style, into: &html)
      return
    }
    if kind == "circle" {
      html += "<div class=\"shape s-circle\" aria-hidden=\"true\"\(style.attributes())>"
      html += "<span class=\"disc\"\(paint.isEmpty ? "" : " style=\"\(WebPages.escape(paint))\"")></span></div>"
    } else {
      html += "<div class=\"shape s-\(kind)\" aria-hidden=\"true\"\(style.attributes(css: paint + style.css))></div>"
    }
  }

  /// A canvas's recorded commands as one SVG, scaled to the canvas's box: paths filled or
  /// stroked, texts placed. Every value is checked (path data to numbers and path commands,
  /// colors as for styles, numbers finite), so a drawing cannot write markup.
  private static func canvas(_ node: JSON, style: InterfaceStyle, into html: inout String) {
    let size = (node["size"]?.array ?? []).compactMap(\.number)
    let (width, height) = size.count == 2 ? (size[0], size[1]) : (360, 360)
    let ratio = "aspect-ratio:\(InterfaceStyle.number(max(width, 1)))/\(InterfaceStyle.number(max(height, 1)));"
    html += "<div class=\"canvas\" role=\"img\"\(style.attributes(css: ratio + style.css))>"
    html += "<svg viewBox=\"0 0 \(InterfaceStyle.number(width)) \(InterfaceStyle.number(height))\">"
    for item in node["items"]?.array ?? [] {
      let opacity = item["opacity"]?.number.map { " opacity=\"\(InterfaceStyle.number(min(max($0, 0), 1)))\"" } ?? ""
      switch item["kind"]?.string {
      case "path":
        let data = item["d"]?.string ?? ""
        guard isPathData(data) else { continue }
        let fill = item["fill"]?.string.flatMap(InterfaceStyle.color) ?? "none"
        var attributes = "d=\"\(data)\" fill=\"\(escape(fill))\"\(opacity)"
        if let stroke = item["stroke"]?.string.flatMap(InterfaceStyle.color) {
          let lineWidth = InterfaceStyle.number(item["lineWidth"]?.number ?? 1)
          attributes +=
            " stroke=\"\(escape(stroke))\" stroke-width=\"\(lineWidth)\"" + InterfaceStyle.strokeAttributes(item)
        }
        html += "<path \(attributes)></path>"
      case "text":
        let x = InterfaceStyle.number(item["x"]?.number ?? 0)
        let y = InterfaceStyle.number(item["y"]?.number ?? 0)
        let anchor = item["anchor"]?.string.flatMap { ["start", "middle", "end"].contains($0) ? $0 : nil } ?? "middle"
        let color = item["color"]?.string.flatMap(InterfaceStyle.color) ?? "currentColor"
        let fontSize = InterfaceStyle.number(min(max(item["fontSize"]?.number ?? 17, 1), 400))
        html += "<text x=\"\(x)\" y=\"\(y)\" text-anchor=\"\(anchor)\" dominant-baseline=\"central\""
        html += " fill=\"\(escape(color))\" font-size=\"\(fontSize)\"\(opacity)>\(escape(item["text"]))</text>"
      default: continue
      }
    }
    html += "</svg></div>"
  }

  /// Whether `data` is SVG path data as `Path.svgData` writes it: its commands and numbers only.
  private static func isPathData(_ data: String) -> Bool {
    data.unicodeScalars.allSatisfy { "MLQCZ0123456789.- e".unicodeScalars.contains($0) }
  }

  /// A shape drawn from its path, as SVG: stretched to its box from the square its path was
  /// computed in, or (a `Path` view) at its own coordinates; strokes keep their width however
  /// it stretches; a trimmed outline is a dash of the part to draw. The path data is checked
  /// to be numbers and path commands only.
  private static func pathShape(_ node: JSON, style: InterfaceStyle, into html: inout String) {
    let data = node["path"]?.string ?? ""
    guard isPathData(data) else {
      html += "<div class=\"shape s-path\" aria-hidden=\"true\"\(style.attributes())></div>"
      return
    }
    let box = (node["viewBox"]?.array ?? []).compactMap(\.number)
    let (width, height) = box.count == 2 ? (box[0], box[1]) : (100, 100)
    let scales = node["scales"]?.bool ?? true
    var fill = node["fill"]?.string.flatMap(InterfaceStyle.color) ?? "currentColor"
    var stroke = node["stroke"]?.string.flatMap(InterfaceStyle.color)
    var strokeStyle = node
    // A stroked path filled is its stroke drawn in the fill's color.
    if let stroked = node["strokedPath"], stroked.object != nil, stroke == nil {
      (stroke, fill, strokeStyle) = (fill, "transparent", stroked)
    }
    var attributes = "d=\"\(data)\" fill=\"\(fill == "transparent" ? "none" : escape(fill))\""
    if let stroke {
      let lineWidth = InterfaceStyle.number(strokeStyle["lineWidth"]?.number ?? 1)
      attributes += " stroke=\"\(escape(stroke))\" stroke-width=\"\(lineWidth)\" vector-effect=\"non-scaling-stroke\""
      attributes += InterfaceStyle.strokeAttributes(strokeStyle)
    }
    if let trim = node["trim"]?.array?.compactMap(\.number), trim.count == 2 {
      let (from, to) = (max(0, min(trim[0], 1)), max(0, min(trim[1], 1)))
      attributes +=
        " pathLength=\"1\" stroke-dasharray=\"\(InterfaceStyle.number(to - from)) 1\" stroke-dashoffset=\"\(InterfaceStyle.number(-from))\""
    }
    let size = "viewBox=\"0 0 \(InterfaceStyle.number(width)) \(InterfaceStyle.number(height))\""
    let fit =
      scales
      ? " preserveAspectRatio=\"none\""
      : " class=\"at\" width=\"\(InterfaceStyle.number(width))\" height=\"\(InterfaceStyle.number(height))\""
    html += "<div class=\"shape s-path\" aria-hidden=\"true\"\(style.attributes())>"
    html += "<svg \(size)\(fit)><path \(attributes)></path></svg></div>"
  }

  /// An element the person taps: the node's control identifier and the tap action on it,
  /// `disabled` when the node is, its children inside.
  private static func tapTarget(_ node: JSON, tag: String, attributes: String, into html: inout String) {
    html +=
      "<\(tag) \(attributes) data-id=\"\(attribute(node["id"]))\" data-action=\"\(EventAction.tap.rawValue)\"\(disabled(node))>"
    children(node, into: &html)
    html += "</\(tag)>"
  }

  /// `<tag attributes>`, the node's children, `</tag>`.
  private static func element(_ tag: String, _ attributes: String, _ node: JSON, _ html: inout String) {
    html += "<\(tag)\(attributes.isEmpty || attributes.hasPrefix(" ") ? "" : " ")\(attributes)>"
    children(node, into: &html)
    html += "</\(tag)>"
  }

  private static func children(_ node: JSON, into html: inout String) {
    for child in node["children"]?.array ?? [] { self.node(child, into: &html) }
  }

  /// A form's or list's children: sections as they are, loose rows gathered into sections.
  private static func grouped(_ children: [JSON], into html: inout String) {
    var loose: [JSON] = []
    for child in children {
      if child["kind"]?.string.flatMap(NodeKind.init(rawValue:)) == .section {
        if !loose.isEmpty { section(nil, rows: loose, style: InterfaceStyle(nil), into: &html) }
        loose = []
        node(child, into: &html)
      } else {
        loose.append(child)
      }
    }
    if !loose.isEmpty { section(nil, rows: loose, style: InterfaceStyle(nil), into: &html) }
  }

  private static func section(_ node: JSON?, rows: [JSON], style: InterfaceStyle, into html: inout String) {
    // Laid out by the engine, the header, the group and each row are drawn at their boxes.
    func placed(_ key: String) -> String {
      guard let box = node?[key] else { return "" }
      return InterfaceStyle(node: .object(JSONObject(["box": box]))).attributes()
    }
    let rowBoxes = node?["rowBoxes"]?.array ?? []
    let listStyle = InterfaceStyle.word(node?["listStyle"]?.string ?? "")
    html += "<section class=\"section\(listStyle.isEmpty ? "" : " l-\(listStyle)")\"\(style.attributes())>"
    if let header = node?["header"]?.string { html += "<h2\(placed("headerBox"))>\(escape(header))</h2>" }
    html += "<div class=\"rows\"\(placed("rowsBox"))>"
    for (index, row) in rows.enumerated() {
      let box =
        index < rowBoxes.count ? InterfaceStyle(node: .object(JSONObject(["box": rowBoxes[index]]))).attributes() : ""
      html += "<div class=\"row\"\(box)>"
      self.node(row, into: &html)
      html += "</div>"
    }
    html += "</div>"
    if let footer = node?["footer"]?.string {
      html += "<p class=\"footer\"\(placed("footerBox"))>\(escape(footer))</p>"
    }
    html += "</section>"
  }

  private static func text(_ node: JSON, style: InterfaceStyle, into html: inout String) {
    if style.isPositioned, node["segments"] == nil {
      // The lines the layout broke the text into, in the font it measured: the browser draws
      // them as they are and wraps nothing itself.
      let lines = node["lines"]?.array?.compactMap(\.string)
      let css = style.css + InterfaceStyle.measuredFont(node["font"]) + "white-space:pre;"
      html += "<span class=\"text\"\(style.attributes(css: css))>"
      html += escape(lines?.joined(separator: "\n") ?? node["text"]?.string ?? "")
      html += "</span>"
      return
    }
    html += "<span class=\"text\"\(style.attributes(css: style.css + InterfaceStyle.measuredFont(node["font"])))>"
    if let segments = node["segments"]?.array {
      for segment in segments {
        let inner = InterfaceStyle(segment["style"])
        // A Markdown link in a `Text`: a link only to the web or mail, opened beside the app.
        if let target = segment["style"]?[StyleKey.link.rawValue]?.string,
          ["http://", "https://", "mailto:"].contains(where: target.lowercased().hasPrefix)
        {
          html += "<a class=\"link\" href=\"\(escape(target))\" target=\"_blank\" rel=\"noopener noreferrer\""
          html += "\(inner.attributes())>\(escape(segment["text"]))</a>"
        } else {
          html += "<span\(inner.attributes())>\(escape(segment["text"]))</span>"
        }
      }
    } else {
      html += escape(node["text"])
    }
    html += "</span>"
  }

  private static func button(_ node: JSON, style: InterfaceStyle, into html: inout String) {
    var classes = "button b-\(InterfaceStyle.word(node["appearance"]?.string ?? "automatic"))"
    if let role = node["role"]?.string { classes += " r-\(InterfaceStyle.word(role))" }
    html +=
      "<button type=\"button\" class=\"\(classes)\" data-id=\"\(attribute(node["id"]))\" data-action=\"\(EventAction.tap.rawValue)\""
    html += "\(disabled(node))\(style.attributes())>"
    children(node, into: &html)
    html += "</button>"
  }

  private static func picker(_ node: JSON, style: InterfaceStyle, into html: inout String) {
    let id = attribute(node["id"])
    let label = escape(node["label"])
    let selected = node["selected"]?.string
    let options = node["options"]?.array ?? []
    let appearance = node["appearance"]?.string ?? "menu"
    if appearance == "segmented" || appearance == "inline" {
      html += "<fieldset class=\"field choice \(appearance)\" role=\"radiogroup\"\(style.attributes())>"
      let legendHidden = hidden(node).isEmpty && appearance == "segmented" && node["inList"]?.bool == true
      html +=
        "<legend\(legendHidden ? " class=\"visually-hidden\"" : hidden(node))>\(label)</legend><span class=\"options\">"
      for option in options {
        let value = escape(option["value"])
        let isOff = option["disabled"]?.bool == true || node["disabled"]?.bool == true
        html += "<label><input type=\"radio\" name=\"\(id)\" data-id=\"\(id)\" value=\"\(value)\""
        html += "\(option["value"]?.string == selected ? " checked" : "")\(isOff ? " disabled" : "")>"
        html += "<span>\(escape(option["label"]))</span></label>"
      }
      html += "</span></fieldset>"
      return
    }
    html += "<label class=\"field\"\(style.attributes())><span\(hidden(node))>\(label)</span>"
    html += "<select data-id=\"\(id)\" aria-label=\"\(label)\"\(disabled(node))>"
    if selected == nil { html += "<option value=\"\" selected disabled></option>" }
    for option in options {
      let value = escape(option["value"])
      html += "<option value=\"\(value)\"\(option["value"]?.string == selected ? " selected" : "")"
      html += "\(option["disabled"]?.bool == true ? " disabled" : "")>\(escape(option["label"]))</option>"
    }
    html += "</select></label>"
  }

  private static func textField(_ node: JSON, style: InterfaceStyle, into html: inout String) {
    let id = attribute(node["id"])
    let label = escape(node["label"])
    let prompt = escape(node["prompt"])
    var common = "data-id=\"\(id)\" data-kind=\"text\" aria-label=\"\(label)\" placeholder=\"\(prompt)\""
    if node["submits"]?.bool == true { common += " data-submits" }
    if let mode = node["inputMode"]?.string { common += " inputmode=\"\(InterfaceStyle.word(mode))\"" }
    common += disabled(node)
    html += "<label class=\"field text\"\(style.attributes())>"
    if !label.isEmpty, label != prompt { html += "<span\(hidden(node))>\(label)</span>" }
    if node["multiline"]?.bool == true {
      html += "<textarea \(common) rows=\"3\">\(escape(node["value"]))</textarea>"
    } else {
      let type = node["secure"]?.bool == true ? "password" : "text"
      html += "<input type=\"\(type)\" \(common) value=\"\(escape(node["value"]))\" autocomplete=\"off\">"
    }
    html += "</label>"
  }

  private static func disabled(_ node: JSON) -> String { node["disabled"]?.bool == true ? " disabled" : "" }

  private static func hidden(_ node: JSON) -> String {
    node["labelHidden"]?.bool == true ? " class=\"visually-hidden\"" : ""
  }

  private static func escape(_ value: JSON?) -> String {
    switch value {
    case .string(let text)?: HTML.escape(text)
    case .number?: number(value!)
    default: ""
    }
  }

  private static func escape(_ text: String) -> String { HTML.escape(text) }

  private static func attribute(_ value: JSON?) -> String { escape(value) }

  private static func number(_ value: JSON?) -> String {
    value?.number.map(InterfaceStyle.number) ?? "0"
  }
}
