@_spi(Host) import SuperSwift

/// Lays out a rendered tree as SwiftUI does: the parent proposes a size, the child chooses its
/// size, the parent places it. Every frame on the page comes from here (`docs/layout.md`); the
/// page draws each node at the frame written into it and never lays out by itself.
///
/// A node's layout modifiers apply in one order, inside out: its content, its `padding`, its
/// `frame` (the SwiftUI module wraps a node in a `modified` node when an app applies them in
/// another order). Invariant: pure — the same tree, size and measurer give the same frames.
@_spi(Host) public struct LayoutEngine {
  let measurer: any TextMeasuring

  /// An engine measuring text with `measurer`: by default HarfBuzz on the page's fonts, or
  /// estimated widths where those are missing.
  public init(measurer: (any TextMeasuring)? = nil) {
    self.measurer = measurer ?? TextShaper.shared ?? EstimatedText()
  }

  /// `root` with a frame written into every node it lays out, for a screen of `width` × `height`.
  public func layout(_ root: Node, width: Double, height: Double) -> Node {
    let box = build(root, in: LayoutEnvironment())
    let proposal = Proposal(width: width, height: height)
    place(box, proposal: proposal, in: LayoutRect(x: 0, y: 0, width: width, height: height))
    return box.writtenNode()
  }

  /// The box tree of `node`: the environment resolved for each node, a form's or list's loose
  /// rows gathered into sections (as the page shows them).
  func build(_ node: Node, in parent: LayoutEnvironment) -> LayoutBox {
    let environment = parent.applying(node.style)
    var children = node.children
    if node.kind == .form || node.kind == .list {
      // A list's rows are drawn as rows: links with a chevron, controls across the row.
      children = Self.sectioned(children).map { section in
        var section = section
        section.children = section.children.map { row in
          var row = row
          row.properties["inList"] = true
          return row
        }
        return section
      }
    }
    let box = LayoutBox(
      node: node, children: children.map { build($0, in: environment) }, environment: environment)
    if node.kind == .vstack || node.kind == .hstack {
      for child in box.children { child.stackAxis = node.kind == .hstack ? .horizontal : .vertical }
    }
    return box
  }

  /// Loose rows gathered into sections without a header, sections kept as they are.
  static func sectioned(_ children: [Node]) -> [Node] {
    var result: [Node] = []
    var loose: [Node] = []
    for child in children {
      if child.kind == .section {
        if !loose.isEmpty { result.append(Node(.section, children: loose)) }
        loose = []
        result.append(child)
      } else {
        loose.append(child)
      }
    }
    if !loose.isEmpty { result.append(Node(.section, children: loose)) }
    return result
  }

  // MARK: - Sizing

  /// The size `box` chooses for `proposal` (SwiftUI's `sizeThatFits`), cached per proposal.
  func size(_ box: LayoutBox, _ proposal: Proposal) -> LayoutSize {
    if let known = box.sizes[proposal] { return known }
    let result = framed(box, fixed(box, ratioed(box, proposal)))
    box.sizes[proposal] = result
    return result
  }

  /// The proposal with `aspectRatio(_:contentMode:)` applied (SwiftUI's rule): the largest size
  /// of that ratio inside the proposal (`.fit`), or the smallest that covers it (`.fill`); with
  /// one axis unbounded, the other sets the size. An image keeps its own rule (`image`), and a
  /// ratio not given (the content's own) proposes as it was.
  private func ratioed(_ box: LayoutBox, _ proposal: Proposal) -> Proposal {
    guard box.kind != .image, let style = box.style[.aspectRatio], let ratio = style["ratio"]?.number, ratio > 0,
      ratio.isFinite
    else { return proposal }
    let fill = style["mode"]?.string == "fill"
    let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
    let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
    switch (width, height) {
    case (let width?, let height?):
      let wider = width / height > ratio
      return wider != fill
        ? Proposal(width: height * ratio, height: height) : Proposal(width: width, height: width / ratio)
    case (let width?, nil): return Proposal(width: width, height: width / ratio)
    case (nil, let height?): return Proposal(width: height * ratio, height: height)
    case (nil, nil): return proposal
    }
  }

  /// The proposal with `fixedSize` applied: the ideal size asked for in the fixed axes.
  private func fixed(_ box: LayoutBox, _ proposal: Proposal) -> Proposal {
    guard let axes = box.style[.fixedSize]?.array else { return proposal }
    var proposal = proposal
    if axes.first?.bool == true { proposal.width = nil }
    if axes.last?.bool == true { proposal.height = nil }
    return proposal
  }

