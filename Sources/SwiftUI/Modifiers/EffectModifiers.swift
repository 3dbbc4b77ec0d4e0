import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// The safe area's kinds (a page has no notch or keyboard to avoid; accepted as written).
public struct SafeAreaRegions: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: Int
  /// Regions from bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The device's own insets.
  public static let container = SafeAreaRegions(rawValue: 1)
  /// The keyboard.
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  /// Both.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// How content fits a frame of another shape.
public enum ContentMode: Hashable, Sendable {
  /// Whole, with space around it.
  case fit
  /// Filling the frame, cut at its edges.
  case fill
}

/// How a view comes and goes (the page shows changes at once).
public struct AnyTransition: Sendable {
  /// Fading.
  public static let opacity = AnyTransition()
  /// Sliding in from the leading edge.
  public static let slide = AnyTransition()
  /// Growing from nothing.
  public static let scale = AnyTransition()
  /// No transition.
  public static let identity = AnyTransition()
  /// Moving in from an edge.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
  /// Growing from a scale.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
  /// Moving by an offset.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
  /// One way in, another out.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
  /// Both at once.
  public func combined(with other: AnyTransition) -> AnyTransition { self }
  /// With an animation.
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

extension Binding {
  /// The binding; changes through it are shown at once (pages do not animate).
  public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}

/// Puts a view behind or in front of another, sized to it and aligned in it.
struct LayerModifier<Layer: View>: PrimitiveModifier {
  let layer: Layer
  let alignment: Alignment
  /// In front (`overlay`) or behind (`background`).
  let inFront: Bool

  func nodes(content: () -> [Node], at path: ViewPath, in context: RenderContext) -> [Node] {
    let base = Node(.layer, properties: ["role": "base"], children: content())
    let decoration = Node(
      .layer,
      properties: [
        "role": "decoration", "alignment": .string("\(alignment.horizontal.rawValue)-\(alignment.vertical.rawValue)"),
      ],
      children: context.render(layer, at: path.appending(inFront ? "overlay" : "background")))
    return [Node(.layered, children: inFront ? [base, decoration] : [decoration, base])]
  }
}

extension View {
  /// Lets the view extend under the screen's bars (its navigation bar and toolbar).
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
    style(.ignoresSafeArea, true)
  }

  /// Lets the view extend under the screen's bars.
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { style(.ignoresSafeArea, true) }

  /// Draws the view larger or smaller by `scale`, around `anchor`.
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
    scaleEffect(x: scale, y: scale, anchor: anchor)
  }

  /// Draws the view scaled by `scale.width` across and `scale.height` down.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
  }

  /// Draws the view scaled across and down.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
    style(.scale, [.number(Double(x)), .number(Double(y))])
  }

  /// Draws the view turned by `angle`, clockwise, around `anchor`.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    style(.rotation, .number(angle.degrees))
  }

  /// Draws the view turned in 3-D around `axis`.
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some View {
    style(
      .rotation3D,
      [.number(Double(axis.x)), .number(Double(axis.y)), .number(Double(axis.z)), .number(angle.degrees)])
  }

  /// Draws the view moved by `x` and `y` points, leaving its place in the layout as it was.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    style(.offset, [.number(Double(x)), .number(Double(y))])
  }

  /// Draws the view moved by an offset.
  public func offset(_ offset: CGSize) -> some View { self.offset(x: offset.width, y: offset.height) }

  /// A border drawn inside the view's frame.
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    style(.border, ["color": .string(content.css), "width": .number(Double(width))])
  }

  /// A shadow behind the view.
  public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
    -> some View
  {
    style(
      .shadow,
      [
        "color": .string(color.css), "radius": .number(Double(radius)), "x": .number(Double(x)),
        "y": .number(Double(y)),
      ])
  }

  /// Blurs the view.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View { style(.blur, .number(Double(radius))) }

  /// Draws the view above (or below) its siblings in a `ZStack`.
  public func zIndex(_ value: Double) -> some View { style(.zIndex, .number(value)) }

  /// Keeps the view's width-to-height ratio (an image's own when none is given) as it fits or
  /// fills what it is offered.
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    var members: [String: JSON] = ["mode": contentMode == .fill ? "fill" : "fit"]
    if let aspectRatio, aspectRatio.isFinite, aspectRatio > 0 { members["ratio"] = .number(Double(aspectRatio)) }
    return style(.aspectRatio, .object(JSONObject(members)))
  }

  /// Keeps the view's ratio of a size.
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    self.aspectRatio(aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
  }

  /// Fits the view in its frame, keeping its ratio.
  public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

  /// Fills the frame with the view, keeping its ratio.
  public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

  /// How the view comes and goes (accepted: changes show at once).
  public func transition(_ transition: AnyTransition) -> some View { self }

  /// Animates changes (accepted: changes show at once).
  public func animation(_ animation: Animation?) -> some View { self }

  /// The shape that takes taps (accepted: the whole view does).
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }

  /// A view in front of this one, sized to it and aligned in it.
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    modifier(LayerModifier(layer: content(), alignment: alignment, inFront: true))
  }

  /// A view in front of this one (the older spelling).
  @_disfavoredOverload
  public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
    modifier(LayerModifier(layer: overlay, alignment: alignment, inFront: true))
  }

  /// A color, gradient or material in front of this view, in a shape.
  public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
    modifier(LayerModifier(layer: shape.fill(style), alignment: .center, inFront: true))
  }

  /// A view behind this one, sized to it and aligned in it.
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    modifier(LayerModifier(layer: content(), alignment: alignment, inFront: false))
  }

  /// A view behind this one (the older spelling).
  @_disfavoredOverload
  public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
    modifier(LayerModifier(layer: background, alignment: alignment, inFront: false))
  }

  /// A color, gradient or material behind this view, in a shape.
  public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
    modifier(LayerModifier(layer: shape.fill(style), alignment: .center, inFront: false))
  }
}
