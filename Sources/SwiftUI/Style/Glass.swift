@_spi(Host) import SuperSwiftLayout

/// Liquid Glass (iOS 26): the material `glassEffect` puts a view on. A page draws it as a
/// see-through pane of the card colour in the view's shape, with its tint mixed in; a page does
/// not refract or blur what is behind it, and interactive glass looks like the rest.
public struct Glass: Hashable, Sendable {
  /// How much of the card colour the pane holds, in percent (0: no pane at all).
  let opacity: Int
  /// The tint mixed into the pane, as CSS.
  let tintCSS: String?
  /// Whether the glass answers touches.
  let interactiveFlag: Bool

  /// The usual glass, for bars, buttons and controls.
  public static var regular: Glass { Glass(opacity: 65, tintCSS: nil, interactiveFlag: false) }
  /// Clearer glass, for what sits over photos, maps and video.
  public static var clear: Glass { Glass(opacity: 30, tintCSS: nil, interactiveFlag: false) }
  /// No glass: the view as it is (to switch the effect off without changing the view's type).
  public static var identity: Glass { Glass(opacity: 0, tintCSS: nil, interactiveFlag: false) }

  /// The same glass tinted with `color` (`nil`: untinted).
  public func tint(_ color: Color?) -> Glass {
    Glass(opacity: opacity, tintCSS: color?.css, interactiveFlag: interactiveFlag)
  }

  /// The same glass, answering touches when `isEnabled`.
  public func interactive(_ isEnabled: Bool = true) -> Glass {
    Glass(opacity: opacity, tintCSS: tintCSS, interactiveFlag: isEnabled)
  }

  /// The pane as a style to fill a shape with, or `nil` for `.identity`.
  var paneStyle: GlassPaneStyle? {
    opacity == 0 && tintCSS == nil ? nil : GlassPaneStyle(glass: self)
  }
}

/// The fill a glass pane is drawn with.
struct GlassPaneStyle: ShapeStyle, Hashable {
  let glass: Glass
  /// The card colour, partly see-through, with the tint mixed in.
  var css: String {
    let pane = "color-mix(in srgb, var(--card) \(glass.opacity)%, transparent)"
    guard let tint = glass.tintCSS else { return pane }
    return "color-mix(in srgb, \(tint) 45%, \(pane))"
  }
}

/// The shape glass takes when none is given: a capsule, as on iOS.
public struct DefaultGlassEffectShape: Shape {
  /// The default shape.
  public init() {}
  /// A capsule's outline.
  nonisolated public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
  /// Drawn as a capsule.
  nonisolated public var outline: ShapeOutline { Capsule().outline }
}

/// How glass appears and disappears when a view with it comes and goes.
public struct GlassEffectTransition: Hashable, Sendable {
  let name: String
  /// Morphs into a matching glass shape (`glassEffectID`).
  public static var matchedGeometry: GlassEffectTransition { GlassEffectTransition(name: "matchedGeometry") }
  /// Fades the glass in and out.
  public static var materialize: GlassEffectTransition { GlassEffectTransition(name: "materialize") }
  /// No transition.
  public static var identity: GlassEffectTransition { GlassEffectTransition(name: "identity") }
}

/// Glass shapes drawn together so that near ones can merge (on iOS). A page draws each view's
/// glass on its own, laid out as the container's content is.
public struct GlassEffectContainer<Content: View>: View {
  let content: Content
  /// A container; glass within `spacing` points of each other merges on iOS.
  public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
  /// The content.
  public var body: some View { content }
}

extension View {
  /// Puts the view on a pane of `glass` in `shape` (a capsule by default), behind its content.
  public func glassEffect<S: Shape>(_ glass: Glass = .regular, in shape: S, isEnabled: Bool = true) -> some View {
    modifier(GlassPane(glass: isEnabled ? glass : .identity, shape: AnyShape(shape)))
  }

  /// Puts the view on a pane of `glass` in a capsule, behind its content.
  public func glassEffect(_ glass: Glass = .regular, isEnabled: Bool = true) -> some View {
    glassEffect(glass, in: DefaultGlassEffectShape(), isEnabled: isEnabled)
  }

  /// Accepted; a page does not animate. Names the view's glass so it can morph into another.
  public func glassEffectID<ID: Hashable & Sendable>(_ id: ID?, in namespace: Namespace.ID) -> some View { self }

  /// Accepted; a page draws each pane on its own. Joins glass of one identifier into one shape.
  public func glassEffectUnion<ID: Hashable & Sendable>(id: ID?, namespace: Namespace.ID) -> some View { self }

  /// Accepted; a page does not animate. How the view's glass comes and goes.
  public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View { self }

  /// Accepted; the page draws the view where it is laid out. On iOS, extends it under the bars.
  public func backgroundExtensionEffect() -> some View { self }

  /// Accepted; as above, when `isEnabled`.
  public func backgroundExtensionEffect(isEnabled: Bool) -> some View { self }
}

/// A glass pane behind a view: the shape filled with the glass's style, or nothing for
/// `.identity`.
struct GlassPane: ViewModifier {
  let glass: Glass
  let shape: AnyShape

  func body(content: Content) -> some View {
    if let style = glass.paneStyle {
      content.background(style, in: shape)
    } else {
      content
    }
  }
}

/// The `glass` button style (iOS 26): the label on a pane of glass in a capsule.
public struct GlassButtonStyle: PrimitiveButtonStyle {
  let glass: Glass
  /// The style, with regular glass.
  public init() { glass = .regular }
  /// The style, with `glass`.
  public init(_ glass: Glass) { self.glass = glass }
  /// The style's name on the page.
  public var name: String { "glass" }
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
  /// The `glass` style: the label on a pane of glass in a capsule.
  public static var glass: GlassButtonStyle { GlassButtonStyle() }
  /// The `glass` style with the given glass.
  public static func glass(_ glass: Glass) -> GlassButtonStyle { GlassButtonStyle(glass) }
}

/// The `glassProminent` button style (iOS 26): the label on tinted glass, for the main action.
public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "glassProminent" }
}

extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
  /// The `glassProminent` style: the label on tinted glass, for the main action.
  public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
