@_spi(Host) import SuperSwiftLayout

/// The navigation bar, for `navigationBarTitleDisplayMode`.
public enum NavigationBarItem {
  /// How the title shows.
  public enum TitleDisplayMode: Sendable {
    /// As the screen below it; large at a stack's root.
    case automatic
    /// In the bar.
    case inline
    /// Large, under the bar.
    case large

    /// The mode's name on the page (`nil` for automatic).
    var name: String? {
      switch self {
      case .automatic: nil
      case .inline: "inline"
      case .large: "large"
      }
    }
  }
}

/// Sets how the screen's navigation title shows (the outermost wins, as for the title).
struct TitleDisplayModifier: PrimitiveModifier {
  let mode: String?

  func nodes(content: () -> [Node], at path: ViewPath, in context: RenderContext) -> [Node] {
    let nodes = content()
    if !context.titleIsFinal, let mode { context.titleDisplayMode = mode }
    return nodes
  }
}
