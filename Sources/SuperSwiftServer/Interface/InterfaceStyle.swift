import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHTTP

/// A node's `style` (from modifiers) as CSS and attributes, every value checked first.
struct InterfaceStyle {
  private(set) var css = ""
  private var label: String?
  /// Assistive technology's extras: a hint, a value, hidden, a test identifier.
  private var aria: [(name: String, value: String)] = []
  private var help: String?
  private var badge: String?
  private var classes: [String] = []

  /// The parts of a CSS `transform`, in SwiftUI's order (offset, then rotation, then scale).
  private var transforms: [String] = []
  private var filters: [String] = []

  /// Whether the element is drawn at a box from the layout engine (`InterfacePositions`).
  private(set) var isPositioned = false

  init(_ style: JSON?) {
    apply(style)
    css += effects
  }

  /// A node's style, and the box the layout put it in: the element is placed there and its
  /// content inset by the layout's padding, so padding and frames from the style are not
  /// applied a second time. `sizeOnly` keeps the size and lets CSS place it (a sheet).
  init(node: JSON, sizeOnly: Bool = false, extra: String = "") {
    let box = (node["box"]?.array ?? []).compactMap(\.number)
    guard box.count == 4, box.allSatisfy(\.isFinite) else {
      self.init(node["style"])
      return
    }
    self.init(nil)
    isPositioned = true
    apply(node["style"], except: [.padding, .frame])
    var placed = sizeOnly ? "" : "position:absolute;left:\(Self.number(box[0]))px;top:\(Self.number(box[1]))px;"
    placed += "width:\(Self.number(max(box[2], 0)))px;height:\(Self.number(max(box[3], 0)))px;"
    let inset = (node["inset"]?.array ?? []).compactMap(\.number)
    if inset.count == 4 { placed += "padding:\(inset.map { "\(Self.number(max($0, 0)))px" }.joined(separator: " "));" }
    css = placed + css + extra + effects
  }

  /// Applies each key of a node's `style` object but `skipped`. The app side writes only
  /// `StyleKey`s; a key that is not one is not from it, and draws nothing.
  private mutating func apply(_ style: JSON?, except skipped: Set<StyleKey> = []) {
    guard let style = style?.object else { return }
    for (name, value) in zip(style.keys, style.values) {
      guard let key = StyleKey(rawValue: name), !skipped.contains(key) else { continue }
      apply(key, value)
    }
  }

  /// The `transform` and `filter` the style's effects add up to, which go last.
  private var effects: String {
    (transforms.isEmpty ? "" : "transform:\(transforms.joined(separator: " "));")
      + (filters.isEmpty ? "" : "filter:\(filters.joined(separator: " "));")
  }

  /// The glyph size of a symbol drawn in `font` (the layout's numbers): 1.25 times its size.
  static func symbolSize(_ font: JSON?) -> String {
    guard let size = font?["size"]?.number, size.isFinite else { return "" }
    return "font-size:\(number(min(max(size * 1.25, 1), 500)))px;"
  }

  /// The CSS `font` of a font the layout measured with (`size`, `weight`, `lineHeight`,
  /// `italic`, `monospaced`): numbers and the page's own families only.
  static func measuredFont(_ font: JSON?) -> String {
    guard let size = font?["size"]?.number, let lineHeight = font?["lineHeight"]?.number, size.isFinite,
      lineHeight.isFinite
    else { return "" }
    let weight = Self.integer(font?["weight"]?.number ?? 400, in: 100...900)
    let family =
      font?["monospaced"]?.bool == true
      ? "\"SuperSwift Mono\",ui-monospace,monospace" : "\"SuperSwift Text\",system-ui,sans-serif"
    let italic = font?["italic"]?.bool == true ? "italic " : ""
    return
      "font:\(italic)\(weight) \(number(min(max(size, 1), 400)))px/\(number(min(max(lineHeight, 1), 500)))px \(family);"
  }

