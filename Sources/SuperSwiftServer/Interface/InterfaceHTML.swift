@_spi(Host) import SuperSwift
import SuperSwiftHTTP

/// Turns an app's view tree (the `SwiftUI` module's nodes, `docs/protocol.md`) into the HTML
/// of its page: native controls, each named for assistive technology. One method per node
/// kind, each taking its node and returning `HTML` (swift-cross-ui's `AppBackend` has one
/// typed method per widget), chosen by a switch over every `NodeKind`.
///
/// Invariant: nothing from the tree reaches the page unescaped — every value goes into the
/// markup as a `String` interpolated into `HTML`, which escapes it, and no method escapes by
/// hand; CSS values are checked against a narrow alphabet, links only keep web and mail
/// schemes — so an app cannot put script into the host's page.
enum InterfaceHTML {
  /// The HTML of a whole tree.
  static func render(_ tree: JSON) -> String {
    var html = HTML.empty
    for child in InterfacePositions.resolve(tree)["children"]?.array ?? [] { html += node(child) }
    return html.text
  }

  /// A node of any kind: its kind's method, with its style.
  private static func node(_ node: JSON) -> HTML {
    // A kind this host does not know (a newer runtime's): its children, so nothing is lost.
    guard let kind = node["kind"]?.string.flatMap(NodeKind.init(rawValue:)) else { return children(node) }
    let style = InterfaceStyle(node: node, sizeOnly: kind == .sheet)
    // Every kind by name, no default: a kind the app side adds is a compile error here.
    switch kind {
    case .text: return text(node, style)
    case .vstack, .hstack, .zstack: return stack(node, kind, style)
    case .form, .list: return grouped(node, kind, style)
    case .section: return section(node, rows: node["children"]?.array ?? [], style: style)
    case .toolbar: return element("div", "class=\"toolbar\" role=\"toolbar\"\(style.attributes())", node)
    case .inert: return element("div", "class=\"behind\" inert", node)
    case .modified: return element("div", "class=\"modified\"\(style.attributes())", node)
    case .scroll: return scroll(node, style)
    case .alert, .dialog: return alert(node, kind, style)
    case .sheet: return sheet(node, style)
    case .labeled: return labeled(node, style)
    case .navigation:
      // Large or inline: the page's title (in its header) follows the top screen's.
      let display: HTML = node["titleDisplay"]?.string == "inline" ? " data-title-display=\"inline\"" : ""
      return element("div", "class=\"navigation\"\(display)\(style.attributes())", node)
    case .button: return button(node, style)
    case .grid: return grid(node, style)
    case .gridRow: return element("div", "class=\"grid-row\"", node)
    case .menu: return menu(node, style)
    case .disclosureGroup: return element("div", "class=\"disclosure-group\"\(style.attributes())", node)
    case .disclosure: return disclosure(node, style)
    case .disclosed: return element("div", "class=\"disclosed\"\(style.attributes())", node)
    case .search: return element("div", "class=\"search\" role=\"search\"\(style.attributes())", node)
    case .tabs: return tabs(node, style)
    case .tabBar: return element("div", "class=\"tab-bar\" role=\"tablist\"\(style.attributes())", node)
    case .tab: return tab(node, style)
    case .tabPanel: return element("div", "class=\"tab-panel\" role=\"tabpanel\"\(style.attributes())", node)
    case .asyncImage: return asyncImage(node, style)
    case .tappable:
      return tapTarget(
        node, tag: "div", attributes: "class=\"tappable\" role=\"button\" tabindex=\"0\"\(style.attributes())")
    case .selectableRow: return selectableRow(node, style)
    case .sheetClose:
      return tapTarget(
        node, tag: "button",
        attributes: "type=\"button\" class=\"button sheet-close\" aria-keyshortcuts=\"Escape\"\(style.attributes())")
    case .navigationBar: return element("div", "class=\"nav-bar\"\(style.attributes())", node)
    case .editableRow: return element("div", "class=\"hstack editable\"\(style.attributes())", node)
    case .rowAction: return rowAction(node, style)
    case .navigationLink: return navigationLink(node, style)
    case .picker: return picker(node, style)
    case .textField: return textField(node, style)
    case .toggle: return toggle(node, style)
    case .stepper: return stepper(node, style)
    case .slider: return slider(node, style)
    case .colorPicker: return colorPicker(node, style)
    case .datePicker: return datePicker(node, style)
    case .label: return element("span", "class=\"label\"\(style.attributes())", node)
    case .image: return image(node, style)
    case .progress: return progress(node, style)
    case .link: return link(node, style)
    case .canvas: return canvas(node, style)
    case .scrollReader: return scrollReader(node, style)
    case .gauge: return gauge(node, style)
    case .shareLink: return shareLink(node, style)
    case .spacer: return spacer(node, style)
    case .divider: return "<hr\(style.attributes())>"
    case .shape: return shape(node, style)
    case .layered: return layered(node, style)
    case .color: return color(node, style)
    // Containers the page draws as their children (the layout placed them already).
    case .menuLabel, .layer, .root: return children(node)
    }
  }

