@_spi(Host) import SuperSwift

/// Each kind of node's own layout: how big its content is for a proposal, and where its
/// children go.
extension LayoutEngine {
  /// Chrome at the top of a screen: full width, its own height, above the content.
  static let topChrome: Set<NodeKind> = [.toolbar, .navigationBar, .search]
  /// Controls that take the width they are offered (as on iOS) and a height of their own.
  static let fillsWidth: Set<NodeKind> = [
    .toggle, .textField, .slider, .stepper, .datePicker, .colorPicker, .progress, .gauge, .labeled,
  ]
  /// Kinds whose children the page draws by itself (an alert's buttons, a menu's items): the
  /// layout sizes the node and leaves its inside alone.
  static let drawnByPage: Set<NodeKind> = [.alert, .dialog]
  /// Kinds drawn over the screen rather than in it.
  static let modal: Set<NodeKind> = [.sheet, .alert, .dialog]

  /// The size of the node's own content (inside its padding and frame).
  func contentSize(_ box: LayoutBox, _ proposal: Proposal) -> LayoutSize {
    let width = proposal.width
    switch box.kind {
    case .vstack, .hstack:
      return stackSize(
        box.children, axis: box.kind == .hstack ? .horizontal : .vertical, spacing: Self.spacing(box), proposal,
        baseline: box.kind == .hstack ? Baseline(box["alignment"]?.string) : nil)
    case .zstack, .layer, .tabPanel:
      if let layout = box.node.customLayout { return customSize(layout, box, proposal) }
      return overlaidSize(box.children, proposal)
    case .layered:
      return box.children.first { $0["role"]?.string == "base" }.map { size($0, proposal) } ?? .zero
    case .text:
      return text(box, proposal).size
    case .spacer:
      let least = box["minLength"]?.number ?? LayoutMetrics.spacerMinimum
      switch box.stackAxis {
      case .horizontal?: return LayoutSize(width: max(proposal.width ?? least, least), height: 0)
      case .vertical?: return LayoutSize(width: 0, height: max(proposal.height ?? least, least))
      case nil: return LayoutSize(width: proposal.width ?? 0, height: proposal.height ?? 0)
      }
    case .divider:
      if box.stackAxis == .horizontal { return LayoutSize(width: 1, height: proposal.height ?? 0) }
      return LayoutSize(width: proposal.width ?? 0, height: 1)
    case .shape, .color, .canvas:
      return LayoutSize(
        width: proposal.width ?? LayoutMetrics.shapeIdealSize, height: proposal.height ?? LayoutMetrics.shapeIdealSize)
    case .image:
      return image(box, proposal)
    case .root, .navigation, .sheet, .inert, .tabs, .form, .list:
      return LayoutSize(
        width: width ?? LayoutMetrics.screen.width, height: proposal.height ?? screenHeight(box, proposal))
    case .scroll:
      let content = overlaidSize(box.children, scrollProposal(box, proposal))
      if box["axes"]?.string == "horizontal" {
        return LayoutSize(width: width ?? content.width, height: content.height)
      }
      return LayoutSize(width: width ?? content.width, height: proposal.height ?? content.height)
    case .toolbar, .navigationBar:
      return LayoutSize(width: width ?? LayoutMetrics.screen.width, height: LayoutMetrics.navigationBarHeight)
    case .search:
      return LayoutSize(width: width ?? LayoutMetrics.screen.width, height: 36 + 12)
    case .tabBar:
      return LayoutSize(width: width ?? LayoutMetrics.screen.width, height: LayoutMetrics.tabBarHeight)
    case .section:
      return sectionSize(box, proposal)
    case .grid:
      return grid(box, proposal, place: nil)
    case .button, .navigationLink, .rowAction, .sheetClose, .menu, .shareLink, .tappable, .selectableRow, .link,
      .disclosure, .menuLabel:
      return button(box, proposal)
    case .label:
      return stackSize(box.children, axis: .horizontal, spacing: LayoutMetrics.stackSpacing, proposal)
    case .editableRow:
      return stackSize(box.children, axis: .horizontal, spacing: LayoutMetrics.stackSpacing, proposal)
    case .toggle:
      let label = labelWidth(box)
      let height = max(LayoutMetrics.toggle.height, labelHeight(box))
      return LayoutSize(width: width ?? label + (label > 0 ? 16 : 0) + LayoutMetrics.toggle.width, height: height)
    case .stepper:
      let label = labelWidth(box)
      return LayoutSize(
        width: width ?? label + 16 + LayoutMetrics.stepper.width,
        height: max(LayoutMetrics.stepper.height, labelHeight(box)))
    case .slider:
      return LayoutSize(width: width ?? 200, height: LayoutMetrics.sliderHeight)
    case .textField:
      let line = box.environment.font.lineHeight
      if box["multiline"]?.bool == true {
        return LayoutSize(width: width ?? 200, height: proposal.height.map { max($0, line * 3) } ?? line * 3)
      }
      let bordered = box.environment.textFieldStyle == "roundedBorder" || box["inList"]?.bool != true
      return LayoutSize(width: width ?? 200, height: bordered ? LayoutMetrics.roundedFieldHeight : line)
    case .datePicker, .colorPicker:
      return LayoutSize(width: width ?? 200, height: LayoutMetrics.compactControlHeight)
    case .picker:
      return picker(box, proposal)
    case .progress:
      let label = box["label"]?.string.map { measure($0, box.environment.font).height + 4 } ?? 0
      if box["value"] == nil, box["label"] == nil {
        return LayoutSize(width: LayoutMetrics.spinner, height: LayoutMetrics.spinner)
      }
      return LayoutSize(width: width ?? 200, height: label + LayoutMetrics.progressBarHeight + 8)
    case .gauge:
      let label = box["label"]?.string.map { measure($0, box.environment.font).height + 4 } ?? 0
      return LayoutSize(width: width ?? 200, height: label + 24)
    case .labeled:
      let label = labelWidth(box)
      let value = stackSize(box.children, axis: .horizontal, spacing: 8, Proposal(width: nil, height: nil))
      return LayoutSize(width: width ?? label + 16 + value.width, height: max(labelHeight(box), value.height))
    case .asyncImage:
      if box.children.isEmpty {
        return LayoutSize(width: width ?? 100, height: proposal.height ?? 100)
      }
      return overlaidSize(box.children, proposal)
    case .disclosureGroup:
      return stackSize(box.children, axis: .vertical, spacing: 0, proposal)
    case .disclosed:
      let inner = Proposal(width: width.map { max($0 - 16, 0) }, height: nil)
      let stacked = stackSize(box.children, axis: .vertical, spacing: LayoutMetrics.stackSpacing, inner)
      return LayoutSize(width: stacked.width + 16, height: stacked.height)
    case .alert, .dialog:
      // Drawn by the page over the screen (`drawnByPage`): a box of their usual size.
      return LayoutSize(width: width ?? 270, height: proposal.height ?? 120)
    case .gridRow, .modified, .scrollReader, .tab:
      // Wrappers whose children stand one above another.
      return stackSize(box.children, axis: .vertical, spacing: LayoutMetrics.stackSpacing, proposal)
    }
  }