  private mutating func apply(_ key: StyleKey, _ value: JSON) {
    switch key {
    case .padding:
      let sides = (value.array ?? []).compactMap(\.number)
      if sides.count == 4 { css += "padding:\(sides.map { "\(Self.number($0))px" }.joined(separator: " "));" }
    case .font:
      if let textStyle = value["textStyle"]?.string { classes.append("font-\(Self.word(textStyle))") }
      if let size = value["size"]?.number { css += "font-size:\(Self.number(size))px;" }
      if let weight = value["weight"]?.string, Int(weight) != nil { css += "font-weight:\(weight);" }
      css += Self.design(value["design"])
      if value["italic"]?.bool == true { css += "font-style:italic;" }
      if let family = value["family"]?.string.flatMap(Self.fontFamily) { css += "font-family:\(family);" }
      if let caps = value["caps"]?.string, ["small-caps", "all-small-caps"].contains(caps) {
        css += "font-variant-caps:\(caps);"
      }
      if value["monospacedDigit"]?.bool == true { css += "font-variant-numeric:tabular-nums;" }
      css += Self.stretch(value["stretch"])
      if let height = value["lineHeight"]?.number { css += "line-height:\(Self.number(min(max(height, 0.5), 4)));" }
    case .design: css += Self.design(value)
    case .fontWidth: css += Self.stretch(value)
    case .baselineOffset:
      if let offset = value.number { css += "vertical-align:\(Self.number(offset))px;" }
    case .textScale: if let factor = value.number { css += "font-size:\(Self.number(factor))em;" }
    case .textCase:
      if let textCase = value.string, ["uppercase", "lowercase", "none"].contains(textCase) {
        css += "text-transform:\(textCase);"
      }
    case .truncationMode:
      // CSS cuts at the end only; head and middle are cut at the end too.
      if value.string != nil { css += "overflow:hidden;text-overflow:ellipsis;" }
    case .lineSpacing:
      if let spacing = value.number { css += "line-height:calc(1.3em + \(Self.number(max(spacing, 0)))px);" }
    case .bold: if value.bool == true { css += "font-weight:700;" }
    case .italic: if value.bool == true { css += "font-style:italic;" }
    case .weight: if let weight = value.string, Int(weight) != nil { css += "font-weight:\(weight);" }
    case .monospaced: if value.bool == true { css += "font-family:ui-monospace,monospace;" }
    case .monospacedDigit: if value.bool == true { css += "font-variant-numeric:tabular-nums;" }
    case .underline: if value.bool == true { css += "text-decoration:underline;" }
    case .strikethrough: if value.bool == true { css += "text-decoration:line-through;" }
    case .color:
      // The foreground flows down to the buttons and links inside, over their tint (`--fg`).
      if let color = value.string.flatMap(Self.color) { css += "color:\(color);--fg:\(color);" }
    case .colorScheme:
      if let scheme = value.string, ["light", "dark"].contains(scheme) { aria.append(("data-scheme", scheme)) }
    case .preferredColorScheme:
      if let scheme = value.string, ["light", "dark"].contains(scheme) {
        aria += [("data-scheme", scheme), ("data-preferred-scheme", scheme)]
      }
    case .background: if let color = value.string.flatMap(Self.color) { css += "background:\(color);" }
    case .tint: if let color = value.string.flatMap(Self.color) { css += "--tint:\(color);" }
    case .opacity: if let opacity = value.number { css += "opacity:\(Self.number(opacity));" }
    case .cornerRadius: if let radius = value.number { css += "border-radius:\(Self.number(radius))px;" }
    case .textAlignment: if let alignment = value.string { classes.append("t-\(Self.word(alignment))") }
    case .lineLimit:
      if let lines = value.number {
        css +=
          "display:-webkit-box;-webkit-box-orient:vertical;overflow:hidden;-webkit-line-clamp:\(Self.integer(lines, in: 1...100_000));"
      }
    case .frame:
      for (name, property) in [
        ("width", "width"), ("height", "height"), ("minWidth", "min-width"), ("maxWidth", "max-width"),
        ("minHeight", "min-height"), ("maxHeight", "max-height"),
      ] {
        guard let limit = value[name] else { continue }
        if limit.string == "infinity" {
          css += name.hasSuffix("Width") ? "\(property):100%;width:100%;" : "\(property):100%;flex-grow:1;"
          if name == "maxWidth" { classes.append("gw") }
          if name == "maxHeight" { classes.append("gh") }
        } else if let number = limit.number {
          css += "\(property):\(Self.number(number))px;"
          // A fixed size is not squashed or stretched along a stack's axis (CSS's flex would).
          if name == "width" { classes.append("fw") }
          if name == "height" { classes.append("fh") }
        }
      }
      if let alignment = value["alignment"]?.string { classes.append("f-\(Self.word(alignment))") }
    case .clip:
      css += "overflow:hidden;"
      switch value["shape"]?.string {
      case "circle", "ellipse": css += "border-radius:50%;"
      case "capsule": css += "border-radius:9999px;"
      case "roundedRectangle":
        if let radius = value["cornerRadius"]?.number { css += "border-radius:\(Self.number(radius))px;" }
      default: break
      }
    case .scale:
      let factors = (value.array ?? []).compactMap(\.number)
      if factors.count == 2 { transforms.append("scale(\(Self.number(factors[0])),\(Self.number(factors[1])))") }
    case .rotation: if let degrees = value.number { transforms.append("rotate(\(Self.number(degrees))deg)") }
    case .rotation3D:
      let parts = (value.array ?? []).compactMap(\.number)
      if parts.count == 4 {
        transforms.append(
          "perspective(600px) rotate3d(\(parts[0...2].map(Self.number).joined(separator: ",")),\(Self.number(parts[3]))deg)"
        )
      }
    case .offset:
      let parts = (value.array ?? []).compactMap(\.number)
      if parts.count == 2 {
        transforms.insert("translate(\(Self.number(parts[0]))px,\(Self.number(parts[1]))px)", at: 0)
      }
    case .border:
      if let color = value["color"]?.string.flatMap(Self.color), let width = value["width"]?.number {
        css += "box-shadow:inset 0 0 0 \(Self.number(width))px \(color);"
      }
    case .shadow:
      if let color = value["color"]?.string.flatMap(Self.color), let radius = value["radius"]?.number {
        let x = Self.number(value["x"]?.number ?? 0)
        let y = Self.number(value["y"]?.number ?? 0)
        filters.append("drop-shadow(\(x)px \(y)px \(Self.number(radius))px \(color))")
      }
    case .blur: if let radius = value.number { filters.append("blur(\(Self.number(radius))px)") }
    case .brightness: if let amount = value.number { filters.append("brightness(\(Self.number(max(amount, 0))))") }
    case .contrast: if let amount = value.number { filters.append("contrast(\(Self.number(max(amount, 0))))") }
    case .grayscale:
      if let amount = value.number { filters.append("grayscale(\(Self.number(min(max(amount, 0), 1))))") }
    case .hueRotation: if let degrees = value.number { filters.append("hue-rotate(\(Self.number(degrees))deg)") }
    case .colorInvert: if value.bool == true { filters.append("invert(1)") }
    case .hidden: if value.bool == true { css += "visibility:hidden;" }
    case .aspectRatio: css += value["mode"]?.string == "fill" ? "object-fit:cover;" : "object-fit:contain;"
    case .position:
      // The view's centre at the point, in the nearest positioned container's space.
      let point = (value.array ?? []).compactMap(\.number)
      if point.count == 2 {
        css += "position:absolute;left:\(Self.number(point[0]))px;top:\(Self.number(point[1]))px;"
        transforms.insert("translate(-50%,-50%)", at: 0)
      }
    case .zIndex:
      // CSS's z-index is a 32-bit integer; an app's `.zIndex(.greatestFiniteMagnitude)` is the top.
      if let index = value.number {
        css += "z-index:\(Self.integer(index, in: -2_147_483_647...2_147_483_647));position:relative;"
      }
    case .badge: badge = value.string.map { String($0.prefix(20)) }
    case .accessibilityLabel: label = value.string
    case .accessibilityHint: if let hint = value.string { aria.append(("aria-description", hint)) }
    case .accessibilityValue: if let text = value.string { aria.append(("aria-valuetext", text)) }
    case .accessibilityHidden: if value.bool == true { aria.append(("aria-hidden", "true")) }
    case .accessibilityIdentifier: if let id = value.string { aria.append(("data-testid", id)) }
    case .viewID: if let id = value.string { aria.append(("data-view-id", id)) }
    case .accessibilityTraits: if let bits = value.number { aria += Self.traits(Self.integer(bits, in: 0...(1 << 40))) }
    case .accessibilityHeading:
      if let level = value.number {
        aria += [("role", "heading"), ("aria-level", "\(Self.integer(level, in: 1...6))")]
      }
    case .kerning: if let points = value.number { css += "letter-spacing:\(Self.number(points))px;" }
    case .help: help = value.string
    case .fixedSize, .layoutPriority, .ignoresSafeArea:
      // Read by the layout engine only: their effect is the box the node was given.
      break
    case .link:
      // A segment of text's target: `InterfaceHTML` makes the segment a link.
      break
    case .listStyle, .textFieldStyle:
      // Read by the layout (a list's margins) and the renderer of the kind they style.
      break
    case .tabItem:
      // Taken off by the tab view, which draws it in its bar; never reaches the page.
      break
    }
  }