  // MARK: - Containers

  /// A `VStack`, `HStack` or `ZStack`: its spacing as a gap, its alignment as a class.
  private static func stack(_ node: JSON, _ kind: NodeKind, _ style: InterfaceStyle) -> HTML {
    var css = style.css
    if let spacing = node["spacing"]?.number { css += "gap:\(InterfaceStyle.number(spacing))px;" }
    let align = InterfaceStyle.word(node["alignment"]?.string ?? "center")
    return element("div", "class=\"\(kind.rawValue) a-\(align)\"\(style.attributes(css: css))", node)
  }

  /// A `Form` or `List`: its rows in sections.
  private static func grouped(_ node: JSON, _ kind: NodeKind, _ style: InterfaceStyle) -> HTML {
    "<div class=\"\(kind.rawValue)\"\(style.attributes())>\(grouped(node["children"]?.array ?? []))</div>"
  }

  /// A `ScrollView`, scrolling along its axes.
  private static func scroll(_ node: JSON, _ style: InterfaceStyle) -> HTML {
    let axes = InterfaceStyle.word(node["axes"]?.string ?? "vertical")
    return element("div", "class=\"scroll s-\(axes)\"\(style.attributes())", node)
  }

  /// An alert or a confirmation dialog, over the screen: its title, message and actions.
  private static func alert(_ node: JSON, _ kind: NodeKind, _ style: InterfaceStyle) -> HTML {
    let title = value(node["title"])
    let message = node["message"]?.string.map { "<p>\($0)</p>" as HTML }
    return """
      <div class="modal"><div class="\(kind.rawValue)" role="alertdialog" aria-modal="true" \
      aria-label="\(title)"\(style.attributes())><h2>\(title)</h2>\(message)\
      \(element("div", "class=\"actions\"", node))</div></div>
      """
  }

  /// A sheet over the screen, its title a heading.
  private static func sheet(_ node: JSON, _ style: InterfaceStyle) -> HTML {
    let title = value(node["title"])
    let label: HTML = title.isEmpty ? "" : " aria-label=\"\(title)\""
    let heading: HTML = title.isEmpty ? "" : "<h2>\(title)</h2>"
    return """
      <div class="modal"><div class="sheet" role="dialog" aria-modal="true"\(label)\(style.attributes())>\
      \(heading)\(children(node))</div></div>
      """
  }

  /// `LabeledContent`: the label, then its content.
  private static func labeled(_ node: JSON, _ style: InterfaceStyle) -> HTML {
    """
    <div class="field labeled"\(style.attributes())><span>\(value(node["label"]))</span>\
    \(element("span", "class=\"value\"", node))</div>
    """
  }

  /// A `Grid` or `LazyVGrid`/`LazyHGrid`: CSS grid tracks, as `GridItem` wrote them.
  private static func grid(_ node: JSON, _ style: InterfaceStyle) -> HTML {
    var css = style.css
    if let columns = node["columns"]?.string, InterfaceStyle.isTrackList(columns) {
      css += "grid-template-columns:\(columns);"
    }
    if let rows = node["rows"]?.string, InterfaceStyle.isTrackList(rows) {
      css += "grid-template-rows:\(rows);grid-auto-flow:column;"
    }
    if let spacing = node["spacing"]?.number { css += "row-gap:\(InterfaceStyle.number(spacing))px;" }
    if let spacing = node["columnSpacing"]?.number { css += "column-gap:\(InterfaceStyle.number(spacing))px;" }
    return element("div", "class=\"grid\"\(style.attributes(css: css))", node)
  }

  /// A `Menu`: its first child the label, the rest its items.
  private static func menu(_ node: JSON, _ style: InterfaceStyle) -> HTML {
    let items = node["children"]?.array ?? []
    let label = items.first.map(children) ?? .empty
    return """
      <details class="menu"\(style.attributes())><summary class="button">\(label)</summary>\
      <div class="menu-items" role="menu">\(items.dropFirst().map(self.node))</div></details>
      """
  }

  /// A `TabView`: paged (`.tabViewStyle(.page)`) shows one page at a time, the bar a row of dots.
  private static func tabs(_ node: JSON, _ style: InterfaceStyle) -> HTML {
    let paged: HTML = node["paged"]?.bool == true ? " paged" : ""
    return element("div", "class=\"tabs\(paged)\"\(style.attributes())", node)
  }

