import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftSystem

#if canImport(Glibc)
  import Glibc
#endif

/// Home Screen icons: an app's own `icon.png` when its folder has one, else one made from its
/// name — its initials in Inter Bold, white on a colour its name picks — drawn here as PNG
/// (`PNG`), so every app has its own icon on a phone's Home Screen without an image library.
///
/// The letters' outlines come from HarfBuzz (`hb_font_get_glyph_shape`, Debian's
/// `libharfbuzz0b`, opened with `dlopen` as the layout engine opens it); `Raster` fills them.
/// Without HarfBuzz or the font the icon is the colour alone.
enum AppIcon {
  /// The sizes served: iOS's Home Screen (180), and the manifest's (192, 512).
  static let sizes = [180, 192, 512]

  /// The icon of `name` at `size` pixels square, as PNG.
  static func make(name: String, size: Int) -> Data {
    let (red, green, blue) = color(for: name)
    var raster = Raster(width: size, height: size)
    let text = initials(name)
    if let outlines = Glyphs.shared?.outlines(of: text, size: Double(size) * (text.count > 1 ? 0.40 : 0.50)) {
      // Centred on the square, by the outlines' own box.
      let box = outlines.bounds
      let dx = (Double(size) - box.width) / 2 - box.minX
      let dy = (Double(size) - box.height) / 2 - box.minY
      raster.fill(outlines.polygons.map { $0.map { (x: $0.x + dx, y: $0.y + dy) } })
    }
    var pixels = [UInt8](repeating: 0, count: size * size * 4)
    for index in 0..<(size * size) {
      // White letters over the colour, by coverage.
      let cover = raster.coverage[index]
      pixels[index * 4] = mix(red, 255, cover)
      pixels[index * 4 + 1] = mix(green, 255, cover)
      pixels[index * 4 + 2] = mix(blue, 255, cover)
      pixels[index * 4 + 3] = 255
    }
    return PNG.encode(width: size, height: size, rgba: pixels)
  }

