import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// A control for choosing a color: the browser's color input. The color is chosen as sRGB
/// red, green and blue (a browser's picker has no opacity).
public struct ColorPicker<Label: View>: View {
  let label: Label
  let read: @MainActor () -> Color
  let write: @MainActor (Color) -> Void

  /// A picker of `selection`, labelled by `label`.
  public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
    self.label = label()
    read = { selection.wrappedValue }
    write = { selection.wrappedValue = $0 }
  }

  /// A picker of a CoreGraphics color, labelled by `label`.
  public init(selection: Binding<CGColor>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
    self.label = label()
    read = { Color(cgColor: selection.wrappedValue) }
    write = { color in
      let (red, green, blue) = color.rgb ?? (0, 0, 0)
      selection.wrappedValue = CGColor(red: red, green: green, blue: blue, alpha: 1)
    }
  }

  /// A color picker is primitive.
  public var body: Never { bodyError() }
}

extension ColorPicker where Label == Text {
  /// A picker with a title.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }

  /// A picker with a title from a string value.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }

  /// A picker of a CoreGraphics color with a title.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }
}

extension ColorPicker: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    let (_, title) = context.label(label, at: path)
    let write = write
    let properties: [String: JSON] = [
      "label": .string(title), "value": .string(read().hex),
      "labelHidden": .bool(context.environment.labelsHidden),
    ]
    return [
      context.control(.colorPicker, at: path, properties: properties) { event in
        guard event.action == .set, let text = event.value?.string, let color = Color(hex: text) else { return false }
        write(color)
        return true
      }
    ]
  }
}

extension Color {
  /// The light-scheme sRGB values of the page's named colors, by their CSS variable.
  nonisolated static let namedRGB: [String: String] = [
    "var(--red)": "#ff3b30", "var(--orange)": "#ff9500", "var(--yellow)": "#ffcc00", "var(--green)": "#34c759",
    "var(--blue)": "#007aff", "var(--accent)": "#007aff", "var(--tint)": "#007aff", "var(--primary)": "#000000",
    "var(--secondary)": "#8a8a8e", "#000": "#000000", "#fff": "#ffffff", "transparent": "#000000",
  ]

  /// A color from `#rrggbb` (what a browser's color input gives); `nil` for anything else.
  nonisolated init?(hex: String) {
    guard let (red, green, blue) = Self.channels(hex: hex) else { return nil }
    self.init(red: Double(red), green: Double(green), blue: Double(blue))
  }

  /// Red, green and blue in 0…1 of `#rrggbb` (or `rrggbb`): six hexadecimal digits, nothing else.
  nonisolated static func channels(hex: String) -> (CGFloat, CGFloat, CGFloat)? {
    let digits = hex.hasPrefix("#") ? hex.dropFirst() : hex[...]
    guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = Int(digits, radix: 16) else { return nil }
    return (CGFloat((value >> 16) & 0xff) / 255, CGFloat((value >> 8) & 0xff) / 255, CGFloat(value & 0xff) / 255)
  }

  /// A color from a CoreGraphics color.
  nonisolated public init(cgColor: CGColor) {
    let (red, green, blue, alpha) = cgColor.rgba
    self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
  }

  /// A color from a CoreGraphics color (iOS 13's spelling, without the label).
  nonisolated public init(_ cgColor: CGColor) { self.init(cgColor: cgColor) }

  /// Red, green and blue in 0…1, for a color given by its channels or a named one the page has.
  nonisolated var rgb: (CGFloat, CGFloat, CGFloat)? {
    var text = Self.namedRGB[css] ?? css
    if text.hasPrefix("#"), text.count == 4 { text = "#" + text.dropFirst().map { "\($0)\($0)" }.joined() }
    if text.hasPrefix("#"), let channels = Self.channels(hex: text) { return channels }
    guard css.hasPrefix("rgb("), let close = css.firstIndex(of: "/") ?? css.firstIndex(of: ")") else { return nil }
    let channels = css[css.index(css.startIndex, offsetBy: 4)..<close].split(separator: " ").compactMap { Double($0) }
    guard channels.count == 3 else { return nil }
    return (CGFloat(channels[0] / 255), CGFloat(channels[1] / 255), CGFloat(channels[2] / 255))
  }

  /// The color as `#rrggbb` for a browser's color input (blue when it cannot be told).
  nonisolated var hex: String {
    guard let (red, green, blue) = rgb else { return "#007aff" }
    func byte(_ value: CGFloat) -> String {
      let text = String(Int((min(max(value, 0), 1) * 255).rounded()), radix: 16)
      return text.count == 1 ? "0" + text : text
    }
    return "#" + byte(red) + byte(green) + byte(blue)
  }
}