  /// An `.overlay` or `.background`: the base layer, and decorations aligned over it.
  private static func layered(_ node: JSON, _ style: InterfaceStyle) -> HTML {
    var html: HTML = "<div class=\"layered\"\(style.attributes())>"
    for layer in node["children"]?.array ?? [] {
      let alignment = (layer["alignment"]?.string ?? "").split(separator: "-").map { InterfaceStyle.word(String($0)) }
        .joined(separator: "-")
      let placed = InterfaceStyle(node: layer).attributes()
      html +=
        layer["role"]?.string == "decoration"
        ? "<div class=\"layer deco\" data-align=\"\(alignment)\"\(placed)>" : "<div class=\"layer base\"\(placed)>"
      html += "\(children(layer))</div>"
    }
    return html + "</div>"
  }

  /// A `ScrollViewReader`: the page scrolls to the view named by the latest request, once per
  /// request number.
  private static func scrollReader(_ node: JSON, _ style: InterfaceStyle) -> HTML {
    var attributes: HTML = "class=\"scroll-reader\""
    if let target = node["scrollTo"]?.string, let sequence = node["sequence"]?.number {
      let anchor = node["anchor"]?.string.flatMap { ["start", "center", "end", "nearest"].contains($0) ? $0 : nil }
      attributes += " data-scroll-to=\"\(target)\" data-scroll-sequence=\"\(InterfaceStyle.number(sequence))\""
      attributes += " data-scroll-anchor=\"\(anchor ?? "nearest")\""
    }
    return element("div", attributes + style.attributes(), node)
  }

  // MARK: - Text and images

  /// A `Text`: as the lines the layout broke it into, or as its styled segments (Markdown).
  private static func text(_ node: JSON, _ style: InterfaceStyle) -> HTML {
    if style.isPositioned, node["segments"] == nil {
      // The lines the layout broke the text into, in the font it measured: the browser draws
      // them as they are and wraps nothing itself.
      let lines = node["lines"]?.array?.compactMap(\.string)
      let css = style.css + InterfaceStyle.measuredFont(node["font"]) + "white-space:pre;"
      let shown = lines?.joined(separator: "\n") ?? node["text"]?.string ?? ""
      return "<span class=\"text\"\(style.attributes(css: css))>\(shown)</span>"
    }
    var inner = HTML.empty
    if let segments = node["segments"]?.array {
      for segment in segments {
        let segmentStyle = InterfaceStyle(segment["style"])
        // A Markdown link in a `Text`: a link only to the web or mail, opened beside the app.
        if let target = segment["style"]?[StyleKey.link.rawValue]?.string,
          ["http://", "https://", "mailto:"].contains(where: target.lowercased().hasPrefix)
        {
          inner += """
            <a class="link" href="\(target)" target="_blank" rel="noopener noreferrer"\
            \(segmentStyle.attributes())>\(value(segment["text"]))</a>
            """
        } else {
          inner += "<span\(segmentStyle.attributes())>\(value(segment["text"]))</span>"
        }
      }
    } else {
      inner = "\(value(node["text"]))"
    }
    let css = style.css + InterfaceStyle.measuredFont(node["font"])
    return "<span class=\"text\"\(style.attributes(css: css))>\(inner)</span>"
  }

  /// An `Image`: a symbol in the icon font (a quarter larger than its text, as SF Symbols are),
  /// an image beside the app, a glyph, or its name.
  private static func image(_ node: JSON, _ style: InterfaceStyle) -> HTML {
    let name = value(node["name"])
    let style =
      style.isPositioned ? InterfaceStyle(node: node, extra: InterfaceStyle.symbolSize(node["font"])) : style
    if node["symbol"]?.bool == true, let icon = IconFont.character(forSymbol: node["name"]?.string ?? "") {
      let spoken = name.replacingOccurrences(of: ".", with: " ")
      return "<span class=\"icon mi\" role=\"img\" aria-label=\"\(spoken)\"\(style.attributes())>\(icon)</span>"
    }
    if let file = node["asset"]?.string, !file.contains("/") {
      return "<img class=\"asset\" src=\"assets/\(file)\" alt=\"\(name)\"\(style.attributes())>"
    }
    if let glyph = node["glyph"]?.string {
      let spoken = name.replacingOccurrences(of: ".", with: " ")
      return "<span class=\"icon\" role=\"img\" aria-label=\"\(spoken)\"\(style.attributes())>\(glyph)</span>"
    }
    if node["symbol"]?.bool == true {
      // A symbol with no drawing here: a neutral shape of the glyph's size, never its name as text
      // (which a symbol's box clips to a few letters); the name stays for screen readers.
      let spoken = name.replacingOccurrences(of: ".", with: " ")
      return
        "<span class=\"icon placeholder\" role=\"img\" aria-label=\"\(spoken)\"\(style.attributes())><span class=\"shape\"></span></span>"
    }
    return "<span class=\"icon named\"\(style.attributes())>\(name)</span>"
  }

