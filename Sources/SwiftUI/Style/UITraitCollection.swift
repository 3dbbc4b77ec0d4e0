import Foundation
@_spi(Host) import SuperSwiftLayout

/// The traits a UIKit colour is resolved for: the page's appearance, light or dark.
public struct UITraitCollection: Hashable, Sendable {
  /// Light or dark.
  public let userInterfaceStyle: UIUserInterfaceStyle

  /// Traits of one appearance.
  public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }

  /// The traits in effect: the app side draws for both appearances at once (a dynamic colour
  /// becomes both of its values), so this is the light one, as a phone's default.
  public static var current: UITraitCollection { UITraitCollection(userInterfaceStyle: .light) }
}

/// Light or dark.
public enum UIUserInterfaceStyle: Int, Sendable {
  /// Not said.
  case unspecified
  /// Light.
  case light
  /// Dark.
  case dark
}

extension UIColor {
  /// A colour that depends on the appearance: `provider` is asked for the light and the dark
  /// one, and the page shows whichever its appearance is (CSS `light-dark()`).
  nonisolated public convenience init(dynamicProvider provider: @escaping (UITraitCollection) -> UIColor) {
    let light = provider(UITraitCollection(userInterfaceStyle: .light)).css
    let dark = provider(UITraitCollection(userInterfaceStyle: .dark)).css
    self.init(css: light == dark ? light : "light-dark(\(light), \(dark))")
  }

  /// A colour in the Display P3 space, components in 0…1.
  nonisolated public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    func component(_ value: CGFloat) -> String { String(format: "%.4f", Double(min(max(value, 0), 1))) }
    self.init(
      css: "color(display-p3 \(component(red)) \(component(green)) \(component(blue)) / \(component(alpha)))")
  }

  /// The colour for `traitCollection`: the same colour (a page resolves both appearances itself).
  nonisolated public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }
}