  /// An app's own icon: `icon.png` (or `AppIcon.png`) in its folder, when it is a PNG.
  static func own(in folder: URL) -> Data? {
    for name in ["icon.png", "AppIcon.png"] {
      if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path),
        data.starts(with: [0x89, 0x50, 0x4E, 0x47])
      {
        return data
      }
    }
    return nil
  }

  /// One or two letters for a name: the first letters of its first two words ("Tip
  /// Calculator" is TC), else its first letter; digits count; "?" for a name without any.
  static func initials(_ name: String) -> String {
    let words = name.split { !($0.isLetter || $0.isNumber) }
    let letters = words.prefix(2).compactMap(\.first).map { String($0).uppercased() }
    return letters.isEmpty ? "?" : letters.joined()
  }

  /// A colour for a name: its hash picks a hue, at a saturation and lightness white reads on.
  static func color(for name: String) -> (UInt8, UInt8, UInt8) {
    let digest = SHA256.hex(Array(name.utf8))
    let hue = Double(Int(digest.prefix(4), radix: 16) ?? 0) / 65_536
    return hsl(hue: hue, saturation: 0.62, lightness: 0.42)
  }

  private static func hsl(hue: Double, saturation: Double, lightness: Double) -> (UInt8, UInt8, UInt8) {
    let chroma = (1 - abs(2 * lightness - 1)) * saturation
    let sector = hue * 6
    let x = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
    let (r, g, b): (Double, Double, Double) =
      switch Int(sector) {
      case 0: (chroma, x, 0)
      case 1: (x, chroma, 0)
      case 2: (0, chroma, x)
      case 3: (0, x, chroma)
      case 4: (x, 0, chroma)
      default: (chroma, 0, x)
      }
    let m = lightness - chroma / 2
    func byte(_ value: Double) -> UInt8 { UInt8(max(0, min(255, ((value + m) * 255).rounded()))) }
    return (byte(r), byte(g), byte(b))
  }

  private static func mix(_ from: UInt8, _ to: UInt8, _ amount: Double) -> UInt8 {
    UInt8((Double(from) * (1 - amount) + Double(to) * amount).rounded())
  }

  /// Letters as outlines, from the font's glyphs through HarfBuzz.
  final class Glyphs: @unchecked Sendable {
    /// HarfBuzz and Inter Bold, once; `nil` when either is missing.
    static let shared = Glyphs()

    /// Outlines in pixels, y down: closed polygons (curves flattened) and their box.
    struct Outlines {
      var polygons: [[(x: Double, y: Double)]]
      var bounds: CGRect
    }

    private typealias CreateBlob = @convention(c) (UnsafePointer<CChar>) -> OpaquePointer?
    private typealias CreateFace = @convention(c) (OpaquePointer?, UInt32) -> OpaquePointer?
    private typealias CreateFont = @convention(c) (OpaquePointer?) -> OpaquePointer?
    private typealias FaceUnits = @convention(c) (OpaquePointer?) -> UInt32
    private typealias NominalGlyph = @convention(c) (OpaquePointer?, UInt32, UnsafeMutablePointer<UInt32>) -> Int32
    private typealias Advance = @convention(c) (OpaquePointer?, UInt32) -> Int32
    private typealias CreateDraw = @convention(c) () -> OpaquePointer?
    private typealias SetDraw =
      @convention(c) (OpaquePointer?, UnsafeRawPointer, UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Void
    private typealias GlyphShape =
      @convention(c) (OpaquePointer?, UInt32, OpaquePointer?, UnsafeMutableRawPointer?) -> Void

    private let font: OpaquePointer
    private let units: Double
    private let nominal: NominalGlyph
    private let advance: Advance
    private let shape: GlyphShape
    private let draw: OpaquePointer
    private let lock = NSLock()

    private init?() {
      let file = PageFonts.file(weight: 700, italic: false, monospaced: false)
      guard FileManager.default.fileExists(atPath: file),
        let library = dlopen("libharfbuzz.so.0", RTLD_NOW | RTLD_LOCAL)
      else { return nil }
      func symbol<T>(_ name: String, as type: T.Type) -> T? {
        dlsym(library, name).map { unsafeBitCast($0, to: type) }
      }
      guard let createBlob = symbol("hb_blob_create_from_file", as: CreateBlob.self),
        let createFace = symbol("hb_face_create", as: CreateFace.self),
        let createFont = symbol("hb_font_create", as: CreateFont.self),
        let upem = symbol("hb_face_get_upem", as: FaceUnits.self),
        let nominal = symbol("hb_font_get_nominal_glyph", as: NominalGlyph.self),
        let advance = symbol("hb_font_get_glyph_h_advance", as: Advance.self),
        let createDraw = symbol("hb_draw_funcs_create", as: CreateDraw.self),
        let setMove = symbol("hb_draw_funcs_set_move_to_func", as: SetDraw.self),
        let setLine = symbol("hb_draw_funcs_set_line_to_func", as: SetDraw.self),
        let setQuadratic = symbol("hb_draw_funcs_set_quadratic_to_func", as: SetDraw.self),
        let setCubic = symbol("hb_draw_funcs_set_cubic_to_func", as: SetDraw.self),
        let shape = symbol("hb_font_get_glyph_shape", as: GlyphShape.self),
        let blob = file.withCString({ createBlob($0) }), let face = createFace(blob, 0), let font = createFont(face),
        let draw = createDraw()
      else { return nil }
      setMove(draw, unsafeBitCast(Self.moveTo, to: UnsafeRawPointer.self), nil, nil)
      setLine(draw, unsafeBitCast(Self.lineTo, to: UnsafeRawPointer.self), nil, nil)
      setQuadratic(draw, unsafeBitCast(Self.quadraticTo, to: UnsafeRawPointer.self), nil, nil)
      setCubic(draw, unsafeBitCast(Self.cubicTo, to: UnsafeRawPointer.self), nil, nil)
      (self.font, self.units, self.nominal, self.advance, self.shape, self.draw) =
        (font, Double(upem(face)), nominal, advance, shape, draw)
    }

    /// The pen the callbacks draw with: polygons in font units, y up, curves flattened.
    private final class Pen {
      var polygons: [[(x: Double, y: Double)]] = []
      var current: (x: Double, y: Double) = (0, 0)
      var offset = 0.0

      func move(_ x: Double, _ y: Double) {
        polygons.append([(x + offset, y)])
        current = (x, y)
      }
      func line(_ x: Double, _ y: Double) {
        if polygons.isEmpty { polygons.append([(current.x + offset, current.y)]) }
        polygons[polygons.count - 1].append((x + offset, y))
        current = (x, y)
      }
      func curve(_ points: [(Double, Double)]) {
        // Bézier of any degree, flattened in 12 steps (de Casteljau).
        let start = current
        for step in 1...12 {
          let t = Double(step) / 12
          var level = [(start.x, start.y)] + points
          while level.count > 1 {
            level = zip(level, level.dropFirst()).map { ($0.0 + ($1.0 - $0.0) * t, $0.1 + ($1.1 - $0.1) * t) }
          }
          line(level[0].0, level[0].1)
        }
      }
    }

    private static let moveTo:
      @convention(c) (
        OpaquePointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, Float, Float, UnsafeMutableRawPointer?
      ) -> Void = { _, data, _, x, y, _ in
        guard let data else { return }
        Unmanaged<Pen>.fromOpaque(data).takeUnretainedValue().move(Double(x), Double(y))
      }
    private static let lineTo:
      @convention(c) (
        OpaquePointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, Float, Float, UnsafeMutableRawPointer?
      ) -> Void = { _, data, _, x, y, _ in
        guard let data else { return }
        Unmanaged<Pen>.fromOpaque(data).takeUnretainedValue().line(Double(x), Double(y))
      }
    private static let quadraticTo:
      @convention(c) (
        OpaquePointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, Float, Float, Float, Float,
        UnsafeMutableRawPointer?
      ) -> Void = { _, data, _, cx, cy, x, y, _ in
        guard let data else { return }
        Unmanaged<Pen>.fromOpaque(data).takeUnretainedValue().curve([(Double(cx), Double(cy)), (Double(x), Double(y))])
      }
    private static let cubicTo:
      @convention(c) (
        OpaquePointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, Float, Float, Float, Float, Float, Float,
        UnsafeMutableRawPointer?
      ) -> Void = { _, data, _, c1x, c1y, c2x, c2y, x, y, _ in
        guard let data else { return }
        Unmanaged<Pen>.fromOpaque(data).takeUnretainedValue().curve([
          (Double(c1x), Double(c1y)), (Double(c2x), Double(c2y)), (Double(x), Double(y)),
        ])
      }

    /// `text` set in a line at `size` pixels (the em), as outlines in pixels with y down.
    func outlines(of text: String, size: Double) -> Outlines? {
      lock.lock()
      defer { lock.unlock() }
      let pen = Pen()
      let data = Unmanaged.passUnretained(pen).toOpaque()
      for scalar in text.unicodeScalars {
        var glyph: UInt32 = 0
        guard nominal(font, scalar.value, &glyph) != 0 else { continue }
        shape(font, glyph, draw, data)
        pen.offset += Double(advance(font, glyph))
      }
      withExtendedLifetime(pen) {}
      guard !pen.polygons.isEmpty else { return nil }
      let scale = size / units
      let polygons = pen.polygons.map { $0.map { (x: $0.x * scale, y: -$0.y * scale) } }
      let xs = polygons.flatMap { $0.map(\.x) }
      let ys = polygons.flatMap { $0.map(\.y) }
      guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
      return Outlines(polygons: polygons, bounds: CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
    }
  }
}

/// Fills polygons with the non-zero winding rule into a coverage map (0…1 a pixel), with 4 × 4
/// samples a pixel for smooth edges. Pure.
struct Raster {
  let width: Int
  let height: Int
  /// How much of each pixel is covered, row by row.
  private(set) var coverage: [Double]

  /// An empty raster.
  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    coverage = [Double](repeating: 0, count: width * height)
  }

  /// Fills closed polygons (each closed from its last point to its first).
  mutating func fill(_ polygons: [[(x: Double, y: Double)]]) {
    let samples = 4
    var edges: [(x0: Double, y0: Double, x1: Double, y1: Double, winding: Int)] = []
    for polygon in polygons where polygon.count > 2 {
      for index in polygon.indices {
        let a = polygon[index]
        let b = polygon[(index + 1) % polygon.count]
        if a.y == b.y { continue }
        edges.append(a.y < b.y ? (a.x, a.y, b.x, b.y, 1) : (b.x, b.y, a.x, a.y, -1))
      }
    }
    let weight = 1 / Double(samples * samples)
    for row in 0..<height {
      for sub in 0..<samples {
        let y = Double(row) + (Double(sub) + 0.5) / Double(samples)
        var crossings: [(x: Double, winding: Int)] = []
        for edge in edges where y >= edge.y0 && y < edge.y1 {
          let x = edge.x0 + (y - edge.y0) / (edge.y1 - edge.y0) * (edge.x1 - edge.x0)
          crossings.append((x, edge.winding))
        }
        crossings.sort { $0.x < $1.x }
        var winding = 0
        for (index, crossing) in crossings.enumerated() {
          winding += crossing.winding
          guard winding != 0, index + 1 < crossings.count else { continue }
          // Inside from this crossing to the next: each horizontal sample whose centre is in.
          let from = crossing.x
          let to = crossings[index + 1].x
          let first = max(0, Int((from * Double(samples) - 0.5).rounded(.up)))
          let last = min(width * samples - 1, Int((to * Double(samples) - 0.5).rounded(.up)) - 1)
          guard first <= last else { continue }
          for sample in first...last {
            coverage[row * width + sample / samples] += weight
          }
        }
      }
    }
  }
}