  /// An `AsyncImage`: the remote image (web addresses only), or its placeholder.
  private static func asyncImage(_ node: JSON, _ style: InterfaceStyle) -> HTML {
    let url = node["url"]?.string ?? ""
    let lower = url.lowercased()
    guard lower.hasPrefix("https://") || lower.hasPrefix("http://") else {
      return element("div", "class=\"async-image\"\(style.attributes())", node)
    }
    return "<img class=\"remote\" src=\"\(url)\" alt=\"\" loading=\"lazy\"\(style.attributes())>"
  }

  /// A `Link`: to the web or mail only, opened beside the app; anything else is its label.
  private static func link(_ node: JSON, _ style: InterfaceStyle) -> HTML {
    let url = node["url"]?.string ?? ""
    let lower = url.lowercased()
    guard lower.hasPrefix("https://") || lower.hasPrefix("http://") || lower.hasPrefix("mailto:") else {
      return element("span", style.attributes(), node)
    }
    return element("a", "href=\"\(url)\" target=\"_blank\" rel=\"noopener noreferrer\"\(style.attributes())", node)
  }

  // MARK: - Buttons and rows

  /// A `Button`: its appearance and role as classes.
  private static func button(_ node: JSON, _ style: InterfaceStyle) -> HTML {
    let appearance = InterfaceStyle.word(node["appearance"]?.string ?? "automatic")
    let role: HTML = node["role"]?.string.map { " r-\(InterfaceStyle.word($0))" } ?? ""
    return """
      <button type="button" class="button b-\(appearance)\(role)" data-id="\(value(node["id"]))" \
      data-action="\(EventAction.tap.rawValue)"\(disabled(node))\(style.attributes())>\(children(node))</button>
      """
  }

  /// A `NavigationLink`: in a list a row with a chevron; elsewhere a plain tinted button, as on iOS.
  private static func navigationLink(_ node: JSON, _ style: InterfaceStyle) -> HTML {
    if node["inList"]?.bool != true && node["box"] != nil { return button(node, style) }
    return """
      <button type="button" class="button link-row" data-id="\(value(node["id"]))" \
      data-action="\(EventAction.tap.rawValue)"\(disabled(node))\(style.attributes())><span class="link-label">\
      \(children(node))</span><span class="chevron" aria-hidden="true">›</span></button>
      """
  }

  /// A `DisclosureGroup`'s header: a button that says whether it is open.
  private static func disclosure(_ node: JSON, _ style: InterfaceStyle) -> HTML {
    let open = node["expanded"]?.bool == true
    let chevron = open ? "⌄" : "›"
    return """
      <button type="button" class="button disclosure" aria-expanded="\(String(open))" \
      data-id="\(value(node["id"]))" data-action="\(EventAction.tap.rawValue)"\(disabled(node))\(style.attributes())>\
      <span class="link-label">\(children(node))</span><span class="chevron" aria-hidden="true">\(chevron)</span></button>
      """
  }

  /// A tab in a tab bar: its symbol or glyph, then its title.
  private static func tab(_ node: JSON, _ style: InterfaceStyle) -> HTML {
    let selected = node["selected"]?.bool == true
    var icon = HTML.empty
    if let symbol = node["symbol"]?.string, let character = IconFont.character(forSymbol: symbol) {
      icon = "<span class=\"icon mi\" aria-hidden=\"true\">\(character)</span>"
    } else if let glyph = node["glyph"]?.string {
      icon = "<span class=\"icon\" aria-hidden=\"true\">\(glyph)</span>"
    }
    return """
      <button type="button" role="tab" class="tab" aria-selected="\(String(selected))" \
      data-id="\(value(node["id"]))" data-action="\(EventAction.tap.rawValue)"\(disabled(node))\(style.attributes())>\
      \(icon)<span class="tab-title">\(value(node["title"]))</span></button>
      """
  }

  /// A row of a list that can be selected.
  private static func selectableRow(_ node: JSON, _ style: InterfaceStyle) -> HTML {
    let selected = node["selected"]?.bool == true
    return tapTarget(
      node, tag: "div",
      attributes:
        "class=\"tappable selectable\" role=\"option\" tabindex=\"0\" aria-selected=\"\(String(selected))\"\(style.attributes())"
    )
  }

  /// A swipe action of a row: its role as a class, its label spoken.
  private static func rowAction(_ node: JSON, _ style: InterfaceStyle) -> HTML {
    let role: HTML = node["role"]?.string.map { " r-\(InterfaceStyle.word($0))" } ?? ""
    return tapTarget(
      node, tag: "button",
      attributes:
        "type=\"button\" class=\"button row-action\(role)\" aria-label=\"\(value(node["label"]))\"\(style.attributes())"
    )
  }