  /// Places the node's children in its content rectangle.
  func placeContent(_ box: LayoutBox, proposal: Proposal, in rect: LayoutRect) {
    switch box.kind {
    case .vstack, .hstack:
      let axis: LayoutAxis = box.kind == .hstack ? .horizontal : .vertical
      let name = box["alignment"]?.string
      let alignment =
        axis == .vertical ? LayoutAlignment(name, nil).horizontal : LayoutAlignment(nil, name).vertical
      placeStack(
        box.children, axis: axis, spacing: Self.spacing(box), alignment: alignment, proposal, in: rect,
        baseline: axis == .horizontal ? Baseline(name) : nil)
    case .zstack:
      if let layout = box.node.customLayout { return placeCustom(layout, box, proposal: proposal, in: rect) }
      let alignment = LayoutAlignment(box["alignment"]?.string, box["verticalAlignment"]?.string)
      placeOverlaid(box.children, alignment: alignment, proposal, in: rect)
    case .layer, .tabPanel:
      let alignment = LayoutAlignment(combined: box["alignment"]?.string)
      placeOverlaid(box.children, alignment: alignment, proposal, in: rect)
    case .layered:
      // The base is laid out as proposed; each decoration is offered the base's size.
      let exact = Proposal(width: rect.width, height: rect.height)
      for layer in box.children {
        place(layer, proposal: layer["role"]?.string == "base" ? proposal : exact, in: rect)
      }
    case .text:
      let laid = text(box, proposal)
      if laid.lines.count > 1 || laid.truncated { box.written["lines"] = .array(laid.lines.map { .string($0) }) }
      box.written["font"] = box.environment.font.json
    case .root, .navigation, .inert:
      placeScreen(box, in: rect)
    case .sheet:
      // The sheet is drawn in its own layer: its content starts at its own top-left corner.
      let top = box["title"]?.string?.isEmpty == false ? 52.0 : 16.0
      box.frame = LayoutRect(x: 0, y: 0, width: rect.width, height: rect.height)
      box.content = box.frame
      placeScreen(
        box, in: LayoutRect(x: 16, y: top, width: max(rect.width - 32, 0), height: max(rect.height - top - 16, 0)))
    case .tabs:
      placeTabs(box, in: rect)
    case .tabBar:
      let count = Double(max(box.children.count, 1))
      let width = rect.width / count
      for (index, tab) in box.children.enumerated() {
        let frame = LayoutRect(x: rect.x + width * Double(index), y: rect.y, width: width, height: rect.height)
        place(tab, proposal: Proposal(width: frame.width, height: frame.height), in: frame)
      }
    case .scroll:
      let inner = scrollProposal(box, proposal)
      for child in box.children {
        let chosen = size(child, inner)
        let horizontal = box["axes"]?.string == "horizontal"
        let x = horizontal ? rect.x : rect.x + max((rect.width - chosen.width) / 2, 0)
        let y = horizontal ? rect.y + max((rect.height - chosen.height) / 2, 0) : rect.y
        place(child, proposal: inner, in: LayoutRect(x: x, y: y, width: chosen.width, height: chosen.height))
      }
    case .toolbar, .navigationBar:
      // Placed by the screen they are on (`placeScreen`), which knows where its bottom bar is.
      break
    case .search:
      for child in box.children {
        let frame = LayoutRect(x: rect.x, y: rect.y + 6, width: rect.width, height: 36)
        place(child, proposal: Proposal(width: frame.width, height: frame.height), in: frame)
      }
    case .form, .list:
      placeList(box, in: rect)
    case .section:
      placeSection(box, proposal, in: rect)
    case .grid:
      _ = grid(box, proposal, place: rect)
    case .button, .navigationLink, .rowAction, .sheetClose, .menu, .shareLink, .tappable, .selectableRow, .link,
      .disclosure, .menuLabel:
      placeButton(box, proposal, in: rect)
    case .label, .editableRow:
      placeStack(
        box.children, axis: .horizontal, spacing: LayoutMetrics.stackSpacing, alignment: 0.5, proposal, in: rect)
    case .labeled:
      let value = stackSize(box.children, axis: .horizontal, spacing: 8, Proposal(width: nil, height: nil))
      let frame = LayoutRect(
        x: rect.x + rect.width - value.width, y: rect.y + (rect.height - value.height) / 2, width: value.width,
        height: value.height)
      placeStack(
        box.children, axis: .horizontal, spacing: 8, alignment: 0.5, Proposal(width: nil, height: nil), in: frame)
    case .asyncImage:
      placeOverlaid(box.children, alignment: .center, proposal, in: rect)
    case .disclosureGroup:
      placeStack(box.children, axis: .vertical, spacing: 0, alignment: 0, proposal, in: rect)
    case .disclosed:
      let inner = Proposal(width: proposal.width.map { max($0 - 16, 0) }, height: nil)
      placeStack(
        box.children, axis: .vertical, spacing: LayoutMetrics.stackSpacing, alignment: 0, inner,
        in: LayoutRect(x: rect.x + 16, y: rect.y, width: max(rect.width - 16, 0), height: rect.height))
    case .image where box["symbol"]?.bool == true || box["glyph"] != nil:
      // A symbol is drawn in its font, as large as the engine measured it.
      box.written["font"] = box.environment.font.json
    case .toggle, .stepper, .slider, .textField, .datePicker, .colorPicker, .picker, .progress, .gauge, .image, .shape,
      .color, .canvas, .spacer, .divider:
      // Leaves: the page draws their inside.
      break
    case .alert, .dialog:
      // Drawn by the page over the screen (`drawnByPage`).
      break
    case .gridRow, .modified, .scrollReader, .tab:
      placeStack(box.children, axis: .vertical, spacing: LayoutMetrics.stackSpacing, alignment: 0.5, proposal, in: rect)
    }
  }

