/// iOS's system colours (`Color.red`, `UIColor.systemBlue`…) in its four appearances, as Apple's
/// Human Interface Guidelines publish them ("Color", the system colours table): the default
/// light and dark ones a page shows, and the increased-contrast ones it shows only when the
/// browser asks for more contrast (`prefers-contrast: more`). One row a colour; the page's
/// stylesheet is made from the table, each colour a custom property (`--blue`), and the accent
/// is the blue.
@_spi(Host) public enum SystemPalette {
  /// One of iOS's appearances.
  public enum Appearance: CaseIterable, Sendable {
    /// The default light appearance.
    case light
    /// The default dark appearance.
    case dark
    /// Light, with increased contrast.
    case lightContrast
    /// Dark, with increased contrast.
    case darkContrast
  }

  /// Each colour's name (its custom property) and its four values, in `Appearance`'s order.
  public static let colors: [(name: String, values: [String])] = [
    ("red", ["#ff3b30", "#ff453a", "#d70015", "#ff6961"]),
    ("orange", ["#ff9500", "#ff9f0a", "#c93400", "#ffb340"]),
    ("yellow", ["#ffcc00", "#ffd60a", "#b25000", "#ffd426"]),
    ("green", ["#34c759", "#30d158", "#248a3d", "#30db5b"]),
    ("mint", ["#00c7be", "#63e6e2", "#0c817b", "#66d4cf"]),
    ("teal", ["#30b0c7", "#40c8e0", "#008299", "#5de6ff"]),
    ("cyan", ["#32ade6", "#64d2ff", "#0071a4", "#70d7ff"]),
    ("blue", ["#007aff", "#0a84ff", "#0040dd", "#409cff"]),
    ("indigo", ["#5856d6", "#5e5ce6", "#3634a3", "#7d7aff"]),
    ("purple", ["#af52de", "#bf5af2", "#8944ab", "#da8fff"]),
    ("pink", ["#ff2d55", "#ff375f", "#d30f45", "#ff6482"]),
    ("brown", ["#a2845e", "#ac8e68", "#7f6545", "#b59469"]),
    ("gray", ["#8e8e93", "#8e8e93", "#6c6c70", "#aeaeb2"]),
  ]

  /// The custom properties of `appearance`: every colour, and the accent (its blue).
  public static func css(_ appearance: Appearance) -> String {
    let index = appearance.index
    let blue = colors.first { $0.name == "blue" }!.values[index]
    return (["--accent:\(blue)"] + colors.map { "--\($0.name):\($0.values[index])" }).joined(separator: ";")
  }

  /// A colour's value in `appearance` as red, green and blue in 0…1, or `nil` for a name the
  /// table does not have.
  public static func rgb(_ name: String, _ appearance: Appearance) -> (red: Double, green: Double, blue: Double)? {
    let lookup = name == "accent" ? "blue" : name
    guard let hex = colors.first(where: { $0.name == lookup })?.values[appearance.index],
      let value = UInt32(hex.dropFirst(), radix: 16)
    else { return nil }
    return (Double(value >> 16 & 0xff) / 255, Double(value >> 8 & 0xff) / 255, Double(value & 0xff) / 255)
  }
}

extension SystemPalette.Appearance {
  /// The appearance's column in `SystemPalette.colors`.
  var index: Int {
    switch self {
    case .light: 0
    case .dark: 1
    case .lightContrast: 2
    case .darkContrast: 3
    }
  }
}