  /// A `ShareLink`: shared by the page itself (the browser's share sheet, or the clipboard), no
  /// round trip.
  private static func shareLink(_ node: JSON, _ style: InterfaceStyle) -> HTML {
    let subject: HTML = node["subject"]?.string.map { " data-subject=\"\($0)\"" } ?? ""
    return """
      <button type="button" class="button share" data-share="\(value(node["text"]))"\(subject)\
      \(disabled(node))\(style.attributes())>\(children(node))</button>
      """
  }

  // MARK: - Controls

  /// A `Toggle`: a checkbox that is a switch.
  private static func toggle(_ node: JSON, _ style: InterfaceStyle) -> HTML {
    let label = value(node["label"])
    let checked: HTML = node["isOn"]?.bool == true ? " checked" : ""
    return """
      <label class="field toggle"\(style.attributes())><span\(hidden(node))>\(label)</span>\
      <input type="checkbox" role="switch" data-id="\(value(node["id"]))" aria-label="\(label)"\
      \(checked)\(disabled(node))></label>
      """
  }

  /// A `Stepper`: its label, and buttons down and up.
  private static func stepper(_ node: JSON, _ style: InterfaceStyle) -> HTML {
    let id = value(node["id"])
    let label = value(node["label"])
    let down: HTML = node["canDecrement"]?.bool == false ? " disabled" : ""
    let up: HTML = node["canIncrement"]?.bool == false ? " disabled" : ""
    return """
      <div class="field stepper" role="group" aria-label="\(label)"\(style.attributes())>\
      <span>\(label)</span><span class="steps">\
      <button type="button" data-id="\(id)" data-action="\(EventAction.decrement.rawValue)" \
      aria-label="Decrease \(label)"\(down)\(disabled(node))>−</button>\
      <button type="button" data-id="\(id)" data-action="\(EventAction.increment.rawValue)" \
      aria-label="Increase \(label)"\(up)\(disabled(node))>+</button></span></div>
      """
  }

  /// A `Slider`: a range input.
  private static func slider(_ node: JSON, _ style: InterfaceStyle) -> HTML {
    let label = value(node["label"])
    let caption: HTML = label.isEmpty ? "" : "<span>\(label)</span>"
    let step = node["step"].map { number($0) } ?? "any"
    return """
      <label class="field"\(style.attributes())>\(caption)\
      <input type="range" data-id="\(value(node["id"]))" aria-label="\(label.isEmpty ? "Value" : label)" \
      min="\(number(node["min"]))" max="\(number(node["max"]))" step="\(step)" value="\(number(node["value"]))"\
      \(disabled(node))></label>
      """
  }

  /// A `ColorPicker`: a color input; the value is checked to be `#rrggbb`, as one takes.
  private static func colorPicker(_ node: JSON, _ style: InterfaceStyle) -> HTML {
    let label = value(node["label"])
    let chosen = node["value"]?.string ?? ""
    let color =
      chosen.count == 7 && chosen.hasPrefix("#") && chosen.dropFirst().allSatisfy(\.isHexDigit) ? chosen : "#007aff"
    return """
      <label class="field"\(style.attributes())><span\(hidden(node))>\(label)</span>\
      <input type="color" data-id="\(value(node["id"]))" aria-label="\(label)" value="\(color)"\
      \(disabled(node))></label>
      """
  }

  /// A `DatePicker`: a date, time or date-and-time input, within its range.
  private static func datePicker(_ node: JSON, _ style: InterfaceStyle) -> HTML {
    let label = value(node["label"])
    let type = ["date": "date", "time": "time", "datetime": "datetime-local"][node["mode"]?.string ?? ""] ?? "date"
    let minimum: HTML = node["min"].map { " min=\"\(value($0))\"" } ?? ""
    let maximum: HTML = node["max"].map { " max=\"\(value($0))\"" } ?? ""
    return """
      <label class="field"\(style.attributes())><span\(hidden(node))>\(label)</span>\
      <input type="\(type)" data-id="\(value(node["id"]))" data-kind="date" aria-label="\(label)" \
      value="\(value(node["value"]))"\(minimum)\(maximum)\(disabled(node))></label>
      """
  }

