import Foundation
@_spi(Host) import SuperSwiftLayout

/// What describes a UIKit font: its family, size, design (rounded, serif, monospaced) and traits,
/// as `UIFont(descriptor:size:)` takes them (the idiom for a rounded navigation title).
public struct UIFontDescriptor: Hashable, Sendable {
  /// The family's name ("system" for the system font).
  let family: String
  /// The size in points.
  public let pointSize: CGFloat
  /// The design.
  let design: SystemDesign
  /// The traits.
  public let symbolicTraits: SymbolicTraits

  init(family: String, pointSize: CGFloat, design: SystemDesign = .default, symbolicTraits: SymbolicTraits = []) {
    self.family = family
    self.pointSize = pointSize
    self.design = design
    self.symbolicTraits = symbolicTraits
  }

  /// The system font's descriptor for a text style.
  public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
    UIFont.preferredFont(forTextStyle: style).fontDescriptor
  }

  /// The same font in another design (the system font only, as UIKit's).
  public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
    UIFontDescriptor(family: family, pointSize: pointSize, design: design, symbolicTraits: symbolicTraits)
  }

  /// The same font with these traits.
  public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
    UIFontDescriptor(family: family, pointSize: pointSize, design: design, symbolicTraits: traits)
  }

  /// The same font at another size.
  public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
    UIFontDescriptor(family: family, pointSize: newPointSize, design: design, symbolicTraits: symbolicTraits)
  }

  /// The system font's designs.
  public struct SystemDesign: Hashable, Sendable {
    let design: Font.Design
    /// The default design.
    public static let `default` = SystemDesign(design: .default)
    /// Rounded.
    public static let rounded = SystemDesign(design: .rounded)
    /// Serif.
    public static let serif = SystemDesign(design: .serif)
    /// Monospaced.
    public static let monospaced = SystemDesign(design: .monospaced)
  }

  /// Bold, italic, …
  public struct SymbolicTraits: OptionSet, Hashable, Sendable {
    /// The traits' bits.
    public let rawValue: UInt32
    /// Traits from bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Italic.
    public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
    /// Bold.
    public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    /// Wider.
    public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
    /// Narrower.
    public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
    /// Fixed-width.
    public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
  }
}

extension UIFont {
  /// The font's descriptor.
  public var fontDescriptor: UIFontDescriptor {
    UIFontDescriptor(family: familyName, pointSize: pointSize, design: design)
  }

  /// The font a descriptor describes, at `pointSize` (0: the descriptor's own size).
  public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
    self.init(
      family: descriptor.family, size: pointSize == 0 ? descriptor.pointSize : pointSize,
      design: descriptor.design)
  }

  /// The same font at another size.
  public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(family: familyName, size: fontSize, design: design) }
}