  /// The attributes to put on the node's element, with `css` as its inline style.
  func attributes(css: String? = nil) -> HTML {
    var html = HTML.empty
    let css = css ?? self.css
    if !classes.isEmpty { html += " data-style=\"\(classes.joined(separator: " "))\"" }
    if isPositioned { html += " data-box" }
    if !css.isEmpty { html += " style=\"\(css)\"" }
    if let label { html += " aria-label=\"\(label)\"" }
    // The names are this type's own (`aria-hint`, `aria-hidden`…), the values escaped.
    for (name, value) in aria { html += " \(HTML(trusted: name))=\"\(value)\"" }
    if let help { html += " title=\"\(help)\"" }
    if let badge { html += " data-badge=\"\(badge)\"" }
    return html
  }

  /// The font family of a `Font.Design` (`monospaced`, `serif`, `rounded`); nothing for the default.
  static func design(_ value: JSON?) -> String {
    switch value?.string {
    case "monospaced": "font-family:ui-monospace,monospace;"
    case "serif": "font-family:ui-serif,serif;"
    case "rounded": "font-family:ui-rounded,system-ui,sans-serif;"
    default: ""
    }
  }

  /// The `font-stretch` of a `Font.Width` percentage, kept to what CSS draws (50–200 %).
  static func stretch(_ value: JSON?) -> String {
    guard let stretch = value?.number else { return "" }
    return "font-stretch:\(number(min(max(stretch, 50), 200)))%;"
  }

