import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// A view an app draws in with commands: `Canvas { context, size in context.fill(path, with:
/// .color(.red)) }`. The commands are recorded as the renderer runs and drawn by the page as
/// SVG. The renderer is given the size a fixed frame around the canvas proposes, else a square
/// of `Canvas.drawingSize` points; the page scales the drawing to the canvas's box. Gradients
/// fill with their first color; images are drawn as their symbol's name.
public struct Canvas<Symbols: View>: View {
  let renderer: (inout GraphicsContext, CGSize) -> Void

  /// The size the renderer is given when no fixed frame proposes one.
  public static var drawingSize: CGSize { CGSize(width: 360, height: 360) }

  /// A canvas drawn by `renderer`.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) where Symbols == EmptyView {
    self.renderer = renderer
  }

  /// A canvas drawn by `renderer`, with symbols it can draw (accepted: symbols are not resolved).
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
  ) {
    self.renderer = renderer
  }

  /// A canvas is primitive.
  public var body: Never { bodyError() }
}

extension Canvas: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    let size = context.proposal ?? Self.drawingSize
    let recording = GraphicsContext.Recording()
    var graphics = GraphicsContext(recording: recording)
    renderer(&graphics, size)
    return [
      Node(
        .canvas,
        properties: [
          "size": .array([.number(Double(size.width)), .number(Double(size.height))]),
          "items": .array(Array(recording.items.prefix(GraphicsContext.Recording.limit))),
        ])
    ]
  }
}

/// What a canvas's renderer draws with: fills, strokes, text, transforms and opacity. A copy
/// draws into the same canvas with its own transform and opacity, as SwiftUI's does.
public struct GraphicsContext {
  /// The commands a canvas's renderer gave, in order, as the page reads them.
  final class Recording {
    /// The most commands one canvas keeps (a runaway loop draws no more than this).
    static let limit = 5_000
    var items: [JSON] = []
  }

  let recording: Recording
  /// The transform applied to what is drawn.
  public var transform = CGAffineTransform.identity
  /// The opacity of what is drawn, 0…1.
  public var opacity: Double = 1
  /// How what is drawn blends (accepted: drawn normally).
  public var blendMode = BlendMode.normal

  init(recording: Recording) { self.recording = recording }