  /// A frame's limits in one axis.
  private struct Limits {
    var fixed: Double?
    var minimum: Double?
    var maximum: Double?
    var ideal: Double?

    init(_ frame: JSONObject?, _ names: (fixed: String, min: String, max: String, ideal: String)) {
      func value(_ key: String) -> Double? {
        guard let json = frame?[key] else { return nil }
        if json.string == "infinity" { return .infinity }
        return json.number
      }
      fixed = value(names.fixed)
      minimum = value(names.min)
      maximum = value(names.max)
      ideal = value(names.ideal)
    }

    /// What the frame proposes its content in this axis.
    func proposal(_ outer: Double?) -> Double? {
      if let fixed { return fixed }
      guard minimum != nil || maximum != nil else { return outer }
      guard let outer else { return ideal }
      return min(max(outer, minimum ?? 0), maximum ?? .infinity)
    }

    /// The frame's size in this axis, given its content's and what it was proposed
    /// (SwiftUI's documented rules for `frame(minWidth:…)`).
    func size(content: Double, proposed outer: Double?) -> Double {
      if let fixed { return fixed }
      guard minimum != nil || maximum != nil else { return content }
      let proposed = outer ?? ideal ?? content
      var size = content
      if let minimum { size = max(minimum, min(size, proposed)) }
      if let maximum { size = min(maximum, max(size, proposed)) }
      return size
    }
  }

  private static let widthNames = ("width", "minWidth", "maxWidth", "idealWidth")
  private static let heightNames = ("height", "minHeight", "maxHeight", "idealHeight")

  /// The size with the node's frame around its padded content.
  private func framed(_ box: LayoutBox, _ proposal: Proposal) -> LayoutSize {
    guard let frame = box.style[.frame]?.object else { return padded(box, proposal) }
    let width = Limits(frame, Self.widthNames)
    let height = Limits(frame, Self.heightNames)
    let inner = padded(box, Proposal(width: width.proposal(proposal.width), height: height.proposal(proposal.height)))
    return LayoutSize(
      width: width.size(content: inner.width, proposed: proposal.width),
      height: height.size(content: inner.height, proposed: proposal.height))
  }

  /// The size with the node's padding around its content.
  private func padded(_ box: LayoutBox, _ proposal: Proposal) -> LayoutSize {
    let padding = box.padding
    let horizontal = padding.leading + padding.trailing
    let vertical = padding.top + padding.bottom
    let inner = Proposal(
      width: proposal.width.map { max($0 - horizontal, 0) }, height: proposal.height.map { max($0 - vertical, 0) })
    let content = contentSize(box, inner)
    return LayoutSize(width: content.width + horizontal, height: content.height + vertical)
  }

  // MARK: - Placing

  /// Places `box`, which was proposed `proposal`, in `rect` (its chosen size at its place),
  /// and everything inside it.
  func place(_ box: LayoutBox, proposal: Proposal, in rect: LayoutRect) {
    let rect = Self.finite(rect, proposal: proposal)
    box.frame = rect
    let proposal = fixed(box, ratioed(box, proposal))
    var inner = rect
    var innerProposal = proposal
    if let frame = box.style[.frame]?.object {
      let width = Limits(frame, Self.widthNames)
      let height = Limits(frame, Self.heightNames)
      innerProposal = Proposal(width: width.proposal(proposal.width), height: height.proposal(proposal.height))
      let size = padded(box, innerProposal)
      let alignment = LayoutAlignment(frame["alignment"]?.string, frame["verticalAlignment"]?.string)
      inner = Self.aligned(size, in: rect, alignment)
    }
    let padding = box.padding
    let content = LayoutRect(
      x: inner.x + padding.leading, y: inner.y + padding.top,
      width: max(inner.width - padding.leading - padding.trailing, 0),
      height: max(inner.height - padding.top - padding.bottom, 0))
    box.content = content
    let contentProposal = Proposal(
      width: innerProposal.width.map { max($0 - padding.leading - padding.trailing, 0) },
      height: innerProposal.height.map { max($0 - padding.top - padding.bottom, 0) })
    placeContent(box, proposal: contentProposal, in: content)
  }

  /// A rectangle of `size` placed in `rect` at `alignment`.
  static func aligned(_ size: LayoutSize, in rect: LayoutRect, _ alignment: LayoutAlignment) -> LayoutRect {
    let size = LayoutSize(
      width: size.width.isFinite ? size.width : rect.width, height: size.height.isFinite ? size.height : rect.height)
    return LayoutRect(
      x: rect.x + (rect.width - size.width) * alignment.horizontal,
      y: rect.y + (rect.height - size.height) * alignment.vertical, width: size.width, height: size.height)
  }

