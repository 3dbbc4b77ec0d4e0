import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// A symbol (`Image(systemName: "star.fill")`), shown as a fitting character or its name.
public struct Image: View, Hashable, Sendable {
  let name: String
  let isSymbol: Bool
  /// Whether it takes the size it is offered (`resizable()`) rather than its own.
  var isResizable = false
  /// Whether screen readers skip it (`Image(decorative:)`).
  var isDecorative = false

  /// A system symbol by its SF Symbols name.
  nonisolated public init(systemName: String) {
    name = systemName
    isSymbol = true
  }

  /// An image from the app's asset catalog or bundled files by name (the app's: an app has one
  /// bundle here); a name with no image shows as the name. `bundle` defaults as Apple's does, which
  /// is what makes `Text(.init(string))` a `LocalizedStringKey` rather than this.
  nonisolated public init(_ name: String, bundle: Bundle? = nil) {
    self.name = name
    isSymbol = false
  }

  /// Accepted; the page sizes images to the text.
  nonisolated public func resizable() -> Image {
    var image = self
    image.isResizable = true
    return image
  }

  /// How an image is colored: as a template (the foreground color) or as itself.
  public enum TemplateRenderingMode: Hashable, Sendable {
    /// Colored with the foreground style.
    case template
    /// As drawn.
    case original
  }

  /// The image rendered as a template or as itself (symbols here take the foreground color
  /// either way).
  nonisolated public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }

  /// Image sizes relative to text.
  public enum Scale: Hashable, Sendable {
    case small, medium, large
  }

  /// An image is primitive.
  public var body: Never { bodyError() }

  /// What an image is inside a line of text: a symbol's character, or its name.
  nonisolated var inlineText: String { (isSymbol ? Self.glyph(for: name) : nil) ?? name }

  /// The character that stands for a symbol, or `nil` when none fits.
  nonisolated static func glyph(for name: String) -> String? {
    if let glyph = glyphs[name] { return glyph }
    // "heart.fill", "trash.circle": the base symbol's character fits.
    let base = name.split(separator: ".").first.map(String.init) ?? name
    return glyphs[base]
  }

  nonisolated private static let glyphs: [String: String] = [
    "star": "☆", "star.fill": "★", "heart": "♡", "heart.fill": "♥", "checkmark": "✓", "xmark": "✕",
    "plus": "+", "minus": "−", "trash": "🗑", "gear": "⚙", "gearshape": "⚙", "person": "👤",
    "person.fill": "👤", "cup.and.saucer": "☕", "cup.and.saucer.fill": "☕", "mug": "☕", "envelope": "✉",
    "bell": "🔔", "calendar": "📅", "clock": "🕒", "magnifyingglass": "🔍", "house": "⌂", "info": "ⓘ",
    "info.circle": "ⓘ", "exclamationmark.triangle": "⚠", "arrow.right": "→", "arrow.left": "←",
    "arrow.up": "↑", "arrow.down": "↓", "chevron.right": "›", "chevron.left": "‹", "square.and.arrow.up": "⇪",
    "doc": "📄", "folder": "📁", "photo": "🖼", "paperplane": "✈", "lock": "🔒", "sun.max": "☀", "moon": "☾",
    "cloud": "☁", "bolt": "⚡", "flag": "⚑", "bookmark": "🔖", "cart": "🛒", "tag": "🏷", "map": "🗺",
    "location": "➤", "phone": "✆", "pencil": "✎", "square.and.pencil": "✎", "list.bullet": "☰",
    "circle": "○", "circle.fill": "●", "square": "□", "checkmark.circle": "✔", "xmark.circle": "✖",
    "questionmark.circle": "?", "dollarsign.circle": "$", "eurosign.circle": "€", "leaf": "🍃", "drop": "💧",
    "flame": "🔥", "music.note": "♪", "play": "▶", "pause": "⏸", "stop": "■", "keyboard": "⌨",
  ]
}

extension Image {
  /// The size in points of each image the app can show by name, as the host measured them
  /// (`RunProtocol.imageSizesVariable`); empty run by hand or with no images.
  nonisolated static let sizes: [String: (width: Double, height: Double)] = {
    guard let path = ProcessInfo.processInfo.environment[RunProtocol.imageSizesVariable],
      let data = FileManager.default.contents(atPath: path), let table = JSON(parsing: data)?.object
    else { return [:] }
    var sizes: [String: (width: Double, height: Double)] = [:]
    for (name, value) in table {
      guard let pair = value.array?.compactMap(\.number), pair.count == 2, pair[0] > 0, pair[1] > 0 else { continue }
      sizes[name] = (pair[0], pair[1])
    }
    return sizes
  }()
}

extension Image: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    var properties: [String: JSON] = ["name": .string(name)]
    if isSymbol { properties["symbol"] = true }
    if isResizable { properties["resizable"] = true }
    if !isSymbol, let size = Self.sizes[name] {
      // Its own size in points (an image that is not resizable takes it), and its aspect
      // ratio (a resizable one keeps it when it fits or fills).
      properties["pixelSize"] = .array([.number(size.width), .number(size.height)])
      properties["aspect"] = .number(size.width / size.height)
    }
    if isDecorative { properties["decorative"] = true }
    if isSymbol, let glyph = Self.glyph(for: name) { properties["glyph"] = .string(glyph) }
    return [Node(.image, properties: properties)]
  }
}