  /// A `Picker`: radio buttons (segmented or inline) or a select.
  private static func picker(_ node: JSON, _ style: InterfaceStyle) -> HTML {
    let id = value(node["id"])
    let label = value(node["label"])
    let selected = node["selected"]?.string
    let options = node["options"]?.array ?? []
    let appearance = node["appearance"]?.string ?? "menu"
    if appearance == "segmented" || appearance == "inline" {
      let legendHidden = hidden(node).text.isEmpty && appearance == "segmented" && node["inList"]?.bool == true
      var html: HTML = """
        <fieldset class="field choice \(appearance)" role="radiogroup"\(style.attributes())>\
        <legend\(legendHidden ? " class=\"visually-hidden\"" : hidden(node))>\(label)</legend><span class="options">
        """
      for option in options {
        let isOff = option["disabled"]?.bool == true || node["disabled"]?.bool == true
        let checked: HTML = option["value"]?.string == selected ? " checked" : ""
        let off: HTML = isOff ? " disabled" : ""
        html += """
          <label><input type="radio" name="\(id)" data-id="\(id)" value="\(value(option["value"]))"\(checked)\(off)>\
          <span>\(value(option["label"]))</span></label>
          """
      }
      return html + "</span></fieldset>"
    }
    var html: HTML = """
      <label class="field"\(style.attributes())><span\(hidden(node))>\(label)</span>\
      <select data-id="\(id)" aria-label="\(label)"\(disabled(node))>
      """
    if selected == nil { html += "<option value=\"\" selected disabled></option>" }
    for option in options {
      let chosen: HTML = option["value"]?.string == selected ? " selected" : ""
      let off: HTML = option["disabled"]?.bool == true ? " disabled" : ""
      html += "<option value=\"\(value(option["value"]))\"\(chosen)\(off)>\(value(option["label"]))</option>"
    }
    return html + "</select></label>"
  }

  /// A `TextField`, `SecureField` or `TextEditor`.
  private static func textField(_ node: JSON, _ style: InterfaceStyle) -> HTML {
    let label = value(node["label"])
    let prompt = value(node["prompt"])
    var common: HTML =
      "data-id=\"\(value(node["id"]))\" data-kind=\"text\" aria-label=\"\(label)\" placeholder=\"\(prompt)\""
    if node["submits"]?.bool == true { common += " data-submits" }
    if let mode = node["inputMode"]?.string { common += " inputmode=\"\(InterfaceStyle.word(mode))\"" }
    common += disabled(node)
    let caption: HTML = !label.isEmpty && label != prompt ? "<span\(hidden(node))>\(label)</span>" : ""
    let field: HTML
    if node["multiline"]?.bool == true {
      field = "<textarea \(common) rows=\"3\">\(value(node["value"]))</textarea>"
    } else {
      let type = node["secure"]?.bool == true ? "password" : "text"
      field = "<input type=\"\(type)\" \(common) value=\"\(value(node["value"]))\" autocomplete=\"off\">"
    }
    return "<label class=\"field text\"\(style.attributes())>\(caption)\(field)</label>"
  }

  /// A `ProgressView`: a bar with its value, or a spinner.
  private static func progress(_ node: JSON, _ style: InterfaceStyle) -> HTML {
    let label = value(node["label"])
    let caption: HTML = label.isEmpty ? "" : "<span>\(label)</span>"
    let bar: HTML
    if let value = node["value"], let total = node["total"] {
      bar = "<progress value=\"\(number(value))\" max=\"\(number(total))\" aria-label=\"\(label)\"></progress>"
    } else {
      bar = "<progress aria-label=\"\(label.isEmpty ? "Loading" : label)\"></progress>"
    }
    return "<div class=\"field progress\"\(style.attributes())>\(caption)\(bar)</div>"
  }

  /// A `Gauge`: a meter between its ends, its current value spoken and shown.
  private static func gauge(_ node: JSON, _ style: InterfaceStyle) -> HTML {
    let label = value(node["label"])
    let fraction = InterfaceStyle.number(min(max(node["value"]?.number ?? 0, 0), 1))
    let caption: HTML = label.isEmpty ? "" : "<span>\(label)</span>"
    let minimum: HTML = node["minimum"]?.string.map { "<span class=\"end\">\($0)</span>" } ?? ""
    let spoken: HTML = node["current"]?.string.map { " aria-valuetext=\"\($0)\"" } ?? ""
    let maximum: HTML = node["maximum"]?.string.map { "<span class=\"end\">\($0)</span>" } ?? ""
    let current: HTML = node["current"]?.string.map { "<span class=\"value\">\($0)</span>" } ?? ""
    return """
      <div class="field gauge"\(style.attributes())>\(caption)\(minimum)\
      <meter min="0" max="1" value="\(fraction)" aria-label="\(label.isEmpty ? "Value" : label)"\(spoken)></meter>\
      \(maximum)\(current)</div>
      """
  }

  // MARK: - Shapes and drawing

  /// A `Spacer`: at least its minimum length.
  private static func spacer(_ node: JSON, _ style: InterfaceStyle) -> HTML {
    let minimum = node["minLength"].map { "min-width:\(number($0))px;min-height:\(number($0))px;" } ?? ""
    return "<div class=\"spacer\"\(style.attributes(css: style.css + minimum))></div>"
  }

  /// A `Color` as a view: a swatch.
  private static func color(_ node: JSON, _ style: InterfaceStyle) -> HTML {
    let color = InterfaceStyle.color(node["color"]?.string ?? "") ?? "transparent"
    return "<div class=\"swatch\"\(style.attributes(css: "background:\(color);" + style.css))></div>"
  }