  /// `rect` with any unbounded side replaced by what was proposed (or nothing).
  static func finite(_ rect: LayoutRect, proposal: Proposal) -> LayoutRect {
    var rect = rect
    if !rect.width.isFinite { rect.width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 0 }
    if !rect.height.isFinite { rect.height = proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? 0 }
    return rect
  }

  // MARK: - Stacks

  /// What a stack offers each child and what each chooses: children in order of priority, then
  /// least flexible first, each offered an equal share of what is left (SwiftUI's `HStack`/`VStack`).
  func stack(_ children: [LayoutBox], axis: LayoutAxis, spacing: Double, _ proposal: Proposal) -> [(
    proposal: Proposal, size: LayoutSize
  )] {
    let cross = proposal.across(axis)
    let gaps = spacing * Double(max(children.count - 1, 0))
    guard let available = proposal.along(axis), available.isFinite, children.count > 1 else {
      // One child is offered all there is; with no limit each is asked its ideal size.
      return children.map { child in
        let offer = Proposal.make(axis, main: proposal.along(axis), cross: cross)
        return (offer, size(child, offer))
      }
    }
    let least = children.map { size($0, .make(axis, main: 0, cross: cross)).along(axis) }
    let most = children.map { size($0, .make(axis, main: .infinity, cross: cross)).along(axis) }
    var result = [(proposal: Proposal, size: LayoutSize)?](repeating: nil, count: children.count)
    var remaining = max(available - gaps, 0)
    for priority in Set(children.map(\.priority)).sorted(by: >) {
      let group = children.indices.filter { children[$0].priority == priority }
        .sorted { (most[$0] - least[$0], $0) < (most[$1] - least[$1], $1) }
      let reserved = children.indices.filter { children[$0].priority < priority }.reduce(0) { $0 + least[$1] }
      var share = max(remaining - reserved, 0)
      for (position, index) in group.enumerated() {
        let offer = Proposal.make(axis, main: share / Double(group.count - position), cross: cross)
        let chosen = size(children[index], offer)
        result[index] = (offer, chosen)
        let used = chosen.along(axis).isFinite ? chosen.along(axis) : share
        share = max(share - used, 0)
        remaining = max(remaining - used, 0)
      }
    }
    return result.map { $0! }
  }

  /// A stack's spacing: its own, or the default between views.
  static func spacing(_ box: LayoutBox) -> Double { box["spacing"]?.number ?? LayoutMetrics.stackSpacing }

  /// The size of a stack of `children`; an `HStack` aligned on baselines (`baseline` set) is as
  /// tall as its children with their baselines on one line.
  func stackSize(
    _ children: [LayoutBox], axis: LayoutAxis, spacing: Double, _ proposal: Proposal, baseline: Baseline? = nil
  ) -> LayoutSize {
    let chosen = stack(children, axis: axis, spacing: spacing, proposal)
    let sizes = chosen.map(\.size)
    let main = sizes.reduce(0) { $0 + $1.along(axis) } + spacing * Double(max(sizes.count - 1, 0))
    if let baseline, axis == .horizontal {
      return .make(axis, main: main, cross: baselineOffsets(children, sizes: chosen, last: baseline == .last).height)
    }
    return .make(axis, main: main, cross: sizes.map { $0.across(axis) }.max() ?? 0)
  }

  /// Which text baseline an `HStack` lines its children up on.
  enum Baseline {
    case first, last

    /// The baseline an alignment names, if it names one.
    init?(_ name: String?) {
      switch name {
      case "firstTextBaseline"?: self = .first
      case "lastTextBaseline"?: self = .last
      default: return nil
      }
    }
  }

  /// Places a stack's children one after another in `rect`, aligned across the axis.
  func placeStack(
    _ children: [LayoutBox], axis: LayoutAxis, spacing: Double, alignment: Double, _ proposal: Proposal,
    in rect: LayoutRect, baseline: Baseline? = nil
  ) {
    var cursor = axis == .horizontal ? rect.x : rect.y
    let chosen = stack(children, axis: axis, spacing: spacing, proposal)
    let lines = baseline.map { baselineOffsets(children, sizes: chosen, last: $0 == .last) }
    for (index, (child, chosen)) in zip(children, chosen).enumerated() {
      var size = chosen.size
      if !size.width.isFinite { size.width = rect.width }
      if !size.height.isFinite { size.height = rect.height }
      let frame: LayoutRect
      if axis == .horizontal {
        let y = lines.map { rect.y + (rect.height - $0.height) / 2 + $0.offsets[index] }
        frame = LayoutRect(
          x: cursor, y: y ?? rect.y + (rect.height - size.height) * alignment, width: size.width, height: size.height)
      } else {
        frame = LayoutRect(
          x: rect.x + (rect.width - size.width) * alignment, y: cursor, width: size.width, height: size.height)
      }
      place(child, proposal: chosen.proposal, in: frame)
      cursor += size.along(axis) + spacing
    }
  }