  // MARK: - Screens

  /// The height a screen-like container takes when offered none: its content's.
  private func screenHeight(_ box: LayoutBox, _ proposal: Proposal) -> Double {
    let content = box.children.filter { !Self.topChrome.contains($0.kind) }
    let chrome = box.children.filter { Self.topChrome.contains($0.kind) }
    let inner = Proposal(width: proposal.width, height: nil)
    return stackSize(content, axis: .vertical, spacing: LayoutMetrics.stackSpacing, inner).height
      + chrome.reduce(0) { $0 + size($1, inner).height }
  }

  /// A screen: its bars at the top, and its content (an implicit `VStack`) centred in the
  /// space below them, as SwiftUI centres a window's root view. A view that ignores the safe
  /// area is given the whole screen, bars included.
  func placeScreen(_ box: LayoutBox, in rect: LayoutRect) {
    var top = rect.y
    var bottom = rect.y + rect.height
    var barPlaced = false
    let bottomBar = LayoutRect(
      x: rect.x, y: rect.y + rect.height - LayoutMetrics.navigationBarHeight, width: rect.width,
      height: LayoutMetrics.navigationBarHeight)
    for bar in box.children where Self.topChrome.contains(bar.kind) {
      // The back button and the toolbar share one bar, as on a phone.
      let shares = barPlaced && bar.kind == .toolbar
      let height = size(bar, Proposal(width: rect.width, height: nil)).height
      let frame = LayoutRect(x: rect.x, y: shares ? top - height : top, width: rect.width, height: height)
      place(bar, proposal: Proposal(width: rect.width, height: height), in: frame)
      if bar.kind != .search, placeBar(bar, in: frame, bottom: bottomBar) { bottom = bottomBar.y }
      if !shares { top += height }
      barPlaced = barPlaced || bar.kind == .navigationBar || bar.kind == .toolbar
    }
    let content = box.children.filter {
      !Self.topChrome.contains($0.kind) && !Self.modal.contains($0.kind) && $0.style[.ignoresSafeArea] == nil
    }
    // A sheet covers the screen but its top; an alert is sized here and centred by the page.
    for modal in box.children where Self.modal.contains(modal.kind) {
      let proposal = Proposal(width: min(rect.width, 640), height: max(rect.height - 40, 0))
      place(modal, proposal: proposal, in: LayoutRect(x: 0, y: 0, width: proposal.width!, height: proposal.height!))
    }
    for child in box.children where child.style[.ignoresSafeArea] != nil {
      let proposal = Proposal(width: rect.width, height: rect.height)
      place(child, proposal: proposal, in: Self.aligned(size(child, proposal), in: rect, .center))
    }
    let area = LayoutRect(x: rect.x, y: top, width: rect.width, height: max(bottom - top, 0))
    let proposal = Proposal(width: area.width, height: area.height)
    let spacing = LayoutMetrics.stackSpacing
    let stacked = stackSize(content, axis: .vertical, spacing: spacing, proposal)
    let frame = Self.aligned(stacked, in: area, .center)
    placeStack(content, axis: .vertical, spacing: spacing, alignment: 0.5, proposal, in: frame)
  }

