import Foundation
@_spi(Host) import SuperSwiftLayout

// Small gaps that many published apps hit first (the corpus in bench/swiftui_corpus.py):
// colors by hue, arithmetic on angles, the scene's phase, decorative images, insettable
// shapes, and modifiers a page draws the same without.

extension Color {
  /// A color by hue, saturation and brightness (each 0…1).
  nonisolated public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let h = (hue.truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
    let s = min(max(saturation, 0), 1)
    let v = min(max(brightness, 0), 1)
    let sector = Int(h) % 6
    let f = h - Double(Int(h))
    let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
    let (r, g, b): (Double, Double, Double) =
      switch sector {
      case 0: (v, t, p)
      case 1: (q, v, p)
      case 2: (p, v, t)
      case 3: (p, q, v)
      case 4: (t, p, v)
      default: (v, p, q)
      }
    self.init(red: r, green: g, blue: b, opacity: opacity)
  }
}

extension Angle {
  /// The sum.
  public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
  /// The difference.
  public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
  /// The other way.
  public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
  /// Scaled.
  public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
  /// Divided.
  public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
  /// Adds `rhs`.
  public static func += (lhs: inout Angle, rhs: Angle) { lhs = lhs + rhs }
  /// Subtracts `rhs`.
  public static func -= (lhs: inout Angle, rhs: Angle) { lhs = lhs - rhs }
}

/// Whether the app is in front: a page showing the app is `.active`.
public enum ScenePhase: Comparable, Hashable, Sendable {
  /// In the background.
  case background
  /// Shown, not taking input.
  case inactive
  /// In front, taking input.
  case active
}

extension EnvironmentValues {
  /// The scene's phase: `.active` while the page shows the app.
  public var scenePhase: ScenePhase { .active }
  /// Whether VoiceOver is on (a page does not know: `false`).
  public var accessibilityVoiceOverEnabled: Bool { false }
  /// Whether the person asked for less motion (a page does not know: `false`).
  public var accessibilityReduceMotion: Bool { false }
  /// Whether the person asked for no color alone to carry meaning (a page does not know: `false`).
  public var accessibilityDifferentiateWithoutColor: Bool { false }
}

/// A shape that can be drawn inset by an amount: what `strokeBorder` needs.
public protocol InsettableShape: Shape {
  /// The shape inset by `amount` on every side.
  associatedtype InsetShape: InsettableShape
  /// The shape inset by `amount` on every side.
  func inset(by amount: CGFloat) -> InsetShape
}

extension Rectangle: InsettableShape {
  /// Inset: drawn the same on a page (the page strokes inside the frame for `strokeBorder`).
  public func inset(by amount: CGFloat) -> Rectangle { self }
}

extension RoundedRectangle: InsettableShape {
  /// Inset: the corners shrink with it.
  public func inset(by amount: CGFloat) -> RoundedRectangle {
    RoundedRectangle(cornerRadius: max(0, cornerRadius - amount), style: style)
  }
}

extension Capsule: InsettableShape {
  /// Inset: drawn the same on a page.
  public func inset(by amount: CGFloat) -> Capsule { self }
}

extension Ellipse: InsettableShape {
  /// Inset: drawn the same on a page.
  public func inset(by amount: CGFloat) -> Ellipse { self }
}

extension Circle: InsettableShape {
  /// Inset: drawn the same on a page.
  public func inset(by amount: CGFloat) -> Circle { self }
}

extension View {
  /// Accepted; the page draws the same without an offscreen pass.
  public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { self }

  /// Accepted; the page draws the same without compositing first.
  public func compositingGroup() -> some View { self }
}

/// How a drawing group's colors are kept.
public enum ColorRenderingMode: Sendable {
  /// sRGB.
  case nonLinear
  /// Linear sRGB.
  case linear
  /// Extended linear sRGB.
  case extendedLinear
}

extension AnyTransition {
  /// A transition made of a modifier, from `active` to `identity` (shown at once on a page).
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { AnyTransition() }
}