  // MARK: - Baselines

  /// Where a text's first (or last) baseline is below the top of `box` at `size`, for an
  /// `HStack` aligned `firstTextBaseline`/`lastTextBaseline`: a text's from its font (the page
  /// centres the font's ascent and descent in each line, as CSS does), a stack's from its first
  /// (last) child, anything else its bottom (SwiftUI's default for a view without text).
  func baseline(_ box: LayoutBox, size: LayoutSize, proposal: Proposal, last: Bool) -> Double {
    let top = box.padding.top + (box.style[.frame] == nil ? 0 : framedOffset(box, size: size, proposal: proposal))
    switch box.kind {
    case .text:
      let font = box.environment.font
      let (ascent, descent) = LayoutMetrics.textAscentDescent
      let first = (font.lineHeight - (ascent + descent) * font.size) / 2 + ascent * font.size
      let lines = max((size.height - box.padding.top - box.padding.bottom) / font.lineHeight, 1).rounded(.down)
      return top + first + (last ? (lines - 1) * font.lineHeight : 0)
    case .vstack, .hstack, .modified, .label, .button, .layered, .layer:
      let children = box.children
      let inner = Proposal(width: proposal.width, height: proposal.height)
      let sizes = children.map { self.size($0, inner) }
      guard let index = last ? sizes.indices.last : sizes.indices.first else { return size.height }
      var offset = 0.0
      if box.kind == .vstack, last {
        offset = sizes.dropLast().reduce(0) { $0 + $1.height } + Self.spacing(box) * Double(sizes.count - 1)
      }
      return top + offset + baseline(children[index], size: sizes[index], proposal: inner, last: last)
    case .alert, .asyncImage, .canvas, .color, .colorPicker, .datePicker, .dialog, .disclosed, .disclosure,
      .disclosureGroup, .divider, .editableRow, .form, .gauge, .grid, .gridRow, .image, .inert, .labeled, .link, .list,
      .menu, .menuLabel, .navigation, .navigationBar, .navigationLink, .picker, .progress, .root, .rowAction, .scroll,
      .scrollReader, .search, .section, .selectableRow, .shape, .shareLink, .sheet, .sheetClose, .slider, .spacer,
      .stepper, .tab, .tabBar, .tabPanel, .tabs, .tappable, .textField, .toggle, .toolbar, .zstack:
      // No text of their own to align by: their bottom.
      return size.height
    }
  }

  /// How far a frame puts its content below its own top.
  private func framedOffset(_ box: LayoutBox, size: LayoutSize, proposal: Proposal) -> Double {
    guard let frame = box.style[.frame]?.object else { return 0 }
    let height = Limits(frame, Self.heightNames)
    let width = Limits(frame, Self.widthNames)
    let inner = padded(box, Proposal(width: width.proposal(proposal.width), height: height.proposal(proposal.height)))
    return (size.height - inner.height) * LayoutAlignment(nil, frame["verticalAlignment"]?.string).vertical
  }

  /// The vertical offsets that put every child's baseline on one line, and the height they take.
  func baselineOffsets(_ children: [LayoutBox], sizes: [(proposal: Proposal, size: LayoutSize)], last: Bool) -> (
    offsets: [Double], height: Double
  ) {
    let lines = zip(children, sizes).map { baseline($0, size: $1.size, proposal: $1.proposal, last: last) }
    let highest = lines.max() ?? 0
    let offsets = lines.map { highest - $0 }
    let height = zip(offsets, sizes).map { $0 + $1.size.height }.max() ?? 0
    return (offsets, height)
  }

  /// The size of children laid on top of each other: the largest in each axis.
  func overlaidSize(_ children: [LayoutBox], _ proposal: Proposal) -> LayoutSize {
    let sizes = children.map { size($0, proposal) }
    return LayoutSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
  }

  /// Places children on top of each other in `rect`, each at `alignment`.
  func placeOverlaid(_ children: [LayoutBox], alignment: LayoutAlignment, _ proposal: Proposal, in rect: LayoutRect) {
    for child in children {
      place(child, proposal: proposal, in: Self.aligned(size(child, proposal), in: rect, alignment))
    }
  }
}
