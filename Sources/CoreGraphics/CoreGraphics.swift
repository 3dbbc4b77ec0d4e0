// What Apple's Foundation brings along that Foundation on Linux lacks: CoreGraphics' colors,
// vectors and `CG…Make` functions (Foundation here has CGFloat, CGPoint, CGSize and CGRect
// itself), and the few Foundation declarations published apps use that swift-corelibs-foundation
// does not declare (see FoundationGaps.swift). Importable as `import CoreGraphics`, and seen
// by every file of an app without importing it, as Foundation brings it on Apple's systems.
@_exported import Foundation

/// A color as CoreGraphics holds it: components in a color space (sRGB here).
public final class CGColor: Hashable, @unchecked Sendable, CustomStringConvertible {
  /// The red, green, blue and alpha components in 0…1 (gray and alpha for a gray color).
  public let components: [CGFloat]?
  /// The color's opacity in 0…1.
  public var alpha: CGFloat { components?.last ?? 1 }
  /// How many components the color has.
  public var numberOfComponents: Int { components?.count ?? 0 }
  /// The color space (sRGB, or gray for a gray color).
  public let colorSpace: CGColorSpace?

  /// A color from red, green, blue and alpha in 0…1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = [red, green, blue, alpha].map { min(max($0, 0), 1) }
    colorSpace = CGColorSpace(name: CGColorSpace.sRGB)
  }

  /// A color from sRGB red, green, blue and alpha in 0…1.
  public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// A gray from its level and alpha in 0…1.
  public init(gray: CGFloat, alpha: CGFloat) {
    components = [gray, alpha].map { min(max($0, 0), 1) }
    colorSpace = CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)
  }

  /// The color at another opacity.
  public func copy(alpha: CGFloat) -> CGColor? {
    guard let components, components.count >= 2 else { return nil }
    if components.count == 2 { return CGColor(gray: components[0], alpha: alpha) }
    return CGColor(red: components[0], green: components[1], blue: components[2], alpha: alpha)
  }

  /// Red, green, blue and alpha, whether the color is gray or not.
  public var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    let parts = components ?? [0, 0, 0, 1]
    return parts.count == 2 ? (parts[0], parts[0], parts[0], parts[1]) : (parts[0], parts[1], parts[2], parts[3])
  }

  /// Black.
  public static let black = CGColor(gray: 0, alpha: 1)
  /// White.
  public static let white = CGColor(gray: 1, alpha: 1)
  /// No color.
  public static let clear = CGColor(gray: 0, alpha: 0)

  /// Whether two colors have the same components.
  public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }
  /// Hashes the components.
  public func hash(into hasher: inout Hasher) { hasher.combine(components) }
  /// The components, as text.
  public var description: String { "CGColor(\((components ?? []).map { "\($0)" }.joined(separator: ", ")))" }
}

/// A color space, by name.
public final class CGColorSpace: @unchecked Sendable {
  /// The space's name.
  public let name: CFString?

  /// The space of a name (any name: colors are drawn as sRGB here).
  public init?(name: CFString) { self.name = name }

  /// sRGB.
  public static let sRGB: CFString = "kCGColorSpaceSRGB"
  /// Display P3.
  public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
  /// Linear sRGB.
  public static let linearSRGB: CFString = "kCGColorSpaceLinearSRGB"
  /// Gray with a gamma of 2.2.
  public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
}

/// A CoreFoundation string (a Swift `String` here).
public typealias CFString = String

/// A vector: a direction and length, as `dx`, `dy`.
public struct CGVector: Hashable, Sendable, Codable {
  /// The horizontal part.
  public var dx: CGFloat
  /// The vertical part.
  public var dy: CGFloat
  /// A vector.
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }
  /// A vector of doubles.
  public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
  /// A vector of integers.
  public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
  /// No length.
  public static let zero = CGVector(dx: CGFloat(0), dy: CGFloat(0))
}

/// A point (CoreGraphics' C spelling of `CGPoint(x:y:)`).
public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
/// A size (CoreGraphics' C spelling of `CGSize(width:height:)`).
public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize { CGSize(width: width, height: height) }
/// A rectangle (CoreGraphics' C spelling of `CGRect(x:y:width:height:)`).
public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}
/// A vector (CoreGraphics' C spelling of `CGVector(dx:dy:)`).
public func CGVectorMake(_ dx: CGFloat, _ dy: CGFloat) -> CGVector { CGVector(dx: dx, dy: dy) }