  /// A tab view: the selected tab's screen above a tab bar (paged: dots over the page).
  private func placeTabs(_ box: LayoutBox, in rect: LayoutRect) {
    let paged = box["paged"]?.bool == true
    let barHeight = paged ? 26.0 : LayoutMetrics.tabBarHeight
    for child in box.children {
      if child.kind == .tabBar {
        let frame = LayoutRect(x: rect.x, y: rect.y + rect.height - barHeight, width: rect.width, height: barHeight)
        place(child, proposal: Proposal(width: frame.width, height: frame.height), in: frame)
      } else {
        let height = paged ? rect.height : max(rect.height - barHeight, 0)
        let frame = LayoutRect(x: rect.x, y: rect.y, width: rect.width, height: height)
        child.frame = frame
        child.content = frame
        placeScreen(child, in: frame)
      }
    }
  }

  /// A navigation bar's or toolbar's items: leading ones from the left, principal ones in the
  /// middle, trailing ones from the right; bottom-bar items spread across `bottom`, a bar at
  /// the bottom of the screen. Says whether that bar has items.
  private func placeBar(_ box: LayoutBox, in rect: LayoutRect, bottom: LayoutRect) -> Bool {
    var leading: [LayoutBox] = []
    var principal: [LayoutBox] = []
    var trailing: [LayoutBox] = []
    var lower: [LayoutBox] = []
    for item in box.children {
      switch item["placement"]?.string {
      case "topBarLeading", "navigationBarLeading", "cancellationAction", "navigation":
        leading.append(item)
      case "principal": principal.append(item)
      case "bottomBar", "status": lower.append(item)
      case "keyboard":
        // No keyboard bar on a page without a keyboard: the item is kept out of sight.
        place(item, proposal: Proposal(width: 0, height: 0), in: LayoutRect(x: rect.x, y: rect.y, width: 0, height: 0))
      default:
        if box.kind == .navigationBar { leading.append(item) } else { trailing.append(item) }
      }
    }
    let ideal = Proposal(width: nil, height: rect.height)
    var x = rect.x + LayoutMetrics.padding
    for item in leading {
      let chosen = size(item, ideal)
      place(
        item, proposal: ideal,
        in: Self.aligned(chosen, in: LayoutRect(x: x, y: rect.y, width: chosen.width, height: rect.height), .center))
      x += chosen.width + LayoutMetrics.padding
    }
    var right = rect.x + rect.width - LayoutMetrics.padding
    for item in trailing.reversed() {
      let chosen = size(item, ideal)
      right -= chosen.width
      place(
        item, proposal: ideal,
        in: Self.aligned(chosen, in: LayoutRect(x: right, y: rect.y, width: chosen.width, height: rect.height), .center)
      )
      right -= LayoutMetrics.padding
    }
    for item in principal {
      place(item, proposal: ideal, in: Self.aligned(size(item, ideal), in: rect, .center))
    }
    // A bottom bar spreads its items evenly, as a `UIToolbar` with flexible space does.
    for (index, item) in lower.enumerated() {
      let slot = bottom.width / Double(lower.count)
      let area = LayoutRect(x: bottom.x + slot * Double(index), y: bottom.y, width: slot, height: bottom.height)
      place(item, proposal: ideal, in: Self.aligned(size(item, ideal), in: area, .center))
    }
    return !lower.isEmpty
  }

  // MARK: - Text