  /// How a shape is painted: a color, a style, a gradient (its first color here).
  public struct Shading {
    let css: String
    /// A color.
    public static func color(_ color: Color) -> Shading { Shading(css: color.css) }
    /// A color from components.
    public static func color(
      _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
    ) -> Shading {
      Shading(css: Color(red: red, green: green, blue: blue, opacity: opacity).css)
    }
    /// A shape style.
    public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(css: style.css) }
    /// The foreground style.
    public static var foreground: Shading { Shading(css: "currentColor") }
    /// A linear gradient (drawn in its first color).
    public static func linearGradient(
      _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(css: gradient.stops.first?.color.css ?? "currentColor")
    }
    /// A radial gradient (drawn in its first color).
    public static func radialGradient(
      _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(css: gradient.stops.first?.color.css ?? "currentColor")
    }
    /// A conic gradient (drawn in its first color).
    public static func conicGradient(
      _ gradient: Gradient, center: CGPoint, angle: Angle = .zero, options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(css: gradient.stops.first?.color.css ?? "currentColor")
    }
  }

  /// Options for gradient shadings.
  public struct GradientOptions: OptionSet, Sendable {
    /// The options, as bits.
    public let rawValue: UInt32
    /// Options from bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Repeats.
    public static let `repeat` = GradientOptions(rawValue: 1)
    /// Mirrors.
    public static let mirror = GradientOptions(rawValue: 2)
    /// Linear color.
    public static let linearColor = GradientOptions(rawValue: 4)
  }

  /// How drawn content blends with what is below.
  public struct BlendMode: Hashable, Sendable {
    let name: String
    /// Normal.
    public static let normal = BlendMode(name: "normal")
    /// Multiply.
    public static let multiply = BlendMode(name: "multiply")
    /// Screen.
    public static let screen = BlendMode(name: "screen")
    /// Plus lighter.
    public static let plusLighter = BlendMode(name: "plusLighter")
  }

  private func record(_ item: [String: JSON]) {
    guard recording.items.count < Recording.limit else { return }
    var item = item
    if opacity < 1 { item["opacity"] = .number(min(max(opacity, 0), 1)) }
    recording.items.append(.object(JSONObject(item)))
  }

  /// Fills `path` with `shading`.
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    record(["kind": "path", "d": .string(path.applying(transform).svgData), "fill": .string(shading.css)])
  }

  /// Strokes `path` with `shading`, `lineWidth` wide.
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// Strokes `path` with `shading` in a stroke style.
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    var item = style.json
    item["kind"] = "path"
    item["d"] = .string(path.applying(transform).svgData)
    item["stroke"] = .string(shading.css)
    item["lineWidth"] = .number(Double(style.lineWidth))
    record(item)
  }

  /// Draws `text` centred at `point` (or placed by `anchor`).
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    let at = point.applying(transform)
    var item: [String: JSON] = [
      "kind": "text", "text": .string(text.string), "x": .number(Double(at.x)), "y": .number(Double(at.y)),
      "anchor": .string(anchor.x < 0.34 ? "start" : anchor.x > 0.66 ? "end" : "middle"),
    ]
    if let color = text.segments.first?.style[.color] { item["color"] = color }
    if let size = text.segments.first?.style[.font]?["size"] { item["fontSize"] = size }
    record(item)
  }

  /// Draws `text` in `rect`, centred.
  public func draw(_ text: Text, in rect: CGRect) { draw(text, at: CGPoint(x: rect.midX, y: rect.midY)) }

  /// Draws an image centred at `point`, as its name.
  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(Text(image.name), at: point, anchor: anchor)
  }

  /// Draws an image in `rect`, as its name.
  public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
    draw(Text(image.name), in: rect)
  }

  /// The text, ready to draw (here: itself).
  public func resolve(_ text: Text) -> Text { text }
  /// The image, ready to draw (here: itself).
  public func resolve(_ image: Image) -> Image { image }

  /// Moves what is drawn next.
  public mutating func translateBy(x: CGFloat, y: CGFloat) {
    transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
  }
  /// Scales what is drawn next.
  public mutating func scaleBy(x: CGFloat, y: CGFloat) {
    transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
  }
  /// Rotates what is drawn next.
  public mutating func rotate(by angle: Angle) {
    transform = CGAffineTransform(rotationAngle: CGFloat(angle.radians)).concatenating(transform)
  }
  /// Applies `matrix` to what is drawn next.
  public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

  /// Draws `content` into a layer of its own (drawn straight into the canvas here).
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
    var layer = self
    try content(&layer)
  }

  /// Accepted; drawing is not clipped.
  public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {}
  /// Accepted; drawing is not filtered.
  public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {}

  /// Options for clipping.
  public struct ClipOptions: OptionSet, Sendable {
    /// The options, as bits.
    public let rawValue: UInt32
    /// Options from bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Clips to the outside of the path.
    public static let inverse = ClipOptions(rawValue: 1)
  }

  /// A filter for what is drawn next (accepted).
  public struct Filter: Sendable {
    let name: String
    /// A blur.
    public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter(name: "blur") }
    /// A shadow.
    public static func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> Filter {
      Filter(name: "shadow")
    }
    /// A turn of hue.
    public static func hueRotation(_ angle: Angle) -> Filter { Filter(name: "hueRotation") }
    /// Saturation.
    public static func saturation(_ amount: Double) -> Filter { Filter(name: "saturation") }
    /// Gray.
    public static func grayscale(_ amount: Double) -> Filter { Filter(name: "grayscale") }
    /// An alpha threshold.
    public static func alphaThreshold(min: Double, max: Double = 1, color: Color = .black) -> Filter {
      Filter(name: "alphaThreshold")
    }
  }

  /// Options for filters.
  public struct FilterOptions: OptionSet, Sendable {
    /// The options, as bits.
    public let rawValue: UInt32
    /// Options from bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
  }

  /// Options for blurs.
  public struct BlurOptions: OptionSet, Sendable {
    /// The options, as bits.
    public let rawValue: UInt32
    /// Options from bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Opaque.
    public static let opaque = BlurOptions(rawValue: 1)
  }
}