  /// A shape: a box with CSS for its outline, fill and stroke. A circle is a disc inside its
  /// box, as large as fits and centred, as SwiftUI draws one in a frame of another shape.
  private static func shape(_ node: JSON, _ style: InterfaceStyle) -> HTML {
    let kind = InterfaceStyle.word(node["shape"]?.string ?? "rectangle")
    if kind == "path" { return pathShape(node, style) }
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
    guard kind == "circle" else {
      return "<div class=\"shape s-\(kind)\" aria-hidden=\"true\"\(style.attributes(css: paint + style.css))></div>"
    }
    let painted: HTML = paint.isEmpty ? "" : " style=\"\(paint)\""
    return
      "<div class=\"shape s-circle\" aria-hidden=\"true\"\(style.attributes())><span class=\"disc\"\(painted)></span></div>"
  }

  /// A canvas's recorded commands as one SVG, scaled to the canvas's box: paths filled or
  /// stroked, texts placed. Every value is checked (path data to numbers and path commands,
  /// colors as for styles, numbers finite), so a drawing cannot write markup.
  private static func canvas(_ node: JSON, _ style: InterfaceStyle) -> HTML {
    let size = (node["size"]?.array ?? []).compactMap(\.number)
    let (width, height) = size.count == 2 ? (size[0], size[1]) : (360, 360)
    let ratio = "aspect-ratio:\(InterfaceStyle.number(max(width, 1)))/\(InterfaceStyle.number(max(height, 1)));"
    var html: HTML = """
      <div class="canvas" role="img"\(style.attributes(css: ratio + style.css))>\
      <svg viewBox="0 0 \(InterfaceStyle.number(width)) \(InterfaceStyle.number(height))">
      """
    for item in node["items"]?.array ?? [] {
      let opacity: HTML =
        item["opacity"]?.number.map { " opacity=\"\(InterfaceStyle.number(min(max($0, 0), 1)))\"" } ?? ""
      switch item["kind"]?.string {
      case "path":
        let data = item["d"]?.string ?? ""
        guard isPathData(data) else { continue }
        let fill = item["fill"]?.string.flatMap(InterfaceStyle.color) ?? "none"
        var attributes: HTML = "d=\"\(data)\" fill=\"\(fill)\"\(opacity)"
        if let stroke = item["stroke"]?.string.flatMap(InterfaceStyle.color) {
          let lineWidth = InterfaceStyle.number(item["lineWidth"]?.number ?? 1)
          attributes += " stroke=\"\(stroke)\" stroke-width=\"\(lineWidth)\"" + InterfaceStyle.strokeAttributes(item)
        }
        html += "<path \(attributes)></path>"
      case "text":
        let x = InterfaceStyle.number(item["x"]?.number ?? 0)
        let y = InterfaceStyle.number(item["y"]?.number ?? 0)
        let anchor = item["anchor"]?.string.flatMap { ["start", "middle", "end"].contains($0) ? $0 : nil } ?? "middle"
        let color = item["color"]?.string.flatMap(InterfaceStyle.color) ?? "currentColor"
        let fontSize = InterfaceStyle.number(min(max(item["fontSize"]?.number ?? 17, 1), 400))
        html += """
          <text x="\(x)" y="\(y)" text-anchor="\(anchor)" dominant-baseline="central" \
          fill="\(color)" font-size="\(fontSize)"\(opacity)>\(value(item["text"]))</text>
          """
      default: continue
      }
    }
    return html + "</svg></div>"
  }

  /// Whether `data` is SVG path data as `Path.svgData` writes it: its commands and numbers only.
  private static func isPathData(_ data: String) -> Bool {
    data.unicodeScalars.allSatisfy { "MLQCZ0123456789.- e".unicodeScalars.contains($0) }
  }