  /// A text's lines for `proposal`: words kept whole where they fit, broken where one is wider
  /// than the line; at most the line limit (and as many as the proposed height holds).
  func text(_ box: LayoutBox, _ proposal: Proposal) -> (size: LayoutSize, lines: [String], truncated: Bool) {
    var string = box["text"]?.string ?? ""
    switch box.environment.textCase {
    case "uppercase"?: string = string.uppercased()
    case "lowercase"?: string = string.lowercased()
    default: break
    }
    let font = box.environment.font
    let limit = box.environment.lineLimit ?? Int.max
    let fits = proposal.height.map { $0.isFinite ? max(Int(($0 + 0.5) / font.lineHeight), 1) : Int.max } ?? Int.max
    // Offered no width, a text shows nothing of itself and is one line high (SwiftUI's, which
    // is what a stack asks to learn how flexible it is).
    if let width = proposal.width, width <= 0, !string.isEmpty {
      return (LayoutSize(width: 0, height: font.lineHeight), [], true)
    }
    let width = proposal.width ?? .infinity
    var lines: [(text: String, width: Double)]
    if let known = box.lines[width] {
      lines = known
    } else {
      let measured = box.words ?? words(string, font: font)
      box.words = measured
      lines = breakLines(measured, font: font, width: width)
      box.lines[width] = lines
    }
    let truncated = lines.count > min(limit, fits)
    if truncated {
      // The lines that fit, the last holding as much of the rest as fits before an ellipsis
      // (SwiftUI's tail truncation).
      let kept = min(limit, fits)
      let rest = Array(lines[(kept - 1)...].map(\.text).joined(separator: " "))
      lines = Array(lines.prefix(kept - 1))
      let ellipsis = measurer.width(of: "…", in: font)
      // The longest prefix that fits, found by halving (a few shapings, however long the text).
      var (low, high) = (0, rest.count)
      while low < high {
        let middle = (low + high + 1) / 2
        if measurer.width(of: String(rest[..<middle]), in: font) + ellipsis <= width + 0.01 {
          low = middle
        } else {
          high = middle - 1
        }
      }
      let head = String(rest[..<low])
      lines.append((head + "…", measurer.width(of: head, in: font) + ellipsis))
    }
    let widest = lines.map(\.width).max() ?? 0
    let height = string.isEmpty ? 0 : Double(lines.count) * font.lineHeight
    return (LayoutSize(width: (widest * 100).rounded(.up) / 100, height: height), lines.map(\.text), truncated)
  }

  /// The size of one piece of text in `font` with no width limit.
  func measure(_ string: String, _ font: ResolvedFont) -> LayoutSize {
    LayoutSize(width: measurer.width(of: string, in: font), height: string.isEmpty ? 0 : font.lineHeight)
  }

  /// A text's paragraphs as words with their advances, and the advance of a space: measured
  /// once per text, however many widths it is broken for.
  struct Words {
    var paragraphs: [[(text: String, width: Double)]]
    var space: Double
  }

  /// `string`'s words, measured in `font`.
  func words(_ string: String, font: ResolvedFont) -> Words {
    let paragraphs = string.split(separator: "\n", omittingEmptySubsequences: false).map { paragraph in
      paragraph.split(separator: " ", omittingEmptySubsequences: false).map { word in
        (text: String(word), width: measurer.width(of: String(word), in: font))
      }
    }
    return Words(paragraphs: paragraphs, space: measurer.width(of: " ", in: font))
  }

  /// `string` broken into lines no wider than `width`, with each line's width.
  func breakLines(_ string: String, font: ResolvedFont, width: Double) -> [(text: String, width: Double)] {
    breakLines(words(string, font: font), font: font, width: width)
  }

  /// Lines no wider than `width`: broken at spaces, and inside a word only where the word
  /// alone is wider than the line.
  func breakLines(_ words: Words, font: ResolvedFont, width: Double) -> [(text: String, width: Double)] {
    var lines: [(text: String, width: Double)] = []
    let limit = width + 0.01
    for paragraph in words.paragraphs {
      var line = ""
      var lineWidth = 0.0
      for (index, word) in paragraph.enumerated() {
        if index == 0 {
          (line, lineWidth) = (word.text, word.width)
        } else if lineWidth + words.space + word.width <= limit {
          line += " " + word.text
          lineWidth += words.space + word.width
        } else {
          lines.append((line, lineWidth))
          (line, lineWidth) = (word.text, word.width)
        }
        // A word wider than the line is broken between letters (each letter's own advance).
        while lineWidth > limit, line.count > 1 {
          var head = ""
          var headWidth = 0.0
          for character in line {
            let advance = measurer.width(of: String(character), in: font)
            if headWidth + advance > limit, !head.isEmpty { break }
            head.append(character)
            headWidth += advance
          }
          lines.append((head, headWidth))
          line = String(line.dropFirst(head.count))
          lineWidth = measurer.width(of: line, in: font)
        }
      }
      lines.append((line, lineWidth))
    }
    return lines
  }

  // MARK: - Images and controls

  /// An image: a symbol as large as its font's line; a resizable image takes what it is
  /// offered (keeping its aspect ratio when one is set); any other, its own size.
  private func image(_ box: LayoutBox, _ proposal: Proposal) -> LayoutSize {
    if box["resizable"]?.bool == true {
      let ratio = box.style[.aspectRatio]?["ratio"]?.number ?? box["aspect"]?.number
      guard let ratio, ratio > 0 else {
        return LayoutSize(width: proposal.width ?? 100, height: proposal.height ?? 100)
      }
      let fill = box.style[.aspectRatio]?["mode"]?.string == "fill"
      let width = proposal.width ?? (proposal.height.map { $0 * ratio } ?? 100)
      let height = proposal.height ?? width / ratio
      let fitted = fill ? max(width / ratio, height) : min(width / ratio, height)
      return LayoutSize(width: fitted * ratio, height: fitted)
    }
    if box["symbol"]?.bool == true || box["glyph"] != nil {
      let font = box.environment.font
      return LayoutSize(width: (font.size * 1.2).rounded(), height: font.lineHeight)
    }
    let pixels = (box["pixelSize"]?.array ?? []).compactMap(\.number)
    if pixels.count == 2 { return LayoutSize(width: pixels[0], height: pixels[1]) }
    return LayoutSize(width: 100, height: 100)
  }

