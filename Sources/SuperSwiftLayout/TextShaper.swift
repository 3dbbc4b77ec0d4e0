import Foundation
@_spi(Host) import SuperSwift

#if canImport(Glibc)
  import Glibc
#endif

/// The font a piece of text is drawn in, as the layout measures it and the page draws it.
@_spi(Host) public struct ResolvedFont: Hashable, Sendable {
  /// The size in points (CSS pixels).
  public var size: Double
  /// The weight, 100…900.
  public var weight: Int
  /// Italic or upright.
  public var italic: Bool
  /// Monospaced letters (`.monospaced()`, `Font.Design.monospaced`).
  public var monospaced: Bool
  /// The distance between baselines, in points.
  public var lineHeight: Double

  /// A font.
  public init(
    size: Double, weight: Int = 400, italic: Bool = false, monospaced: Bool = false, lineHeight: Double? = nil
  ) {
    self.size = size
    self.weight = weight
    self.italic = italic
    self.monospaced = monospaced
    self.lineHeight = lineHeight ?? LayoutMetrics.lineHeight(forSize: size)
  }

  /// The font file's face the page loads for this font (`LayoutMetrics.fontFiles`): Inter at
  /// the nearest of its weights, DejaVu Sans Mono for monospaced text.
  public var file: String { LayoutMetrics.fontFile(weight: weight, italic: italic, monospaced: monospaced) }

  /// The font as the page reads it (`size`, `weight`, `lineHeight`, `italic`, `monospaced`):
  /// the page draws what the layout measured.
  public var json: JSON {
    var members: [String: JSON] = [
      "size": .number(size), "weight": .number(Double(LayoutMetrics.fontWeight(weight))),
      "lineHeight": .number(lineHeight),
    ]
    if italic { members["italic"] = true }
    if monospaced { members["monospaced"] = true }
    return .object(JSONObject(members))
  }
}

/// Measures the width of a run of text in a font.
@_spi(Host) public protocol TextMeasuring: AnyObject {
  /// The advance width of `text` on one line, in points.
  func width(of text: String, in font: ResolvedFont) -> Double
}

/// Text shaped by HarfBuzz on the font files the page draws with, so the layout's line breaks
/// and widths are the browser's (Chromium shapes with HarfBuzz too).
///
/// HarfBuzz (Debian's `libharfbuzz0b`, which every desktop and Chromium have) is opened when
/// first needed, not linked: an app that never lays out text never loads it, and an app on a
/// machine without it or without the font files (`fonts-inter`, `fonts-dejavu-core`) falls back
/// to `EstimatedText`'s widths. Invariant: used from one thread at a time (the lock).
@_spi(Host) public final class TextShaper: TextMeasuring, @unchecked Sendable {
  /// The shaper shared by every layout in the process; `nil` when HarfBuzz or the fonts are missing.
  public static let shared: TextShaper? = TextShaper()