  /// A shape drawn from its path, as SVG: stretched to its box from the square its path was
  /// computed in, or (a `Path` view) at its own coordinates; strokes keep their width however
  /// it stretches; a trimmed outline is a dash of the part to draw. The path data is checked
  /// to be numbers and path commands only.
  private static func pathShape(_ node: JSON, _ style: InterfaceStyle) -> HTML {
    let data = node["path"]?.string ?? ""
    guard isPathData(data) else {
      return "<div class=\"shape s-path\" aria-hidden=\"true\"\(style.attributes())></div>"
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
    var attributes: HTML = "d=\"\(data)\" fill=\"\(fill == "transparent" ? "none" : fill)\""
    if let stroke {
      let lineWidth = InterfaceStyle.number(strokeStyle["lineWidth"]?.number ?? 1)
      attributes += " stroke=\"\(stroke)\" stroke-width=\"\(lineWidth)\" vector-effect=\"non-scaling-stroke\""
      attributes += InterfaceStyle.strokeAttributes(strokeStyle)
    }
    if let trim = node["trim"]?.array?.compactMap(\.number), trim.count == 2 {
      let (from, to) = (max(0, min(trim[0], 1)), max(0, min(trim[1], 1)))
      attributes += """
         pathLength="1" stroke-dasharray="\(InterfaceStyle.number(to - from)) 1" \
        stroke-dashoffset="\(InterfaceStyle.number(-from))"
        """
    }
    let size: HTML = "viewBox=\"0 0 \(InterfaceStyle.number(width)) \(InterfaceStyle.number(height))\""
    let fit: HTML =
      scales
      ? " preserveAspectRatio=\"none\""
      : " class=\"at\" width=\"\(InterfaceStyle.number(width))\" height=\"\(InterfaceStyle.number(height))\""
    return """
      <div class="shape s-path" aria-hidden="true"\(style.attributes())>\
      <svg \(size)\(fit)><path \(attributes)></path></svg></div>
      """
  }

  // MARK: - Shared pieces

  /// An element the person taps: the node's control identifier and the tap action on it,
  /// `disabled` when the node is, its children inside.
  private static func tapTarget(_ node: JSON, tag: HTML, attributes: HTML) -> HTML {
    """
    <\(tag) \(attributes) data-id="\(value(node["id"]))" data-action="\(EventAction.tap.rawValue)"\
    \(disabled(node))>\(children(node))</\(tag)>
    """
  }

  /// `<tag attributes>`, the node's children, `</tag>`.
  private static func element(_ tag: HTML, _ attributes: HTML, _ node: JSON) -> HTML {
    let space: HTML = attributes.text.isEmpty || attributes.text.hasPrefix(" ") ? "" : " "
    return "<\(tag)\(space)\(attributes)>\(children(node))</\(tag)>"
  }

  /// The node's children, each as its kind draws it.
  private static func children(_ node: JSON) -> HTML {
    var html = HTML.empty
    for child in node["children"]?.array ?? [] { html += self.node(child) }
    return html
  }

  /// A form's or list's children: sections as they are, loose rows gathered into sections.
  private static func grouped(_ children: [JSON]) -> HTML {
    var html = HTML.empty
    var loose: [JSON] = []
    for child in children {
      if child["kind"]?.string.flatMap(NodeKind.init(rawValue:)) == .section {
        if !loose.isEmpty { html += section(nil, rows: loose, style: InterfaceStyle(nil)) }
        loose = []
        html += node(child)
      } else {
        loose.append(child)
      }
    }
    if !loose.isEmpty { html += section(nil, rows: loose, style: InterfaceStyle(nil)) }
    return html
  }

  /// A section of a form or list: its header, its rows (each at the box the layout gave it),
  /// its footer.
  private static func section(_ node: JSON?, rows: [JSON], style: InterfaceStyle) -> HTML {
    // Laid out by the engine, the header, the group and each row are drawn at their boxes.
    func placed(_ box: JSON?) -> HTML {
      guard let box else { return "" }
      return InterfaceStyle(node: .object(JSONObject(["box": box]))).attributes()
    }
    let rowBoxes = node?["rowBoxes"]?.array ?? []
    let listStyle = InterfaceStyle.word(node?["listStyle"]?.string ?? "")
    let styleClass: HTML = listStyle.isEmpty ? "" : " l-\(listStyle)"
    var html: HTML = "<section class=\"section\(styleClass)\"\(style.attributes())>"
    if let header = node?["header"]?.string { html += "<h2\(placed(node?["headerBox"]))>\(header)</h2>" }
    html += "<div class=\"rows\"\(placed(node?["rowsBox"]))>"
    for (index, row) in rows.enumerated() {
      html += "<div class=\"row\"\(placed(index < rowBoxes.count ? rowBoxes[index] : nil))>\(self.node(row))</div>"
    }
    html += "</div>"
    if let footer = node?["footer"]?.string { html += "<p class=\"footer\"\(placed(node?["footerBox"]))>\(footer)</p>" }
    return html + "</section>"
  }

  /// ` disabled` when the node is.
  private static func disabled(_ node: JSON) -> HTML { node["disabled"]?.bool == true ? " disabled" : "" }

  /// The class that hides a label from sight (not from assistive technology), when the node
  /// asks (`.labelsHidden()`).
  private static func hidden(_ node: JSON) -> HTML {
    node["labelHidden"]?.bool == true ? " class=\"visually-hidden\"" : ""
  }

  /// A value as the page shows it: a string as it is, a number as CSS writes it, nothing else.
  /// Interpolated into `HTML`, it is escaped there.
  private static func value(_ json: JSON?) -> String {
    switch json {
    case .string(let text)?: text
    case .number?: number(json)
    default: ""
    }
  }

  /// A number as CSS writes it (0 when there is none).
  private static func number(_ value: JSON?) -> String {
    value?.number.map(InterfaceStyle.number) ?? "0"
  }
}