  /// The width of a control's label, nothing when it is hidden.
  private func labelWidth(_ box: LayoutBox) -> Double {
    guard box["labelHidden"]?.bool != true, let label = box["label"]?.string, !label.isEmpty else { return 0 }
    return measure(label, box.environment.font).width
  }

  /// The height of a control's label line.
  private func labelHeight(_ box: LayoutBox) -> Double { box.environment.font.lineHeight }

  /// The insets a button's style puts around its label: none for plain buttons.
  private func buttonInsets(_ box: LayoutBox) -> (vertical: Double, horizontal: Double) {
    switch box["appearance"]?.string {
    case "bordered"?, "borderedProminent"?, "glass"?, "glassProminent"?: LayoutMetrics.borderedInsets
    default: (0, 0)
    }
  }

  /// A button (and what is drawn like one): its label's size and its style's insets.
  private func button(_ box: LayoutBox, _ proposal: Proposal) -> LayoutSize {
    let insets = buttonInsets(box)
    let chevron = box.kind == .navigationLink && box["inList"]?.bool == true ? 20.0 : 0
    let inner = Proposal(
      width: proposal.width.map { max($0 - insets.horizontal * 2 - chevron, 0) },
      height: proposal.height.map { max($0 - insets.vertical * 2, 0) })
    let label = stackSize(labelChildren(box), axis: .vertical, spacing: LayoutMetrics.stackSpacing, inner)
    let fills = box["inList"]?.bool == true
    return LayoutSize(
      width: fills ? (proposal.width ?? label.width + chevron) : label.width + insets.horizontal * 2 + chevron,
      height: label.height + insets.vertical * 2)
  }

  /// The children that make a button's label (a menu's first child is its label).
  private func labelChildren(_ box: LayoutBox) -> [LayoutBox] {
    box.kind == .menu ? Array(box.children.prefix(1)) : box.children
  }

  private func placeButton(_ box: LayoutBox, _ proposal: Proposal, in rect: LayoutRect) {
    let insets = buttonInsets(box)
    let chevron = box.kind == .navigationLink && box["inList"]?.bool == true ? 20.0 : 0
    let inner = LayoutRect(
      x: rect.x + insets.horizontal, y: rect.y + insets.vertical,
      width: max(rect.width - insets.horizontal * 2 - chevron, 0), height: max(rect.height - insets.vertical * 2, 0))
    let children = labelChildren(box)
    let innerProposal = Proposal(
      width: proposal.width.map { max($0 - insets.horizontal * 2 - chevron, 0) },
      height: proposal.height.map { max($0 - insets.vertical * 2, 0) })
    let label = stackSize(children, axis: .vertical, spacing: LayoutMetrics.stackSpacing, innerProposal)
    let leading = box["inList"]?.bool == true ? 0.0 : 0.5
    let frame = Self.aligned(label, in: inner, LayoutAlignment(horizontal: leading, vertical: 0.5))
    placeStack(
      children, axis: .vertical, spacing: LayoutMetrics.stackSpacing, alignment: 0.5, innerProposal, in: frame)
  }

  /// A picker: segmented ones take the width offered; a menu is its value and a chevron.
  private func picker(_ box: LayoutBox, _ proposal: Proposal) -> LayoutSize {
    let font = box.environment.font
    let options = (box["options"]?.array ?? []).compactMap { $0["label"]?.string }
    switch box["appearance"]?.string {
    case "segmented"?:
      let widest = options.map { measure($0, font).width }.max() ?? 0
      return LayoutSize(
        width: proposal.width ?? (widest + 24) * Double(max(options.count, 1)), height: LayoutMetrics.segmentedHeight)
    case "inline"?:
      let label = labelWidth(box) > 0 ? font.lineHeight + 6 : 0
      return LayoutSize(width: proposal.width ?? 200, height: label + Double(options.count) * (font.lineHeight + 6))
    case "wheel"?:
      return LayoutSize(width: proposal.width ?? 200, height: LayoutMetrics.wheelHeight)
    default:
      let selected = (box["options"]?.array ?? []).first { $0["value"] == box["selected"] }?["label"]?.string ?? ""
      let value = max(measure(selected, font).width, options.map { measure($0, font).width }.max() ?? 0) + 40
      let label = labelWidth(box)
      if box["inList"]?.bool == true {
        return LayoutSize(width: proposal.width ?? label + 16 + value, height: font.lineHeight)
      }
      if label > 0 { return LayoutSize(width: proposal.width ?? label + 16 + value, height: 34) }
      return LayoutSize(width: value, height: 34)
    }
  }

  // MARK: - Scroll views, lists and grids

  /// What a scroll view offers its content: unlimited along the axes it scrolls.
  private func scrollProposal(_ box: LayoutBox, _ proposal: Proposal) -> Proposal {
    switch box["axes"]?.string {
    case "horizontal"?: Proposal(width: nil, height: proposal.height)
    case "both"?: Proposal(width: nil, height: nil)
    default: Proposal(width: proposal.width, height: nil)
    }
  }

  /// The list style in effect: inset grouped unless the app chose another.
  private func listStyle(_ box: LayoutBox) -> String {
    let style = box.environment.listStyle
    return style == "automatic" ? "insetGrouped" : style
  }