  private typealias CreateBlob = @convention(c) (UnsafePointer<CChar>) -> OpaquePointer?
  private typealias CreateFace = @convention(c) (OpaquePointer?, UInt32) -> OpaquePointer?
  private typealias CreateFont = @convention(c) (OpaquePointer?) -> OpaquePointer?
  private typealias FaceUnits = @convention(c) (OpaquePointer?) -> UInt32
  private typealias CreateBuffer = @convention(c) () -> OpaquePointer?
  private typealias AddText = @convention(c) (OpaquePointer?, UnsafePointer<CChar>, Int32, UInt32, Int32) -> Void
  private typealias BufferStep = @convention(c) (OpaquePointer?) -> Void
  private typealias Shape = @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeRawPointer?, UInt32) -> Void
  private typealias Positions = @convention(c) (OpaquePointer?, UnsafeMutablePointer<UInt32>) -> UnsafeRawPointer?

  private let createBlob: CreateBlob
  private let createFace: CreateFace
  private let createFont: CreateFont
  private let unitsPerEm: FaceUnits
  private let buffer: OpaquePointer
  private let addText: AddText
  private let guessProperties: BufferStep
  private let clear: BufferStep
  private let shape: Shape
  private let positions: Positions
  private let lock = NSLock()
  /// Loaded fonts by file, with their units per em; a file that failed to load maps to `nil`.
  private var fonts: [String: (font: OpaquePointer, units: Double)?] = [:]
  /// Widths measured so far, by font and text: a render measures the same words again and again.
  private var widths: [ResolvedFont: [String: Double]] = [:]

  private init?() {
    guard let library = dlopen("libharfbuzz.so.0", RTLD_NOW | RTLD_LOCAL),
      FileManager.default.fileExists(atPath: LayoutMetrics.fontFile(weight: 400, italic: false, monospaced: false))
    else { return nil }
    func symbol<T>(_ name: String, as type: T.Type) -> T? {
      dlsym(library, name).map { unsafeBitCast($0, to: type) }
    }
    guard let createBlob = symbol("hb_blob_create_from_file", as: CreateBlob.self),
      let createFace = symbol("hb_face_create", as: CreateFace.self),
      let createFont = symbol("hb_font_create", as: CreateFont.self),
      let unitsPerEm = symbol("hb_face_get_upem", as: FaceUnits.self),
      let createBuffer = symbol("hb_buffer_create", as: CreateBuffer.self),
      let addText = symbol("hb_buffer_add_utf8", as: AddText.self),
      let guessProperties = symbol("hb_buffer_guess_segment_properties", as: BufferStep.self),
      let clear = symbol("hb_buffer_clear_contents", as: BufferStep.self),
      let shape = symbol("hb_shape", as: Shape.self),
      let positions = symbol("hb_buffer_get_glyph_positions", as: Positions.self),
      let buffer = createBuffer()
    else { return nil }
    (self.createBlob, self.createFace, self.createFont, self.unitsPerEm) = (
      createBlob, createFace, createFont, unitsPerEm
    )
    (self.addText, self.guessProperties, self.clear, self.shape, self.positions) =
      (addText, guessProperties, clear, shape, positions)
    self.buffer = buffer
  }

  public func width(of text: String, in font: ResolvedFont) -> Double {
    if text.isEmpty { return 0 }
    return lock.withLock {
      if let known = widths[font]?[text] { return known }
      let measured = shaped(text, file: font.file).map { $0 * font.size } ?? EstimatedText.width(of: text, in: font)
      widths[font, default: [:]][text] = measured
      return measured
    }
  }

  /// The advance of `text` in ems of the font in `file`, or `nil` when the file cannot be read.
  private func shaped(_ text: String, file: String) -> Double? {
    let loaded: (font: OpaquePointer, units: Double)?
    if let known = fonts[file] {
      loaded = known
    } else {
      let face = FileManager.default.fileExists(atPath: file) ? createFace(createBlob(file), 0) : nil
      let font = face.flatMap { createFont($0) }
      loaded = font.map { ($0, Double(max(unitsPerEm(face), 1))) }
      fonts[file] = .some(loaded)
    }
    guard let loaded else { return nil }
    clear(buffer)
    text.withCString { addText(buffer, $0, -1, 0, -1) }
    guessProperties(buffer)
    shape(loaded.font, buffer, nil, 0)
    var count: UInt32 = 0
    guard let glyphs = positions(buffer, &count) else { return 0 }
    // hb_glyph_position_t: x_advance, y_advance, x_offset, y_offset, var (five 32-bit fields).
    let fields = glyphs.assumingMemoryBound(to: Int32.self)
    var total = 0
    for index in 0..<Int(count) { total += Int(fields[index * 5]) }
    return Double(total) / loaded.units
  }
}

/// Widths estimated from average letter widths, for machines without HarfBuzz or the fonts:
/// the layout still decides every frame; the page's letters may be a little wider or narrower.
@_spi(Host) public final class EstimatedText: TextMeasuring {
  /// A measurer.
  public init() {}

  public func width(of text: String, in font: ResolvedFont) -> Double { Self.width(of: text, in: font) }

  /// `text`'s width from per-class letter widths (in ems of Inter Regular).
  static func width(of text: String, in font: ResolvedFont) -> Double {
    if font.monospaced { return Double(text.count) * 0.602 * font.size }
    var ems = 0.0
    for character in text {
      switch character {
      case " ": ems += 0.28
      case "i", "l", "j", "I", "!", ".", ",", ":", ";", "'", "|": ems += 0.27
      case "f", "t", "r": ems += 0.36
      case "m", "w", "M", "W": ems += 0.85
      case _ where character.isUppercase: ems += 0.68
      case _ where character.isNumber: ems += 0.6
      default: ems += 0.55
      }
    }
    let bold = Double(max(font.weight - 400, 0)) / 500 * 0.06
    return ems * (1 + bold) * font.size
  }
}
