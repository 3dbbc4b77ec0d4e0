import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

extension Color {
  /// A colour as concrete sRGB components in an environment: system colours take their light or
  /// dark value, as iOS resolves them.
  public struct Resolved: Hashable, Sendable, CustomStringConvertible {
    /// Red in 0…1 (sRGB, gamma-encoded).
    public var red: Float
    /// Green in 0…1.
    public var green: Float
    /// Blue in 0…1.
    public var blue: Float
    /// Opacity in 0…1.
    public var opacity: Float

    /// A resolved colour from sRGB components.
    public init(colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
      self.red = red
      self.green = green
      self.blue = blue
      self.opacity = opacity
    }

    /// Red in linear light.
    public var linearRed: Float { Self.linear(red) }
    /// Green in linear light.
    public var linearGreen: Float { Self.linear(green) }
    /// Blue in linear light.
    public var linearBlue: Float { Self.linear(blue) }

    /// The colour as `#RRGGBBAA`, as Apple's description prints it.
    public var description: String {
      func byte(_ value: Float) -> String {
        let byte = Int((min(max(value, 0), 1) * 255).rounded())
        return String(byte, radix: 16, uppercase: true).count == 1
          ? "0" + String(byte, radix: 16, uppercase: true) : String(byte, radix: 16, uppercase: true)
      }
      return "#" + byte(red) + byte(green) + byte(blue) + byte(opacity)
    }

    private static func linear(_ value: Float) -> Float {
      value <= 0.04045 ? value / 12.92 : Float(pow(Double((value + 0.055) / 1.055), 2.4))
    }
  }

  /// A colour of resolved components.
  nonisolated public init(_ resolved: Resolved) {
    self.init(
      red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue),
      opacity: Double(resolved.opacity))
  }

  /// The colour's components in `environment` (its colour scheme and contrast).
  nonisolated public func resolve(in environment: EnvironmentValues) -> Resolved {
    let appearance: SystemPalette.Appearance =
      switch (environment.colorScheme, environment.colorSchemeContrast) {
      case (.dark, .increased): .darkContrast
      case (.dark, .standard): .dark
      case (.light, .increased): .lightContrast
      case (.light, .standard): .light
      }
    return Self.resolve(css: css, appearance)
      ?? Resolved(red: 0, green: 0, blue: 0, opacity: 1)
  }

  /// Components of a colour written as the CSS this module makes, or `nil` for another form.
  nonisolated static func resolve(css: String, _ appearance: SystemPalette.Appearance) -> Resolved? {
    let dark = appearance == .dark || appearance == .darkContrast
    if css.hasPrefix("var(--"), css.hasSuffix(")") {
      let name = String(css.dropFirst(6).dropLast())
      switch name {
      case "primary": return dark ? Resolved(red: 1, green: 1, blue: 1) : Resolved(red: 0, green: 0, blue: 0)
      case "secondary":
        return dark
          ? Resolved(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.6)
          : Resolved(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6)
      default:
        guard let rgb = SystemPalette.rgb(name, appearance) else { return nil }
        return Resolved(red: Float(rgb.red), green: Float(rgb.green), blue: Float(rgb.blue))
      }
    }
    if css == "transparent" { return Resolved(red: 0, green: 0, blue: 0, opacity: 0) }
    if css.hasPrefix("#") {
      var hex = String(css.dropFirst())
      if hex.count == 3 { hex = hex.map { "\($0)\($0)" }.joined() }
      guard hex.count == 6, let value = UInt32(hex, radix: 16) else { return nil }
      return Resolved(
        red: Float(value >> 16 & 0xff) / 255, green: Float(value >> 8 & 0xff) / 255, blue: Float(value & 0xff) / 255)
    }
    if css.hasPrefix("rgb("), css.hasSuffix(")") {
      let parts = css.dropFirst(4).dropLast().split(whereSeparator: { $0 == " " || $0 == "/" }).compactMap {
        Double($0)
      }
      guard parts.count >= 3 else { return nil }
      return Resolved(
        red: Float(parts[0] / 255), green: Float(parts[1] / 255), blue: Float(parts[2] / 255),
        opacity: Float(parts.count > 3 ? parts[3] : 1))
    }
    if css.hasPrefix("color-mix(in srgb, "), css.hasSuffix("%, transparent)") {
      // `opacity(_:)`: the colour, then its percentage.
      let inner = css.dropFirst("color-mix(in srgb, ".count).dropLast("%, transparent)".count)
      guard let space = inner.lastIndex(of: " "), let percent = Double(inner[inner.index(after: space)...]),
        var base = resolve(css: String(inner[..<space]), appearance)
      else { return nil }
      base.opacity *= Float(percent / 100)
      return base
    }
    return nil
  }

  /// The colour's name for a system colour (`red`), else its components as `#RRGGBBAA`.
  nonisolated public var description: String {
    if css.hasPrefix("var(--"), css.hasSuffix(")") {
      let name = String(css.dropFirst(6).dropLast())
      return name == "accent" ? "AccentColor" : name
    }
    if css == "transparent" { return "clear" }
    return Self.resolve(css: css, .light)?.description ?? css
  }
}

extension Color: CustomStringConvertible {}