  /// How far a list's groups sit from its edges.
  private func groupMargin(_ style: String) -> Double {
    ["insetGrouped", "inset", "sidebar"].contains(style) ? LayoutMetrics.groupMargin : 0
  }

  /// A list or form: sections one below another, scrolled within the list's frame.
  private func placeList(_ box: LayoutBox, in rect: LayoutRect) {
    let style = listStyle(box)
    box.written["listStyle"] = .string(style)
    let margin = groupMargin(style)
    var y = rect.y + (style == "plain" ? 0 : 16)
    let width = max(rect.width - margin * 2, 0)
    for section in box.children {
      section.written["listStyle"] = .string(style)
      let proposal = Proposal(width: width, height: nil)
      let chosen = sectionSize(section, proposal)
      place(section, proposal: proposal, in: LayoutRect(x: rect.x + margin, y: y, width: width, height: chosen.height))
      y += chosen.height + (style == "plain" ? 0 : LayoutMetrics.sectionSpacing - 16)
    }
  }

  /// The height of a section's header line (footnote, upper case) with the space below it.
  private func headerHeight(_ box: LayoutBox) -> Double {
    box["header"]?.string.map { _ in LayoutMetrics.textStyle("footnote").lineHeight + 7 } ?? 0
  }

  private func footerHeight(_ box: LayoutBox, width: Double) -> Double {
    guard let footer = box["footer"]?.string else { return 0 }
    let font = ResolvedFont(size: 13, lineHeight: 18)
    return Double(breakLines(footer, font: font, width: max(width - 32, 1)).count) * 18 + 7
  }

  /// A row's content proposal and height: the row's width less its insets, at least 44 high.
  private func row(_ row: LayoutBox, width: Double) -> (proposal: Proposal, size: LayoutSize, height: Double) {
    let inner = max(width - LayoutMetrics.rowInset * 2, 0)
    let proposal = Proposal(width: inner, height: nil)
    var chosen = size(row, proposal)
    if Self.fillsWidth.contains(row.kind)
      || ([.navigationLink, .button, .picker, .tappable] as [NodeKind]).contains(row.kind)
    {
      chosen.width = inner
    }
    // A row is at least 44 high; a taller row keeps 6 points above and below its content.
    return (proposal, chosen, max(LayoutMetrics.rowHeight, chosen.height + LayoutMetrics.rowVerticalInset * 2))
  }

  private func sectionSize(_ box: LayoutBox, _ proposal: Proposal) -> LayoutSize {
    let width = proposal.width ?? LayoutMetrics.screen.width
    let rows = box.children.reduce(0.0) { $0 + row($1, width: width).height }
    return LayoutSize(width: width, height: headerHeight(box) + rows + footerHeight(box, width: width))
  }

  /// A section: its header, its rows in one group (each at least 44 high, content inset 16),
  /// its footer. The group's and rows' frames are written for the page.
  private func placeSection(_ box: LayoutBox, _ proposal: Proposal, in rect: LayoutRect) {
    let header = headerHeight(box)
    if header > 0 {
      box.written["headerFrame"] =
        LayoutRect(x: rect.x + 16, y: rect.y, width: max(rect.width - 32, 0), height: header - 7).json
    }
    var y = rect.y + header
    var frames: [JSON] = []
    for child in box.children {
      let laid = row(child, width: rect.width)
      frames.append(LayoutRect(x: rect.x, y: y, width: rect.width, height: laid.height).json)
      let frame = LayoutRect(
        x: rect.x + LayoutMetrics.rowInset, y: y + (laid.height - laid.size.height) / 2, width: laid.size.width,
        height: laid.size.height)
      place(child, proposal: laid.proposal, in: frame)
      y += laid.height
    }
    box.written["rowsFrame"] =
      LayoutRect(x: rect.x, y: rect.y + header, width: rect.width, height: y - rect.y - header).json
    box.written["rowFrames"] = .array(frames)
    if box["footer"] != nil {
      box.written["footerFrame"] =
        LayoutRect(
          x: rect.x + 16, y: y + 7, width: max(rect.width - 32, 0), height: footerHeight(box, width: rect.width) - 7
        ).json
    }
  }