  /// The ARIA attributes of `AccessibilityTraits` bits: roles for button, heading, link, image,
  /// search field, toggle and tab bar; `aria-selected` and `aria-modal`; `aria-live` for
  /// content that changes often. The first role wins, as an element has one.
  static func traits(_ bits: Int) -> [(name: String, value: String)] {
    let roles: [(bit: Int, role: String)] = [
      (1, "button"), (2, "heading"), (8, "link"), (16, "img"), (64, "searchbox"), (32768, "switch"), (65536, "tablist"),
    ]
    var attributes: [(name: String, value: String)] = []
    if let role = roles.first(where: { bits & $0.bit != 0 }) { attributes.append(("role", role.role)) }
    if bits & 4 != 0 { attributes.append(("aria-selected", "true")) }
    if bits & 16384 != 0 { attributes.append(("aria-modal", "true")) }
    if bits & 1024 != 0 { attributes.append(("aria-live", "polite")) }
    return attributes
  }

  /// A CSS color from the SwiftUI module (`var(--red)`, `#8e8e93`, `rgb(…)`, `color-mix(…)`),
  /// or `nil` if it has anything a color does not need.
  static func color(_ text: String) -> String? {
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789#()-.,%/ ")
    guard text.count <= 200, text.allSatisfy(allowed.contains) else { return nil }
    return text
  }

  /// SVG attributes for a stroke's caps, joins and dashes (from `StrokeStyle`), each checked to
  /// be one of SVG's words or numbers.
  static func strokeAttributes(_ style: JSON) -> HTML {
    var html = HTML.empty
    if let cap = style["lineCap"]?.string, ["butt", "round", "square"].contains(cap) {
      html += " stroke-linecap=\"\(cap)\""
    }
    if let join = style["lineJoin"]?.string, ["miter", "round", "bevel"].contains(join) {
      html += " stroke-linejoin=\"\(join)\""
    }
    let dash = (style["dash"]?.array ?? []).compactMap(\.number).filter { $0.isFinite && $0 >= 0 }
    if !dash.isEmpty {
      html += " stroke-dasharray=\"\(dash.prefix(16).map(number).joined(separator: " "))\""
      if let phase = style["dashPhase"]?.number { html += " stroke-dashoffset=\"\(number(phase))\"" }
    }
    return html
  }

  /// A CSS font family list for the family `name` (quoted), falling back to the system font;
  /// `nil` for a name with anything but letters, digits, spaces, `-` and `_`.
  static func fontFamily(_ name: String) -> String? {
    guard !name.isEmpty, name.count <= 80,
      name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || " -_".contains($0)) })
    else { return nil }
    return "\"\(name)\",system-ui,sans-serif"
  }

  /// Whether a grid's track list is made only of what `GridItem` writes (`minmax(80px, 1fr)`,
  /// `repeat(auto-fill, …)`, `120px`, `auto`).
  static func isTrackList(_ text: String) -> Bool {
    let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789(), -.")
    return text.count <= 400 && text.allSatisfy(allowed.contains)
  }

  /// An app's number as a whole number within `range`: rounded toward zero, clamped, and the
  /// range's lower end for what is not a number. A value an app sends is never trusted to fit
  /// an `Int` (`Int(1e300)` stops the process; this one is the server).
  static func integer(_ value: Double, in range: ClosedRange<Int>) -> Int {
    guard !value.isNaN else { return range.lowerBound }
    if value <= Double(range.lowerBound) { return range.lowerBound }
    if value >= Double(range.upperBound) { return range.upperBound }
    return Int(value)
  }

  /// A number as CSS writes it.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  /// A word for a class name: letters and digits only.
  static func word(_ text: String) -> String {
    String(text.filter { $0.isASCII && ($0.isLetter || $0.isNumber) }.prefix(40))
  }
}