  /// A grid's columns (from `GridItem`s: fixed, flexible, adaptive) and rows of cells; sizes
  /// it, and places its cells when given a rectangle. A `Grid` of `GridRow`s sizes each column
  /// to its widest cell.
  private func grid(_ box: LayoutBox, _ proposal: Proposal, place rect: LayoutRect?) -> LayoutSize {
    let rowSpacing = box["spacing"]?.number ?? LayoutMetrics.stackSpacing
    let columnSpacing = box["columnSpacing"]?.number ?? LayoutMetrics.stackSpacing
    let width = rect?.width ?? proposal.width
    var rows: [[LayoutBox]]
    var widths: [Double]
    if box.children.contains(where: { $0.kind == .gridRow }) {
      rows = box.children.map { $0.kind == .gridRow ? $0.children : [$0] }
      let count = rows.map(\.count).max() ?? 0
      widths = (0..<count).map { column in
        rows.compactMap { $0.indices.contains(column) ? $0[column] : nil }
          .map { size($0, Proposal(width: nil, height: nil)).width }.filter(\.isFinite).max() ?? 0
      }
      let total = widths.reduce(0, +) + columnSpacing * Double(max(count - 1, 0))
      if let width, total > width || widths.contains(0) {
        let flexible = widths.indices.filter { widths[$0] == 0 }
        let fixedTotal = widths.reduce(0, +)
        let spare = max(width - columnSpacing * Double(max(count - 1, 0)) - fixedTotal, 0)
        if !flexible.isEmpty {
          for index in flexible { widths[index] = spare / Double(flexible.count) }
        } else if total > width {
          let scale = max(width - columnSpacing * Double(max(count - 1, 0)), 0) / max(fixedTotal, 1)
          widths = widths.map { $0 * scale }
        }
      }
      for row in rows { for cell in row { cell.stackAxis = nil } }
    } else {
      widths = Self.columns(box["columns"]?.string ?? "", width: width, spacing: columnSpacing)
      let count = max(widths.count, 1)
      rows = stride(from: 0, to: box.children.count, by: count).map {
        Array(box.children[$0..<min($0 + count, box.children.count)])
      }
    }
    var y = rect?.y ?? 0
    var height = 0.0
    for (index, row) in rows.enumerated() {
      let heights = row.enumerated().map { column, cell in
        size(cell, Proposal(width: widths.indices.contains(column) ? widths[column] : nil, height: nil)).height
      }
      let rowHeight = heights.filter(\.isFinite).max() ?? 0
      if let rect {
        var x = rect.x
        for (column, cell) in row.enumerated() {
          let cellWidth = widths.indices.contains(column) ? widths[column] : 0
          let offer = Proposal(width: cellWidth, height: nil)
          let area = LayoutRect(x: x, y: y, width: cellWidth, height: rowHeight)
          place(cell, proposal: offer, in: Self.aligned(size(cell, offer), in: area, .center))
          x += cellWidth + columnSpacing
        }
      }
      y += rowHeight + rowSpacing
      height += rowHeight + (index > 0 ? rowSpacing : 0)
    }
    let total = widths.reduce(0, +) + columnSpacing * Double(max(widths.count - 1, 0))
    return LayoutSize(width: width ?? total, height: height)
  }

  /// Column widths from `GridItem` tracks (`120px`, `minmax(10px, 1fr)`,
  /// `repeat(auto-fill, minmax(80px, 1fr))`) for a grid `width` wide.
  static func columns(_ tracks: String, width: Double?, spacing: Double) -> [Double] {
    enum Track { case fixed(Double), flexible(Double, Double), adaptive(Double, Double) }
    func number(_ text: Substring) -> Double {
      text.hasSuffix("fr") ? .infinity : Double(text.replacingOccurrences(of: "px", with: "")) ?? 0
    }
    var items: [Track] = []
    var rest = Substring(tracks)
    while let first = rest.firstIndex(where: { $0 != " " }) {
      rest = rest[first...]
      if rest.hasPrefix("repeat(") || rest.hasPrefix("minmax(") {
        let repeated = rest.hasPrefix("repeat(")
        guard let close = rest.firstIndex(of: ")") else { break }
        let end = repeated ? rest[rest.index(after: close)...].firstIndex(of: ")") ?? close : close
        let inner = rest[rest.index(after: rest.firstIndex(of: "(")!)..<end]
        let numbers = inner.replacingOccurrences(of: "auto-fill,", with: "").replacingOccurrences(
          of: "minmax(", with: ""
        )
        .replacingOccurrences(of: ")", with: "").split(separator: ",")
        .map { number($0.trimmingCharacters(in: .whitespaces)[...]) }
        let (low, high) = (numbers.first ?? 10, numbers.count > 1 ? numbers[1] : .infinity)
        items.append(repeated ? .adaptive(low, high) : .flexible(low, high))
        rest = rest[rest.index(after: end)...]
      } else {
        let end = rest.firstIndex(of: " ") ?? rest.endIndex
        items.append(.fixed(number(rest[..<end])))
        rest = rest[end...]
      }
    }
    let available = width ?? 0
    // Adaptive tracks: as many columns of at least their minimum as fit.
    if items.count == 1, case .adaptive(let low, let high) = items[0] {
      let count = max(Int((available + spacing) / (low + spacing)), 1)
      let each = (available - spacing * Double(count - 1)) / Double(count)
      return Array(repeating: min(max(each, low), high), count: count)
    }
    var widths = [Double](repeating: 0, count: items.count)
    var remaining = available - spacing * Double(max(items.count - 1, 0))
    var flexible: [Int] = []
    for (index, item) in items.enumerated() {
      if case .fixed(let value) = item {
        widths[index] = value
        remaining -= value
      } else {
        flexible.append(index)
      }
    }
    for (position, index) in flexible.enumerated() {
      let share = max(remaining, 0) / Double(flexible.count - position)
      switch items[index] {
      case .flexible(let low, let high), .adaptive(let low, let high): widths[index] = min(max(share, low), high)
      case .fixed: break
      }
      remaining -= widths[index]
    }
    return widths
  }
}
